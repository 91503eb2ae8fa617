/**
 * A city page's builders as schema.org's ItemList: what the page lists, for search
 * engines, each builder by name and its profile's absolute address, in the page's order.
 */
export function cityBuildersJsonLd(
  place: { city: string; stateCode: string },
  builders: readonly { name: string; url: string }[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `Pond builders in ${place.city}, ${place.stateCode}`,
    numberOfItems: builders.length,
    itemListElement: builders.map((builder, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: builder.name,
      url: builder.url,
    })),
  };
}
