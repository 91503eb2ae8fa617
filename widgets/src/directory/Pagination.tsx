import { pageWindow } from '@pond/core';
import { theme, usePart } from '@pond/ui';
import styled from 'styled-components';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.lg};
  button,
  a {
    display: inline-grid;
    place-items: center;
    text-decoration: none;
    font: inherit;
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surface};
    color: ${theme.color.ink};
    cursor: pointer;
  }
  [aria-current='page'] {
    background: ${theme.color.brand};
    border-color: ${theme.color.brand};
    color: #ffffff;
    font-weight: 700;
  }
`;

/** Pages (spec §2.7): first, last, current ±1, ellipses at ±2, Previous and Next where they apply. */
export function Pagination({
  page,
  pageCount,
  onPage,
  pageHref,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Pages as links to their addresses (a pre-rendered page without React), instead of buttons. */
  pageHref?: (page: number) => string;
}) {
  const part = usePart();
  if (pageCount <= 1) return null;
  if (pageHref) return <PageLinks page={page} pageCount={pageCount} pageHref={pageHref} />;
  const { items, previous, next } = pageWindow(page, pageCount);
  return (
    <Pager aria-label="Pages" {...part('pagination')}>
      {previous ? (
        <button type="button" onClick={() => onPage(previous)}>
          Previous
        </button>
      ) : null}
      {items.map((item) =>
        item.type === 'ellipsis' ? (
          <span key={item.key} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            aria-label={`Page ${item.page}`}
            aria-current={item.current ? 'page' : undefined}
            onClick={() => onPage(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      {next ? (
        <button type="button" onClick={() => onPage(next)}>
          Next
        </button>
      ) : null}
    </Pager>
  );
}

function PageLinks({
  page,
  pageCount,
  pageHref,
}: {
  page: number;
  pageCount: number;
  pageHref: (page: number) => string;
}) {
  const part = usePart();
  const { items, previous, next } = pageWindow(page, pageCount);
  return (
    <Pager aria-label="Pages" {...part('pagination')}>
      {previous ? <a href={pageHref(previous)}>Previous</a> : null}
      {items.map((item) =>
        item.type === 'ellipsis' ? (
          <span key={item.key} aria-hidden="true">
            …
          </span>
        ) : (
          <a
            key={item.page}
            href={pageHref(item.page)}
            aria-label={`Page ${item.page}`}
            aria-current={item.current ? 'page' : undefined}
          >
            {item.page}
          </a>
        ),
      )}
      {next ? <a href={pageHref(next)}>Next</a> : null}
    </Pager>
  );
}
