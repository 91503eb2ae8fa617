import { DIRECTORY_PATH } from '../routes/paths.ts';

/**
 * Whether choosing a location moves to its city page (spec §5): the city is longer than two
 * characters, the state is a two-character code, and the visitor is not on the directory itself.
 */
export function shouldNavigateToCityPage(args: { city?: string; state?: string; pathname: string }): boolean {
  const city = args.city?.trim() ?? '';
  const state = args.state?.trim() ?? '';
  return city.length > 2 && state.length === 2 && args.pathname !== DIRECTORY_PATH;
}
