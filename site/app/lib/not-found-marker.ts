/** The marker the not-found page carries, so the browser knows it was served one. */
export const NOT_FOUND_MARKER = 'data-not-found-page';
