import { signInProblem } from '@pond/core';
import { Button, Card, TextField } from '@pond/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldGroup, FormColumn, FormProblem } from '../form-styles.ts';

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
  const {
    register,
    handleSubmit,
    formState: { isSubmitting: busy },
  } = useForm({ defaultValues: { email: '', password: '' } });
  const [problem, setProblem] = useState<string | null>(null);

  // The browser's own checks (required, an email address) run first; what is typed stays on failure.
  const onSubmit = handleSubmit(async ({ email, password }) => {
    setProblem(null);
    try {
      const error = await onSignIn(email, password);
      if (error) setProblem(signInProblem(error.code));
    } catch {
      setProblem(signInProblem(undefined));
    }
  });

  return (
    <Card>
      <FormColumn onSubmit={onSubmit} aria-labelledby="staff-sign-in">
        <h2 id="staff-sign-in">Staff sign-in</h2>
        <p>This page is for Pond Builders Direct staff. Sign in with your staff account.</p>
        <FieldGroup disabled={!ready || busy}>
          <TextField label="Email" type="email" autoComplete="username" required {...register('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            {...register('password')}
          />
          <Button type="submit">{busy ? 'Signing in...' : 'Sign In'}</Button>
        </FieldGroup>
        {problem ? <FormProblem role="alert">{problem}</FormProblem> : null}
      </FormColumn>
    </Card>
  );
}
