import { PATHS } from '@pond/core';
import { Button, media, theme } from '@pond/ui';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { NAV_LINKS } from './nav/links.ts';
import { MobileMenu, MobileMenuButton, MOBILE_MENU_ID } from './nav/MobileMenu.tsx';
import { StatesMenu } from './nav/StatesMenu.tsx';
import { SiteLink } from './SiteLink.tsx';

/* Transparent at the top; past 10 px of scroll (the site script sets data-scrolled) or while the
   menu is open, white, semi-opaque, blurred and shadowed (spec §2.2). */
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  height: 4rem;
  background: transparent;
  transition:
    background-color 0.2s ease,
    box-shadow 0.2s ease;
  &[data-scrolled],
  &:has(~ #${MOBILE_MENU_ID}:popover-open) {
    background: rgba(255, 255, 255, 0.9);
    backdrop-filter: blur(10px);
    box-shadow: 0 2px 12px rgba(19, 35, 46, 0.1);
  }
`;
const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  max-width: ${theme.layout.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 ${theme.space.md};
`;
const Brand = styled(SiteLink)`
  font-family: ${theme.font.heading};
  font-size: ${theme.size.lg};
  font-weight: 700;
  color: ${theme.color.brandStrong};
  text-decoration: none;
  span {
    color: ${theme.color.action};
  }
`;
const DesktopLinks = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;
  align-items: center;
  gap: ${theme.space.lg};
  ${media.large} {
    display: flex;
  }
  /* The entries of the bar itself are plain links; the call to action keeps its button look. */
  > li > a:not([data-cta]),
  button.nav {
    color: ${theme.color.ink};
    text-decoration: none;
    font-weight: 500;
    background: none;
    border: 0;
    font: inherit;
    cursor: pointer;
    padding: ${theme.space.sm} 0;
  }
  > li > a[aria-current='page'] {
    color: ${theme.color.brand};
    text-decoration: underline;
    text-underline-offset: 6px;
  }
`;

/**
 * The navigation bar of spec §2.2, in HTML and CSS: its menus are popovers, so it works the same on
 * pages without JavaScript. The slide-in menu is the bar's sibling, not its child: the bar's
 * backdrop-filter would make it the containing block of a fixed child.
 */
export function NavBar() {
  return (
    <>
      <Bar data-site-nav="">
        <Inner>
          <Brand to={PATHS.home}>
            Pond Builders <span>Direct</span>
          </Brand>
          <nav aria-label="Main">
            <DesktopLinks>
              <li>
                <NavLink to={PATHS.home} end>
                  Home
                </NavLink>
              </li>
              <li>
                <StatesMenu />
              </li>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
              <li>
                <Button as={SiteLink} to={PATHS.states} data-cta>
                  Find Local Pros
                </Button>
              </li>
            </DesktopLinks>
          </nav>
          <MobileMenuButton />
        </Inner>
      </Bar>
      <MobileMenu />
    </>
  );
}
