import { DIRECTORY_PATH } from './paths.ts';
import { contractorIdFromNameId } from './slugs.ts';

export type ToastKind = 'info' | 'error';

export interface NotFoundRedirect {
  to: string;
  toast: { kind: ToastKind; message: string };
}

export const NOT_FOUND_MESSAGES = {
  legacyDirectory: 'The URL format has changed. Redirecting to the contractors directory...',
  incompleteId: 'The contractor ID appears to be incomplete. Redirecting to the state page.',
} as const;

/** The words of the not-found page (spec §2.13), as the spec writes them. */
export const NOT_FOUND_PAGE = {
  code: '404',
  heading: "Oops! We can't find that page",
  text: 'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
  backToHome: 'Back to Home',
  goBack: 'Go Back',
  popularLocations: 'Popular pond builder locations:',
  viewAllLocations: 'View all locations',
} as const;

/** A contractor id is a uuid: 36 characters (spec §2.13). */
const UUID_LENGTH = 36;

/**
 * What the not-found page does on arrival (spec §2.13), as a pure rule from the bad path to a
 * redirect with its toast, or undefined when the page just shows itself.
 */
export function notFoundRedirect(pathname: string): NotFoundRedirect | undefined {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'pond-contractors' && parts.length === 2) {
    return { to: DIRECTORY_PATH, toast: { kind: 'info', message: NOT_FOUND_MESSAGES.legacyDirectory } };
  }
  if (parts[0] === 'states' && parts.length === 4) {
    // The spec measures 'the last hyphen-part'; a uuid has hyphens of its own, so the part measured
    // is the id as §2.9 reads it: a whole uuid at the end passes, a cut-off one redirects.
    if (contractorIdFromNameId(parts[3]!).length < UUID_LENGTH) {
      return {
        to: `/states/${parts[1]}/${parts[2]}`,
        toast: { kind: 'error', message: NOT_FOUND_MESSAGES.incompleteId },
      };
    }
  }
  return undefined;
}

/**
 * Not in the spec: the words of the page a data page answers with (status 503) when the
 * database cannot be reached and the edge has no copy of the page. Seconds before a retry: RETRY_AFTER_S.
 */
export const UNAVAILABLE_PAGE = {
  code: '503',
  heading: "We'll be right back",
  text: "We can't reach our builder directory right now. Nothing is wrong with your connection: please try again in a minute.",
  tryAgain: 'Try Again',
  backToHome: 'Back to Home',
  retryAfterSeconds: 60,
} as const;
