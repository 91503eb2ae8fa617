import {
  BRAND_NAME,
  PATHS,
  PROFILE_MESSAGES,
  PROFILE_PROJECT_TYPE,
  PROFILE_QUOTE_BADGE,
  cityUrl,
  contractorIdFromNameId,
  notFoundRedirect,
  displayWebsite,
  formatRating,
  initials,
  profileQuoteHeading,
  stateByCode,
  stateUrl,
  telHref,
  websiteHref,
} from '@pond/core';
import { getContractorById, type Contractor } from '@pond/supabase';
import { Button, Card, Container, Section, Spinner, useToast } from '@pond/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../components/PageHeader.tsx';
import { PromoBanner } from '../components/PromoBanner.tsx';
import { QuoteSection } from '../components/QuoteSection.tsx';
import { browserDatabase } from '../lib/database.client.ts';
import type { SiteSettings } from '@pond/content';
import type { Route } from './+types/contractor';

type State =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'error' } | { kind: 'loaded'; contractor: Contractor };

// The banner's settings come from the CMS at build time, into the app shell this page renders in.
export async function clientLoader() {
  const response = await fetch('/content/settings.json').catch(() => null);
  return { promoBanner: response?.ok ? ((await response.json()) as SiteSettings).promoBanner : null };
}

/** Contractor profile (spec §2.9), loaded in the browser by the id at the end of the link. */
export default function ContractorProfile({ loaderData }: Route.ComponentProps) {
  const { promoBanner } = loaderData;
  const params = useParams();
  const toast = useToast();
  const id = contractorIdFromNameId(params.contractorNameId ?? '');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Spec §2.13: a link whose id was cut off goes to the city page, with an error toast.
  const cutOff = notFoundRedirect(pathname);
  const cutOffTo = cutOff?.to;
  const cutOffMessage = cutOff?.toast.message;
  useEffect(() => {
    if (!cutOffTo || !cutOffMessage) return;
    toast({ title: cutOffMessage, variant: 'destructive' });
    navigate(cutOffTo, { replace: true });
  }, [cutOffTo, cutOffMessage, navigate, toast]);
  useEffect(() => {
    if (cutOffTo) return;
    let current = true;
    browserDatabase()
      .then((db) => getContractorById(db, id))
      .then(
        (contractor) => {
          if (!current) return;
          if (contractor) setState({ kind: 'loaded', contractor });
          else {
            setState({ kind: 'missing' });
            toast({ title: PROFILE_MESSAGES.notFound, variant: 'destructive' });
          }
        },
        (error: unknown) => {
          console.error(error);
          if (current) setState({ kind: 'error' });
          toast({ title: PROFILE_MESSAGES.queryError, variant: 'destructive' });
        },
      );
    return () => {
      current = false;
    };
  }, [id, toast, cutOffTo]);

  if (state.kind === 'loading')
    return (
      <Container style={{ padding: '4rem 1rem' }}>
        <Spinner label={PROFILE_MESSAGES.loading} />
      </Container>
    );
  if (state.kind !== 'loaded') {
    return (
      <Section>
        <Container>
          <h1>{PROFILE_MESSAGES.notFoundTitle}</h1>
          <p>
            {state.kind === 'error'
              ? PROFILE_MESSAGES.exception
              : 'This contractor may have moved or is no longer listed.'}
          </p>
          <Button as={Link} to={PATHS.directory}>
            {PROFILE_MESSAGES.viewAll}
          </Button>
        </Container>
      </Section>
    );
  }
  const { contractor } = state;
  const stateName = stateByCode(contractor.state)?.name ?? contractor.state;
  return (
    <>
      <title>{`${contractor.name} | Pond Builder in ${contractor.city}, ${contractor.state} | ${BRAND_NAME}`}</title>
      <PageHeader
        crumbs={[
          { label: 'Home', href: '/' },
          { label: 'States', href: '/states' },
          { label: stateName, href: stateUrl(contractor.state) },
          {
            label: contractor.city,
            href: cityUrl(contractor.city, contractor.state),
          },
          { label: contractor.name },
        ]}
        title={contractor.name}
        intro={
          contractor.rating !== null
            ? `${formatRating(contractor.rating)} out of 5 · ${contractor.reviews ?? 0} reviews`
            : 'No reviews yet'
        }
      />
      <Section>
        <Container style={{ display: 'grid', gap: '1.5rem' }}>
          <Card>
            <p aria-hidden="true" style={{ fontSize: '1.5rem', fontWeight: 700 }}>
              {initials(contractor.name)}
            </p>
            <h2>Contact Information</h2>
            {contractor.phone || contractor.website ? (
              <ul>
                {contractor.phone ? (
                  <li>
                    <a href={telHref(contractor.phone)}>{contractor.phone}</a>
                  </li>
                ) : null}
                {contractor.website ? (
                  <li>
                    <a
                      href={websiteHref(contractor.website)}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                    >
                      {displayWebsite(contractor.website)}
                    </a>
                  </li>
                ) : null}
              </ul>
            ) : (
              <p>{PROFILE_MESSAGES.noContact}</p>
            )}
            <h2>Service Area</h2>
            <p>
              {[contractor.street, contractor.city, contractor.state, contractor.postal_code]
                .filter(Boolean)
                .join(', ')}
            </p>
            {contractor.reviews && contractor.reviews > 0 && contractor.rating !== null ? (
              <>
                <h2>Customer Reviews</h2>
                <p>
                  {contractor.reviews} reviews, average {formatRating(contractor.rating)} out of 5.
                </p>
              </>
            ) : null}
          </Card>
        </Container>
      </Section>
      <PromoBanner banner={promoBanner} />
      <QuoteSection
        heading={profileQuoteHeading(contractor.name)}
        intro={PROFILE_QUOTE_BADGE}
        contractorId={contractor.id}
        contractorName={contractor.name}
        projectType={PROFILE_PROJECT_TYPE}
        city={contractor.city}
        state={contractor.state}
      />
    </>
  );
}

export function HydrateFallback() {
  return (
    <Container style={{ padding: '4rem 1rem' }}>
      <Spinner label={PROFILE_MESSAGES.loading} />
    </Container>
  );
}
