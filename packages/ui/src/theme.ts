// Design tokens: a calm, trustworthy look — deep water blues, a leaf green for actions, warm neutrals.
// The tokens a partner may theme are CSS custom properties with our value as the fallback
// (widgets/README.md lists them): unset on our own pages, so the site looks the same.
import { MOBILE_BREAKPOINT_PX } from '@pond/core';

/**
 * The brand's colours as plain values: for places without custom properties (mail, where most
 * programs ignore `var()`). The theme below wraps the partner-themable ones.
 */
export const palette = {
  ink: '#13232e',
  inkMuted: '#4a5b66',
  surface: '#ffffff',
  surfaceMuted: '#f3f6f4',
  border: '#d5dedb',
  brand: '#0e5e6f',
  brandStrong: '#0a4552',
  brandSoft: '#e3f1f3',
  action: '#2f7d32',
  actionStrong: '#25632a',
} as const;

/** The brand's font stacks, as plain values (see palette). */
export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "Georgia, 'Times New Roman', serif",
} as const;

export const theme = {
  color: {
    ink: `var(--pond-text, ${palette.ink})`,
    inkMuted: `var(--pond-text-muted, ${palette.inkMuted})`,
    surface: `var(--pond-surface, ${palette.surface})`,
    surfaceMuted: `var(--pond-surface-muted, ${palette.surfaceMuted})`,
    border: `var(--pond-border, ${palette.border})`,
    brand: palette.brand,
    brandStrong: palette.brandStrong,
    brandSoft: palette.brandSoft,
    action: `var(--pond-accent, ${palette.action})`,
    actionStrong: `var(--pond-accent-strong, ${palette.actionStrong})`,
    accent: '#f2a541',
    danger: 'var(--pond-danger, #b42318)',
    dangerSoft: '#fdecea',
    success: '#1f7a3a',
    successSoft: '#e7f5ec',
    info: '#175cd3',
    infoSoft: '#e8f0fd',
    focus: '#f2a541',
  },
  font: {
    body: `var(--pond-font-family, ${fonts.body})`,
    heading: fonts.heading,
  },
  size: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2rem',
    hero: 'clamp(2rem, 5vw, 3.25rem)',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: 'var(--pond-radius-small, 6px)', md: 'var(--pond-radius, 10px)', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(19,35,46,.06), 0 4px 14px rgba(19,35,46,.08)',
    raised: '0 8px 30px rgba(19,35,46,.14)',
  },
  /** The spec's mobile breakpoint (@pond/core); 'large' is where the desktop navigation appears. */
  breakpoint: { mobile: `${MOBILE_BREAKPOINT_PX}px`, large: '1024px' },
  layout: { maxWidth: '72rem' },
} as const;

export type Theme = typeof theme;

export const media = {
  tablet: `@media (min-width: ${theme.breakpoint.mobile})`,
  large: `@media (min-width: ${theme.breakpoint.large})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};

/** A text field's box, as plain CSS declarations: the fields here and the calculator's (plain CSS) share it. */
export const CONTROL_CSS = `
  width: 100%;
  min-height: 44px;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  font: inherit;
  color: ${theme.color.ink};
  background: ${theme.color.surface};
`;
