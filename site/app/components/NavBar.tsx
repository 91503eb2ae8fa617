import { BRAND_NAME, NAV_SCROLL_THRESHOLD_PX, PATHS, US_STATES, stateUrl } from '@pond/core';
import { Button, media, theme } from '@pond/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import styled, { css } from 'styled-components';

const Bar = styled.header<{ $scrolled: boolean }>`
  position: sticky;
  top: 0;
  z-index: 50;
  height: 4rem;
  transition:
    background-color 0.2s ease,
    box-shadow 0.2s ease;
  ${({ $scrolled }) =>
    $scrolled
      ? css`
          background: rgba(255, 255, 255, 0.9);
          backdrop-filter: blur(10px);
          box-shadow: 0 2px 12px rgba(19, 35, 46, 0.1);
        `
      : css`
          background: transparent;
        `}
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
const Brand = styled(Link)`
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
  /* The entries of the bar itself (not the dropdown's states) are plain links; the call to action
     keeps its button look. */
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
const Dropdown = styled.div`
  position: relative;
`;
const StateList = styled.ul`
  position: absolute;
  top: calc(100% + 0.5rem);
  left: 0;
  width: 15rem;
  max-height: 24rem;
  overflow-y: auto;
  margin: 0;
  padding: ${theme.space.sm} 0;
  list-style: none;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.raised};
  a {
    display: block;
    padding: 0.375rem ${theme.space.md};
    color: ${theme.color.ink};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${theme.color.brandSoft};
  }
`;
const MenuButton = styled.button`
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
`;
const MobilePanel = styled.nav<{ $open: boolean }>`
  position: fixed;
  inset: 4rem 0 0 0;
  z-index: 49;
  overflow-y: auto;
  padding: ${theme.space.lg} ${theme.space.md};
  background: ${theme.color.surface};
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform 0.25s ease,
    visibility 0.25s;
  ${media.large} {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  > ul > li > a,
  > ul > li > button {
    display: block;
    width: 100%;
    text-align: left;
    padding: ${theme.space.md} 0;
    font-size: ${theme.size.lg};
    color: ${theme.color.ink};
    text-decoration: none;
    background: none;
    border: 0;
    border-bottom: 1px solid ${theme.color.border};
    font-family: inherit;
  }
`;
const MobileStates = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} 0 !important;
  a {
    display: block;
    padding: ${theme.space.xs} 0;
  }
`;

const MAIN_LINKS = [
  { to: PATHS.home, label: 'Home' },
  { to: PATHS.planner, label: 'Pond Planner' },
  { to: PATHS.calculator, label: 'Pond Calculator' },
  { to: PATHS.blog, label: 'Blog' },
];

/** The navigation bar of spec §2.2. */
export function NavBar() {
  const [scrolled, setScrolled] = useState(false);
  const [statesOpen, setStatesOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [mobileStatesOpen, setMobileStatesOpen] = useState(false);
  const location = useLocation();
  const dropdownRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const mobileId = useId();
  const mobileStatesId = useId();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Choosing any link closes the menus, a link to the page already shown included, and so does any
  // other change of page (back, forward): every navigation has a new location key, so the menus
  // are reset during render when the key changes.
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setStatesOpen(false);
    setMenuOpen(false);
    setMobileStatesOpen(false);
  }

  useEffect(() => {
    if (!statesOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!dropdownRef.current?.contains(event.target as Node)) setStatesOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setStatesOpen(false);
        dropdownRef.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [statesOpen]);

  // The open menu covers the page: the page behind it stays still, and Escape closes it.
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  // The 51 state links are made only while a list is open: every page carried two copies (204 elements,
  // 40–53% of the page), and React hydrated all of them (and their 102 Links) on every first load.
  const stateLinks = US_STATES.map((state) => (
    <li key={state.code}>
      <Link to={stateUrl(state.code)}>{state.name}</Link>
    </li>
  ));

  // The slide-in menu is the bar's sibling, not its child: the bar's backdrop-filter would make it
  // the containing block of a fixed child and squeeze the menu into the bar's 4rem.
  return (
    <>
      <Bar $scrolled={scrolled || menuOpen}>
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
                <Dropdown ref={dropdownRef}>
                  <button
                    type="button"
                    className="nav"
                    aria-expanded={statesOpen}
                    aria-controls={listId}
                    onClick={() => setStatesOpen((open) => !open)}
                  >
                    States ▾
                  </button>
                  <StateList id={listId} hidden={!statesOpen} aria-label="States">
                    {statesOpen && stateLinks}
                  </StateList>
                </Dropdown>
              </li>
              {MAIN_LINKS.slice(1).map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
              <li>
                <Button as={Link} to={PATHS.states} data-cta>
                  Find Local Pros
                </Button>
              </li>
            </DesktopLinks>
          </nav>
          <MenuButton
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={mobileId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? 'Close' : 'Menu'}
          </MenuButton>
        </Inner>
      </Bar>
      <MobilePanel id={mobileId} $open={menuOpen} aria-label={`${BRAND_NAME} menu`}>
        <ul>
          <li>
            <Link to={PATHS.home}>Home</Link>
          </li>
          <li>
            <button
              type="button"
              aria-expanded={mobileStatesOpen}
              aria-controls={mobileStatesId}
              onClick={() => setMobileStatesOpen((open) => !open)}
            >
              States {mobileStatesOpen ? '▴' : '▾'}
            </button>
            <MobileStates id={mobileStatesId} hidden={!mobileStatesOpen}>
              {mobileStatesOpen && stateLinks}
            </MobileStates>
          </li>
          {MAIN_LINKS.slice(1).map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <Link to={PATHS.states}>Find Local Pros</Link>
          </li>
        </ul>
      </MobilePanel>
    </>
  );
}
