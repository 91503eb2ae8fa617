import { HONEYPOT_FIELD } from '@pond/core';
import {
  PARTNER_APPLICATION_MESSAGES,
  PARTNER_BUSINESS_KINDS,
  PARTNER_WEBSITES_MAX,
  partnerApplicationSchema,
  type PartnerApplication,
  type PartnerApplicationFields,
} from '@pond/core/partner-application';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, SelectField, TextAreaField, TextField, theme } from '@pond/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { WIDGET_CHOICES } from '../../lib/widget-choices.ts';
import { FieldGroup, FormColumn, FormProblem } from '../form-styles.ts';

const Widgets = styled.fieldset`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    font-size: ${theme.size.sm};
    margin-bottom: ${theme.space.xs};
  }
  label {
    display: flex;
    gap: ${theme.space.sm};
    align-items: center;
  }
`;
// A field robots fill and people never see: an application with it is dropped, as on the quote form.
const Trap = styled.div`
  position: absolute;
  left: -10000px;
`;

const EMPTY: PartnerApplicationFields = {
  businessName: '',
  contactName: '',
  email: '',
  websites: '',
  businessKind: '' as PartnerApplicationFields['businessKind'],
  widgets: [],
};

/**
 * The partner application: checked on send and then as the applicant corrects it, the
 * first bad field focused, what was typed kept when sending fails. `onApply` sends it; its error's
 * message is shown as it is (a limit, an application already waiting, or a failure to retry).
 */
export function PartnerApplicationForm({
  ready,
  onApply,
}: {
  ready: boolean;
  onApply: (application: PartnerApplication) => Promise<void>;
}) {
  const form = useForm<PartnerApplicationFields, unknown, PartnerApplication>({
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(partnerApplicationSchema),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (application, event) => {
    setProblem(null);
    const trap = (event?.target as HTMLFormElement | undefined)?.elements.namedItem(HONEYPOT_FIELD);
    if (trap instanceof HTMLInputElement && trap.value) return setSent(true);
    try {
      await onApply(application);
      setSent(true);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });

  if (sent)
    return (
      <Card role="status">
        <p>{PARTNER_APPLICATION_MESSAGES.received}</p>
      </Card>
    );
  return (
    <Card>
      <FormColumn $width="40rem" onSubmit={onSubmit} noValidate aria-label="Partner application">
        <FieldGroup disabled={!ready || isSubmitting}>
          <TextField
            label="Business name"
            autoComplete="organization"
            error={errors.businessName?.message}
            {...form.register('businessName')}
          />
          <TextField
            label="Your name"
            autoComplete="name"
            error={errors.contactName?.message}
            {...form.register('contactName')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextAreaField
            label="Website addresses"
            hint={`The sites you will embed our widgets on, one per line (up to ${PARTNER_WEBSITES_MAX}). You will prove each one before its requests are credited to you.`}
            error={errors.websites?.message}
            {...form.register('websites')}
          />
          <SelectField
            label="Kind of business"
            options={PARTNER_BUSINESS_KINDS}
            placeholder="Select the kind of business"
            error={errors.businessKind?.message}
            {...form.register('businessKind')}
          />
          <Widgets aria-describedby={errors.widgets ? 'partner-widgets-error' : undefined}>
            <legend>Widgets you plan to use</legend>
            {WIDGET_CHOICES.map((choice) => (
              <label key={choice.value}>
                <input type="checkbox" value={choice.value} {...form.register('widgets')} />
                {choice.label}
              </label>
            ))}
            {errors.widgets ? (
              <FormProblem id="partner-widgets-error" role="alert">
                {errors.widgets.message}
              </FormProblem>
            ) : null}
          </Widgets>
          <Trap aria-hidden="true">
            <label>
              Company website <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
            </label>
          </Trap>
          <Button type="submit">{isSubmitting ? 'Sending...' : 'Apply'}</Button>
        </FieldGroup>
        {problem ? <FormProblem role="alert">{problem}</FormProblem> : null}
      </FormColumn>
    </Card>
  );
}
