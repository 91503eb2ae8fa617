/**
 * Attribute parsing for the custom elements (issue 5 of 9). r2wc's own parsing skips empty values
 * and reads `compact` as false, so every widget reads its attributes here instead: strings are
 * checked by small rules, booleans follow HTML (present means true), and a bad value gives one
 * console warning naming the attribute and the value, then a fallback: never a blank widget.
 * (No schema library here: zod's engine cost every widget's first load about 5 kB gzipped for
 * trims, lengths, patterns and lists.)
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

/**
 * Reads every attribute of a spec. `read` gives an attribute's raw value (null when absent);
 * `warn` is called once for each bad value.
 */
export function parseAttributes<Spec extends Record<string, AttributeRule<unknown>>>(
  tag: string,
  spec: Spec,
  read: (name: string) => string | null,
  warn: (message: string) => void,
): AttributeValues<Spec> {
  const values = {} as Record<string, unknown>;
  for (const [name, rule] of Object.entries(spec)) {
    const raw = read(name);
    if (rule.presence) {
      values[name] = raw !== null;
      if (raw !== null && /^(false|no|off|0)$/i.test(raw.trim()))
        warn(
          `<${tag}> ${name}="${raw}": in HTML a boolean attribute is on whenever it is present. Remove ${name} to turn it off.`,
        );
      continue;
    }
    if (raw === null) {
      values[name] = rule.fallback;
      continue;
    }
    const parsed = rule.parse!(raw);
    if (parsed !== undefined) values[name] = parsed;
    else {
      values[name] = rule.fallback;
      warn(`<${tag}> ${name}="${raw}" is not valid: expected ${rule.expected}. ${rule.instead}`);
    }
  }
  return values as AttributeValues<Spec>;
}
