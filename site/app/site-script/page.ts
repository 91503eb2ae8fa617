import { FIRST_INPUT_EVENTS } from '@pond/core';

/** Whether this page hydrates: React Router's context script comes before the site script. */
export const hydratingPage = () => '__reactRouterContext' in window;

/** Runs `start` once, on the visitor's first input (FIRST_INPUT_EVENTS in @pond/core). */
export function onFirstInput(start: () => void) {
  const once = () => {
    for (const type of FIRST_INPUT_EVENTS) removeEventListener(type, once, true);
    start();
  };
  for (const type of FIRST_INPUT_EVENTS) addEventListener(type, once, { capture: true, passive: true });
}
