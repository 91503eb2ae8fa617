import { theme } from '@pond/ui/theme';

/**
 * The badge's stylesheet: plain CSS adopted into its shadow root (no styled-components: the badge is
 * the lightest thing of the kit on a builder's page). Every class starts with `pb-`.
 */
export const BADGE_CSS = `
.pb {
  display: grid;
  gap: ${theme.space.xs};
  min-height: 11rem;
  align-content: start;
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
}
.pb-brand { margin: 0; font-size: 0.8125rem; color: ${theme.color.inkMuted}; }
.pb-brand strong { color: ${theme.color.ink}; }
.pb-name { margin: 0; font-size: 1.125rem; line-height: 1.3; font-weight: 700; overflow-wrap: anywhere; }
.pb-place { margin: 0; color: ${theme.color.inkMuted}; }
.pb-checks { display: flex; flex-wrap: wrap; gap: ${theme.space.xs}; margin: 0; padding: 0; list-style: none; }
.pb-check {
  padding: 2px 8px;
  border-radius: 999px;
  background: ${theme.color.surfaceMuted};
  font-size: 0.8125rem;
  font-weight: 600;
}
.pb-rating { margin: 0; font-size: 0.875rem; }
.pb-button {
  justify-self: start;
  min-height: 44px;
  margin-top: ${theme.space.xs};
  padding: 10px 20px;
  border: 0;
  border-radius: var(--pond-button-radius, 999px);
  background: ${theme.color.action};
  color: #ffffff;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
}
.pb-button:hover { background: ${theme.color.actionStrong}; }
.pb-note { margin: 0; color: ${theme.color.inkMuted}; }
`;
