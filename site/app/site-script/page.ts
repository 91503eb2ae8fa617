import { FIRST_INPUT_EVENTS } from '@pond/core';

export { hydratingPage } from '../lib/router-internals.ts';

/** Runs `start` once, on the visitor's first input (FIRST_INPUT_EVENTS in @pond/core). */
export function onFirstInput(start: () => void) {
  const once = () => {
    for (const type of FIRST_INPUT_EVENTS) removeEventListener(type, once, true);
    start();
  };
  for (const type of FIRST_INPUT_EVENTS) addEventListener(type, once, { capture: true, passive: true });
}
