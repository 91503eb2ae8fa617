// Design tokens: a calm, trustworthy look — deep water blues, a leaf green for actions, warm neutrals.
export const theme = {
  color: {
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
    accent: '#f2a541',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#1f7a3a',
    successSoft: '#e7f5ec',
    info: '#175cd3',
    infoSoft: '#e8f0fd',
    focus: '#f2a541',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
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
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(19,35,46,.06), 0 4px 14px rgba(19,35,46,.08)',
    raised: '0 8px 30px rgba(19,35,46,.14)',
  },
  /** The spec's mobile breakpoint is 768 px; 'large' is where the desktop navigation appears. */
  breakpoint: { mobile: '768px', large: '1024px' },
  layout: { maxWidth: '72rem' },
} as const;

export type Theme = typeof theme;

export const media = {
  tablet: `@media (min-width: ${theme.breakpoint.mobile})`,
  large: `@media (min-width: ${theme.breakpoint.large})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};
