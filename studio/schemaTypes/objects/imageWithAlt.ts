import { defineField, defineType } from 'sanity';

/** An image with the alt text screen readers need and an optional caption. */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'What the image shows, for people who cannot see it.',
      validation: (rule) => rule.required().min(5).max(160),
    }),
    defineField({
      name: 'caption',
      title: 'Caption',
      type: 'string',
      validation: (rule) => rule.max(200),
    }),
  ],
  validation: (rule) => rule.required().assetRequired(),
});
