import { defineQuery } from 'groq';

// Every GROQ query of the site, written once. `sanity typegen generate` (run from studio/) types
// their results into sanity.types.ts.

const postCard = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  keywords,
  "category": category->{ title, "slug": slug.current },
  "author": author->{ name, jobTitle, "image": image.asset->url },
  "image": featuredImage{ alt, caption, "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height },
  "plainText": pt::text(body)
`;

export const postsQuery = defineQuery(
  `*[_type == "post" && defined(slug.current)] | order(publishedAt desc) { ${postCard} }`,
);

export const postBySlugQuery = defineQuery(
  `*[_type == "post" && slug.current == $slug][0] { ${postCard}, body, seo }`,
);

export const postsByCategoryQuery = defineQuery(
  `*[_type == "post" && defined(slug.current) && category->slug.current == $category] | order(publishedAt desc) { ${postCard} }`,
);

export const categoriesQuery = defineQuery(
  `*[_type == "category" && defined(slug.current)] | order(title asc) { title, "slug": slug.current }`,
);

export const categoryBySlugQuery = defineQuery(
  `*[_type == "category" && slug.current == $category][0] { title, "slug": slug.current }`,
);

export const legalPageQuery = defineQuery(
  `*[_type == "legalPage" && kind == $kind][0] { title, kind, lastUpdated, lastUpdatedDate, body }`,
);

export const faqGroupQuery = defineQuery(
  `*[_type == "faqGroup" && place == $place][0] { title, "items": items[]{ question, answer } }`,
);

export const siteSettingsQuery = defineQuery(
  `*[_type == "siteSettings"][0] { brandName, contactEmail, promoBanner }`,
);
