import { defineArrayMember, defineType } from 'sanity';

/**
 * Article body as Portable Text: paragraphs, three heading levels and bullet lists (spec §2.10),
 * bold, italics and links. Heading ids and FAQ structured data are derived from it on the site.
 */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Body',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading 1 (section)', value: 'h1' },
        { title: 'Heading 2 (question)', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
      ],
      lists: [{ title: 'Bullet list', value: 'bullet' }],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          {
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              {
                name: 'href',
                title: 'Address',
                type: 'url',
                description: 'A page of this site (/pond-planner) or a full https:// address.',
                validation: (rule) =>
                  rule.required().uri({ allowRelative: true, scheme: ['http', 'https', 'mailto', 'tel'] }),
              },
            ],
          },
        ],
      },
    }),
  ],
});
