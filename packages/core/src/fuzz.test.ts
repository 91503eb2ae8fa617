import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatorNumber } from './calculator/calculate.ts';
import { parseArticleBody } from './content/article-body.ts';
import { parseDirectorySearch } from './directory/search.ts';
import { parseImportJson, validateImportRecords } from './forms/import-record.ts';
import { validateLeadForm } from './forms/lead-form-schema.ts';
import { plannerFormSchema } from './forms/planner-form.ts';
import { parseLocationInput } from './location/parse-location.ts';
import { partnerFromSearch } from './partners.ts';
import { redirectFor } from './routes/redirects.ts';
import { parseCitySlug } from './routes/slugs.ts';
import { serializeJsonLd } from './seo/json-ld.ts';

// Every parser of outside input, fed 10,000 generated inputs each with a fixed seed, so a failure
// is the same on every machine. fast-check prints the seed and the shrunk counterexample when one
// fails; POND_FUZZ_SEED replays another seed.
const SEED = Number(process.env.POND_FUZZ_SEED ?? 20261122);
const RUNS = 10_000;
const check = <T>(arbitrary: fc.Arbitrary<T>, property: (value: T) => void) =>
  fc.assert(fc.property(arbitrary, property), { seed: SEED, numRuns: RUNS });

/** Text as hostile visitors type it: any characters, markup, huge and odd whitespace. */
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '</script><script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\u2028\u2029',
    '%00',
    '../../etc',
  ),
  fc.string({ maxLength: 20 }).map((text) => text.repeat(500)),
);
const params = fc
  .array(fc.tuple(fc.constantFrom('q', 'rating', 'radius', 'sort', 'page', 'partner', 'x'), hostileText), {
    maxLength: 6,
  })
  .map((pairs) => new URLSearchParams(pairs));

describe(`parsers under fuzzing (fast-check, ${RUNS} cases each, seed ${SEED})`, { timeout: 120_000 }, () => {
  it('the location box: any text is a filter or none, never an exception', () => {
    check(hostileText, (text) => {
      expect(typeof parseLocationInput(text)).toBe('object');
    });
  });

  it('the directory address: any query string is a valid search', () => {
    check(params, (search) => {
      const parsed = parseDirectorySearch(search);
      expect(Number.isInteger(parsed.page) && parsed.page >= 1).toBe(true);
      expect(parsed.rating >= 0 && parsed.rating <= 5).toBe(true);
      expect(parsed.q.length).toBeLessThanOrEqual(search.get('q')?.length ?? 0);
    });
  });

  it('the partner parameter: a well-formed partner id or nothing', () => {
    check(params, (search) => {
      const partner = partnerFromSearch(search);
      if (partner !== undefined) expect(partner).toMatch(/^[a-z0-9][a-z0-9-]{0,62}$/);
    });
  });

  it('redirects: never off the site (no open redirect), whatever the path', () => {
    check(
      fc.oneof(
        hostileText.map((text) => `/${text}`),
        fc.webPath(),
        fc.constantFrom('//evil.example', '/\\evil.example'),
      ),
      (path) => {
        const target = redirectFor(path);
        if (target !== undefined) expect(target).toMatch(/^\/(?![/\\])/);
      },
    );
  });

  it('city slugs: any slug parses without an exception', () => {
    check(hostileText, (slug) => {
      expect(typeof parseCitySlug(slug)).toBe('object');
    });
  });

  it('calculator fields: any input is a finite number ≥ 0', () => {
    check(fc.oneof(hostileText, fc.double(), fc.anything()), (input) => {
      const value = calculatorNumber(input);
      expect(Number.isFinite(value) && value >= 0).toBe(true);
    });
  });

  it('the import: any text is records or a message; any records are sorted into valid and failed', () => {
    check(fc.oneof(hostileText, fc.json()), (text) => {
      const parsed = parseImportJson(text);
      if (!parsed.ok) expect(parsed.error.length).toBeGreaterThan(0);
    });
    check(
      fc.array(
        fc.oneof(
          fc.anything(),
          fc.dictionary(
            fc.constantFrom('name', 'city', 'state', 'phone', 'email', 'website', 'rating', 'zip'),
            fc.anything(),
          ),
        ),
      ),
      (records) => {
        const { valid, failed } = validateImportRecords(records);
        expect(valid.length + failed.length).toBe(records.length);
      },
    );
  });

  it('the quote and planner forms: any values are accepted or refused with messages', () => {
    const field = fc.oneof(hostileText, fc.constant(''));
    check(
      fc.record({
        name: field,
        email: field,
        phone: field,
        projectType: field,
        message: field,
        location: field,
      }),
      (values) => {
        expect(typeof validateLeadForm(values)).toBe('object');
      },
    );
    check(
      fc.dictionary(
        fc.constantFrom('pondType', 'length', 'width', 'depth', 'state', 'email', 'name', 'features'),
        field,
      ),
      (values) => {
        const result = plannerFormSchema.safeParse(values);
        if (!result.success)
          expect(result.error.issues.every((issue) => issue.message.length > 0)).toBe(true);
      },
    );
  });

  it('article bodies from the CMS: any text parses into blocks', () => {
    check(
      fc.oneof(
        hostileText,
        fc.array(hostileText).map((lines) => lines.join('\n')),
      ),
      (body) => {
        expect(Array.isArray(parseArticleBody(body))).toBe(true);
      },
    );
  });

  it('JSON-LD: any data serialises to JSON that parses back and cannot close its <script>', () => {
    check(fc.jsonValue(), (data) => {
      const text = serializeJsonLd(data);
      expect(text).not.toMatch(/<\/?script|<!--/i);
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(data)));
    });
  });
});
