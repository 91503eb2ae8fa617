import { BRAND_NAME, FOUNDED_YEAR, PATHS } from '@pond/core';
import { Container, Section } from '@pond/ui';

import { PageHeader } from '../../components/PageHeader.tsx';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { SiteLink } from '../../components/SiteLink.tsx';

export const meta = () =>
  pageMeta({
    title: brandedTitle('About Us'),
    description: `Since ${FOUNDED_YEAR}, ${BRAND_NAME} has connected homeowners with local pond builders. Our mission, values and what we offer.`,
    path: PATHS.about,
  });

/** About (spec §2.5): mission, who we are, what we offer, values, join the community. */
export default function About() {
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: PATHS.home }, { label: 'About' }]}
        title={`About ${BRAND_NAME}`}
        intro="Helping homeowners build the pond they picture, with builders they can trust."
      />
      <Section>
        <Container>
          <h2>Our Mission</h2>
          <p>
            We make it simple and safe to find a good pond builder. A pond is a long-term investment in your
            home, and the builder you choose decides whether it is a joy or a chore for the next twenty years.
          </p>
          <h2>Who We Are</h2>
          <p>
            Founded in {FOUNDED_YEAR} by pond enthusiasts and water-garden installers, {BRAND_NAME} has grown
            into a nationwide directory of pond builders and water-feature contractors in all 50 states and
            the District of Columbia.
          </p>
          <h2>What We Offer</h2>
          <ul>
            <li>A free directory of pond builders by state, city and ZIP code.</li>
            <li>Free quote requests: one form, up to three quotes, and a free design consultation.</li>
            <li>
              A <SiteLink to={PATHS.planner}>pond planner</SiteLink> that prices your project and a{' '}
              <SiteLink to={PATHS.calculator}>pond calculator</SiteLink> that sizes it.
            </li>
            <li>
              Practical <SiteLink to={PATHS.blog}>pond guides</SiteLink> on design, building and maintenance.
            </li>
          </ul>
          <h2>Our Values</h2>
          <ul>
            <li>
              <strong>Quality:</strong> we list builders who do lasting work and remove those who do not.
            </li>
            <li>
              <strong>Integrity:</strong> honest leads, honest listings, and no pressure to hire.
            </li>
            <li>
              <strong>Sustainability:</strong> ponds that support wildlife and use water and power wisely.
            </li>
            <li>
              <strong>Customer satisfaction:</strong> homeowners come first, and we listen when something goes
              wrong.
            </li>
          </ul>
          <h2>Join the Community</h2>
          <p>
            Planning a pond? <SiteLink to={PATHS.getQuotes}>Request free quotes</SiteLink>. A pond
            professional? Read <SiteLink to={PATHS.verification}>how we vet contractors</SiteLink> and get in
            touch to be listed.
          </p>
        </Container>
      </Section>
    </>
  );
}
