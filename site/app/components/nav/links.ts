import { PATHS } from '@pond/core';

/** The bar's entries after Home and States (spec §2.2). */
export const NAV_LINKS = [
  { to: PATHS.planner, label: 'Pond Planner' },
  { to: PATHS.calculator, label: 'Pond Calculator' },
  { to: PATHS.blog, label: 'Blog' },
] as const;
