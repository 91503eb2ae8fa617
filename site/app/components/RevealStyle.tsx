import { createGlobalStyle } from 'styled-components';

/**
 * Reveal-on-scroll (spec §2.1): [data-reveal] elements start hidden only where scripts run (the
 * `scripting` media feature: no head script needed to say so) and the site script reveals them as they
 * scroll into view (site-script/reveal.ts). Without JavaScript, everything shows.
 */
export const RevealStyle = createGlobalStyle`
  @media (scripting: enabled) and (prefers-reduced-motion: no-preference) {
    [data-reveal] { opacity: 0; transform: translateY(1rem); transition: opacity .5s ease, transform .5s ease; }
    [data-reveal].revealed { opacity: 1; transform: none; }
    [data-reveal].at-once { transition: none; }
  }
`;
