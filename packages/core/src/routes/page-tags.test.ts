import { describe, expect, it } from 'vitest';
import { cityUrl } from './urls.ts';
import {
  DIRECTORY_TAG,
  SITEMAP_TAG,
  cityTag,
  contractorTag,
  stateSitemapTag,
  stateTag,
  tagsForContractorChanges,
} from './page-tags.ts';

const ID = '3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b';
const OTHER = '0b8e4f5e-2d1c-4a8b-9f00-123456789abc';

describe('cache tags of the pages rendered from the database', () => {
  it('name a builder, a city, a state and its sitemap files, in lower case', () => {
    expect(contractorTag(ID)).toBe(`contractor:${ID}`);
    expect(cityTag('Salt Lake City', 'UT')).toBe('city:ut:salt-lake-city');
    expect(stateTag('TX')).toBe('state:tx');
    expect(stateSitemapTag('TX')).toBe('sitemap:tx');
  });

  it('tag a city as its address names it, so two spellings of one city share a tag', () => {
    expect(cityTag('  Salt Lake   City ', 'ut')).toBe(cityTag('Salt Lake City', 'UT'));
    expect(cityUrl('Cañon City', 'CO').endsWith('/ca%C3%B1on-city')).toBe(true);
    expect(cityTag('Cañon City', 'CO')).toBe('city:co:ca%C3%B1on-city');
  });

  it('are short printable ASCII without spaces or commas, whatever the city is called', () => {
    for (const city of [
      'Cañon City',
      'Naval Air Station/ Jrb',
      'Winston, Salem',
      'Coeur d’Alene',
      'Ōkawa 大川',
    ]) {
      expect(cityTag(city, 'XX'), city).toMatch(/^[\x21-\x7e]+$/);
      expect(cityTag(city, 'XX'), city).not.toContain(',');
    }
  });
});

describe('what a change to a builder purges', () => {
  const austin = { id: ID, city: 'Austin', state: 'TX' };

  it('is only its profile when only the profile shows what changed', () => {
    expect(tagsForContractorChanges([{ ...austin, reach: 'profile' }])).toEqual([contractorTag(ID)]);
  });

  it('is also every search and its city’s pages when a card shows it', () => {
    expect(tagsForContractorChanges([{ ...austin, reach: 'lists' }])).toEqual([
      contractorTag(ID),
      DIRECTORY_TAG,
      'city:tx:austin',
    ]);
  });

  it('is also its state’s page and the sitemaps when it came, went, moved or was renamed, and that when not said', () => {
    const everywhere = [
      contractorTag(ID),
      DIRECTORY_TAG,
      'city:tx:austin',
      SITEMAP_TAG,
      'state:tx',
      'sitemap:tx',
    ];
    expect(tagsForContractorChanges([{ ...austin, reach: 'everywhere' }])).toEqual(everywhere);
    expect(tagsForContractorChanges([austin])).toEqual(everywhere);
  });

  it('names each tag once over many changes: a move purges where it was and where it is', () => {
    expect(
      tagsForContractorChanges([
        austin,
        { id: ID, city: 'Portland', state: 'OR' },
        { id: OTHER, city: 'Austin', state: 'TX', reach: 'lists' },
      ]),
    ).toEqual([
      contractorTag(ID),
      DIRECTORY_TAG,
      'city:tx:austin',
      SITEMAP_TAG,
      'state:tx',
      'sitemap:tx',
      'city:or:portland',
      'state:or',
      'sitemap:or',
      contractorTag(OTHER),
    ]);
    expect(tagsForContractorChanges([])).toEqual([]);
  });
});
