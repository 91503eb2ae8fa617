import { defineField, defineType } from 'sanity';

/** Optional overrides for what search engines and social cards show. */
export const seo = defineType({
  name: 'seo',
  title: 'Search and social',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'metaTitle',
      title: 'Title for search results',
      type: 'string',
      description: 'Leave empty to use the post title.',
      validation: (rule) => rule.max(70).warning('Search engines cut titles after about 60-70 characters.'),
    }),
    defineField({
      name: 'metaDescription',
      title: 'Description for search results',
      type: 'text',
      rows: 3,
      description: 'Leave empty to use the excerpt.',
      validation: (rule) =>
        rule.max(160).warning('Search engines cut descriptions after about 160 characters.'),
    }),
  ],
});
