import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_TOAST_DURATION_MS } from '@pond/core';
import styled from 'styled-components';
import { theme } from './theme.ts';

export type ToastVariant = 'success' | 'info' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays, in ms (spec §9: 5,000 for directory and import, 3,000 for planner and copy). */
  durationMs?: number;
}

interface ShownToast extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
}

const ToastContext = createContext<((toast: ToastOptions) => void) | null>(null);

const palette: Record<ToastVariant, { background: string; border: string }> = {
  success: { background: theme.color.successSoft, border: theme.color.success },
  info: { background: theme.color.infoSoft, border: theme.color.info },
  destructive: { background: theme.color.dangerSoft, border: theme.color.danger },
};

/**
 * The live region toasts appear in, with the toasts' look keyed on `data-toast="{variant}"`: React
 * renders toasts into it here, and the site's content pages (no React in the browser) add the same
 * markup from their small script.
 */
export const ToastRegion = styled.div<{ $inline?: boolean }>`
  display: grid;
  gap: ${theme.space.sm};
  ${({ $inline }) =>
    $inline
      ? `&:not(:empty) { margin-top: ${theme.space.md}; }`
      : `
  position: fixed;
  z-index: 1000;
  right: ${theme.space.md};
  bottom: ${theme.space.md};
  left: ${theme.space.md};
  pointer-events: none;
  @media (min-width: ${theme.breakpoint.mobile}) {
    left: auto;
    width: 24rem;
  }`}
  [data-toast] {
    pointer-events: auto;
    display: flex;
    gap: ${theme.space.md};
    align-items: flex-start;
    padding: ${theme.space.md};
    border-radius: ${theme.radius.md};
    border-left: 4px solid;
    /* Toasts keep their light look in a dark widget: their text stays dark on the light tint. */
    color: #13232e;
    box-shadow: ${theme.shadow.raised};
  }
  ${Object.entries(palette)
    .map(
      ([variant, { background, border }]) =>
        `[data-toast='${variant}'] { background: ${background}; border-left-color: ${border}; }`,
    )
    .join('\n')}
  [data-toast] p {
    margin: 0;
  }
  [data-toast] strong {
    display: block;
  }
  [data-toast] button {
    margin-left: auto;
    border: 0;
    background: none;
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
    color: #4a5b66;
  }
`;

/**
 * Shows toasts in a live region: polite for news, assertive (alert) for failures. Over the page in a
 * corner of the window, or `inline` after the children (a widget's toasts sit below its form, so they
 * never cover the form's own buttons).
 */
export function ToastProvider({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback((options: ToastOptions) => {
    const id = next.current++;
    setToasts((all) => [
      ...all,
      { id, variant: 'success', durationMs: DEFAULT_TOAST_DURATION_MS, ...options },
    ]);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion $inline={inline} aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ToastRegion>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);
  return <ToastMarkup {...toast} onDismiss={() => onDismiss(toast.id)} />;
}

/**
 * A toast's markup, the one source of it: React's toasts render it, and pages without React clone it
 * from a template (the site's SiteToasts) and fill in the words.
 */
export function ToastMarkup({
  variant = 'success',
  title,
  description,
  onDismiss,
}: Omit<ToastOptions, 'variant'> & {
  /** None: a sample to copy, which is no toast yet (no role, no look). */
  variant?: ToastOptions['variant'] | null;
  onDismiss?: () => void;
}) {
  const role = variant === null ? undefined : variant === 'destructive' ? 'alert' : 'status';
  return (
    <div role={role} data-toast={variant ?? undefined}>
      <div>
        <strong>{title}</strong>
        {description ? <p>{description}</p> : null}
      </div>
      <button type="button" aria-label="Dismiss notification" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

/** The toast function; outside a provider it does nothing, so components work anywhere. */
export function useToast(): (toast: ToastOptions) => void {
  const show = useContext(ToastContext);
  return useMemo(() => show ?? (() => {}), [show]);
}
