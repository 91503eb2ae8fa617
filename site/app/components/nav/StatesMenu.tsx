import { theme } from '@pond/ui';
import styled from 'styled-components';
import { StateLinks } from '../StateLinks.tsx';

const MENU_ID = 'states-menu';

const Toggle = styled.button`
  anchor-name: --pond-states;
`;
/* A popover in the top layer, placed under its button by anchor positioning; where a browser has none,
   under the bar in the middle. The platform closes it on Escape and on a click outside. */
const List = styled(StateLinks)`
  position: fixed;
  inset: auto;
  margin: 0.5rem 0 0;
  position-anchor: --pond-states;
  position-area: bottom span-right;
  @supports not (position-area: bottom) {
    top: 4.5rem;
    left: 50%;
    translate: -50% 0;
  }
  width: 15rem;
  max-height: 24rem;
  overflow-y: auto;
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

/** The desktop bar's States dropdown (spec §2.2): opens on click, 15rem wide, scrolls past 24rem. */
export function StatesMenu() {
  return (
    <>
      <Toggle type="button" className="nav" popoverTarget={MENU_ID}>
        States ▾
      </Toggle>
      <List id={MENU_ID} popover="auto" aria-label="States" data-site-menu="" />
    </>
  );
}
