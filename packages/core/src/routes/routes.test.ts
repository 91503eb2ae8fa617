import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURED_CITIES } from '../geo/featured-cities.ts';
import { US_STATES } from '../geo/states.ts';
import {
  isContractorPath,
  resolveContractorId,
  NOT_FOUND_MESSAGES,
  NOT_FOUND_PAGE,
  blogCategoryUrl,
  blogPostUrl,
  cityNameFromSlug,
  citySlug,
  cityStateSlug,
  cityUrl,
  contractorIdFromNameId,
  contractorUrl,
  directoryUrl,
  nameSlug,
  notFoundRedirect,
  parseCitySlug,
  redirectFor,
  stateUrl,
} from './index.ts';

const UUID = '3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b';

describe('URL builders (spec §2.1, §2.2, §2.9, §2.13)', () => {
  it('builds state, city and contractor URLs with lower-case codes and dashed city slugs', () => {
    expect(stateUrl('TX')).toBe('/states/tx');
    expect(cityUrl('Los Angeles', 'CA')).toBe('/states/ca/los-angeles');
    expect(
      contractorUrl({ id: UUID, name: 'Blue Lagoon Ponds & Koi', city: 'San Antonio', state: 'TX' }),
    ).toBe(`/states/tx/san-antonio/blue-lagoon-ponds-and-koi-${UUID}`);
  });

  it('builds blog and category links (category lower case, spaces to hyphens)', () => {
    expect(blogPostUrl('water-feature-ideas')).toBe('/blog/water-feature-ideas');
    expect(blogCategoryUrl('Pond Design')).toBe('/blog/category/pond-design');
    expect(blogCategoryUrl('DIY Projects')).toBe('/blog/category/diy-projects');
  });

  it('puts the typed location in the directory’s q parameter', () => {
    expect(directoryUrl('Austin, TX')).toBe('/pond-builders-near-me?q=Austin%2C%20TX');
    expect(directoryUrl('  ')).toBe('/pond-builders-near-me');
    expect(directoryUrl()).toBe('/pond-builders-near-me');
  });

  it('makes name slugs from any name, never empty', () => {
    expect(nameSlug('Étang Créatif, LLC')).toBe('etang-creatif-llc');
    expect(nameSlug('***')).toBe('contractor');
  });
});

describe('city slugs (spec §2.8)', () => {
  it.each([
    ['austin-tx', { city: 'Austin', stateCode: 'TX' }],
    ['los-angeles', { city: 'Los Angeles' }],
    ['kansas-city-kansas', { city: 'Kansas City', stateCode: 'KS' }],
    ['santa-fe-new-mexico', { city: 'Santa Fe', stateCode: 'NM' }],
    ['charleston-west-virginia', { city: 'Charleston', stateCode: 'WV' }],
    ['washington-district-of-columbia', { city: 'Washington', stateCode: 'DC' }],
    ['new-york-new-york', { city: 'New York', stateCode: 'NY' }],
    ['fort-lauderdale-fort lauderdale', { city: 'Fort Lauderdale', stateCode: 'FL' }],
    ['springfield-zz', { city: 'Springfield Zz' }],
    ['tx', { city: 'Tx' }],
    ['st.-louis-mo', { city: 'St. Louis', stateCode: 'MO' }],
    ['san%20diego-ca', { city: 'San Diego', stateCode: 'CA' }],
    ['%E0%A4%A', { city: '%e0%a4%a' }],
  ])('%s → %j', (slug, expected) => {
    expect(parseCitySlug(slug)).toEqual(expected);
  });

  it('capitalises each hyphen-separated word of the slug', () => {
    expect(cityNameFromSlug('winston-salem')).toBe('Winston Salem');
    expect(citySlug('  Salt Lake   City ')).toBe('salt-lake-city');
    expect(citySlug('Naval Air Station/ Jrb')).toBe('naval-air-station-jrb');
  });

  it('round-trips every featured city', () => {
    for (const { city, state } of FEATURED_CITIES) {
      expect(parseCitySlug(cityStateSlug(city, state))).toEqual({ city, stateCode: state });
    }
  });

  it('round-trips any one-or-two-word city in every state', () => {
    const word = fc.stringMatching(/^[A-Z][a-z]{1,11}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 2 }),
        fc.constantFrom(...US_STATES),
        (words, state) => {
          const city = words.join(' ');
          expect(parseCitySlug(cityStateSlug(city, state.code))).toEqual({ city, stateCode: state.code });
        },
      ),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        parseCitySlug(text);
        contractorIdFromNameId(text);
        redirectFor(text);
        notFoundRedirect(text);
      }),
    );
  });
});

describe('contractor name-id (spec §2.9)', () => {
  it.each([
    [`blue-lagoon-ponds-${UUID}`, UUID],
    [`blue-lagoon-ponds-${UUID.toUpperCase()}`, UUID],
    [UUID, UUID],
    ['blue-lagoon-ponds-1234', '1234'],
    ['plain', 'plain'],
  ])('%s → %s', (segment, id) => {
    expect(contractorIdFromNameId(segment)).toBe(id);
  });
});

describe('redirects of the route table (spec §2.1)', () => {
  it.each([
    ['/cities', '/pond-builders-near-me'],
    ['/find-contractors', '/pond-builders-near-me'],
    ['/find-contractors/', '/pond-builders-near-me'],
    ['/city/austin/TX', '/states/tx/austin'],
    ['/sitemap', '/sitemap-html'],
    ['/services', '/'],
    ['/services/koi-ponds', '/'],
    ['/services/design-installation', '/'],
    ['/states/austin-tx', '/states/tx/austin'],
    ['/states/new-york-new-york', '/states/ny/new-york'],
    ['/states/salt-lake-city-utah', '/states/ut/salt-lake-city'],
    ['/states/west-virginia', '/states/wv'],
    ['/states/Texas', '/states/tx'],
  ])('%s → %s', (from, to) => {
    expect(redirectFor(from)).toBe(to);
  });

  it.each([
    '/',
    '/states',
    '/states/tx',
    '/states/TX',
    '/states/springfield',
    '/servicesx',
    '/city/austin',
    '/sitemap-html',
  ])('leaves %s alone', (path) => {
    expect(redirectFor(path)).toBeUndefined();
  });
});

describe('not-found redirects (spec §2.13)', () => {
  it('leaves a legacy contractor link to its route, which opens the profile by its id', () => {
    expect(notFoundRedirect('/pond-contractors/austin-tx/abc')).toBeUndefined();
  });

  it('sends a legacy city link without a state to the directory with an info toast', () => {
    expect(redirectFor('/pond-contractors/austin-tx')).toBe('/states/tx/austin');
    expect(redirectFor('/states/tx/austin-tx')).toBe('/states/tx/austin');
    expect(redirectFor('/states/ca/austin-tx')).toBeUndefined();
    expect(notFoundRedirect('/pond-contractors/austin')).toEqual({
      to: '/pond-builders-near-me',
      toast: {
        kind: 'info',
        message: 'The URL format has changed. Redirecting to the contractors directory...',
      },
    });
  });

  it('sends a profile link with a cut-off id to the state’s city page with an error toast', () => {
    expect(notFoundRedirect('/states/tx/austin/blue-lagoon-3f2b8c1e-9a4d')).toEqual({
      to: '/states/tx/austin',
      toast: {
        kind: 'error',
        message: 'The contractor ID appears to be incomplete. Redirecting to the state page.',
      },
    });
    expect(NOT_FOUND_MESSAGES.incompleteId).toBe(
      'The contractor ID appears to be incomplete. Redirecting to the state page.',
    );
  });

  it('words the page as the spec does', () => {
    expect(NOT_FOUND_PAGE).toEqual({
      code: '404',
      heading: "Oops! We can't find that page",
      text: 'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
      backToHome: 'Back to Home',
      goBack: 'Go Back',
      popularLocations: 'Popular pond builder locations:',
      viewAllLocations: 'View all locations',
    });
  });

  it('does nothing for a whole id or an unrelated path', () => {
    expect(notFoundRedirect(`/states/tx/austin/blue-lagoon-${UUID}`)).toBeUndefined();
    expect(notFoundRedirect('/no/such/page')).toBeUndefined();
    expect(notFoundRedirect('/pond-contractors')).toBeUndefined();
  });
});

describe('which contractor a profile address means (spec §2.9)', () => {
  const id = '0b7f3f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
  it('takes the navigation state first, then the contractorId parameter, then the name-id segment', () => {
    expect(
      resolveContractorId({
        navigationState: { contractorId: 'from-state' },
        contractorId: id,
        nameId: 'x-1',
      }),
    ).toBe('from-state');
    expect(
      resolveContractorId({ navigationState: { other: 1 }, contractorId: id.toUpperCase(), nameId: 'x-1' }),
    ).toBe(id);
    expect(resolveContractorId({ nameId: `blue-koi-ponds-${id}` })).toBe(id);
    expect(resolveContractorId({ nameId: 'blue-koi-ponds-42' })).toBe('42');
  });
});

describe('contractor profile paths (spec §2.1)', () => {
  it('knows both forms and nothing else', () => {
    expect(isContractorPath('/states/tx/austin/blue-lagoon-ponds-0b7f3f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(
      true,
    );
    expect(isContractorPath('/pond-contractors/austin-tx/0b7f3f0e')).toBe(true);
    expect(isContractorPath('/states/tx/austin')).toBe(false);
    expect(isContractorPath('/pond-contractors/austin-tx')).toBe(false);
  });
});
