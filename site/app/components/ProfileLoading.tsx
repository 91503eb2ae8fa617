import { PROFILE_MESSAGES } from '@pond/core';
import { Container, Spinner } from '@pond/ui';
import styled from 'styled-components';

const Holder = styled(Container)`
  padding: 4rem 1rem;
  min-height: 60vh;
`;

/** The profile's loading state (spec §2.9): a spinner with 'Loading contractor profile...'. */
export function ProfileLoading() {
  return (
    <Holder>
      <Spinner label={PROFILE_MESSAGES.loading} />
    </Holder>
  );
}
