import { getFaqGroup, getSiteSettings } from '@pond/content';
import { BRAND_NAME, DEFAULT_PAGE_TITLE, FIFTY_STATES, PATHS } from '@pond/core';
import { Container, Section } from '@pond/ui';
import { FaqSection } from '../../components/FaqSection.tsx';
import { HomeHero } from '../../components/home/HomeHero.tsx';
import { HomeSections } from '../../components/home/HomeSections.tsx';
import { StateGrid } from '../../components/StateLinks.tsx';
import { PromoBanner } from '../../components/PromoBanner.tsx';
import { QuoteSection } from '../../components/QuoteSection.tsx';
import { serverContent } from '../../lib/data.server.ts';
import { publicEnv } from '../../lib/env.ts';
import { JsonLd } from '../../lib/JsonLd.tsx';
import { organizationJsonLd, pageMeta } from '../../lib/seo.ts';
import { DEFAULT_DESCRIPTION } from '../../lib/site.ts';
import type { Route } from './+types/home';

export async function loader() {
  const content = await serverContent();
  const [faq, settings] = await Promise.all([getFaqGroup(content, 'home'), getSiteSettings(content)]);
  return { faq, settings };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: DEFAULT_PAGE_TITLE, description: DEFAULT_DESCRIPTION, path: '/' });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { faq, settings } = loaderData;
  // Production points these at the video in the backend's public storage and its maker.
  const video = publicEnv.VITE_HERO_VIDEO_URL || '/media/hero-pond.mp4';
  const credit = {
    name: publicEnv.VITE_HERO_VIDEO_CREDIT || BRAND_NAME,
    url: publicEnv.VITE_HERO_VIDEO_CREDIT_URL || PATHS.about,
  };
  return (
    <>
      <JsonLd data={organizationJsonLd({ email: settings.contactEmail })} />
      <HomeHero video={video} credit={credit} />

      <Section aria-labelledby="states-heading">
        <Container>
          <h2 id="states-heading">Browse by State</h2>
          <StateGrid states={FIFTY_STATES} $minColumn="10rem" />
        </Container>
      </Section>

      <HomeSections />

      {faq ? <FaqSection title={faq.title} items={faq.items} /> : null}
      <PromoBanner banner={settings.promoBanner} />
      <QuoteSection />
    </>
  );
}
