import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authors, categories, faqGroups, legalPages, posts, siteSettings } from '../source/documents.ts';
import { toPortableText } from './portable-text.ts';

export const SEED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DATASET_FILE = path.join(SEED_DIR, 'data.ndjson');

const read = (...parts: string[]) => readFile(path.join(SEED_DIR, 'source', ...parts), 'utf8');
const ref = (id: string) => ({ _type: 'reference', _ref: id });
const keyed = <T extends object>(items: T[], prefix: string) =>
  items.map((item, index) => ({ _key: `${prefix}-${index + 1}`, ...item }));

/**
 * The seed dataset in the form `sanity dataset import` takes: one document per line, images as
 * `_sanityAsset` pointing at files beside it (the layout of a dataset export).
 */
export async function buildDataset(): Promise<Record<string, unknown>[]> {
  const documents: Record<string, unknown>[] = [
    ...authors.map((author) => ({ _type: 'author', ...author })),
    ...categories.map(({ slug, ...category }) => ({
      _type: 'category',
      ...category,
      slug: { _type: 'slug', current: slug },
    })),
  ];
  for (const post of posts) {
    documents.push({
      _id: post._id,
      _type: 'post',
      title: post.title,
      slug: { _type: 'slug', current: post.slug },
      excerpt: post.excerpt,
      publishedAt: post.publishedAt,
      author: ref(post.author),
      category: ref(post.category),
      keywords: post.keywords,
      featuredImage: {
        _type: 'imageWithAlt',
        _sanityAsset: `image@file://./images/${post.image.file}`,
        alt: post.image.alt,
        caption: post.image.caption,
      },
      body: toPortableText(await read('posts', `${post.slug}.md`), post._id),
    });
  }
  for (const group of faqGroups) {
    documents.push({
      _type: 'faqGroup',
      ...group,
      items: keyed(
        group.items.map((item) => ({ _type: 'faqItem', ...item })),
        group.place,
      ),
    });
  }
  for (const page of legalPages) {
    documents.push({
      _id: page._id,
      _type: 'legalPage',
      kind: page.kind,
      title: page.title,
      lastUpdated: 'buildDate',
      body: toPortableText(await read('legal', page.file), page._id),
    });
  }
  documents.push({ _type: 'siteSettings', ...siteSettings });
  return documents;
}

export function toNdjson(documents: Record<string, unknown>[]): string {
  return documents.map((document) => JSON.stringify(document)).join('\n') + '\n';
}
