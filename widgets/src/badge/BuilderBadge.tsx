import { BADGE_TEXTS, badgeChecks, badgeRatingText, stateByCode, type BadgeBuilder } from '@pond/core';
import type { ReactNode } from 'react';

/** Where the badge's look-up stands. */
export type BadgeState =
  | { kind: 'loading' }
  | { kind: 'found'; builder: BadgeBuilder }
  | { kind: 'missing' }
  | { kind: 'incomplete' }
  | { kind: 'failed' };

/**
 * The badge: "Listed on Pond Builders Direct", the builder's name linking to their profile, their
 * place, what we checked, our own rating, and the quote button (none while their listing is paused).
 * Keeps its height while it loads, so the builder's page does not move.
 */
export function BuilderBadge({
  state,
  profileHref,
  onQuote,
  onQuoteIntent,
  quoteForm,
  quoteFailed = false,
}: {
  state: BadgeState;
  profileHref: string | null;
  onQuote: (button: HTMLButtonElement) => void;
  /** A pointer or focus on the button: the form's code may start on its way. */
  onQuoteIntent: () => void;
  /** The quote form, in its dialog until the button opens it. */
  quoteForm: ReactNode;
  /** The form's code could not load: the button may be pressed again, and the profile has the form. */
  quoteFailed?: boolean;
}) {
  const brand = (
    <p className="pb-brand">
      {BADGE_TEXTS.listed} <strong>{BADGE_TEXTS.brand}</strong>
    </p>
  );
  if (state.kind !== 'found')
    return (
      <div className="pb" aria-busy={state.kind === 'loading'}>
        {brand}
        {state.kind === 'missing' ? <p className="pb-note">{BADGE_TEXTS.missing}</p> : null}
        {state.kind === 'incomplete' ? <p className="pb-note">{BADGE_TEXTS.incomplete}</p> : null}
        {state.kind === 'failed' ? <p className="pb-note">{BADGE_TEXTS.failed}</p> : null}
      </div>
    );
  const { builder } = state;
  const checks = badgeChecks(builder);
  return (
    <div className="pb">
      {brand}
      <p className="pb-name">
        {profileHref ? (
          <a href={profileHref} target="_blank" rel="noopener">
            {builder.name}
          </a>
        ) : (
          builder.name
        )}
      </p>
      <p className="pb-place">
        {builder.city}, {stateByCode(builder.state)?.name ?? builder.state}
      </p>
      {checks.length ? (
        <ul className="pb-checks" aria-label="What we checked">
          {checks.map((check) => (
            <li key={check} className="pb-check">
              {check}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="pb-rating">{badgeRatingText(builder)}</p>
      {builder.paused_at ? (
        <p className="pb-note">{BADGE_TEXTS.paused}</p>
      ) : (
        <>
          <button
            type="button"
            className="pb-button"
            aria-haspopup="dialog"
            onPointerEnter={onQuoteIntent}
            onFocus={onQuoteIntent}
            onClick={(event) => onQuote(event.currentTarget)}
          >
            {BADGE_TEXTS.quote}
          </button>
          {quoteFailed ? (
            <p className="pb-note" role="alert">
              {BADGE_TEXTS.quoteFailed}
            </p>
          ) : null}
          {quoteForm}
        </>
      )}
    </div>
  );
}
