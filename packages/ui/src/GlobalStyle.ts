import { createGlobalStyle } from 'styled-components';
import { theme } from './theme.ts';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: ${theme.size.md};
    line-height: 1.6;
    color: ${theme.color.ink};
    background: ${theme.color.surface};
  }
  h1, h2, h3, h4 { font-family: ${theme.font.heading}; line-height: 1.25; color: ${theme.color.ink}; }
  img, video, svg { max-width: 100%; height: auto; display: block; }
  a { color: ${theme.color.brand}; }
  a:hover { color: ${theme.color.brandStrong}; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
