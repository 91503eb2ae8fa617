import { CLAIM_LIMITS, CLAIM_MESSAGES, EMAIL_MAX, LEAD_NAME_MAX, LEAD_PHONE_MAX } from '@pond/core';
import type { ClaimListingInfo } from '@pond/supabase';
import { Button, Card, TextAreaField, TextField } from '@pond/ui';
import { Form, useNavigation } from 'react-router';
import { FieldGroup, FormProblem } from '../form-styles.ts';

export type ClaimOutcome = { intent: 'email' | 'review'; sent: boolean; error: string | null };

/**
 * The claim page's two ways: a sign-in link to the business email we hold (opening it makes
 * the listing the account's), or a claim our team checks by hand — the only way when we hold no
 * email, the email is wrong, or the listing is already claimed (then it is a dispute).
 */
export function ClaimForms({ listing, outcome }: { listing: ClaimListingInfo; outcome?: ClaimOutcome }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const byEmail = !listing.claimed && listing.emailHint;
  return (
    <>
      {byEmail ? (
        <Card>
          <h2>Claim it with your business email</h2>
          {outcome?.intent === 'email' && outcome.sent ? (
            <p role="status">{CLAIM_MESSAGES.sent}</p>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="email" />
              <p>
                We hold {listing.emailHint} for {listing.name}. Enter that address: we send it a link that
                signs you in and makes the listing yours.
              </p>
              {outcome?.intent === 'email' && outcome.error ? (
                <FormProblem role="alert">{outcome.error}</FormProblem>
              ) : null}
              <FieldGroup disabled={busy}>
                <TextField label="Business email" name="email" type="email" autoComplete="email" required />
                <Button type="submit">Email Me a Sign-In Link</Button>
              </FieldGroup>
            </Form>
          )}
        </Card>
      ) : (
        <p role="status">{listing.claimed ? CLAIM_MESSAGES.taken : CLAIM_MESSAGES.noEmail}</p>
      )}
      <Card>
        <h2>{byEmail ? 'No access to that mailbox? Ask our team' : 'Ask our team to check your claim'}</h2>
        {outcome?.intent === 'review' && outcome.sent ? (
          <p role="status">{CLAIM_MESSAGES.reviewSent}</p>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="review" />
            <p>
              Tell us who you are. An email on your website’s domain is quickest to check; we may call you
              back on the number you give.
            </p>
            {outcome?.intent === 'review' && outcome.error ? (
              <FormProblem role="alert">{outcome.error}</FormProblem>
            ) : null}
            <FieldGroup disabled={busy}>
              <TextField
                label="Your name"
                name="name"
                required
                maxLength={LEAD_NAME_MAX}
                autoComplete="name"
              />
              <TextField
                label="Your email"
                name="email"
                type="email"
                required
                maxLength={EMAIL_MAX}
                autoComplete="email"
              />
              <TextField
                label="Phone for a call back"
                name="phone"
                type="tel"
                maxLength={LEAD_PHONE_MAX}
                autoComplete="tel"
              />
              <TextField label="Your business website" name="website" type="url" placeholder="https://" />
              <TextAreaField
                label="How can we check it is your business?"
                name="note"
                rows={3}
                maxLength={CLAIM_LIMITS.note}
                hint="For example: the best time to call you at the business number, or your licence number."
              />
              <Button type="submit">Send My Claim</Button>
            </FieldGroup>
          </Form>
        )}
      </Card>
    </>
  );
}
