import { COST_TEXTS, PATHS, citySlug, costReasonOk, costUrl, stateByCode } from '@pond/core';
import { decideCostQuote, staffCostDecisions, staffCostFigures, staffCostQuotes } from '@pond/supabase';
import { Button, Container, Section, TextField, theme } from '@pond/ui';
import { Form } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CostDecisionLog, CostFigureTable, CostQuoteTable } from '../../components/staff/CostFigures.tsx';
import { StaffGate } from '../../components/staff/StaffGate.tsx';
import { runIntent, type IntentHandler } from '../../lib/form-intent.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { staffSession, type StaffSession } from '../../lib/staff-session.client.ts';
import type { Route } from './+types/admin-costs';
import { SiteLink } from '../../components/SiteLink.tsx';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Cost guide'),
    description:
      'For staff: the cost guide’s figures with their counts, the quotes behind them, and quotes set aside.',
    path: PATHS.adminCosts,
    noIndex: true,
  });

const Place = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: end;
`;

/** The place asked for (?state=TX&city=austin): the country without one. */
function placeOf(url: URL): { stateCode?: string; citySlug?: string } {
  const state = stateByCode(url.searchParams.get('state')?.trim().toUpperCase() ?? '');
  const city = citySlug(url.searchParams.get('city') ?? '');
  return state ? { stateCode: state.code, ...(city ? { citySlug: city } : {}) } : {};
}

/** The session, and for staff the place's figures, the quotes behind them and the decisions log. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await staffSession();
  const place = placeOf(new URL(request.url));
  const empty = { session, place, figures: [], quotes: [], decisions: [], error: null };
  if (session.status !== 'staff') return empty;
  try {
    const [figures, quotes, decisions] = await Promise.all([
      staffCostFigures(session.client, place),
      staffCostQuotes(session.client, place),
      staffCostDecisions(session.client),
    ]);
    return { ...empty, figures, quotes, decisions };
  } catch (failure) {
    return { ...empty, error: (failure as Error).message };
  }
}

type Decided = { error: string | null; quote: number };

/** Set a quote aside from the figures, or count it again; the reason is logged with the decision. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const session = await staffSession();
  if (session.status !== 'staff') return { error: 'Sign in as staff to decide on quotes.', quote: 0 };
  const decide =
    (counted: boolean): IntentHandler<Decided> =>
    async ({ text }) => {
      const quote = Number(text('quote'));
      if (!costReasonOk(text('reason'))) return { error: COST_TEXTS.reasonMissing, quote };
      await decideCostQuote(session.client, { quoteId: quote, counted, reason: text('reason') });
      return { error: null, quote };
    };
  return runIntent<Decided>(
    await request.formData(),
    { 'set-aside': decide(false), count: decide(true) },
    (error, { text }) => ({ error, quote: Number(text('quote')) }),
  );
}

/** The pre-rendered page: the sign-in form, until the session is read. */
export function HydrateFallback() {
  return <CostsPage />;
}

export default function AdminCosts({ loaderData, actionData }: Route.ComponentProps) {
  return <CostsPage data={loaderData} acted={actionData} />;
}

function CostsPage({
  data,
  acted,
}: {
  data?: Awaited<ReturnType<typeof clientLoader>> & { session: StaffSession };
  acted?: Decided;
}) {
  const place = data?.place ?? {};
  return (
    <>
      <PageHeader
        title="Cost guide"
        intro="For staff: every figure of a place with its counts, shown or not and why, the quotes behind them, and the quotes set aside. A quote set aside leaves every figure and page at once; each decision is logged with its reason."
      />
      <StaffGate session={data?.session}>
        {() =>
          data ? (
            <Section>
              <Container>
                <Place method="get">
                  <TextField
                    label="State (two letters)"
                    name="state"
                    defaultValue={place.stateCode ?? ''}
                    maxLength={2}
                  />
                  <TextField
                    label="City (as in its address)"
                    name="city"
                    defaultValue={place.citySlug ?? ''}
                  />
                  <Button type="submit" $variant="secondary">
                    Show
                  </Button>
                </Place>
                <p>
                  The public page:{' '}
                  <SiteLink to={costUrl(null, { stateCode: place.stateCode, city: place.citySlug })}>
                    {costUrl(null, { stateCode: place.stateCode, city: place.citySlug })}
                  </SiteLink>
                </p>
                {data.error ? <p role="alert">{data.error}</p> : null}
                <h2>Figures</h2>
                <CostFigureTable figures={data.figures} />
                <h2>Quotes</h2>
                <CostQuoteTable quotes={data.quotes} acted={acted} />
                <h2>Decisions</h2>
                <CostDecisionLog decisions={data.decisions} />
              </Container>
            </Section>
          ) : null
        }
      </StaffGate>
    </>
  );
}
