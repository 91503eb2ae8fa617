import {
  BUILDER_CHOICE,
  CONSENTS,
  HONEYPOT_FIELD,
  LEAD_TOASTS,
  MIN_FILL_MS,
  leadFormDefaults,
  randomUuid,
  type LeadForm,
  type LeadFormFields,
} from '@pond/core';
import type { RequestPlace } from '@pond/supabase';
import { FORM_START_FIELD, PondDataError } from '@pond/supabase/errors';
import { Button, theme, usePart, useToast } from '@pond/ui';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { errorCode } from '../kit/error-code.ts';
import { EVENT_DETAIL_VERSION, quoteSubmittedDetail } from '../kit/events.ts';
import { useFormStart } from '../kit/form-start.ts';
import { useWidgetHost } from '../kit/host.tsx';
import { FORM_TEXTS, now } from './texts.ts';
import { ConsentNote } from './ConsentNote.tsx';
import { LeadFields } from './LeadFields.tsx';
import { useLeadForm } from './use-lead-form.ts';

// The choice of builders loads after a request is saved, not with the form (the widget's first-load budget).
// If its code cannot load (a network or page problem), the homeowner is told the request is saved
// rather than the widget disappearing.
const BuilderChoice = lazy(() =>
  import('./BuilderChoice.tsx').then(
    (module) => ({ default: module.BuilderChoice }),
    () => ({ default: ChoiceUnavailable }),
  ),
);

function ChoiceUnavailable() {
  const part = usePart();
  return (
    <p role="status" {...part('message')}>
      {BUILDER_CHOICE.unavailable}
    </p>
  );
}

export interface QuoteFormProps {
  contractorId?: string;
  contractorName?: string;
  /** On the builder's own website (the badge's form): the request goes to that builder alone. */
  builderSite?: boolean;
  /** Preselected project type ('Pond Design & Installation' on profiles); none otherwise. */
  projectType?: string;
  city?: string;
  state?: string;
  /** Submitting faster than this (ms) after the form appears is treated as a robot. */
  minFillMs?: number;
  /** One column and a shorter message box, for narrow sidebars. */
  compact?: boolean;
}

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;
const FormMessage = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 600;
`;

/**
 * The quote request form (spec §4 'Lead form', §5, §8): validates on submit, then on every change;
 * 'Submitting...' while saving; resets to its defaults after success; keeps the input after a failure.
 */
export function QuoteForm({
  contractorId,
  contractorName,
  projectType,
  city,
  state,
  minFillMs = MIN_FILL_MS,
  compact = false,
  builderSite = false,
}: QuoteFormProps) {
  const part = usePart();
  const host = useWidgetHost();
  const toast = useToast();
  const [shownAt, setShownAt] = useState(now);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  /** The request just saved, while the homeowner chooses who hears from them. */
  const [saved, setSaved] = useState<{ id: string; choiceToken: string; place: RequestPlace } | null>(null);
  // A send that failed may still have been saved (the answer was lost): sending the same request
  // again reuses its id, so the database keeps it once.
  const [unsent, setUnsent] = useState<{ id: string; choiceToken: string; fields: string } | null>(null);
  const defaults = leadFormDefaults({ projectType, city, state });
  const { register, errors, isSubmitting, onSubmit, reset, setFieldError } = useLeadForm(defaults);
  const formStart = useFormStart();

  const announceSubmitted = () =>
    toast(
      contractorId
        ? { ...LEAD_TOASTS.submittedForContractor(contractorName), variant: 'success' }
        : { ...LEAD_TOASTS.submitted, variant: 'success' },
    );

  const onValid = async (lead: LeadForm, form: HTMLFormElement) => {
    setFormMessage(null);
    const trap = form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null;
    if (trap?.value) {
      // A robot filled the hidden field: act as if it worked, save nothing.
      reset();
      return;
    }
    if (now() - shownAt < minFillMs) {
      setFormMessage(FORM_TEXTS.tooFast);
      return;
    }
    const fields = JSON.stringify(lead);
    const attempt =
      unsent?.fields === fields ? unsent : { id: randomUuid(), choiceToken: randomUuid(), fields };
    setUnsent(attempt);
    const submission = {
      id: attempt.id,
      choiceToken: attempt.choiceToken,
      ...lead,
      message: lead.message || null,
      location: lead.location || null,
      city: city ?? null,
      state: state ?? null,
      contractorId: contractorId ?? null,
      contractorName: contractorName ?? null,
      source: host.source,
      partner: host.partner ?? null,
      pageOrigin: host.pageOrigin ?? null,
      ...host.attribution,
      formToken: await formStart.token(),
      consentId: CONSENTS.quoteForm.id,
    };
    const result = await host.submitLead(submission);
    setUnsent(null);
    formStart.reset();
    host.emit('pond-quote-submitted', quoteSubmittedDetail(submission));
    reset();
    setShownAt(now());
    // Spec §8's 'Request Submitted' is said once the request is on its way: after the homeowner chose
    // who hears from them (BuilderChoice), or now when nothing is saved to choose for (a preview).
    if (!result) announceSubmitted();
    else
      setSaved({
        id: result.id,
        choiceToken: result.choiceToken,
        place: {
          contractorId: contractorId ?? null,
          only: builderSite,
          location: submission.location,
          city: city ?? null,
          state: state ?? null,
        },
      });
  };

  /** A send that failed (or the form's checks could not load): say so, keep what was typed. */
  const onFailure = (error: unknown) => {
    const { field, message } = error instanceof PondDataError ? error : { field: undefined, message: '' };
    // The database wants a new start for this form (out of date, or already used).
    if (field === FORM_START_FIELD) formStart.reset();
    if (field && field in defaults) setFieldError(field as keyof LeadFormFields, message);
    else if (message && message !== LEAD_TOASTS.failed.description) setFormMessage(message);
    console.error('Lead submission failed', error);
    toast({ ...LEAD_TOASTS.failed, variant: 'destructive' });
    host.emit('pond-error', {
      version: EVENT_DETAIL_VERSION,
      widget: 'quote-form',
      code: errorCode(error),
      message: message || LEAD_TOASTS.failed.description,
    });
  };

  return (
    <>
      {saved ? (
        <Suspense fallback={null}>
          <BuilderChoice
            key={saved.id}
            requestId={saved.id}
            choiceToken={saved.choiceToken}
            place={saved.place}
            onSent={announceSubmitted}
            onDone={() => setSaved(null)}
          />
        </Suspense>
      ) : null}
      <Form
        noValidate
        onSubmit={onSubmit(onValid, onFailure)}
        onFocus={formStart.begin}
        aria-label="Request free quotes"
        {...part('form')}
      >
        <LeadFields register={register} errors={errors} defaults={defaults} compact={compact} />
        {formMessage ? (
          <FormMessage role="alert" {...part('message')}>
            {formMessage}
          </FormMessage>
        ) : null}
        <Button type="submit" disabled={isSubmitting} $block {...part('button')}>
          {isSubmitting ? 'Submitting...' : FORM_TEXTS.submit}
        </Button>
        <ConsentNote />
      </Form>
    </>
  );
}
