import { stateByCode } from '../geo/states.ts';

export type DirectoryFallback = 'state' | 'neighbours' | 'national';

/**
 * The line above fallback results (spec §7 'Fallback'): what was searched found
 * nothing, so say what is shown instead rather than pass neighbours off as matches.
 */
export function fallbackNotice(
  fallback: DirectoryFallback,
  searched: { city?: string; state?: string; postalCode?: string },
): string {
  const stateName = searched.state ? (stateByCode(searched.state)?.name ?? searched.state) : undefined;
  const place =
    searched.city && stateName
      ? `${searched.city}, ${stateName}`
      : (searched.city ?? searched.postalCode ?? stateName ?? 'your search');
  switch (fallback) {
    case 'state':
      return `No pond builders found in ${place}, so here are pond builders elsewhere in ${stateName}.`;
    case 'neighbours':
      return `No pond builders found in ${stateName ? `${place}${place === stateName ? '' : ` or anywhere in ${stateName}`}` : place}, so here are pond builders in neighbouring states.`;
    case 'national':
      return `No pond builders found near ${place}, so here are the best rated pond builders nationwide.`;
  }
}
