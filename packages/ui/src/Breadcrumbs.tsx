import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme.ts';

const Nav = styled.nav`
  font-size: ${theme.size.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: ${theme.space.xs};
    color: ${theme.color.inkMuted};
  }
  [aria-current='page'] {
    color: ${theme.color.inkMuted};
  }
`;

export interface Crumb {
  label: string;
  href?: string;
}

/** Trail of links; the last crumb is the current page. `renderLink` lets the site use its router. */
export function Breadcrumbs({
  items,
  renderLink = ({ href, children }) => <a href={href}>{children}</a>,
}: {
  items: readonly Crumb[];
  renderLink?: (props: { href: string; children: ReactNode }) => ReactNode;
}) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {index < items.length - 1 && item.href ? (
              renderLink({ href: item.href, children: item.label })
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </Nav>
  );
}
