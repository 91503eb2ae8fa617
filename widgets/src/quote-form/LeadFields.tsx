import { HONEYPOT_FIELD, PROJECT_TYPES, type LeadFormFields } from '@pond/core';
import { SelectField, TextAreaField, TextField } from '@pond/ui';
import styled from 'styled-components';
import type { useLeadForm } from './use-lead-form.ts';

const Row = styled.div<{ $compact?: boolean }>`
  display: grid;
  gap: 1rem;
  @media (min-width: 640px) {
    grid-template-columns: ${({ $compact }) => ($compact ? '1fr' : '1fr 1fr')};
  }
`;
/** Off-screen for people, filled in by form-filling robots. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The quote form's fields (spec §4 'Lead form'), each with its message, and the robots' trap. */
export function LeadFields({
  register,
  errors,
  defaults,
  compact,
}: Pick<ReturnType<typeof useLeadForm>, 'register' | 'errors'> & {
  defaults: LeadFormFields;
  compact?: boolean;
}) {
  return (
    <>
      {/* defaultValue as well as register: the pre-rendered form (content pages' fallback) shows the
          defaults before any script runs. */}
      <Row $compact={compact}>
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.name}
          defaultValue={defaults.name}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          defaultValue={defaults.email}
          {...register('email')}
        />
      </Row>
      <Row $compact={compact}>
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone}
          defaultValue={defaults.phone}
          {...register('phone')}
        />
        <SelectField
          label="Project type"
          placeholder="Select a project type"
          options={PROJECT_TYPES.map((type) => ({ value: type, label: type }))}
          error={errors.projectType}
          defaultValue={defaults.projectType}
          {...register('projectType')}
        />
      </Row>
      <TextField
        label="Location (optional)"
        placeholder="City, state or ZIP"
        autoComplete="address-level2"
        error={errors.location}
        defaultValue={defaults.location}
        {...register('location')}
      />
      <TextAreaField
        label="Tell us about your project (optional)"
        rows={compact ? 2 : 4}
        error={errors.message}
        defaultValue={defaults.message}
        {...register('message')}
      />
      <Honeypot aria-hidden="true">
        <label>
          Leave this empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </Honeypot>
    </>
  );
}
