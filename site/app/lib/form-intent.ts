/** A form field's text, trimmed ('' when absent). */
export type FormText = (name: string) => string;

/**
 * Runs what the form's `intent` asks for (staff's decision buttons): one handler per intent, each
 * reading the form's fields. A refusal from the database becomes the page's error, in its words.
 */
export async function runIntent(
  form: FormData,
  intents: Record<string, (text: FormText) => Promise<unknown>>,
): Promise<{ error: string | null }> {
  const text: FormText = (name) => String(form.get(name) ?? '').trim();
  const name = text('intent');
  const intent = Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!intent) return { error: 'Unknown action.' };
  try {
    await intent(text);
    return { error: null };
  } catch (failure) {
    return { error: (failure as Error).message };
  }
}
