/**
 * How the loader's modes ask a widget in popup or floating mode to open its dialog: this event on the
 * element, whose `detail` names what opened it (focus goes back there on close) and the dialog's name.
 * Internal to the kit: it does not bubble and is not one of the documented `pond-*` events.
 */
export const OPEN_DIALOG_EVENT = 'pond-open-dialog';

/** On the element once its dialog can open (an attribute, and an event of the same name when it comes). */
export const DIALOG_READY_ATTRIBUTE = 'data-pond-dialog';

export interface OpenDialogDetail {
  opener: HTMLElement | null;
  label: string;
}
