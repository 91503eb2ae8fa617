import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import {
  LEAD_TOASTS,
  PROJECT_TYPES,
  leadFormDefaults,
  leadFormSchema,
  type LeadForm,
  type LeadFormFields,
} from '@pond/core';
import type { LeadSubmission } from '@pond/supabase';
import { Button, SelectField, TextAreaField, TextField, useToast } from '@pond/ui';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { FORM_TEXTS, MIN_FILL_MS, now } from './texts.ts';

export interface QuoteFormProps {
  /** Saves the request; the site passes @pond/supabase's submitLead bound to its client. */
  submitLead: (lead: LeadSubmission) => Promise<void>;
  /** Where the request comes from: the page path, or a partner widget id. */
  source: string;
  contractorId?: string;
  contractorName?: string;
  /** Preselected project type ('Pond Design & Installation' on profiles); none otherwise. */
  projectType?: string;
  city?: string;
  state?: string;
  /** Submitting faster than this (ms) after the form appears is treated as a robot. */
  minFillMs?: number;
}

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;
const Row = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;
const Consent = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: #4a5b66;
`;
/** Off-screen for people, filled in by form-filling robots. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
const FormMessage = styled.p`
  margin: 0;
  color: #b42318;
  font-weight: 600;
`;

type LeadError = Error & { field?: string };

/**
 * The quote request form (spec §4 'Lead form', §5, §8): validates on submit, then on every change;
 * 'Submitting...' while saving; resets to its defaults after success; keeps the input after a failure.
 */
export function QuoteForm({
  submitLead,
  source,
  contractorId,
  contractorName,
  projectType,
  city,
  state,
  minFillMs = MIN_FILL_MS,
}: QuoteFormProps) {
  const toast = useToast();
  const [shownAt, setShownAt] = useState(now);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const defaults = leadFormDefaults({ projectType, city, state });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormFields, unknown, LeadForm>({
    // The schema takes any text (a blank project type included) and returns a valid LeadForm.
    resolver: standardSchemaResolver(leadFormSchema) as unknown as Resolver<
      LeadFormFields,
      unknown,
      LeadForm
    >,
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onValid = async (lead: LeadForm, event?: React.BaseSyntheticEvent) => {
    setFormMessage(null);
    const trap = (event?.target as HTMLFormElement | undefined)?.elements.namedItem(
      'company_website',
    ) as HTMLInputElement | null;
    if (trap?.value) {
      // A robot filled the hidden field: act as if it worked, save nothing.
      reset(defaults);
      return;
    }
    if (now() - shownAt < minFillMs) {
      setFormMessage(FORM_TEXTS.tooFast);
      return;
    }
    try {
      await submitLead({
        ...lead,
        message: lead.message || null,
        location: lead.location || null,
        city: city ?? null,
        state: state ?? null,
        contractorId: contractorId ?? null,
        contractorName: contractorName ?? null,
        source,
      });
      toast(
        contractorId
          ? { ...LEAD_TOASTS.submittedForContractor(contractorName), variant: 'success' }
          : { ...LEAD_TOASTS.submitted, variant: 'success' },
      );
      reset(defaults);
      setShownAt(now());
    } catch (error) {
      const { field, message } = error as LeadError;
      if (field && field in defaults) setError(field as keyof LeadFormFields, { message });
      else if (message && message !== LEAD_TOASTS.failed.description) setFormMessage(message);
      console.error('Lead submission failed', error);
      toast({ ...LEAD_TOASTS.failed, variant: 'destructive' });
    }
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onValid)} aria-label="Request free quotes">
      <Row>
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </Row>
      <Row>
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <SelectField
          label="Project type"
          placeholder="Select a project type"
          options={PROJECT_TYPES.map((type) => ({ value: type, label: type }))}
          error={errors.projectType?.message}
          {...register('projectType')}
        />
      </Row>
      <TextField
        label="Location (optional)"
        placeholder="City, state or ZIP"
        autoComplete="address-level2"
        error={errors.location?.message}
        {...register('location')}
      />
      <TextAreaField
        label="Tell us about your project (optional)"
        rows={4}
        error={errors.message?.message}
        {...register('message')}
      />
      <Honeypot aria-hidden="true">
        <label>
          Leave this empty
          <input type="text" name="company_website" tabIndex={-1} autoComplete="off" />
        </label>
      </Honeypot>
      {formMessage ? <FormMessage role="alert">{formMessage}</FormMessage> : null}
      <Button type="submit" disabled={isSubmitting} $block>
        {isSubmitting ? 'Submitting...' : FORM_TEXTS.submit}
      </Button>
      <Consent>
        By submitting, you agree to our <a href="/privacy-policy">Privacy Policy</a> and{' '}
        <a href="/terms-of-service">Terms of Service</a> and consent to receive calls, texts and emails,
        including marketing, from Pond Builders Direct and its partners about your project. Consent is not a
        condition of purchase.
      </Consent>
    </Form>
  );
}
