import { CAMPAIGN_PARAM, CAMPAIGN_PATTERN, PATHS, ownPath } from '@pond/core';
import {
  addPartnerSite,
  checkPartnerSite,
  loadPartnerDashboard,
  loadPartnerWebhook,
  removePartnerWebhook,
  rotatePartnerWebhookSecret,
  setPartnerSiteSubdomains,
  setPartnerWebhook,
  type CampaignFilter,
  type PartnerDashboard as Dashboard,
  type PondClient,
} from '@pond/supabase';
import { Button, Card, Container, Section } from '@pond/ui';
import { redirect, useRevalidator } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SignInLinkCard } from '../../components/SignInLinkCard.tsx';
import { NO_CAMPAIGN } from '../../components/partners/CampaignFigures.tsx';
import { PartnerDashboard } from '../../components/partners/PartnerDashboard.tsx';
import { fetchKitInfo } from '../../lib/widget-kit.client.ts';
import { runIntent, type IntentHandler, type SubmittedForm } from '../../lib/form-intent.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { partnerSession, verifySignInLink } from '../../lib/partner-session.client.ts';
import { useRevalidateWhile } from '../../lib/revalidate-while.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { signOutHere } from '../../lib/staff-session.client.ts';
import type { Route } from './+types/partners-dashboard';
import { SiteLink } from '../../components/SiteLink.tsx';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Partner Dashboard', 'Partners'),
    description: 'What your embeds brought: widget by widget, month by month.',
    path: PATHS.partnersDashboard,
    noIndex: true,
  });

/**
 * Arriving from the sign-in mail, the page only shows "Sign in as {email}": the link's token is spent
 * when that button is pressed (clientAction), never by opening the page, so a mail scanner that opens
 * links spends nothing and nobody is signed into an account they did not see named. Otherwise the
 * partner's own figures and requests, read under the partner's session.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const tokenHash = search.get('token_hash');
  if (tokenHash) {
    const link = { tokenHash, email: search.get('email') ?? '' };
    return { link, session: null, dashboard: null, kit: null, hooks: null, error: null };
  }
  const session = await partnerSession();
  if (session.status !== 'partner')
    return { link: null, session, dashboard: null, kit: null, hooks: null, error: null };
  try {
    const [dashboard, kit, hooks] = await Promise.all([
      loadPartnerDashboard(
        session.client,
        session.partnerId,
        campaignFilter(new URL(request.url).searchParams),
      ),
      // The dashboard shows without its snippets when the manifest cannot be read.
      fetchKitInfo().catch(() => null),
      loadPartnerWebhook(session.client, session.partnerId),
    ]);
    return { link: null, session, dashboard, kit, hooks, error: null };
  } catch (failure) {
    return {
      link: null,
      session,
      dashboard: null,
      kit: null,
      hooks: null,
      error: (failure as Error).message,
    };
  }
}

/** The address's campaign filter: ?campaign=spring-sale, ?campaign=- for requests without one, or none. */
function campaignFilter(search: URLSearchParams): CampaignFilter {
  const campaign = search.get(CAMPAIGN_PARAM);
  if (campaign === NO_CAMPAIGN) return { campaign: null };
  return campaign && CAMPAIGN_PATTERN.test(campaign) ? { campaign } : undefined;
}

/** A site whose check the partner asked for: the page reads its data again until the answer, or until `until`. */
type Checking = { site: string; until: number };
type Changed = { error: string | null; secret: string | null; checking: Checking | null };
const changed = (what: Partial<Changed> = {}): Changed => ({
  error: null,
  secret: null,
  checking: null,
  ...what,
});

/** How long the page looks for the job queue's answer to "Check now" before it shows the site as it is. */
const CHECK_WAIT_MS = 8000;
/** How often it looks meanwhile. */
const CHECK_LOOK_MS = 500;

/**
 * Sign in with the link's token. Add a site, have one checked now, open or close a proven site's
 * subdomains; set, rotate or remove the webhook (a new secret comes back once, to be shown once).
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const asPartner =
    (work: (client: PondClient, submitted: SubmittedForm) => Promise<Changed>): IntentHandler<Changed> =>
    async (submitted) => {
      const session = await partnerSession();
      if (session.status !== 'partner')
        return changed({ error: 'Sign in as a partner to change your sites.' });
      return work(session.client, submitted);
    };
  return runIntent(
    await request.formData(),
    {
      // The sign-in link's button: the token is used here, once.
      'sign-in': async ({ text }) => {
        const signedIn = await verifySignInLink(text('token_hash')).catch(() => false);
        return redirect(ownPath(signedIn ? PATHS.partnersDashboard : `${PATHS.partnersSignIn}?link=expired`));
      },
      'add-site': asPartner(async (client, { text }) => {
        await addPartnerSite(client, text('origin'));
        return changed();
      }),
      // The job queue fetches the token file; its answer reaches the site's row a moment later.
      'check-site': asPartner(async (client, { text }) => {
        await checkPartnerSite(client, text('site'));
        return changed({ checking: { site: text('site'), until: Date.now() + CHECK_WAIT_MS } });
      }),
      subdomains: asPartner(async (client, { text }) => {
        await setPartnerSiteSubdomains(client, text('site'), text('include') === 'true');
        return changed();
      }),
      'webhook-save': asPartner(async (client, { text }) =>
        changed({ secret: await setPartnerWebhook(client, text('url')) }),
      ),
      'webhook-rotate': asPartner(async (client) =>
        changed({ secret: await rotatePartnerWebhookSecret(client) }),
      ),
      'webhook-remove': asPartner(async (client) => {
        await removePartnerWebhook(client);
        return changed();
      }),
    },
    (error) => changed({ error }),
  );
}

/** The pre-rendered page: nothing of anyone's until the session is read. */
export function HydrateFallback() {
  return <Page />;
}

export default function PartnersDashboard({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Page
      data={loaderData}
      actionError={actionData?.error ?? null}
      secret={actionData?.secret ?? null}
      checking={actionData?.checking ?? null}
    />
  );
}

function Page({
  data,
  actionError = null,
  secret = null,
  checking = null,
}: {
  data?: Awaited<ReturnType<typeof clientLoader>>;
  actionError?: string | null;
  secret?: string | null;
  checking?: Checking | null;
}) {
  const { revalidate } = useRevalidator();
  const signOut = () => signOutHere(revalidate);
  const loaded = data && !(data instanceof Response) ? data : undefined;
  const dashboard: Dashboard | null = loaded?.dashboard ?? null;
  // The site asked about, while its answer has not arrived.
  const unanswered = dashboard?.sites.find((site) => site.id === checking?.site && !site.checked_at);
  useRevalidateWhile(Boolean(unanswered), { everyMs: CHECK_LOOK_MS, until: checking?.until });
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'Partners', href: PATHS.partners },
          { label: 'Dashboard' },
        ]}
        title="Partner Dashboard"
      />
      <Section>
        <Container>
          {!loaded ? (
            <p>Loading your dashboard...</p>
          ) : loaded.link ? (
            <SignInLinkCard {...loaded.link} place="your partner dashboard" />
          ) : dashboard ? (
            <PartnerDashboard
              dashboard={dashboard}
              kit={loaded.kit}
              error={actionError}
              onSignOut={signOut}
              checking={unanswered?.id ?? null}
              webhook={loaded.hooks ? { ...loaded.hooks, secret } : null}
            />
          ) : (
            <Card>
              {loaded.error ? <p role="alert">{loaded.error}</p> : null}
              {loaded.session?.status === 'partner' && !loaded.error ? (
                <>
                  {/* The account is a partner's, but the database gives it nothing: the partner is suspended. */}
                  <p role="alert">
                    The partner account of {loaded.session.email} is not active, so its dashboard is closed.
                    Your widgets keep working and your credit is kept. Write to us if you think this is wrong.
                  </p>
                  <Button type="button" $variant="secondary" onClick={signOut}>
                    Sign Out
                  </Button>
                </>
              ) : loaded.session?.status === 'not-partner' ? (
                <>
                  <p role="alert">
                    You are signed in as {loaded.session.email}, which is not a partner’s account. Sign out
                    and sign in with the email address of an approved partner.
                  </p>
                  <Button type="button" $variant="secondary" onClick={signOut}>
                    Sign Out
                  </Button>
                </>
              ) : (
                <p>
                  <SiteLink to={PATHS.partnersSignIn}>Sign in</SiteLink> to see your dashboard. Not a partner
                  yet? <SiteLink to={PATHS.partnersJoin}>Apply to be a partner</SiteLink>.
                </p>
              )}
            </Card>
          )}
        </Container>
      </Section>
    </>
  );
}
