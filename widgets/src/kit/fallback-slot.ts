/** Marks the slot that shows the element's own content until the widget renders. */
export const FALLBACK_SLOT = 'data-pond-fallback';
