import { createGlobalStyle } from 'styled-components';

/**
 * Reveal-on-scroll (spec §2.1): [data-reveal] elements start hidden once scripts run (the `js` class
 * the head sets) and the site script reveals them as they scroll into view (site-script/reveal.ts).
 */
export const RevealStyle = createGlobalStyle`
  html.js [data-reveal] { opacity: 0; transform: translateY(1rem); transition: opacity .5s ease, transform .5s ease; }
  html.js [data-reveal].revealed { opacity: 1; transform: none; }
  @media (prefers-reduced-motion: reduce) { html.js [data-reveal] { opacity: 1; transform: none; } }
`;
