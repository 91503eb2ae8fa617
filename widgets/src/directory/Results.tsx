import {
  DIRECTORY_MESSAGES,
  fallbackNotice,
  formatNumber,
  parseLocationInput,
  type DirectorySearch,
} from '@pond/core';
import { theme } from '@pond/ui';
import { Suspense, use } from 'react';
import styled, { keyframes } from 'styled-components';
import { ContractorCard } from './ContractorCard.tsx';
import { Pagination } from './Pagination.tsx';
import type { DirectoryResults } from './results-state.ts';

// 1, 2 or 3 columns by the room the widget has (spec §2.7), not the window: a partner's sidebar is narrow.
const Cards = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: 1fr;
  @container pond-results (min-width: 28rem) {
    gap: ${theme.space.md};
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container pond-results (min-width: 48rem) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
const pulse = keyframes`
  50% { opacity: 0.55; }
`;
const SkeletonCard = styled.div`
  height: 17rem;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceMuted};
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const Heading = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.size.lg};
`;
// The results' heading (cards are h3 under it): what is shown, not a title.
const Summary = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.size.md};
  font-weight: 400;
  color: ${theme.color.inkMuted};
`;
const Notice = styled.p`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.sm};
  background: #e8f0fd;
  color: #13232e;
`;

function Loading({ count }: { count: number }) {
  return (
    <div aria-busy="true">
      <Heading>{DIRECTORY_MESSAGES.loadingHeading}</Heading>
      <Cards>
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} aria-hidden="true" />
        ))}
      </Cards>
    </div>
  );
}

interface ResultsProps {
  search: DirectorySearch;
  pageSize: number;
  onPage: (page: number) => void;
  /** Pages as links (see Pagination). */
  pageHref?: (page: number) => string;
}

function Shown({
  results,
  search,
  pageSize,
  onPage,
  pageHref,
}: ResultsProps & { results: DirectoryResults }) {
  if (results.status === 'loading') return <Loading count={pageSize} />;
  if (results.status === 'error') {
    return (
      <div role="alert">
        <Heading>{DIRECTORY_MESSAGES.errorTitle}</Heading>
        <p>{DIRECTORY_MESSAGES.errorDescription}</p>
      </div>
    );
  }
  const { page } = results;
  if (page.total === 0) {
    return (
      <div role="status">
        <Heading>{DIRECTORY_MESSAGES.emptyTitle}</Heading>
        <p>{DIRECTORY_MESSAGES.emptyDescription}</p>
      </div>
    );
  }
  const first = (page.page - 1) * page.pageSize + 1;
  return (
    <div>
      {page.fallback ? (
        <Notice role="status">{fallbackNotice(page.fallback, parseLocationInput(search.q))}</Notice>
      ) : null}
      <Summary>
        {page.total === 1
          ? '1 pond builder'
          : `Showing ${first}–${first + page.contractors.length - 1} of ${page.moreThanTotal ? 'more than ' : ''}${formatNumber(page.total)} pond builders`}
      </Summary>
      <Cards>
        {page.contractors.map((contractor) => (
          <ContractorCard key={contractor.id} contractor={contractor} />
        ))}
      </Cards>
      <Pagination page={page.page} pageCount={page.pageCount} onPage={onPage} pageHref={pageHref} />
    </div>
  );
}

function Awaited(props: ResultsProps & { results: Promise<DirectoryResults> }) {
  return <Shown {...props} results={use(props.results)} />;
}

/** The results area (spec §4): skeletons, error, empty, or cards and pages; a promise suspends to skeletons. */
export function Results(props: ResultsProps & { results: DirectoryResults | Promise<DirectoryResults> }) {
  const { results } = props;
  if (!(results instanceof Promise)) return <Shown {...props} results={results} />;
  return (
    <Suspense fallback={<Loading count={props.pageSize} />}>
      <Awaited {...props} results={results} />
    </Suspense>
  );
}
