import { BRAND_NAME, PATHS } from '@pond/core';
import { media, theme } from '@pond/ui';

import styled, { createGlobalStyle } from 'styled-components';
import { StateLinks } from '../StateLinks.tsx';
import { NAV_LINKS } from './links.ts';
import { SiteLink } from '../SiteLink.tsx';

export const MOBILE_MENU_ID = 'site-menu';

export const MenuButton = styled.button`
  ${media.large} {
    display: none;
  }
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  font: inherit;
  font-weight: 600;
  .when-open {
    display: none;
  }
`;
/** While the menu is open its button says Close, and the page behind it stays still. */
const WhileOpen = createGlobalStyle`
  html:has(#${MOBILE_MENU_ID}:popover-open) {
    overflow: hidden;
    .when-open { display: inline; }
    .when-closed { display: none; }
  }
`;
/* A full-screen slide-in panel under the bar, as a popover: Escape and a click outside close it. */
const Panel = styled.nav`
  position: fixed;
  inset: 4rem 0 0 0;
  width: auto;
  height: auto;
  margin: 0;
  border: 0;
  overflow-y: auto;
  padding: ${theme.space.lg} ${theme.space.md};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  transform: translateX(100%);
  transition:
    transform 0.25s ease,
    display 0.25s allow-discrete,
    overlay 0.25s allow-discrete;
  &:popover-open {
    transform: none;
    @starting-style {
      transform: translateX(100%);
    }
  }
  ${media.large} {
    display: none !important;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  > ul > li > a,
  summary {
    display: block;
    width: 100%;
    padding: ${theme.space.md} 0;
    font-size: ${theme.size.lg};
    color: ${theme.color.ink};
    text-decoration: none;
    border-bottom: 1px solid ${theme.color.border};
    cursor: pointer;
  }
`;
const States = styled(StateLinks)`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} 0 !important;
  a {
    display: block;
    padding: ${theme.space.xs} 0;
  }
`;

/** The menu button of small screens (spec §2.2): Menu, or Close while the menu is open. */
export function MobileMenuButton() {
  return (
    <MenuButton type="button" popoverTarget={MOBILE_MENU_ID}>
      <span className="when-closed">Menu</span>
      <span className="when-open">Close</span>
    </MenuButton>
  );
}

/** The slide-in menu of small screens (spec §2.2), in which States expands inline. */
export function MobileMenu() {
  return (
    <Panel id={MOBILE_MENU_ID} popover="auto" aria-label={`${BRAND_NAME} menu`} data-site-menu="">
      <WhileOpen />
      <ul>
        <li>
          <SiteLink to={PATHS.home}>Home</SiteLink>
        </li>
        <li>
          <details>
            <summary>States</summary>
            <States />
          </details>
        </li>
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to}>{link.label}</SiteLink>
          </li>
        ))}
        <li>
          <SiteLink to={PATHS.states}>Find Local Pros</SiteLink>
        </li>
      </ul>
    </Panel>
  );
}
