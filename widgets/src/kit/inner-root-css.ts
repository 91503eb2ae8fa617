import { theme } from '@pond/ui/theme';

/**
 * The inner root of every widget, as CSS for a selector (`&` inside styled-components). Inherited
 * properties (colour, fonts, line height) cross the shadow boundary from the partner's page, so they
 * are reset here (`all: initial`) and set to ours; custom properties are not reset, which is how a
 * partner themes us. Written without nesting, for browsers a partner's visitors still use.
 */
export function innerRootCss(root: string): string {
  return `
${root} {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: ${theme.font.body};
  font-size: 16px;
  font-weight: 400;
  line-height: 1.5;
  color: ${theme.color.ink};
  text-align: start;
  color-scheme: light;
}
${root}[data-theme='dark'] { color-scheme: dark; }
${root}[data-theme='auto'] { color-scheme: light dark; }
${root} *, ${root} *::before, ${root} *::after { box-sizing: border-box; }
${root} a { color: var(--pond-link, ${theme.color.brand}); }
${root}[data-theme='dark'] a { color: var(--pond-link, #7cc7d6); }
${root} :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;
}
