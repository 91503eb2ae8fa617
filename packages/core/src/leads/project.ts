// The homeowner's project page: choosing a builder, saying no to the rest, and a thread of plain
// text with each chosen builder. The database holds the same lists and limits
// (`private.is_decline_reason`, `private.message_problem`).

/** Why the others were not chosen, as the homeowner may say (and the builders' mail repeats). */
export const DECLINE_REASONS = [
  { value: 'price', label: 'Price' },
  { value: 'timing', label: 'Timing' },
  { value: 'chose_another', label: 'Chose another builder' },
  { value: 'not_going_ahead', label: 'Not going ahead' },
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number]['value'];

/** The homeowner's word on one builder: chosen (hired), or told no. */
export const HOMEOWNER_DECISIONS = ['chosen', 'declined'] as const;
export type HomeownerDecision = (typeof HOMEOWNER_DECISIONS)[number];

/** A thread's message: its length, and how many one side may send to one thread in an hour. */
export const MESSAGE_LIMITS = { bodyMax: 2000, perHour: 10 } as const;

/** Who wrote a message in a thread. */
export const MESSAGE_AUTHORS = ['homeowner', 'builder'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

export const MESSAGE_TEXTS = {
  empty: 'Write your message first.',
  tooLong: `Keep your message to ${/* @__PURE__ */ MESSAGE_LIMITS.bodyMax.toLocaleString('en-US')} characters.`,
  html: 'Write plain text: messages cannot contain HTML tags such as <b> or <a>.',
  invalid: `A message is plain text of 1 to ${/* @__PURE__ */ MESSAGE_LIMITS.bodyMax.toLocaleString('en-US')} characters, without HTML tags.`,
  tooMany:
    'You have sent many messages in this conversation within the hour. Please wait a while before the next.',
  closed: 'This request is closed, so its conversations are closed too.',
  failed: 'We could not send your message just now. Please try again in a moment.',
} as const;

// A tag's start: '<' then a letter, '/', '!' or '?' (what a browser or mail reader would parse as markup).
const HTML_TAG = /<[a-z/!?]/i;

/** Why a message cannot be sent, or null when it can: empty, too long, or HTML. */
export function messageProblem(body: string): string | null {
  const text = body.trim();
  if (!text) return MESSAGE_TEXTS.empty;
  if (text.length > MESSAGE_LIMITS.bodyMax) return MESSAGE_TEXTS.tooLong;
  if (HTML_TAG.test(text)) return MESSAGE_TEXTS.html;
  return null;
}

export const PROJECT_TEXTS = {
  choose: 'Choose this builder',
  chooseWorking: 'Choosing...',
  reasonLabel: 'Tell the others why (optional)',
  youChose: 'You chose this builder',
  declined: 'Not chosen',
  notGoingAhead: 'Not going ahead',
  notGoingAheadIntro:
    'Not going ahead with the project? Close the request: every builder is told, and nobody can quote or write any more.',
  notGoingAheadButton: 'Close my request',
  closed: 'You closed this request. The builders were told.',
  compareHeading: 'Compare the quotes',
  missingItem: 'Not listed',
  revised: (date: string) => `Revised ${date}`,
  threadHeading: (name: string) => `Your conversation with ${name}`,
  threadEmpty: 'No messages yet. Ask about the quote, the timing or anything else.',
  send: 'Send message',
  sending: 'Sending...',
  messageLabel: 'Your message',
  failed: 'We could not save your choice just now. Please try again in a moment.',
  alreadyDecided: 'You already chose a builder for this request.',
  isClosed: 'This request is closed.',
} as const;
