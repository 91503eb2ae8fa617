/**
 * Set by the renderer on a page whose loader threw (its value the status): the host's Worker answers
 * such a request with its own not-found (404) or unavailable (503) page instead, and drops the header.
 */
export const PAGE_ERROR_HEADER = 'X-Pond-Page-Error';
