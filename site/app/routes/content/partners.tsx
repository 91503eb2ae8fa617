import {
  JOB_POLICY,
  PATHS,
  retriesInWords,
  STANDARD_WEBHOOKS_LIBRARIES,
  WEBHOOK_VERIFY_EXAMPLE,
} from '@pond/core';
import { Button, Container, Section, theme } from '@pond/ui';

import styled from 'styled-components';
import { PageHeader } from '../../components/PageHeader.tsx';
import { embedSnippet } from '../../lib/embed-snippet.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { SITE_URL } from '../../lib/site.ts';
import { readKitInfo } from '../../lib/widget-kit.server.ts';
import type { Route } from './+types/partners';
import { CodeSnippet } from '../../components/CodeSnippet.ts';
import { SiteLink } from '../../components/SiteLink.tsx';

export const loader = async () => ({ kit: await readKitInfo() });

export const meta = () =>
  pageMeta({
    title: brandedTitle('Partners: Embed Free Pond Quotes on Your Site'),
    description:
      'Landscapers, garden centres and pond shops: paste one script tag and give your visitors free quotes from local pond builders, credited to you.',
    path: PATHS.partners,
  });

const Points = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  @media (min-width: ${theme.breakpoint.mobile}) {
    grid-template-columns: repeat(2, 1fr);
  }
  h3 {
    margin: 0 0 ${theme.space.sm};
  }
  p {
    margin: 0;
  }
`;

/** What partners get from embedding our widgets, and how the requests they bring are credited. */
export default function Partners({ loaderData: { kit } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: PATHS.home }, { label: 'Partners' }]}
        title="Give Your Visitors Free Pond Quotes"
        intro="Landscapers, garden centres and pond shops: add our quote form to your site with one paste. Your visitors get up to three quotes from local pond builders; you get the credit."
      />
      <Section>
        <Container>
          <h2>Why embed us</h2>
          <Points>
            <div>
              <h3>One paste, nothing to maintain</h3>
              <p>
                A script tag and an element. The form, its checks, its messages and its delivery to builders
                are ours to run and improve.
              </p>
            </div>
            <div>
              <h3>It never breaks your page</h3>
              <p>
                The widget lives in its own shadow root: your styles do not reach it and ours do not leak out.
                It adds no global styles and works under a strict Content-Security-Policy with a nonce.
              </p>
            </div>
            <div>
              <h3>Light and late</h3>
              <p>
                The loader is under 1 kB. The form’s code is fetched only when the form is on the page and
                comes near the screen, so your page loads as fast as before.
              </p>
            </div>
            <div>
              <h3>Yours to style</h3>
              <p>
                Set our accent, font, radius and colours through CSS custom properties, style its parts with
                ::part(), or pick the dark theme.
              </p>
            </div>
          </Points>
        </Container>
      </Section>
      <Section $muted>
        <Container>
          <h2>How credit works</h2>
          <p>
            Put your partner id in the <code>partner</code> attribute. Every request sent from your page is
            stored with that id and with your page’s origin as the widget reports it. We do not take the
            browser’s word alone: our database also records the Origin header each request arrives with. When
            the two differ, the request is kept and flagged for our staff to review, never thrown away.
          </p>
          <p>
            Your dashboard, statements and webhooks count two things. A request is <strong>attributed</strong>{' '}
            to you when it arrived from one of your proven sites: a browser cannot forge that, though a script
            outside a browser could. It is <strong>confirmed</strong> when, after that, the homeowner pressed
            “Yes, this was me” in the confirmation we mailed them, or a builder they chose reached them.
            Widget loads on your proven sites are counted by site; loads anywhere else are one line,
            “elsewhere”, with a daily cap, so nobody can inflate your figures.
          </p>
          <h2>What leaves your page</h2>
          <p>
            Only what the homeowner types into the form, sent over HTTPS straight to us when they press the
            button, with your partner id and your page’s origin. The widget sets no cookies, reads nothing
            else on your page, and the events it sends your page never carry the homeowner’s contact details.
          </p>
          <h2>The snippet</h2>
          <CodeSnippet>
            {embedSnippet(
              { widget: 'pond-quote-form', channel: 'evergreen', attributes: { partner: 'your-partner-id' } },
              SITE_URL,
              kit,
            )}
          </CodeSnippet>
          <p>
            Pick the options, see the form live and copy a snippet pinned to a version with its SRI hash in
            the embed builder.
          </p>
          <Button as={SiteLink} to={PATHS.partnersEmbed}>
            Open the embed builder
          </Button>
          <h2>Campaigns</h2>
          <p>
            Add <code>campaign=&quot;spring-sale&quot;</code> to a widget to tell its requests apart, and{' '}
            <code>utm</code> to record your page’s own utm_source, utm_medium and utm_campaign with them. Your
            dashboard counts and filters by campaign.
          </p>
          <h2 id="webhooks">Webhooks</h2>
          <p>
            Add an endpoint in your dashboard and we POST a JSON event to it when a request or plan from one
            of your proven sites is saved, sent to builders, confirmed or withdrawn:{' '}
            <code>request.created</code>, <code>request.routed</code>, <code>request.confirmed</code>,{' '}
            <code>request.withdrawn</code>, <code>plan.created</code>, with the fields your dashboard shows
            and never a homeowner’s contact details. Events are version 2 (<code>&quot;version&quot;: 2</code>
            ): their data carries <code>attributed</code> and <code>confirmed</code>. The old{' '}
            <code>verified</code> field (the same as <code>attributed</code>) is deprecated and goes in the
            next release: read <code>attributed</code> instead. Deliveries follow{' '}
            <a href="https://www.standardwebhooks.com/">Standard Webhooks</a>: each has an id (
            <code>webhook-id</code>, the same on every retry: drop duplicates by it), a time (
            <code>webhook-timestamp</code>) and a signature (<code>webhook-signature</code>), made with your{' '}
            <code>whsec_</code> secret. Answer with any 2xx; anything else is retried{' '}
            {retriesInWords('deliver_webhook')}, waiting longer each time (
            {JOB_POLICY.deliver_webhook.attempts} tries in all). Check the signature with the{' '}
            <code>standardwebhooks</code> package in Node (
            <a href={STANDARD_WEBHOOKS_LIBRARIES}>libraries for other languages</a>):
          </p>
          <CodeSnippet>{WEBHOOK_VERIFY_EXAMPLE}</CodeSnippet>
          <h2>Become a partner</h2>
          <p>
            Apply with your business and the sites you will embed our widgets on. Once approved, you get your
            partner id, and the requests and plans your pages send are credited to you.
          </p>
          <Button as={SiteLink} to={PATHS.partnersJoin} $variant="secondary">
            Apply to be a partner
          </Button>
          <p>
            Already a partner? <SiteLink to={PATHS.partnersSignIn}>Sign in</SiteLink> to see what your embeds
            brought.
          </p>
        </Container>
      </Section>
    </>
  );
}
