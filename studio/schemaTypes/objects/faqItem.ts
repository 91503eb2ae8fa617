import { defineField, defineType } from 'sanity';

/** A question and its answer (spec §3 FAQ item). */
export const faqItem = defineType({
  name: 'faqItem',
  title: 'Question',
  type: 'object',
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      validation: (rule) => rule.required().min(10).max(160),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'text',
      rows: 5,
      validation: (rule) => rule.required().min(40).max(1500),
    }),
  ],
  preview: { select: { title: 'question', subtitle: 'answer' } },
});
