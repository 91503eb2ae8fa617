import { describe, expect, it } from 'vitest';
import { PROJECT_TYPES } from '../forms/options.ts';
import {
  BUILDER_SERVICES,
  LISTING_LIMITS,
  LISTING_MESSAGES,
  REQUEST_MAIL_CHOICES,
  isListingPhone,
  isListingWebsite,
  listingProblems,
  pausedNotice,
  type BuilderService,
  type ListingChanges,
} from './listing.ts';

const listing: ListingChanges = {
  name: 'Lotus Ponds',
  description: 'Koi ponds and waterfalls around Austin since 1998.',
  phone: '(512) 555-0100',
  website: 'https://lotus-ponds.com',
  street: '100 Congress Ave',
  postal_code: '78701',
  services: ['Koi Pond Construction', 'Pond Maintenance'],
  service_cities: ['Austin', 'Round Rock'],
  service_radius_miles: 40,
  hours: 'Mon–Fri 8am–6pm',
  founded_year: 1998,
};
const YEAR = 2026;
const problemsOf = (changes: Partial<ListingChanges>) => listingProblems({ ...listing, ...changes }, YEAR);

describe('a builder’s services', () => {
  it('are the quote form’s project types but Other', () => {
    expect(BUILDER_SERVICES).toEqual(PROJECT_TYPES.filter((type) => type !== 'Other'));
    expect(BUILDER_SERVICES).toHaveLength(PROJECT_TYPES.length - 1);
    expect(BUILDER_SERVICES as readonly string[]).not.toContain('Other');
  });
});

describe('a listing’s phone and website', () => {
  it('takes a phone of digits and the usual separators, with at least 7 digits', () => {
    expect(isListingPhone('(512) 555-0100')).toBe(true);
    expect(isListingPhone('+1 512.555.0100')).toBe(true);
    expect(isListingPhone('  555-0100  ')).toBe(true);
    expect(isListingPhone('555-010')).toBe(false);
    expect(isListingPhone('(512) 555-0100 ext. 4')).toBe(false);
    expect(isListingPhone('call us')).toBe(false);
    expect(isListingPhone('')).toBe(false);
    expect(isListingPhone('5'.repeat(LISTING_LIMITS.phone))).toBe(true);
    expect(isListingPhone('5'.repeat(LISTING_LIMITS.phone + 1))).toBe(false);
  });

  it('takes a website as an http(s) address with a dotted host', () => {
    expect(isListingWebsite('https://lotus-ponds.com')).toBe(true);
    expect(isListingWebsite('http://www.lotus-ponds.com/koi?from=listing#top')).toBe(true);
    expect(isListingWebsite(' HTTPS://lotus-ponds.com:8443/ ')).toBe(true);
    expect(isListingWebsite('lotus-ponds.com')).toBe(false);
    expect(isListingWebsite('ftp://lotus-ponds.com')).toBe(false);
    expect(isListingWebsite('https://localhost')).toBe(false);
    expect(isListingWebsite('https://user@lotus-ponds.com')).toBe(false);
    expect(isListingWebsite('https://lotus ponds.com')).toBe(false);
    expect(isListingWebsite('javascript:alert(1)//x.com')).toBe(false);
    const long = `https://lotus-ponds.com/${'a'.repeat(LISTING_LIMITS.website)}`;
    expect(isListingWebsite(long.slice(0, LISTING_LIMITS.website))).toBe(true);
    expect(isListingWebsite(long)).toBe(false);
  });
});

describe('a listing’s fields, checked as the database checks them', () => {
  it('finds nothing wrong with a good listing, nor with the optional fields left empty', () => {
    expect(problemsOf({})).toEqual({});
    expect(
      problemsOf({
        description: null,
        phone: null,
        website: null,
        street: null,
        postal_code: null,
        services: [],
        service_cities: [],
        service_radius_miles: null,
        hours: null,
        founded_year: null,
      }),
    ).toEqual({});
  });

  it('gives each bad field its own message, and only that one', () => {
    const cases: [Partial<ListingChanges>, keyof typeof LISTING_MESSAGES][] = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(LISTING_LIMITS.name + 1) }, 'name'],
      [{ description: 'x'.repeat(LISTING_LIMITS.description + 1) }, 'description'],
      [{ phone: '555' }, 'phone'],
      [{ website: 'lotus-ponds.com' }, 'website'],
      [{ street: 'x'.repeat(LISTING_LIMITS.street + 1) }, 'street'],
      [{ postal_code: '7870' }, 'postalCode'],
      [{ postal_code: '78701-1234' }, 'postalCode'],
      [{ services: ['Other' as BuilderService] }, 'services'],
      [
        { service_cities: Array.from({ length: LISTING_LIMITS.serviceCities + 1 }, (_, i) => `City ${i}`) },
        'serviceCities',
      ],
      [{ service_cities: ['Austin', ' '] }, 'serviceCities'],
      [{ service_cities: ['x'.repeat(LISTING_LIMITS.serviceCity + 1)] }, 'serviceCities'],
      [{ service_radius_miles: 0 }, 'radiusMiles'],
      [{ service_radius_miles: LISTING_LIMITS.radiusMiles.max + 1 }, 'radiusMiles'],
      [{ service_radius_miles: 12.5 }, 'radiusMiles'],
      [{ hours: 'x'.repeat(LISTING_LIMITS.hours + 1) }, 'hours'],
      [{ founded_year: LISTING_LIMITS.foundedYear.min - 1 }, 'foundedYear'],
      [{ founded_year: YEAR + 1 }, 'foundedYear'],
      [{ founded_year: 1998.5 }, 'foundedYear'],
    ];
    for (const [changes, field] of cases) {
      expect(problemsOf(changes), JSON.stringify(changes)).toEqual({ [field]: LISTING_MESSAGES[field] });
    }
  });

  it('takes every bound itself', () => {
    expect(
      problemsOf({
        name: 'x'.repeat(LISTING_LIMITS.name),
        description: 'x'.repeat(LISTING_LIMITS.description),
        street: 'x'.repeat(LISTING_LIMITS.street),
        hours: 'x'.repeat(LISTING_LIMITS.hours),
        services: [...BUILDER_SERVICES],
        service_cities: Array.from({ length: LISTING_LIMITS.serviceCities }, () =>
          'x'.repeat(LISTING_LIMITS.serviceCity),
        ),
        service_radius_miles: LISTING_LIMITS.radiusMiles.min,
        founded_year: LISTING_LIMITS.foundedYear.min,
      }),
    ).toEqual({});
    expect(problemsOf({ service_radius_miles: LISTING_LIMITS.radiusMiles.max, founded_year: YEAR })).toEqual(
      {},
    );
  });

  it('reports every bad field at once', () => {
    expect(
      Object.keys(problemsOf({ name: '', phone: 'x', postal_code: 'x', founded_year: 1 })).sort(),
    ).toEqual(['foundedYear', 'name', 'phone', 'postalCode']);
  });

  it('counts the founding year up to the year it is given, this year by default', () => {
    expect(listingProblems({ ...listing, founded_year: 2030 }, 2030)).toEqual({});
    expect(listingProblems({ ...listing, founded_year: new Date().getFullYear() })).toEqual({});
    expect(listingProblems({ ...listing, founded_year: new Date().getFullYear() + 1 })).toEqual({
      foundedYear: LISTING_MESSAGES.foundedYear,
    });
  });

  it('says the bounds in its messages', () => {
    expect(LISTING_MESSAGES.description).toBe('Keep the description to 1,500 characters or fewer.');
    expect(LISTING_MESSAGES.radiusMiles).toBe('Enter a radius from 1 to 250 miles, or leave it empty.');
    expect(LISTING_MESSAGES.foundedYear).toBe('Enter the year you were founded, from 1850 to this year.');
  });
});

describe('a paused builder', () => {
  it('is on holiday until a day, or paused with no day given, and requests go elsewhere', () => {
    expect(pausedNotice('Lotus Ponds', '2026-12-01')).toBe(
      'Lotus Ponds is on holiday until December 1, 2026 and not taking new requests until then. A request sent here goes to other builders near you.',
    );
    expect(pausedNotice('Lotus Ponds', null)).toBe(
      'Lotus Ponds is not taking new requests right now. A request sent here goes to other builders near you.',
    );
  });

  it('hears of new requests one by one or once a day', () => {
    expect(REQUEST_MAIL_CHOICES.map((choice) => choice.value)).toEqual(['each', 'daily']);
  });
});
