import { defineField, defineType } from 'sanity';

export const FAQ_PLACES = [
  { title: 'Home page', value: 'home' },
  { title: 'Pond planner', value: 'planner' },
  { title: 'Pond calculator', value: 'calculator' },
] as const;

/** The FAQ of one page (spec §2.4, §2.11, §2.12). */
export const faqGroup = defineType({
  name: 'faqGroup',
  title: 'FAQ',
  type: 'document',
  fields: [
    defineField({
      name: 'place',
      title: 'Shown on',
      type: 'string',
      options: { list: [...FAQ_PLACES], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Heading',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'items',
      title: 'Questions',
      type: 'array',
      of: [{ type: 'faqItem' }],
      validation: (rule) => rule.required().min(1).max(20),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'place' } },
});
