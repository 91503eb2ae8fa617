import { signInProblem } from '@pond/core';
import { Button, Card, TextField, theme } from '@pond/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  max-width: 26rem;
  h2 {
    margin: 0;
    font-size: ${theme.size.xl};
  }
  p {
    margin: 0;
  }
`;
const Fields = styled.fieldset`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
`;
const Problem = styled.p`
  color: ${theme.color.danger};
  font-weight: 600;
`;

/**
 * Staff sign-in: email and password, 'Signing in...' while it runs, and a message that does not
 * say which of the two was wrong. Disabled until the page can act on it (before hydration typing
 * would be lost).
 */
export function SignInForm({
  ready,
  onSignIn,
}: {
  ready: boolean;
  onSignIn: (email: string, password: string) => Promise<{ code?: string } | null>;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    try {
      const error = await onSignIn(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
      if (error) setProblem(signInProblem(error.code));
    } catch {
      setProblem(signInProblem(undefined));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <Form onSubmit={onSubmit} aria-labelledby="staff-sign-in">
        <h2 id="staff-sign-in">Staff sign-in</h2>
        <p>This page is for Pond Builders Direct staff. Sign in with your staff account.</p>
        <Fields disabled={!ready || busy}>
          <TextField label="Email" name="email" type="email" autoComplete="username" required />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Button type="submit">{busy ? 'Signing in...' : 'Sign In'}</Button>
        </Fields>
        {problem ? <Problem role="alert">{problem}</Problem> : null}
      </Form>
    </Card>
  );
}
