import { PATHS } from '@pond/core';
import { Container, Section } from '@pond/ui';

import { EmbedBuilder } from '../../components/EmbedBuilder.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { readKitInfo } from '../../lib/widget-kit.server.ts';
import type { Route } from './+types/partners-embed';
import { hydrated } from '../../lib/hydrate.ts';
import { SiteLink } from '../../components/SiteLink.tsx';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const loader = async () => ({ kit: await readKitInfo() });

export const meta = () =>
  pageMeta({
    title: brandedTitle('Embed Builder', 'Partners'),
    description: 'Pick the quote form’s options, see it live, and copy the snippet for your site.',
    path: PATHS.partnersEmbed,
  });

export default function PartnersEmbed({ loaderData: { kit } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'Partners', href: PATHS.partners },
          { label: 'Embed Builder' },
        ]}
        title="Embed Builder"
        intro="Choose the options, watch the form change, then copy the snippet into your page."
      />
      <Section>
        <Container>
          <EmbedBuilder kit={kit} />
          <p>
            No partner id yet? <SiteLink to={PATHS.partnersJoin}>Apply to be a partner</SiteLink>: once
            approved, the requests and plans your pages send are credited to you.
          </p>
        </Container>
      </Section>
    </>
  );
}
