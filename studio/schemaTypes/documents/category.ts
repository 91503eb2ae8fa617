import { defineField, defineType } from 'sanity';

export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(40),
    }),
    defineField({
      name: 'slug',
      title: 'Link name',
      type: 'slug',
      description: 'The category page is /blog/category/<link name>: lower case, spaces as hyphens.',
      options: { source: 'title', maxLength: 60 },
      validation: (rule) => rule.required(),
    }),
  ],
});
