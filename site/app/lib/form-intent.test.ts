import { describe, expect, it } from 'vitest';
import { act, actionError, runIntent, unknownIntent } from './form-intent.ts';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('runIntent', () => {
  it('answers with the handler the form’s intent names, reading its fields trimmed', async () => {
    const answer = await runIntent<{ renamed: string | null; error: string | null }>(
      formOf({ intent: 'rename', name: '  Clear Water  ' }),
      {
        rename: ({ text }) => ({ renamed: text('name'), error: null }),
        remove: () => ({ renamed: null, error: null }),
      },
      (error) => ({ renamed: null, error }),
    );
    expect(answer).toEqual({ renamed: 'Clear Water', error: null });
  });

  it('refuses an intent the page does not take with status 400, naming it', async () => {
    const answer = await runIntent(
      formOf({ intent: 'drop-table' }),
      { keep: act(async () => {}) },
      actionError,
    );
    expect(answer).toMatchObject({ data: { error: unknownIntent('drop-table') }, init: { status: 400 } });
    expect(unknownIntent('drop-table')).toContain('drop-table');
    const none = await runIntent(formOf({}), { keep: act(async () => {}) }, actionError);
    expect(none).toMatchObject({ data: { error: unknownIntent('') }, init: { status: 400 } });
    // Not one of the object's own keys either.
    const inherited = await runIntent(formOf({ intent: 'toString' }), {}, actionError);
    expect(inherited).toMatchObject({ init: { status: 400 } });
  });

  it('gives what a handler throws to the page in its words, and lets a thrown redirect through', async () => {
    const refusal = await runIntent(
      formOf({ intent: 'approve' }),
      {
        approve: act(() => Promise.reject(new Error('This claim was decided already.'))),
      },
      actionError,
    );
    expect(refusal).toEqual({ error: 'This claim was decided already.' });
    const moved = new Response(null, { status: 302, headers: { location: '/elsewhere' } });
    await expect(
      runIntent(
        formOf({ intent: 'go' }),
        {
          go: () => {
            throw moved;
          },
        },
        actionError,
      ),
    ).rejects.toBe(moved);
  });

  it('tells the refusal which intent and fields it was about', async () => {
    const answer = await runIntent(
      formOf({ intent: 'keep', review: 'r-1' }),
      { keep: () => Promise.reject(new Error('Gone.')) },
      (error, { intent, text }) => ({ error, intent, review: text('review') }),
    );
    expect(answer).toEqual({ error: 'Gone.', intent: 'keep', review: 'r-1' });
  });
});
