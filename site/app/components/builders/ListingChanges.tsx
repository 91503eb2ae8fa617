import type { ListingChangeRow } from '@pond/supabase';
import { Button, Card } from '@pond/ui';
import { Form } from 'react-router';

const when = (at: string) =>
  new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** A field's value as a person reads it in the log. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(none)';
  return String(value);
}

/**
 * A listing's changes, newest first: who changed which field, from what to what, and when.
 * Staff may put a change back (`revertable`).
 */
export function ListingChanges({
  changes,
  named = false,
  revertable = false,
  heading = 'Changes',
}: {
  changes: ListingChangeRow[];
  /** Whether each change names its listing (staff's log spans every listing). */
  named?: boolean;
  revertable?: boolean;
  heading?: string;
}) {
  return (
    <Card id="changes">
      <h2>{heading}</h2>
      {changes.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ol>
          {changes.map((change) => (
            <li key={change.id}>
              <p>
                <strong>{when(change.changed_at)}</strong>
                {named && change.contractors ? `, ${change.contractors.name}` : ''}, by{' '}
                {change.role === 'staff' ? 'our team' : (change.changed_by_email ?? 'the builder')}
                {change.reverts ? ` (put back change ${change.reverts})` : ''}:
              </p>
              <ul>
                {Object.keys(change.after as Record<string, unknown>).map((field) => (
                  <li key={field}>
                    {field.replace(/_/g, ' ')}: {shown((change.before as Record<string, unknown>)[field])} →{' '}
                    {shown((change.after as Record<string, unknown>)[field])}
                  </li>
                ))}
              </ul>
              {revertable ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="revert" />
                  <input type="hidden" name="change" value={change.id} />
                  <Button type="submit" $variant="secondary">
                    Put back change {change.id}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
