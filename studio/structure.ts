import type { StructureResolver } from 'sanity/structure';
import { LEGAL_PAGES } from './schemaTypes/singletons/legalPage';

/** Types edited as one fixed document each, not as lists. */
export const SINGLETON_TYPES = new Set(['siteSettings', 'legalPage']);

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.documentTypeListItem('post').title('Blog posts'),
      S.documentTypeListItem('category').title('Categories'),
      S.documentTypeListItem('author').title('Authors'),
      S.documentTypeListItem('faqGroup').title('FAQs'),
      S.divider(),
      ...LEGAL_PAGES.map((page) =>
        S.listItem()
          .title(page.title)
          .id(page.id)
          .child(S.document().schemaType('legalPage').documentId(page.id).title(page.title)),
      ),
      S.listItem()
        .title('Site settings')
        .id('siteSettings')
        .child(S.document().schemaType('siteSettings').documentId('siteSettings')),
    ]);
