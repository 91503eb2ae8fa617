import { BRAND_NAME, LOCATION_DEBOUNCE_MS, PATHS, directoryHeading, parseLocationInput } from '@pond/core';
import { Container, Section, TextField } from '@pond/ui';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ContractorResults } from '../components/ContractorResults.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: `Pond Builders Near Me | ${BRAND_NAME}`,
    description: 'Search pond builders and water-feature contractors by city, state or ZIP code.',
    path: PATHS.directory,
  });

/** The directory (spec §2.7): the location from ?q=, searched in the browser on the pre-rendered shell. */
export default function Directory() {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const [debounced, setDebounced] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(typed), LOCATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    setParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [debounced, setParams]);
  const filters = useMemo(() => ({ ...parseLocationInput(debounced), fallbackToNearest: true }), [debounced]);
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Pond Builders Near Me' }]}
        title={directoryHeading(filters.city, filters.state)}
      />
      <Section>
        <Container>
          <form
            role="search"
            onSubmit={(event) => event.preventDefault()}
            style={{ maxWidth: '28rem', marginBottom: '1.5rem' }}
          >
            <TextField
              label="City, state or ZIP code"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              hint={typed !== debounced ? 'Searching...' : undefined}
            />
          </form>
          <ContractorResults key={JSON.stringify(filters)} filters={filters} />
        </Container>
      </Section>
    </>
  );
}
