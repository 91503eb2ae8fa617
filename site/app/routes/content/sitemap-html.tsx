import { FIFTY_STATES, PATHS, US_STATES, cityUrl, formatLongDate } from '@pond/core';
import { listSitemapCities, type SitemapCity } from '@pond/supabase';
import { Button, Container, Section, theme } from '@pond/ui';

import styled from 'styled-components';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StateLinks } from '../../components/StateLinks.tsx';
import { buildDate, serverDatabase } from '../../lib/data.server.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/sitemap-html';
import { SiteLink } from '../../components/SiteLink.tsx';

export async function loader() {
  let cities: SitemapCity[] = [];
  try {
    cities = await listSitemapCities(await serverDatabase());
  } catch (error) {
    console.error('Failed to fetch cities', error);
  }
  // Groups by state name, cities alphabetically (spec §2.14).
  const groups = [...US_STATES]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((state) => ({
      state,
      cities: cities.filter((city) => city.state === state.code).sort((a, b) => a.city.localeCompare(b.city)),
    }))
    .filter((group) => group.cities.length > 0);
  // sitemap.xml is written by the same build, so it was last updated when the site was built.
  return { groups, updated: formatLongDate(buildDate()) };
}

export const meta = () =>
  pageMeta({
    title: brandedTitle('Sitemap'),
    description: 'Every page of Pond Builders Direct: states, cities, guides and tools.',
    path: PATHS.sitemapHtml,
  });

const Columns = styled.ul`
  columns: 14rem;
  list-style: none;
  padding: 0;
  li {
    padding: 2px 0;
    break-inside: avoid;
  }
`;
const Group = styled.section`
  margin-bottom: ${theme.space.lg};
  h3 {
    margin-bottom: ${theme.space.sm};
  }
`;

const MAIN = [
  { href: PATHS.home, label: 'Home' },
  // Spec §2.14 lists /find-contractors, which redirects here: the link goes where it lands.
  { href: PATHS.directory, label: 'Find Contractors' },
  { href: PATHS.about, label: 'About' },
  { href: PATHS.blog, label: 'Blog' },
  { href: PATHS.directory, label: 'Pond Builders Near Me' },
  { href: PATHS.planner, label: 'Pond Planner' },
  { href: PATHS.partners, label: 'Partners' },
];

/** HTML sitemap (spec §2.14). */
export default function SitemapHtml({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader crumbs={[{ label: 'Home', href: PATHS.home }, { label: 'Sitemap' }]} title="Sitemap" />
      <Section>
        <Container>
          <h2>Main Pages</h2>
          <Columns>
            {MAIN.map((page) => (
              <li key={page.href}>
                <SiteLink to={page.href}>{page.label}</SiteLink>
              </li>
            ))}
          </Columns>
          <h2>More</h2>
          <Columns>
            <li>
              <SiteLink to={PATHS.privacy}>Privacy Policy</SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.terms}>Terms of Service</SiteLink>
            </li>
            <li>
              <SiteLink to={PATHS.sitemapHtml}>Sitemap</SiteLink>
            </li>
          </Columns>
          <Button as="a" href="/sitemap.xml" target="_blank" rel="noopener" $variant="secondary">
            XML Sitemap <span className="visually-hidden">(opens in a new tab)</span>
          </Button>
          <p>{`XML sitemap last updated: ${loaderData.updated}`}</p>
          <h2>States</h2>
          <Columns as={StateLinks} states={FIFTY_STATES} />
          <h2>Cities</h2>
          {loaderData.groups.map((group) => (
            <Group key={group.state.code} aria-labelledby={`cities-${group.state.code}`}>
              <h3 id={`cities-${group.state.code}`}>{group.state.name}</h3>
              <Columns>
                {group.cities.map((city) => (
                  <li key={city.slug}>
                    <SiteLink to={cityUrl(city.city, city.state)}>{city.city}</SiteLink>
                  </li>
                ))}
              </Columns>
            </Group>
          ))}
        </Container>
      </Section>
    </>
  );
}
