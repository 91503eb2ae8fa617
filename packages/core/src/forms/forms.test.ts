import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  BUDGETS,
  LEAD_FORM_MESSAGES,
  PLANNER_FORM_MESSAGES,
  POND_TYPES,
  PROJECT_TYPES,
  SUN_EXPOSURES,
  TIMELINES,
  leadFormDefaults,
  leadFormSchema,
  optionLabel,
  validateLeadForm,
  type LeadForm,
  plannerFormSchema,
  plannerStepSchemas,
} from './index.ts';
import { IMPORT_MESSAGES, parseImportJson, validateImportRecords } from './import-record.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('option lists (spec §3)', () => {
  it('lists the six project types', () => {
    expect(PROJECT_TYPES).toEqual([
      'Pond Design & Installation',
      'Water Feature Installation',
      'Koi Pond Construction',
      'Pond Maintenance',
      'Pond Repair & Renovation',
      'Other',
    ]);
  });

  it('lists pond types, budgets, timelines and sun exposure with their values', () => {
    expect(POND_TYPES.map((o) => [o.value, o.label])).toEqual([
      ['koi', 'Koi Pond'],
      ['garden', 'Water Garden'],
      ['ecosystem', 'Ecosystem Pond'],
      ['waterfall', 'Waterfall/Stream'],
      ['swimming', 'Swimming Pond'],
      ['not-sure', 'Not Sure Yet'],
    ]);
    expect(BUDGETS.map((o) => o.value)).toEqual([
      'under-1000',
      '1000-3000',
      '3000-5000',
      '5000-10000',
      '10000-20000',
      'over-20000',
      'not-sure',
    ]);
    expect(optionLabel(BUDGETS, 'not-sure')).toBe('Not Sure/Flexible');
    expect(TIMELINES.map((o) => o.value)).toEqual([
      'within-month',
      '1-3-months',
      '3-6-months',
      '6-12-months',
      'planning-only',
    ]);
    expect(optionLabel(TIMELINES, 'planning-only')).toBe('Just Planning for Now');
    expect(SUN_EXPOSURES.map((o) => [o.value, o.label])).toEqual([
      ['full-sun', 'Full Sun (6+ hours)'],
      ['partial-shade', 'Partial Shade (3-6 hours)'],
      ['mostly-shade', 'Mostly Shade (under 3 hours)'],
    ]);
    expect(optionLabel(SUN_EXPOSURES, 'unknown')).toBe('unknown');
  });
});

describe('lead form (spec §5)', () => {
  const valid = {
    name: 'Jo Banks',
    email: 'jo@example.com',
    phone: '512-555-0100',
    projectType: 'Koi Pond Construction',
  };

  it('accepts a valid lead, trimming text; message and location are optional', () => {
    const result = leadFormSchema.safeParse({ ...valid, name: '  Jo Banks ', location: ' Austin, TX ' });
    expect(result.success && result.data).toEqual({ ...valid, location: 'Austin, TX' });
  });

  it.each([
    ['name', 'J', 'Name must be at least 2 characters'],
    ['name', '  J  ', 'Name must be at least 2 characters'],
    ['email', 'jo@', 'Please enter a valid email address'],
    ['phone', '555-01', 'Please enter a valid phone number'],
    ['projectType', '', 'Please select a project type'],
    ['projectType', 'Swimming Pool', 'Please select a project type'],
    ['message', 'x'.repeat(2001), 'Please keep your message under 2,000 characters'],
    ['location', 'x'.repeat(201), 'Please keep the location under 200 characters'],
    ['name', 'J'.repeat(101), 'Please keep your name under 100 characters'],
    ['phone', '5'.repeat(31), 'Please enter a phone number of at most 30 characters'],
    ['email', `${'j'.repeat(250)}@example.com`, 'Please enter a valid email address'],
  ])('rejects %s = %j with %j', (field, value, message) => {
    expect(firstMessage(leadFormSchema.safeParse({ ...valid, [field]: value }))).toBe(message);
  });

  it('keeps the spec messages word for word', () => {
    expect(LEAD_FORM_MESSAGES).toMatchObject({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      projectType: 'Please select a project type',
    });
  });

  it('resets to the given project type and "city, state" when both are known (spec §4)', () => {
    expect(
      leadFormDefaults({ projectType: 'Pond Design & Installation', city: 'Austin', state: 'TX' }),
    ).toEqual({
      name: '',
      email: '',
      phone: '',
      projectType: 'Pond Design & Installation',
      message: '',
      location: 'Austin, TX',
    });
    expect(leadFormDefaults({ city: 'Austin' })).toMatchObject({ projectType: '', location: '' });
    expect(leadFormDefaults()).toMatchObject({ projectType: '', location: '' });
  });
});

describe('planner form (spec §5)', () => {
  const valid = {
    pondType: 'koi',
    length: '10',
    width: '8',
    depth: '2.5',
    state: 'TX',
    sunExposure: 'full-sun',
    budget: '5000-10000',
    timeline: '1-3-months',
    name: 'Jo',
    email: 'jo@example.com',
  };

  it('accepts a valid plan and parses the numbers', () => {
    const result = plannerFormSchema.safeParse(valid);
    expect(result.success && result.data).toMatchObject({ length: 10, width: 8, depth: 2.5, state: 'TX' });
  });

  it.each([
    ['pondType', '', 'Please select a pond type'],
    ['length', '', 'Please provide approximate length'],
    ['length', '0.5', 'Please provide approximate length'],
    ['length', 'ten', 'Please provide approximate length'],
    ['width', undefined, 'Please provide approximate width'],
    ['depth', '0.4', 'Please provide approximate depth'],
    ['state', '', 'Please select your state'],
    ['state', 'ZZ', 'Please select your state'],
    ['sunExposure', '', 'Please select sun exposure'],
    ['budget', '', 'Please select a budget range'],
    ['timeline', '', 'Please select a timeline'],
    ['name', 'J', 'Please enter your name'],
    ['email', 'nope', 'Please enter a valid email'],
    ['name', 'J'.repeat(101), 'Please keep your name under 100 characters'],
    ['features', 'f'.repeat(1001), 'Please keep the features under 1,000 characters'],
  ])('rejects %s = %j with %j', (field, value, message) => {
    expect(firstMessage(plannerFormSchema.safeParse({ ...valid, [field]: value }))).toBe(message);
  });

  it('has every message of the spec', () => {
    expect(Object.keys(PLANNER_FORM_MESSAGES)).toHaveLength(10);
  });

  it('lets Continue leave steps 1 and 2 only when their own fields are filled (spec §4)', () => {
    const ok = (step: 1 | 2 | 3, values: object) => plannerStepSchemas[step].safeParse(values).success;
    expect(ok(1, { pondType: 'koi', length: 10, width: '8', depth: '0.5' })).toBe(true);
    expect(ok(1, { pondType: 'koi', length: '10', width: '8' })).toBe(false);
    expect(
      ok(2, { state: 'TX', sunExposure: 'full-sun', budget: 'not-sure', timeline: 'planning-only' }),
    ).toBe(true);
    expect(ok(2, { state: 'TX', sunExposure: 'full-sun', budget: 'not-sure' })).toBe(false);
    expect(ok(3, { name: 'Jo', email: 'jo@example.com' })).toBe(false);
    expect(ok(3, valid)).toBe(true);
    expect(
      plannerStepSchemas[1].safeParse({ pondType: 'koi', length: '10', width: '8', depth: '1' }).data,
    ).toEqual({ pondType: 'koi', length: 10, width: 8, depth: 1 });
  });
});

describe('contractor import (spec §2.16, §5)', () => {
  it.each([
    ['{not json', { ok: false, error: 'Invalid JSON data format' }],
    ['{"name":"x"}', { ok: false, error: 'Data must be an array of contractor objects' }],
    ['[{"name":"x"}]', { ok: true, records: [{ name: 'x' }] }],
  ])('parses %s', (text, expected) => {
    expect(parseImportJson(text)).toEqual(expected);
  });

  it('normalises valid records, drops ids and reports each failed row with its reasons', () => {
    const { valid, failed } = validateImportRecords([
      {
        id: 'ignored',
        name: ' Blue Lagoon Ponds ',
        city: 'Austin',
        state: 'Texas',
        postal_code: '78701-1234',
        rating: '4.5',
        reviews: 12,
        website: 'bluelagoon.example.com',
        image_url: '',
        phone: null,
      },
      { name: 'Tex Water Gardens', city: 'Dallas', state: 'Tex.', postal_code: 7501 },
      { name: '', city: 'Austin', state: 'TX' },
      { name: 'X', city: 'Austin', state: 'Narnia', rating: 7, reviews: -1 },
      'not an object',
      {
        name: 'Y',
        city: 'Y',
        state: 'tx',
        postal_code: 'abc',
        website: 'not a site',
        image_url: 'ftp://x.y/z.png',
        reviews: 1.5,
      },
    ]);
    expect(valid).toEqual([
      {
        row: 1,
        record: {
          name: 'Blue Lagoon Ponds',
          city: 'Austin',
          state: 'TX',
          postal_code: '78701',
          rating: 4.5,
          reviews: 12,
          website: 'bluelagoon.example.com',
        },
      },
      { row: 2, record: { name: 'Tex Water Gardens', city: 'Dallas', state: 'TX', postal_code: '07501' } },
    ]);
    expect(failed).toEqual([
      { row: 3, reasons: [IMPORT_MESSAGES.name] },
      { row: 4, reasons: [IMPORT_MESSAGES.unknownState, IMPORT_MESSAGES.rating, IMPORT_MESSAGES.reviews] },
      { row: 5, reasons: [IMPORT_MESSAGES.notAnObject] },
      {
        row: 6,
        reasons: [
          IMPORT_MESSAGES.postalCode,
          IMPORT_MESSAGES.website,
          IMPORT_MESSAGES.imageUrl,
          IMPORT_MESSAGES.reviews,
        ],
      },
    ]);
  });

  it("takes a builder's email for chosen requests, and refuses one that is not an address", () => {
    const { valid, failed } = validateImportRecords([
      { name: 'Mail Ponds', city: 'Austin', state: 'TX', email: ' office@mailponds.example.com ' },
      { name: 'No Mail Ponds', city: 'Austin', state: 'TX', email: '' },
      { name: 'Bad Mail Ponds', city: 'Austin', state: 'TX', email: 'office at mailponds' },
    ]);
    expect(valid.map((row) => row.record.email)).toEqual(['office@mailponds.example.com', undefined]);
    expect(failed).toEqual([{ row: 3, reasons: [IMPORT_MESSAGES.email] }]);
  });

  it('requires name, city and state', () => {
    expect(validateImportRecords([{}]).failed[0]?.reasons).toEqual([
      'Name is required',
      'City is required',
      'State is required',
    ]);
  });
});

describe('validateLeadForm (spec §5)', () => {
  const form = {
    name: ' Jo Banks ',
    email: 'jo@example.com',
    phone: '512 555 0100',
    projectType: 'Other',
    message: '',
    location: '',
  };

  it('returns the trimmed form when every field is valid', () => {
    expect(validateLeadForm(form)).toEqual({
      success: true,
      data: { ...form, name: 'Jo Banks' },
    });
  });

  it('gives each bad field its first message, word for word', () => {
    expect(validateLeadForm({ ...form, name: 'J', email: 'jo@', phone: '12', projectType: '' })).toEqual({
      success: false,
      errors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number',
        projectType: 'Please select a project type',
      },
    });
  });

  it('keeps the hand-written LeadForm type what the schema returns', () => {
    expectTypeOf<z.output<typeof leadFormSchema>>().toEqualTypeOf<LeadForm>();
  });
});
