import { defineField, defineType } from 'sanity';

/** Brand, contact address and the fountain shop promo banner (spec §1, §2.15). */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    defineField({
      name: 'brandName',
      title: 'Brand name',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'contactEmail',
      title: 'Contact email',
      type: 'string',
      description: 'Shown on the privacy policy and terms of service.',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'promoBanner',
      title: 'Fountain shop banner',
      type: 'object',
      fields: [
        defineField({ name: 'enabled', title: 'Show the banner', type: 'boolean', initialValue: true }),
        defineField({
          name: 'headline',
          title: 'Headline',
          type: 'string',
          validation: (rule) => rule.required().max(80),
        }),
        defineField({
          name: 'videoUrl',
          title: 'Video address',
          type: 'url',
          description: 'An MP4 that plays muted on a loop.',
          validation: (rule) => rule.required().uri({ scheme: ['https'], allowRelative: true }),
        }),
        defineField({
          name: 'linkUrl',
          title: 'Shop link',
          type: 'url',
          description: 'Opens in a new tab.',
          validation: (rule) => rule.required().uri({ scheme: ['https'] }),
        }),
        defineField({
          name: 'linkLabel',
          title: 'Link text',
          type: 'string',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: 'warrantyText',
          title: 'Warranty text',
          type: 'string',
          validation: (rule) => rule.required().max(80),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
