import { attribute } from './attribute-rules.ts';

/** Light, dark, or whatever the visitor's system prefers; the partner's own colours still win. */
export const COLOR_THEMES = ['light', 'dark', 'auto'] as const;
export type ColorTheme = (typeof COLOR_THEMES)[number];

export const themeAttribute = () => attribute.oneOf(COLOR_THEMES, 'light', 'Using the light theme.');
