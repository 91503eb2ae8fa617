import { BUILDER_SERVICES, LISTING_LIMITS } from '@pond/core';
import type { Contractor } from '@pond/supabase/read';
import { Button, Card, TextAreaField, TextField, theme } from '@pond/ui';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import styled from 'styled-components';
import { FieldGroup, FormProblem } from '../form-styles.ts';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.md};
  @media (min-width: 48rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
const Services = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${theme.space.xs};
  legend {
    font-weight: 600;
    margin-bottom: ${theme.space.xs};
  }
  label {
    display: flex;
    gap: ${theme.space.sm};
    align-items: center;
  }
`;
const Counter = styled.p`
  margin: 0;
  font-size: ${theme.size.sm};
  color: ${theme.color.inkMuted};
`;

/**
 * The builder's listing as they keep it: posted to the dashboard's action, checked there
 * by core's rules and again by the database; a refused field shows its message beside it.
 */
export function ListingForm({
  contractor,
  problems,
  saved,
}: {
  contractor: Contractor;
  problems: Record<string, string>;
  saved: boolean;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const [description, setDescription] = useState(contractor.description ?? '');
  const problem = (field: string) => problems[field];
  return (
    <Card>
      <Form method="post" aria-labelledby="listing-heading" noValidate>
        <input type="hidden" name="intent" value="save" />
        <h2 id="listing-heading">Your listing</h2>
        <p>What you save here is on your profile, your city's page and in searches within seconds.</p>
        {saved ? <p role="status">Saved. Your pages show it now.</p> : null}
        {Object.keys(problems).length ? (
          <FormProblem role="alert">
            Some fields need a change before we can save them (see below).
          </FormProblem>
        ) : null}
        <FieldGroup disabled={saving}>
          <TextField
            label="Business name, as homeowners see it"
            name="name"
            required
            maxLength={LISTING_LIMITS.name}
            defaultValue={contractor.name}
            error={problem('name')}
          />
          <TextAreaField
            label="About your business"
            name="description"
            rows={6}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            hint={`What you build, where, and what homeowners should know. Up to ${LISTING_LIMITS.description.toLocaleString('en-US')} characters.`}
            error={problem('description')}
          />
          <Counter aria-live="polite">
            {description.length.toLocaleString('en-US')} /{' '}
            {LISTING_LIMITS.description.toLocaleString('en-US')} characters
          </Counter>
          <Columns>
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={contractor.phone ?? ''}
              error={problem('phone')}
            />
            <TextField
              label="Website"
              name="website"
              type="url"
              placeholder="https://"
              defaultValue={contractor.website ?? ''}
              error={problem('website')}
            />
            <TextField
              label="Street address"
              name="street"
              autoComplete="street-address"
              defaultValue={contractor.street ?? ''}
              error={problem('street')}
            />
            <TextField
              label="ZIP code"
              name="postal_code"
              inputMode="numeric"
              defaultValue={contractor.postal_code ?? ''}
              error={problem('postal_code')}
            />
          </Columns>
          <Services aria-describedby={problem('services') ? 'services-problem' : undefined}>
            <legend>Services you offer</legend>
            {BUILDER_SERVICES.map((service) => (
              <label key={service}>
                <input
                  type="checkbox"
                  name="services"
                  value={service}
                  defaultChecked={contractor.services.includes(service)}
                />
                {service}
              </label>
            ))}
            {problem('services') ? (
              <FormProblem id="services-problem">{problem('services')}</FormProblem>
            ) : null}
          </Services>
          <Columns>
            <TextField
              label="Cities you serve"
              name="service_cities"
              hint="Separated by commas, like: Austin, Round Rock, Cedar Park"
              defaultValue={contractor.service_cities.join(', ')}
              error={problem('service_cities')}
            />
            <TextField
              label="Or the miles you travel from your ZIP code"
              name="service_radius_miles"
              inputMode="numeric"
              defaultValue={contractor.service_radius_miles?.toString() ?? ''}
              error={problem('service_radius_miles')}
            />
            <TextField
              label="Hours"
              name="hours"
              placeholder="Mon–Fri 8am–6pm, Sat 9am–1pm"
              defaultValue={contractor.hours ?? ''}
              error={problem('hours')}
            />
            <TextField
              label="Year founded"
              name="founded_year"
              inputMode="numeric"
              defaultValue={contractor.founded_year?.toString() ?? ''}
              error={problem('founded_year')}
            />
          </Columns>
          <Button type="submit">{saving ? 'Saving...' : 'Save Listing'}</Button>
        </FieldGroup>
      </Form>
    </Card>
  );
}
