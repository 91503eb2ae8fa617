import {
  PATHS,
  REQUEST_FLAG_LIMITS,
  REQUEST_FLAG_MESSAGES,
  formatLongDate,
  requestFlagReasonLabel,
} from '@pond/core';
import { decideRequestFlag, staffRequestFlags } from '@pond/supabase';
import { Button, Card, Container, Section, TextField, theme } from '@pond/ui';
import { Form } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StaffGate } from '../../components/staff/StaffGate.tsx';
import { runIntent, type IntentHandler } from '../../lib/form-intent.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { staffSession, type StaffSession } from '../../lib/staff-session.client.ts';
import type { Route } from './+types/admin-flags';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Flags'),
    description: 'For staff: requests builders could not use, to confirm or refuse with a reason.',
    path: PATHS.adminFlags,
    noIndex: true,
  });

const Decide = styled(Form)`
  display: grid;
  gap: ${theme.space.sm};
  > div:last-child {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
  }
`;

export async function clientLoader() {
  const session = await staffSession();
  const empty = { session, flags: [], error: null };
  if (session.status !== 'staff') return empty;
  try {
    return { ...empty, flags: await staffRequestFlags(session.client) };
  } catch (failure) {
    return { ...empty, error: (failure as Error).message };
  }
}

type Decided = { error: string | null; flag: string };

/** Confirm a flag (the request leaves the builder's figures and the partner's credit) or refuse it. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const session = await staffSession();
  if (session.status !== 'staff') return { error: 'Sign in as staff to decide on flags.', flag: '' };
  const decide =
    (confirm: boolean): IntentHandler<Decided> =>
    async ({ text }) => {
      const flag = `${text('lead')}/${text('builder')}`;
      const reason = text('reason').trim();
      const { min, max } = REQUEST_FLAG_LIMITS.decision;
      if (reason.length < min || reason.length > max)
        return { error: REQUEST_FLAG_MESSAGES.decisionReason, flag };
      await decideRequestFlag(session.client, {
        leadId: text('lead'),
        contractorId: text('builder'),
        confirm,
        reason,
      });
      return { error: null, flag };
    };
  return runIntent<Decided>(
    await request.formData(),
    { confirm: decide(true), refuse: decide(false) },
    (error, { text }) => ({ error, flag: `${text('lead')}/${text('builder')}` }),
  );
}

export function HydrateFallback() {
  return <FlagsPage />;
}

export default function AdminFlags({ loaderData, actionData }: Route.ComponentProps) {
  return <FlagsPage data={loaderData} acted={actionData} />;
}

function FlagsPage({
  data,
  acted,
}: {
  data?: Awaited<ReturnType<typeof clientLoader>> & { session: StaffSession };
  acted?: Decided;
}) {
  return (
    <>
      <PageHeader
        title="Flags"
        intro="For staff: requests a builder says they could not use. Confirm a flag and the request leaves that builder's response figures and the sending partner's confirmed credit; refuse it and it counts as any request. Each decision keeps its reason."
      />
      <StaffGate session={data?.session}>
        {() =>
          data ? (
            <Section>
              <Container>
                {data.error ? <p role="alert">{data.error}</p> : null}
                {data.flags.length === 0 ? <p>No builder has flagged a request.</p> : null}
                {data.flags.map((flag) => {
                  const key = `${flag.lead_id}/${flag.contractor_id}`;
                  const label = `${flag.builder}: ${requestFlagReasonLabel(flag.reason ?? '')}`;
                  return (
                    <Card key={key} as="article" aria-label={label}>
                      <h2>{label}</h2>
                      <p>
                        Request from {flag.homeowner}
                        {flag.city ? `, ${flag.city}, ${flag.state}` : ''}, chosen on{' '}
                        {formatLongDate(flag.chosen_at ?? new Date())}; flagged on{' '}
                        {formatLongDate(flag.flagged_at ?? new Date())}.
                      </p>
                      {flag.note ? <p>“{flag.note}”</p> : null}
                      {flag.status === 'open' ? (
                        <Decide method="post" aria-label={`Decide the flag of ${flag.builder}`}>
                          <input type="hidden" name="lead" value={flag.lead_id ?? ''} />
                          <input type="hidden" name="builder" value={flag.contractor_id ?? ''} />
                          <TextField
                            label="Why (the builder reads it)"
                            name="reason"
                            required
                            maxLength={REQUEST_FLAG_LIMITS.decision.max}
                            error={acted?.flag === key ? (acted.error ?? undefined) : undefined}
                          />
                          <div>
                            <Button type="submit" name="intent" value="confirm">
                              Confirm
                            </Button>
                            <Button type="submit" name="intent" value="refuse" $variant="secondary">
                              Refuse
                            </Button>
                          </div>
                        </Decide>
                      ) : (
                        <p role="status">
                          {flag.status === 'confirmed' ? 'Confirmed' : 'Refused'} by {flag.decided_by_email}{' '}
                          on {formatLongDate(flag.decided_at ?? flag.flagged_at ?? new Date())}:{' '}
                          {flag.decision_reason}
                        </p>
                      )}
                    </Card>
                  );
                })}
              </Container>
            </Section>
          ) : null
        }
      </StaffGate>
    </>
  );
}
