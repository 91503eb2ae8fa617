import { US_STATES, stateUrl, type UsState } from '@pond/core';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

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
          <Link to={stateUrl(state.code)}>{state.name}</Link>
        </li>
      ))}
    </ul>
  );
}
