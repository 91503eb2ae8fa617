import { pageWindow } from '@pond/core';
import { theme } from '@pond/ui';
import styled from 'styled-components';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.lg};
  button {
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
  button[aria-current='page'] {
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
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  const { items, previous, next } = pageWindow(page, pageCount);
  return (
    <Pager aria-label="Pages" part="pagination">
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
