/** The modes in which a widget renders in a dialog rather than in the page. */
export const DIALOG_MODES = ['popup', 'floating'] as const;

/** Each of them as an attribute selector: the exact word, in any case. */
export const DIALOG_MODE_SELECTORS = DIALOG_MODES.map((mode) => `[mode="${mode}" i]`);

/** An element whose `mode` puts it in a dialog (the host's CSS reads the same selectors). */
export const inDialogMode = (element: Element) => element.matches(DIALOG_MODE_SELECTORS.join(', '));
