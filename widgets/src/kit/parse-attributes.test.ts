import { describe, expect, it } from 'vitest';
import { quoteFormAttributes } from '../quote-form/attributes.ts';
import { parseAttributes } from './parse-attributes.ts';

/** Parses as the element does, from a plain record of attributes, collecting the warnings. */
function parse(attributes: Record<string, string>) {
  const warnings: string[] = [];
  const values = parseAttributes(
    'pond-quote-form',
    quoteFormAttributes,
    (name) => attributes[name] ?? null,
    (message) => warnings.push(message),
  );
  return { values, warnings };
}

describe('<pond-quote-form> attributes', () => {
  it('reads every valid attribute without a warning', () => {
    const { values, warnings } = parse({
      partner: 'acme-ponds',
      campaign: 'spring-sale',
      utm: '',
      'contractor-id': '0E4B5C1A-1111-4222-8333-444455556666',
      'contractor-name': ' Blue Lagoon Ponds ',
      'builder-site': '',
      'project-type': 'Koi Pond Construction',
      city: 'Austin',
      state: 'texas',
      heading: 'Ask our pond partner',
      compact: '',
      theme: 'dark',
    });
    expect(warnings).toEqual([]);
    expect(values).toEqual({
      partner: 'acme-ponds',
      campaign: 'spring-sale',
      utm: true,
      'contractor-id': '0E4B5C1A-1111-4222-8333-444455556666',
      'contractor-name': 'Blue Lagoon Ponds',
      'builder-site': true,
      'project-type': 'Koi Pond Construction',
      city: 'Austin',
      state: 'TX',
      heading: 'Ask our pond partner',
      'no-heading': false,
      compact: true,
      theme: 'dark',
      preview: false,
    });
  });

  it('falls back for absent attributes, silently', () => {
    const { values, warnings } = parse({});
    expect(warnings).toEqual([]);
    expect(values).toMatchObject({
      partner: undefined,
      'project-type': undefined,
      compact: false,
      theme: 'light',
    });
  });

  it.each([
    ['partner', 'Acme Ponds!', 'without partner credit'],
    ['campaign', 'Spring Sale', 'carry no campaign'],
    ['contractor-id', '42', 'not to one contractor'],
    ['project-type', 'Swimming Pool', 'No project type is preselected'],
    ['state', 'Atlantis', 'The location field starts empty'],
    ['theme', 'purple', 'Using the light theme'],
    ['heading', '   ', 'The heading reads'],
  ])('warns once about a bad %s="%s", naming both, and falls back', (name, value, instead) => {
    const { values, warnings } = parse({ [name]: value });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`<pond-quote-form> ${name}="${value}" is not valid`);
    expect(warnings[0]).toContain(instead);
    expect(values[name as keyof typeof values]).toBe(name === 'theme' ? 'light' : undefined);
  });

  it('treats a present boolean as true, as HTML does, even when written "false" (with a hint)', () => {
    const { values, warnings } = parse({ compact: 'false', 'no-heading': 'no-heading' });
    expect(values.compact).toBe(true);
    expect(values['no-heading']).toBe(true);
    expect(warnings).toEqual([
      '<pond-quote-form> compact="false": in HTML a boolean attribute is on whenever it is present. Remove compact to turn it off.',
    ]);
  });
});
