import { defineField, defineType } from 'sanity';

export const LEGAL_PAGES = [
  { title: 'Privacy policy', value: 'privacy', id: 'legal-privacy' },
  { title: 'Terms of service', value: 'terms', id: 'legal-terms' },
] as const;

/** The privacy policy and the terms of service (spec §2.15), one document each. */
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  fields: [
    defineField({
      name: 'kind',
      title: 'Page',
      type: 'string',
      readOnly: true,
      options: { list: LEGAL_PAGES.map(({ title, value }) => ({ title, value })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'lastUpdated',
      title: '"Last updated" shows',
      type: 'string',
      description:
        'The spec shows the date the site was built; choose a fixed date once the policy is final.',
      options: {
        list: [
          { title: 'The date the site was built', value: 'buildDate' },
          { title: 'A fixed date', value: 'fixedDate' },
        ],
        layout: 'radio',
      },
      initialValue: 'buildDate',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'lastUpdatedDate',
      title: 'Last updated on',
      type: 'date',
      hidden: ({ document }) => document?.lastUpdated !== 'fixedDate',
      validation: (rule) =>
        rule.custom((value, context) =>
          context.document?.lastUpdated === 'fixedDate' && !value
            ? 'Choose the date the policy was last changed.'
            : true,
        ),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'blockContent',
      validation: (rule) => rule.required().min(3),
    }),
  ],
  preview: { select: { title: 'title' } },
});
