import {
  PATHS,
  PROFILE_MESSAGES,
  PROFILE_PROJECT_TYPE,
  PROFILE_QUOTE_BADGE,
  UUID_PATTERN,
  cityTag,
  cityUrl,
  contractorTag,
  contractorUrl,
  localBusinessJsonLd,
  notFoundRedirect,
  ownPath,
  photoIdOfUrl,
  profileQuoteHeading,
  resolveContractorId,
  reviewsPageOf,
  reviewsPageUrl,
  REVIEW_RULES,
  stateByCode,
} from '@pond/core';
import {
  getContractorById,
  getPortfolio,
  getResponseTime,
  getReviews,
  getVerification,
} from '@pond/supabase/read';
import { Button, Container, Section, type ToastOptions } from '@pond/ui';
import { data, redirect } from 'react-router';
import { ContractorProfile } from '../../components/ContractorProfile.tsx';
import { JsonLd } from '../../lib/JsonLd.tsx';
import { taggedWith } from '../../lib/page-cache.ts';
import { fromDatabase, notFound, pageData } from '../../lib/page-data.server.ts';
import { otherBuilders, type Profile } from '../../lib/profile-data.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { STOCK_POND_IMAGE, absoluteUrl } from '../../lib/site.ts';
import type { Route } from './+types/contractor';
import { SiteLink } from '../../components/SiteLink.tsx';

type Params = { stateCode?: string; citySlug?: string; contractorNameId?: string; contractorId?: string };
const idFrom = (params: Params) =>
  resolveContractorId({
    contractorId: params.contractorId,
    nameId: params.contractorNameId,
  });

export { headers } from '../../lib/page-cache.ts';

const NOT_FOUND_TOAST: ToastOptions = { title: PROFILE_MESSAGES.notFound, variant: 'destructive' };

/**
 * On request, from the database. A link whose id was cut off is the not-found page's to
 * answer (it sends the visitor to the city, spec §2.13); a whole id naming nobody (a builder removed)
 * is the profile's own 'Contractor Not Found' with status 404; an old address of a builder whose name
 * or city changed is sent to the current one.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The address asked for; a request for the page's loader data ends in .data.
  const pathname = params.contractorNameId
    ? decodedPath(new URL(request.url).pathname.replace(/\.data$/, ''))
    : undefined;
  if (pathname && notFoundRedirect(pathname)) notFound();
  const id = idFrom(params);
  if (!UUID_PATTERN.test(id)) notFound();
  const { reader, settings } = context.get(pageData);
  const contractor = await fromDatabase(() => getContractorById(reader, id));
  if (!contractor) {
    const profile: Profile = { kind: 'missing' };
    return data({ profile, promoBanner: null }, { status: 404, ...taggedWith([contractorTag(id)]) });
  }
  const canonical = contractorUrl(contractor);
  const reviewPage = reviewsPageOf(new URL(request.url).search);
  // A later page of reviews keeps its page when the builder's address moves.
  if (pathname && pathname !== decodeURIComponent(canonical))
    throw redirect(
      ownPath(reviewPage > 1 ? reviewsPageUrl(canonical, reviewPage).replace(/#.*$/, '') : canonical),
      301,
    );
  // A page past the last of the builder's reviews is that last page (no empty pages to cache).
  const lastReviewPage = Math.max(1, Math.ceil(contractor.verified_reviews / REVIEW_RULES.perPage));
  if (reviewPage > lastReviewPage) throw redirect(ownPath(reviewsPageUrl(canonical, lastReviewPage)), 302);
  const [others, responseTime, photos, checks, reviews, { promoBanner }] = await fromDatabase(() =>
    Promise.all([
      otherBuilders(reader, contractor),
      getResponseTime(reader, id),
      getPortfolio(reader, id),
      getVerification(reader, id),
      getReviews(reader, id, reviewPage),
      settings(),
    ]),
  );
  const profile: Profile = {
    kind: 'found',
    contractor,
    others,
    responseTime,
    photos,
    checks,
    reviews: { page: reviewPage, list: reviews },
  };
  return data(
    { profile, promoBanner: promoBanner ?? null },
    taggedWith([contractorTag(id), cityTag(contractor.city, contractor.state)]),
  );
}

/** A path as text, or no page at all when its escapes are broken. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return notFound();
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const profile = loaderData?.profile;
  if (profile?.kind !== 'found')
    return pageMeta({
      title: brandedTitle(PROFILE_MESSAGES.notFoundTitle),
      path: PATHS.notFound,
      noIndex: true,
    });
  const { contractor } = profile;
  return pageMeta({
    title: brandedTitle(`${contractor.name} | Pond Builder in ${contractor.city}, ${contractor.state}`),
    description: profileDescription(profile.contractor),
    path: contractorUrl(contractor),
    image: publishedImage(contractor),
  });
};

/** The picture published as this builder's (og:image, JSON-LD): their own first photo, or ours; an imported picture is not ours to publish as theirs. */
function publishedImage(contractor: { image_url: string | null }): string {
  return absoluteUrl(photoIdOfUrl(contractor.image_url) ? contractor.image_url! : STOCK_POND_IMAGE);
}

/** The builder's own words when they wrote some (cut to a search snippet's length), else ours. */
function profileDescription(contractor: Extract<Profile, { kind: 'found' }>['contractor']) {
  const own = contractor.description?.replace(/\s+/g, ' ').trim();
  if (own) return own.length > 160 ? `${own.slice(0, 157).replace(/\s+\S*$/, '')}…` : own;
  const state = stateByCode(contractor.state)?.name ?? contractor.state;
  return `${contractor.name} builds and maintains ponds and water features in ${contractor.city}, ${state}. See contact details and service area, and get a free quote.`;
}

/** Contractor profile (spec §2.9). */
export default function ContractorProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, promoBanner } = loaderData;
  if (profile.kind !== 'found') {
    return (
      <Section>
        {/* Spec §8: the profile's toast, shown by the site script on arrival. */}
        <div hidden data-page-toast={JSON.stringify(NOT_FOUND_TOAST)} />
        <Container>
          <h1>{PROFILE_MESSAGES.notFoundTitle}</h1>
          <p>This contractor may have moved or is no longer listed.</p>
          <Button as={SiteLink} to={PATHS.directory}>
            {PROFILE_MESSAGES.viewAll}
          </Button>
        </Container>
      </Section>
    );
  }
  const { contractor } = profile;
  const url = absoluteUrl(contractorUrl(contractor));
  return (
    <>
      <JsonLd
        data={localBusinessJsonLd(contractor, {
          url,
          image: publishedImage(contractor),
          description: profileDescription(contractor),
        })}
      />
      <ContractorProfile
        contractor={contractor}
        others={profile.others}
        responseTime={profile.responseTime}
        photos={profile.photos}
        checks={profile.checks}
        reviews={profile.reviews}
        promoBanner={promoBanner}
        quote={{
          heading: profileQuoteHeading(contractor.name),
          badge: PROFILE_QUOTE_BADGE,
          projectType: PROFILE_PROJECT_TYPE,
        }}
        cityHref={cityUrl(contractor.city, contractor.state)}
      />
    </>
  );
}
