/**
 * The rules a custom element's attributes are read by (parse-attributes.ts applies them). r2wc's own
 * parsing skips empty values and reads `compact` as false, so every widget reads its attributes by
 * these instead: strings are checked by small rules, booleans follow HTML (present means true), and a
 * bad value gives one console warning naming the attribute and the value, then a fallback: never a
 * blank widget. (No schema library here: zod's engine cost every widget's first load about 5 kB
 * gzipped for trims, lengths, patterns and lists.)
 */
export interface AttributeRule<T> {
  /** The value of a present attribute, or undefined when it is not valid. */
  parse?: (raw: string) => T | undefined;
  /** What an absent or bad attribute means. */
  fallback: T;
  /** What a valid value looks like, for the warning. */
  expected: string;
  /** What the widget does instead, for the warning. */
  instead: string;
  /** Booleans: presence is the value. */
  presence?: true;
}

export const attribute = {
  text: (maxLength: number, instead: string): AttributeRule<string | undefined> => ({
    parse: (raw) => {
      const text = raw.trim();
      return text.length >= 1 && text.length <= maxLength ? text : undefined;
    },
    fallback: undefined,
    expected: `text of 1 to ${maxLength} characters`,
    instead,
  }),
  pattern: (pattern: RegExp, expected: string, instead: string): AttributeRule<string | undefined> => ({
    parse: (raw) => (pattern.test(raw.trim()) ? raw.trim() : undefined),
    fallback: undefined,
    expected,
    instead,
  }),
  oneOf: <const Options extends readonly [string, ...string[]], Fallback extends Options[number] | undefined>(
    options: Options,
    fallback: Fallback,
    instead: string,
  ): AttributeRule<Options[number] | Fallback> => ({
    parse: (raw) => options.find((option) => option === raw),
    fallback,
    expected: `one of ${options.map((option) => `"${option}"`).join(', ')}`,
    instead,
  }),
  /** A value turned into another by a function that returns undefined when it cannot. */
  mapped: <T>(
    map: (raw: string) => T | undefined,
    expected: string,
    instead: string,
  ): AttributeRule<T | undefined> => ({
    parse: (raw) => map(raw.trim()),
    fallback: undefined,
    expected,
    instead,
  }),
  boolean: (): AttributeRule<boolean> => ({ fallback: false, expected: '', instead: '', presence: true }),
};

export type AttributeValues<Spec extends Record<string, AttributeRule<unknown>>> = {
  [Name in keyof Spec]: Spec[Name]['fallback'];
};
