import { createContext, useContext, type ComponentProps } from 'react';
import { Link } from 'react-router';

const PageHydrates = createContext(false);

/** Whether the page being rendered hydrates, asked once by the root (lib/hydrate.ts) for every link below it. */
export const PageHydratesProvider = PageHydrates.Provider;

/**
 * A link to another page of the site. Where the page hydrates it is React Router's Link, which
 * navigates without a reload. A content page never loads the router, so there it is the plain
 * anchor a Link would become: each Link runs a dozen hooks in the server's render, and a page's
 * menus hold a hundred of them (some 15 % of the Worker's time for an uncached profile).
 */
export function SiteLink({
  to,
  reloadDocument,
  children,
  ...anchor
}: Omit<ComponentProps<'a'>, 'href'> & { to: string; reloadDocument?: boolean }) {
  return useContext(PageHydrates) ? (
    <Link to={to} reloadDocument={reloadDocument} {...anchor}>
      {children}
    </Link>
  ) : (
    <a href={to} {...anchor}>
      {children}
    </a>
  );
}
