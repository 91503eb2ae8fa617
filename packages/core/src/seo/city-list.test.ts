import { describe, expect, it } from 'vitest';
import { cityBuildersJsonLd } from './city-list.ts';

describe('a city page’s builders as JSON-LD', () => {
  it('lists each builder by name and address, numbered from 1', () => {
    const list = cityBuildersJsonLd({ city: 'Marfa', stateCode: 'TX' }, [
      { name: 'Desert Water Gardens', url: 'https://example.com/a' },
      { name: 'Chinati Ponds', url: 'https://example.com/b' },
    ]);
    expect(list).toMatchObject({
      '@type': 'ItemList',
      name: 'Pond builders in Marfa, TX',
      numberOfItems: 2,
      itemListElement: [
        { position: 1, name: 'Desert Water Gardens', url: 'https://example.com/a' },
        { position: 2, name: 'Chinati Ponds', url: 'https://example.com/b' },
      ],
    });
  });
});
