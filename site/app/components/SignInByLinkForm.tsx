import { PARTNER_SIGN_IN_TEXTS } from '@pond/core';
import { Button, Card, TextField } from '@pond/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldGroup, FormColumn, FormProblem } from './form-styles.ts';

/**
 * Sign-in by a mailed link (partners and builders): an email address, and a link sent
 * to it that signs in once. What it says after sending does not depend on whose address it is.
 * `onSend` answers with the auth API's message when it refused (too soon after the last link), or null
 * when the link is on its way.
 */
export function SignInByLinkForm({
  heading,
  intro,
  sentText = PARTNER_SIGN_IN_TEXTS.sent,
  ready,
  notice,
  onSend,
}: {
  heading: string;
  intro: string;
  sentText?: string;
  ready: boolean;
  /** Why the visitor is here again (an expired link). */
  notice?: string;
  onSend: (email: string) => Promise<string | null>;
}) {
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ defaultValues: { email: '' } });
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = handleSubmit(async ({ email }) => {
    setProblem(null);
    try {
      const refused = await onSend(email.trim());
      if (refused) setProblem(refused);
      else setSent(true);
    } catch {
      setProblem(PARTNER_SIGN_IN_TEXTS.failed);
    }
  });

  if (sent)
    return (
      <Card role="status">
        <p>{sentText}</p>
      </Card>
    );
  return (
    <Card>
      <FormColumn onSubmit={onSubmit} aria-labelledby="sign-in-by-link">
        <h2 id="sign-in-by-link">{heading}</h2>
        <p>{intro}</p>
        {notice && !problem ? <FormProblem role="alert">{notice}</FormProblem> : null}
        {problem ? <FormProblem role="alert">{problem}</FormProblem> : null}
        <FieldGroup disabled={!ready || isSubmitting}>
          <TextField label="Email" type="email" autoComplete="email" required {...register('email')} />
          <Button type="submit">{isSubmitting ? 'Sending...' : 'Email Me a Sign-In Link'}</Button>
        </FieldGroup>
      </FormColumn>
    </Card>
  );
}
