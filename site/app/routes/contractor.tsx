import type { SiteSettings } from '@pond/content';
import {
  PATHS,
  PROFILE_MESSAGES,
  PROFILE_PROJECT_TYPE,
  PROFILE_QUOTE_BADGE,
  cityUrl,
  contractorUrl,
  localBusinessJsonLd,
  notFoundRedirect,
  profileQuoteHeading,
  resolveContractorId,
  stateByCode,
} from '@pond/core';
import { getContractorById } from '@pond/supabase/read';
import { Button, Container, Section, useToast } from '@pond/ui';
import { useEffect } from 'react';
import { Link, data, useNavigate } from 'react-router';
import { ContractorProfile } from '../components/ContractorProfile.tsx';
import { ProfileLoading } from '../components/ProfileLoading.tsx';
import { JsonLd } from '../lib/JsonLd.tsx';
import { browserReader } from '../lib/database.client.ts';
import { buildContractors, buildResponseTimes, buildSettings, serverReader } from '../lib/data.server.ts';
import { loadProfile, otherBuilders, type Profile } from '../lib/profile-data.ts';
import { brandedTitle, pageMeta } from '../lib/seo.ts';
import { SETTINGS_FILE } from '../lib/settings-path.ts';
import { STOCK_POND_IMAGE, absoluteUrl } from '../lib/site.ts';
import type { Route } from './+types/contractor';

type Params = { contractorNameId?: string; contractorId?: string };
const idFrom = (params: Params, navigationState?: unknown) =>
  resolveContractorId({
    navigationState,
    contractorId: params.contractorId,
    nameId: params.contractorNameId,
  });

/** Build time: every contractor's profile as finished HTML, from one read of all of them. */
export async function loader({ params }: Route.LoaderArgs) {
  const contractor = (await buildContractors()).get(idFrom(params));
  if (!contractor) throw data('Not found', { status: 404 });
  const [others, settings, times] = await Promise.all([
    otherBuilders(serverReader(), contractor),
    buildSettings(),
    buildResponseTimes(),
  ]);
  const profile: Profile = {
    kind: 'found',
    contractor,
    others,
    responseTime: times.get(contractor.id) ?? null,
  };
  return { profile, promoBanner: settings.promoBanner };
}

/**
 * In the browser (navigations, profiles added since the build, the legacy route, cut-off ids): from
 * the database. The navigation state counts only for the address the visitor is on (a reload keeps
 * it); during a navigation it still belongs to the page being left.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url);
  const cutOff = params.contractorNameId ? notFoundRedirect(pathname) : undefined;
  if (cutOff) {
    const profile: Profile = { kind: 'cut-off', to: cutOff.to, message: cutOff.toast.message };
    return { profile, promoBanner: null };
  }
  const current = window.location.pathname === pathname;
  const id = idFrom(params, current ? (window.history.state as { usr?: unknown } | null)?.usr : undefined);
  const reader = browserReader();
  const [profile, promoBanner] = await Promise.all([
    loadProfile(reader, () => getContractorById(reader, id)),
    fetch(SETTINGS_FILE)
      .then((response) => (response.ok ? (response.json() as Promise<SiteSettings>) : null))
      .then(
        (settings) => settings?.promoBanner ?? null,
        () => null,
      ),
  ]);
  return { profile, promoBanner };
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
    image: contractor.image_url ?? STOCK_POND_IMAGE,
  });
};

function profileDescription(contractor: Extract<Profile, { kind: 'found' }>['contractor']) {
  const state = stateByCode(contractor.state)?.name ?? contractor.state;
  return `${contractor.name} builds and maintains ponds and water features in ${contractor.city}, ${state}. See contact details and service area, and get a free quote.`;
}

/** Contractor profile (spec §2.9). */
export default function ContractorProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, promoBanner } = loaderData;
  const toast = useToast();
  const navigate = useNavigate();
  // Spec §8 and §2.13: the profile's toasts, and a cut-off id goes on to its city page.
  const message =
    profile.kind === 'missing'
      ? PROFILE_MESSAGES.notFound
      : profile.kind === 'found'
        ? undefined
        : profile.message;
  const cutOffTo = profile.kind === 'cut-off' ? profile.to : undefined;
  useEffect(() => {
    if (!message) return;
    toast({ title: message, variant: 'destructive' });
    if (cutOffTo) navigate(cutOffTo, { replace: true });
  }, [message, cutOffTo, toast, navigate]);

  if (profile.kind === 'cut-off') return <ProfileLoading />;
  if (profile.kind !== 'found') {
    return (
      <Section>
        <Container>
          {/* Spec §4: not found and failed are different states; only the first says the builder is gone. */}
          <h1>{profile.kind === 'failed' ? profile.message : PROFILE_MESSAGES.notFoundTitle}</h1>
          <p>
            {profile.kind === 'failed'
              ? 'Check your connection and try again in a moment.'
              : 'This contractor may have moved or is no longer listed.'}
          </p>
          <Button as={Link} to={PATHS.directory}>
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
          image: absoluteUrl(STOCK_POND_IMAGE),
          description: profileDescription(contractor),
        })}
      />
      <ContractorProfile
        contractor={contractor}
        others={profile.others}
        responseTime={profile.responseTime}
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

export function HydrateFallback() {
  return <ProfileLoading />;
}
