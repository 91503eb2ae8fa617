import type { AttributeRule, AttributeValues } from './attribute-rules.ts';

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
