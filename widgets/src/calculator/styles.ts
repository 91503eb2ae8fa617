import { CONTROL_CSS, theme } from '@pond/ui/theme';

/**
 * The calculator's stylesheet: plain CSS rather than styled-components, on purpose. Its first load
 * on a partner's page stays within 85 kB with React because it does not bring
 * styled-components at all (the build's 'styled' chunk is not among its files), and the sheet is
 * parsed once into a constructed stylesheet that every calculator on the page adopts, with no style
 * rules written at run time. The design tokens still come from @pond/ui's theme, so it matches the
 * other widgets. Adopted into the widget's shadow root, and put in the page head on our site. Every
 * class starts with `pc-`; the widget lays itself out by its own width (container queries).
 */
export const CALCULATOR_CSS = `
.pc { container-type: inline-size; }
.pc-layout { display: grid; gap: ${theme.space.lg}; align-items: start; }
@container (min-width: 52rem) {
  .pc-layout { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); }
}
.pc-card {
  position: relative;
  container-type: inline-size;
  display: grid;
  gap: ${theme.space.md};
  align-content: start;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
}
.pc-card h3 { margin: 0; font-size: ${theme.size.lg}; line-height: 1.3; }
.pc-tabs {
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceMuted};
}
.pc-tab {
  min-height: 44px;
  min-width: 0;
  overflow-wrap: anywhere;
  border: 0;
  border-radius: ${theme.radius.sm};
  font: inherit;
  font-weight: 600;
  color: ${theme.color.inkMuted};
  background: transparent;
  cursor: pointer;
}
.pc-tab[aria-selected='true'] { color: ${theme.color.ink}; background: ${theme.color.surface}; box-shadow: ${theme.shadow.card}; }
.pc-panel { padding-top: ${theme.space.md}; }
.pc-fields { display: grid; gap: ${theme.space.md}; }
@container (min-width: 24rem) {
  .pc-fields { grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); }
}
.pc-field { display: grid; gap: ${theme.space.xs}; }
.pc-field label, .pc-loads legend { font-weight: 600; font-size: ${theme.size.sm}; }
.pc-field input { ${CONTROL_CSS} }
.pc-loads { display: grid; gap: ${theme.space.sm}; margin: 0; padding: 0; border: 0; }
.pc-loads legend { margin-bottom: ${theme.space.sm}; padding: 0; }
.pc-loads label {
  display: flex;
  gap: ${theme.space.sm};
  align-items: baseline;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  cursor: pointer;
}
.pc-loads label:has(input:checked) { border-color: ${theme.color.brand}; background: ${theme.color.brandSoft}; }
.pc-loads small, .pc-muted { color: ${theme.color.inkMuted}; }
.pc-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.625rem 1.25rem;
  border: 1px solid ${theme.color.action};
  border-radius: ${theme.radius.sm};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  color: #fff;
  background: ${theme.color.action};
  cursor: pointer;
}
.pc-button:hover:not(:disabled) { background: ${theme.color.actionStrong}; }
/* A link styled as the button (to the planner): white on the action colour, over the root's link colour. */
.pc-card a.pc-button { color: #fff; }
.pc-button:disabled { opacity: 0.55; cursor: not-allowed; }
.pc-empty { margin: 0; color: ${theme.color.inkMuted}; }
.pc-status { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.pc-figures { display: grid; gap: ${theme.space.sm}; margin: 0; }
@container (min-width: 30rem) {
  .pc-figures { grid-template-columns: 1fr 1fr; }
}
.pc-figures div { padding: ${theme.space.sm} ${theme.space.md}; border-radius: ${theme.radius.sm}; background: ${theme.color.surfaceMuted}; }
.pc-figures dt { font-size: ${theme.size.sm}; color: ${theme.color.inkMuted}; }
.pc-figures dd { margin: 0; font-weight: 700; }
.pc-figures small { display: block; font-weight: 400; color: ${theme.color.inkMuted}; }
.pc-drawing { margin: 0; display: grid; gap: ${theme.space.sm}; }
.pc-views { display: grid; gap: ${theme.space.md}; }
@container (min-width: 36rem) {
  .pc-views { grid-template-columns: 1fr 1fr; align-items: start; }
}
.pc-drawing svg { display: block; width: 100%; height: auto; overflow: visible; }
.pc-drawing text { font-family: inherit; font-size: 11px; fill: currentColor; }
.pc-drawing figcaption { font-size: ${theme.size.sm}; color: ${theme.color.inkMuted}; }
`;
