import {
  ALL_PONDS,
  COST_KINDS,
  COST_TEXTS,
  PATHS,
  costKindBySlug,
  costKindByKey,
  costPlaceLevel,
  costPlaceName,
  costTag,
  costUrl,
  cityUrl,
  formulaEstimate,
  localDay,
  stateByCode,
  stateUrl,
  type CostKind,
  type CostPlaceLevel,
} from '@pond/core';
import { getCostPage, placeExists, type CostFigure } from '@pond/supabase/read';
import { Container, Section, theme } from '@pond/ui';
import { data, redirect } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CostFigureView } from '../../components/costs/CostFigureView.tsx';
import { cityPlace } from '../../lib/city-place.ts';
import { taggedWith } from '../../lib/page-cache.ts';
import { fromDatabase, notFound, pageData } from '../../lib/page-data.server.ts';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/cost';
import { SiteLink } from '../../components/SiteLink.tsx';

export { headers } from '../../lib/page-cache.ts';

const Narrow = styled(Container)`
  max-width: 48rem;
`;

const Links = styled.ul`
  columns: 13rem;
  column-gap: ${theme.space.lg};
  padding: 0;
  list-style: none;
  li {
    padding: ${theme.space.xs} 0;
    break-inside: avoid;
  }
`;

const Notice = styled.p`
  border-left: 4px solid ${theme.color.border};
  padding-left: ${theme.space.sm};
`;

/** The kind an address names by its first segment: null for every new pond, undefined for none. */
function kindOf(pathname: string): CostKind | null | undefined {
  const first = pathname.split('/')[1] ?? '';
  return first === ALL_PONDS.slug ? null : costKindBySlug(first)?.key;
}

/**
 * On request, from the database: the figure for a kind at a place, and the levels above it for when
 * the place has too few quotes. A city is a page when it is a real place (quotes, a builder or a ZIP
 * code there); cached under its own, its state's and the country's tags.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const kind = kindOf(new URL(request.url).pathname);
  if (kind === undefined) notFound();
  const state = params.stateCode ? stateByCode(params.stateCode.toUpperCase()) : undefined;
  if (params.stateCode && (!state || params.stateCode !== state.code.toLowerCase())) notFound();
  const { reader } = context.get(pageData);
  const citySlug = params.citySlug;
  const figures = await fromDatabase(() => getCostPage(reader, kind, { stateCode: state?.code, citySlug }));
  let city: string | undefined;
  if (citySlug && state) {
    city = figures.cityName ?? cityPlace({ stateCode: state.code, citySlug })?.city;
    if (!city) notFound();
    if (!figures.cityName && !(await fromDatabase(() => placeExists(reader, city!, state.code)))) notFound();
  }
  const place = { stateCode: state?.code, city };
  // One address per page: /koi-pond-cost/tx/austin-tx and /…/Austin are /koi-pond-cost/tx/austin.
  const canonical = costUrl(kind, place);
  if (citySlug && new URL(request.url).pathname !== canonical) throw redirect(canonical, 301);
  // A page is purged by its own place; while it shows a level above (too few quotes of its own), by
  // those levels too. A quote elsewhere in the state leaves a city with figures of its own cached.
  const tags = [costTag(place)];
  if (!figures[costPlaceLevel(place)]) {
    if (city) tags.push(costTag({ stateCode: state!.code }));
    if (state) tags.push(costTag({}));
  }
  return data({ kind, place, figures, today: localDay() }, taggedWith(tags));
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { kind, place, figures } = loaderData;
  const what = costKindByKey(kind) ?? ALL_PONDS;
  const where = costPlaceName(place);
  return pageMeta({
    title: COST_TEXTS.title(what.label, where),
    description: COST_TEXTS.description(what.noun, where),
    path: costUrl(kind, place),
    // A place without a figure of its own shows another's: not a page for search engines.
    noIndex: !figures[costPlaceLevel(place)],
  });
};

/** What a pond costs here (a kind, at a place): from the quotes builders sent through us. */
export default function CostPage({ loaderData }: Route.ComponentProps) {
  const { kind, place, figures, today } = loaderData;
  const what = costKindByKey(kind) ?? ALL_PONDS;
  const level = costPlaceLevel(place);
  const where = costPlaceName(place);
  const state = place.stateCode ? stateByCode(place.stateCode) : undefined;
  const own = figures[level];
  const above: { level: CostPlaceLevel; name: string; figure: CostFigure }[] = [];
  if (level === 'city' && figures.state)
    above.push({ level: 'state', name: state!.name, figure: figures.state });
  if (level !== 'country' && figures.country)
    above.push({ level: 'country', name: 'the US', figure: figures.country });
  const fallback = own ? null : (above[0] ?? null);
  const estimate = own || fallback ? null : formulaEstimate(kind, place.stateCode);
  const crumbs = [
    { label: 'Home', href: PATHS.home },
    { label: 'Pond cost', href: costUrl(null) },
    ...(kind ? [{ label: what.label, href: costUrl(kind) }] : []),
    ...(state ? [{ label: state.name, href: costUrl(kind, { stateCode: state.code }) }] : []),
    ...(place.city ? [{ label: place.city, href: costUrl(kind, place) }] : []),
  ];
  const placeLinks = figures.places.map((p) =>
    p.city
      ? {
          key: p.city,
          label: p.name ?? p.city,
          href: costUrl(kind, { stateCode: p.state, city: p.name ?? p.city }),
        }
      : {
          key: p.state,
          label: stateByCode(p.state)?.name ?? p.state,
          href: costUrl(kind, { stateCode: p.state }),
        },
  );
  return (
    <>
      <PageHeader crumbs={crumbs} title={COST_TEXTS.heading(what.one, where)} intro={COST_TEXTS.lede} />
      <Section aria-label={COST_TEXTS.heading(what.one, where)}>
        <Narrow>
          {own ? (
            <CostFigureView figure={own} today={today} />
          ) : (
            <>
              <Notice data-testid="cost-too-few">{COST_TEXTS.tooFew({ level, name: where })}</Notice>
              {fallback ? (
                <>
                  <h2 data-testid="cost-fallback">{COST_TEXTS.fallback(fallback.name)}</h2>
                  <CostFigureView figure={fallback.figure} today={today} />
                </>
              ) : (
                <section aria-labelledby="cost-estimate">
                  <h2 id="cost-estimate">{COST_TEXTS.estimateHeading}</h2>
                  <p data-testid="cost-estimate">
                    {estimate
                      ? COST_TEXTS.estimate(estimate.low, estimate.high, estimate.areaSqFt)
                      : COST_TEXTS.noFormula}
                  </p>
                </section>
              )}
            </>
          )}
          <p>
            <SiteLink to={PATHS.planner}>{COST_TEXTS.planner}</SiteLink> ·{' '}
            <SiteLink
              to={
                place.city && state
                  ? cityUrl(place.city, state.code)
                  : state
                    ? stateUrl(state.code)
                    : PATHS.getQuotes
              }
            >
              {COST_TEXTS.quotes}
            </SiteLink>
          </p>
        </Narrow>
      </Section>
      {placeLinks.length > 0 ? (
        <Section $muted aria-labelledby="cost-places">
          <Container>
            <h2 id="cost-places">{level === 'country' ? COST_TEXTS.otherStates : COST_TEXTS.otherPlaces}</h2>
            <Links>
              {placeLinks.map((link) => (
                <li key={link.key}>
                  <SiteLink to={link.href}>{link.label}</SiteLink>
                </li>
              ))}
            </Links>
          </Container>
        </Section>
      ) : null}
      <Section aria-labelledby="cost-kinds">
        <Container>
          <h2 id="cost-kinds">{COST_TEXTS.otherKinds}</h2>
          <Links>
            {/* Every new pond, and the kinds priced here: no link to a page with nothing of its own. */}
            {[null, ...COST_KINDS.map((k) => k.key).filter((k) => figures.kinds.includes(k))]
              .filter((k) => k !== kind)
              .map((k) => (
                <li key={k ?? 'all'}>
                  <SiteLink to={costUrl(k, place)}>{(costKindByKey(k) ?? ALL_PONDS).label} cost</SiteLink>
                </li>
              ))}
          </Links>
        </Container>
      </Section>
      <Section $muted aria-labelledby="cost-how">
        <Narrow>
          <h2 id="cost-how">{COST_TEXTS.howHeading}</h2>
          {COST_TEXTS.how.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Narrow>
      </Section>
    </>
  );
}
