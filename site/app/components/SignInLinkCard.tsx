import { Button, Card } from '@pond/ui';
import { Form } from 'react-router';
import styled from 'styled-components';

/**
 * The page a sign-in link opens: it names the account, and signs in only when asked to (the route's
 * action spends the token on intent "sign-in"), so a mail scanner that opens links spends nothing.
 */
export function SignInLinkCard({
  tokenHash,
  email,
  place,
}: {
  tokenHash: string;
  email: string;
  place: string;
}) {
  return (
    <Card>
      <Form method="post">
        <input type="hidden" name="intent" value="sign-in" />
        <input type="hidden" name="token_hash" value={tokenHash} />
        <p>This link signs you in to {place}. It works once, within an hour of being sent.</p>
        <WrappingButton type="submit">{email ? `Sign in as ${email}` : 'Sign in'}</WrappingButton>
      </Form>
    </Card>
  );
}

/** A long email address wraps inside the button at 320 px instead of widening the page. */
const WrappingButton = styled(Button)`
  max-width: 100%;
  white-space: normal;
  overflow-wrap: anywhere;
`;
