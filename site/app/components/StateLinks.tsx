import { US_STATES, stateUrl, type UsState } from '@pond/core';
import { theme } from '@pond/ui';
import type { ComponentProps } from 'react';

import styled from 'styled-components';
import { SiteLink } from './SiteLink.tsx';

/**
 * A list of links to state pages (spec §2.2, §2.4, §2.6, §2.14): the 51 of the menus and the states
 * index, or the 50 of the home page and the HTML sitemap. Each place styles it with styled(StateLinks).
 */
export function StateLinks({
  states = US_STATES,
  ...list
}: { states?: readonly UsState[] } & ComponentProps<'ul'>) {
  return (
    <ul {...list}>
      {states.map((state) => (
        <li key={state.code}>
          <SiteLink to={stateUrl(state.code)}>{state.name}</SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** The states as a grid of boxed links (the home page, the states index), columns at least `$minColumn` wide. */
export const StateGrid = styled(StateLinks)<{ $minColumn: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $minColumn }) => $minColumn}, 1fr));
  gap: ${theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: block;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    text-decoration: none;
  }
  a:hover {
    background: ${theme.color.brandSoft};
  }
`;
