import { DIRECTORY_MESSAGES, PAGE_SIZE, contractorUrl, formatRating, pageWindow } from '@pond/core';
import { searchContractors, type DirectoryFilters, type DirectoryPage } from '@pond/supabase';
import { Button, Card, Grid, Skeleton, theme } from '@pond/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { browserDatabase } from '../lib/database.client.ts';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.lg};
  button[aria-current='page'] {
    background: ${theme.color.brand};
    color: #fff;
  }
`;

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'done'; result: DirectoryPage };

/**
 * Directory results (spec §2.7, §4): skeletons while loading, the error and empty texts, 9 a page.
 * Give it `key={JSON.stringify(filters)}` so new filters start again on page 1.
 */
export function ContractorResults({ filters, onEmpty }: { filters: DirectoryFilters; onEmpty?: () => void }) {
  const [page, setPage] = useState(1);
  const key = JSON.stringify(filters);
  const request = `${key}|${page}`;
  const [answer, setAnswer] = useState<{ request: string; state: State }>({
    request: '',
    state: { kind: 'loading' },
  });
  // Until the answer for this request arrives, the results are loading.
  const state: State = answer.request === request ? answer.state : { kind: 'loading' };
  useEffect(() => {
    let current = true;
    const setState = (next: State) => current && setAnswer({ request: `${key}|${page}`, state: next });
    browserDatabase()
      .then((db) => searchContractors(db, { filters: JSON.parse(key) as DirectoryFilters, page }))
      .then(
        (result) => {
          setState({ kind: 'done', result });
          if (current && result.total === 0) onEmpty?.();
        },
        (error: unknown) => {
          console.error(DIRECTORY_MESSAGES.fetchFailed, error);
          setState({ kind: 'error' });
        },
      );
    return () => {
      current = false;
    };
  }, [key, page, onEmpty]);

  if (state.kind === 'loading') {
    return (
      <div aria-busy="true">
        <h2>{DIRECTORY_MESSAGES.loadingHeading}</h2>
        <Grid $min="18rem">
          {Array.from({ length: PAGE_SIZE }, (_, index) => (
            <Skeleton key={index} $height="9rem" />
          ))}
        </Grid>
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div role="alert">
        <h2>{DIRECTORY_MESSAGES.errorTitle}</h2>
        <p>{DIRECTORY_MESSAGES.errorDescription}</p>
      </div>
    );
  }
  const { result } = state;
  if (result.total === 0) {
    return (
      <div>
        <h2>{DIRECTORY_MESSAGES.emptyTitle}</h2>
        <p>{DIRECTORY_MESSAGES.emptyDescription}</p>
      </div>
    );
  }
  const { items, previous, next } = pageWindow(result.page, result.pageCount);
  const go = (target: number) => {
    setPage(target);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <div>
      <p>
        {result.total} {result.total === 1 ? 'contractor' : 'contractors'}
        {result.fallback ? ' nearby' : ''}
      </p>
      <Grid $min="18rem">
        {result.contractors.map((contractor) => (
          <Card key={contractor.id} as="article">
            <h3 style={{ marginTop: 0 }}>
              <Link to={contractorUrl(contractor)}>{contractor.name}</Link>
            </h3>
            <p>
              {contractor.city}, {contractor.state}
            </p>
            <p>
              {contractor.rating !== null
                ? `${formatRating(contractor.rating)} ★ (${contractor.reviews ?? 0} reviews)`
                : 'No reviews yet'}
            </p>
          </Card>
        ))}
      </Grid>
      {result.pageCount > 1 ? (
        <Pager aria-label="Pages">
          {previous ? (
            <Button type="button" $variant="secondary" onClick={() => go(previous)}>
              Previous
            </Button>
          ) : null}
          {items.map((item) =>
            item.type === 'ellipsis' ? (
              <span key={item.key} aria-hidden="true">
                …
              </span>
            ) : (
              <Button
                key={item.page}
                type="button"
                $variant="ghost"
                aria-current={item.current ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </Button>
            ),
          )}
          {next ? (
            <Button type="button" $variant="secondary" onClick={() => go(next)}>
              Next
            </Button>
          ) : null}
        </Pager>
      ) : null}
    </div>
  );
}
