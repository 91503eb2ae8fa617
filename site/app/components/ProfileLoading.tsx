import { PROFILE_MESSAGES } from '@pond/core';
import { Container, Spinner } from '@pond/ui';

/** The profile's loading state (spec §2.9): a spinner with 'Loading contractor profile...'. */
export function ProfileLoading() {
  return (
    <Container style={{ padding: '4rem 1rem', minHeight: '60vh' }}>
      <Spinner label={PROFILE_MESSAGES.loading} />
    </Container>
  );
}
