import {
  BRAND_NAME,
  DIRECTORY_MESSAGES,
  TOAST_DURATION_MS,
  cityPageHeading,
  cityPageTitle,
  parseCitySlug,
  stateByCode,
  stateUrl,
} from '@pond/core';
import { Container, Section, useToast } from '@pond/ui';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { ContractorResults } from '../components/ContractorResults.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { QuoteSection } from '../components/QuoteSection.tsx';

/** City page (spec §2.8): the directory pre-filtered to the city. */
export default function CityPage() {
  const params = useParams();
  const toast = useToast();
  const parsed = parseCitySlug(params.citySlug ?? '');
  const state = stateByCode(parsed.stateCode ?? params.stateCode ?? '');
  const filters = useMemo(() => ({ city: parsed.city, state: state?.code }), [parsed.city, state?.code]);
  const onEmpty = useCallback(
    () =>
      toast({
        title: DIRECTORY_MESSAGES.cityEmptyToast,
        variant: 'info',
        durationMs: TOAST_DURATION_MS.directory,
      }),
    [toast],
  );
  const stateCode = state?.code ?? '';
  return (
    <>
      <title>{state ? cityPageTitle(parsed.city, state.code) : `Pond Builders | ${BRAND_NAME}`}</title>
      <PageHeader
        crumbs={[
          { label: 'Home', href: '/' },
          { label: 'States', href: '/states' },
          ...(state ? [{ label: state.name, href: stateUrl(state.code) }] : []),
          { label: parsed.city },
        ]}
        title={cityPageHeading(parsed.city, stateCode)}
        intro={`Compare local pond builders and water-feature contractors serving ${parsed.city}${state ? `, ${state.name}` : ''}.`}
      />
      <Section>
        <Container>
          <ContractorResults key={JSON.stringify(filters)} filters={filters} onEmpty={onEmpty} />
        </Container>
      </Section>
      <QuoteSection
        heading={`Get Free Quotes in ${parsed.city}`}
        city={parsed.city}
        state={stateCode || undefined}
      />
    </>
  );
}
