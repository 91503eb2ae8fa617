import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Has React Router read the page's data again, `everyMs` after each reading, while `pending` holds
 * and until the time `until` (ms since the epoch). For work the server finishes after the action has
 * answered (a photo the Worker makes ready, a site the job queue checks), of which nothing tells the
 * browser: the page's loaders stay the one way its data arrives, and nothing else fetches.
 */
export function useRevalidateWhile(
  pending: boolean,
  { everyMs, until }: { everyMs: number; until?: number },
) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!pending || state !== 'idle') return;
    const left = (until ?? Infinity) - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => void revalidate(), Math.min(everyMs, left));
    return () => clearTimeout(timer);
  }, [pending, state, revalidate, everyMs, until]);
}
