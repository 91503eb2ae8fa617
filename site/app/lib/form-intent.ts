import { data } from 'react-router';

/** A form field's text, trimmed ('' when absent). */
export type FormText = (name: string) => string;

/** What an intent's handler is given: the intent, the submitted form, and its fields as trimmed text. */
export interface SubmittedForm {
  intent: string;
  form: FormData;
  text: FormText;
}

/** One intent's work: its answer is the action's (a redirect included). */
export type IntentHandler<Answer> = (
  submitted: SubmittedForm,
) => Answer | Response | Promise<Answer | Response>;

/** What a page says of an intent it does not take. */
export const unknownIntent = (intent: string) =>
  intent
    ? `This page cannot do “${intent}”. Reload the page and try again.`
    : 'This form did not say what to do. Reload the page and try again.';

/**
 * The one way a route's action tells its forms apart: each form (or its button) sends an `intent`,
 * and the handler of that name answers. What a handler throws becomes `refused(message)`, in the
 * words of the database or of core's rules, so the page shows it where its forms are. An intent the
 * page does not take is refused too, with status 400: React Router then leaves the page's data as
 * it was rather than reading it again for a request that changed nothing.
 */
export async function runIntent<Answer>(
  form: FormData,
  handlers: Readonly<Record<string, IntentHandler<Answer>>>,
  refused: (message: string, submitted: SubmittedForm) => Answer,
) {
  const text: FormText = (name) => String(form.get(name) ?? '').trim();
  const submitted: SubmittedForm = { intent: text('intent'), form, text };
  const handler = Object.hasOwn(handlers, submitted.intent) ? handlers[submitted.intent] : undefined;
  if (!handler) return data(refused(unknownIntent(submitted.intent), submitted), { status: 400 });
  try {
    return await handler(submitted);
  } catch (failure) {
    // A redirect thrown on purpose is React Router's to follow, not a refusal.
    if (failure instanceof Response) throw failure;
    return refused((failure as Error).message, submitted);
  }
}

/** The answer of a page whose forms only act: nothing to say, or what was refused. */
export type ActionAnswer = { error: string | null };

/** The refusal of a page whose forms only act. */
export const actionError = (error: string): ActionAnswer => ({ error });

/** A handler that only acts: done is `{ error: null }`, and its loaders show what changed. */
export const act =
  (work: (submitted: SubmittedForm) => Promise<unknown>): IntentHandler<ActionAnswer> =>
  async (submitted) => {
    await work(submitted);
    return { error: null };
  };
