import { PROFILE_MESSAGES } from '@pond/core';
import { Container, Spinner } from '@pond/ui';
import { matchPath } from 'react-router';

/** The profile's loading state (spec §2.9): a spinner with 'Loading contractor profile...'. */
export function ProfileLoading() {
  return (
    <Container style={{ padding: '4rem 1rem', minHeight: '60vh' }}>
      <Spinner label={PROFILE_MESSAGES.loading} />
    </Container>
  );
}

/** Whether an address is a contractor profile (the route table's two forms). */
export const isProfilePath = (pathname: string) =>
  matchPath('/states/:stateCode/:citySlug/:contractorNameId', pathname) !== null ||
  matchPath('/pond-contractors/:cityState/:contractorId', pathname) !== null;
