import { useMemo, useRef } from 'react';
import { useWidgetHost } from './host.tsx';

/**
 * The signed start of a form: asked for once when a person begins filling it, sent with
 * the request, so the database itself can tell a person from a script that sends at once. A start
 * that could not be had is asked for again on the next send.
 */
export function useFormStart() {
  const host = useWidgetHost();
  const start = useRef<Promise<string | null> | null>(null);
  return useMemo(() => {
    const token = () =>
      (start.current ??=
        host.startForm?.().catch(() => {
          // Not kept: a start asked for while the database was away is asked for again, or the
          // next send would carry none and be refused once more.
          start.current = null;
          return null;
        }) ?? Promise.resolve(null));
    return {
      /** On the first focus inside the form. */
      begin: () => void token(),
      /** The start to send; undefined where the host has none (previews, stories). */
      token: async () => (host.startForm ? token() : undefined),
      /** After a send: the next request is a new form. */
      reset: () => {
        start.current = null;
      },
    };
  }, [host]);
}
