import { CHECK_LABELS, formatLongDate, type CheckKind } from '@pond/core';
import type { CheckRow } from '@pond/supabase';
import { Card } from '@pond/ui';
import type { ReactNode } from 'react';

/** Where a check stands, in the builder's (or staff's) words. */
export function checkStatusText(check: CheckRow, today: string): string {
  if (check.status === 'submitted') return 'Waiting for our check.';
  if (check.status === 'declined') return `Not verified: ${check.outcome ?? ''}`;
  return check.valid_until && check.valid_until >= today
    ? `Verified (${check.outcome}); counts until ${formatLongDate(check.valid_until)}.`
    : `Ended on ${check.valid_until ? formatLongDate(check.valid_until) : '—'}: send a current one.`;
}

/** A listing's checks, newest first, each with its status; staff's page adds a decision to each. */
export function CheckList({
  checks,
  heading,
  action,
}: {
  checks: CheckRow[];
  heading: string;
  action?: (check: CheckRow) => ReactNode;
}) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Card as="section" aria-label={heading}>
      <h2>{heading}</h2>
      {!checks.length ? <p>Nothing sent yet.</p> : null}
      <ul>
        {checks.map((check) => (
          <li key={check.id} aria-label={`${CHECK_LABELS[check.kind as CheckKind]} ${check.number}`}>
            <strong>{CHECK_LABELS[check.kind as CheckKind]}</strong> {check.number}, {check.authority}
            {check.state ? ` (${check.state})` : ''}
            {check.coverage_amount ? `, $${check.coverage_amount.toLocaleString('en-US')}` : ''}
            {check.expires_on ? `, ends ${formatLongDate(check.expires_on)}` : ''}.{' '}
            <span role="status">{checkStatusText(check, today)}</span>
            {action?.(check)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
