import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createDatasetClient, type SanityDocumentLike } from '@pond/content';
import { loadSeedDataset } from '@pond/content/node';
import { createSchema, validateDocument, type SanityDocument, type Schema } from 'sanity';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from '../schemaTypes';
import { buildDataset, DATASET_FILE, SEED_DIR, toNdjson } from './builder/build-dataset.ts';

const schema = createSchema({ name: 'default', types: schemaTypes });
const documents = await loadSeedDataset(SEED_DIR);
const content = documents.filter((document) => !document._type.startsWith('sanity.'));
const ids = new Set(documents.map((document) => document._id));

/** Keys Sanity itself writes on documents, objects, references and images. */
const SYSTEM_KEYS = ['_id', '_type', '_key', '_rev', '_createdAt', '_updatedAt'];
const KEYS_BY_JSON_TYPE: Record<string, string[]> = {
  reference: ['_ref', '_weak', '_strengthenOnPublish'],
  image: ['asset', 'crop', 'hotspot', 'media'],
  file: ['asset', 'media'],
};

type SchemaType = ReturnType<Schema['get']> & {
  fields?: { name: string; type: SchemaType }[];
  of?: SchemaType[];
  jsonType: string;
  name: string;
  type?: SchemaType;
};

function isOfType(type: SchemaType | undefined, name: string): boolean {
  return !!type && (type.name === name || isOfType(type.type, name));
}

/** Every field a document holds that its schema type does not define, as dotted paths. */
function unknownFields(value: unknown, type: SchemaType, at: string): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const itemType =
        (type.of ?? []).find((member) => member.name === (item as { _type?: string })?._type) ??
        (type.of ?? [])[0];
      return itemType
        ? unknownFields(item, itemType, `${at}[${index}]`)
        : [`${at}[${index}] (no array member type)`];
    });
  }
  if (!value || typeof value !== 'object' || type.jsonType !== 'object') return [];
  const fields = type.fields ?? [];
  const allowed = new Set([
    ...SYSTEM_KEYS,
    ...fields.map((field) => field.name),
    ...Object.entries(KEYS_BY_JSON_TYPE).flatMap(([name, keys]) => (isOfType(type, name) ? keys : [])),
  ]);
  return Object.entries(value).flatMap(([key, inner]) => {
    if (!allowed.has(key)) return [`${at}.${key}`];
    const field = fields.find((candidate) => candidate.name === key);
    return field ? unknownFields(inner, field.type, `${at}.${key}`) : [];
  });
}

function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (!value || typeof value !== 'object') return [];
  const own =
    typeof (value as { _ref?: unknown })._ref === 'string' ? [(value as { _ref: string })._ref] : [];
  return [...own, ...Object.values(value).flatMap(references)];
}

describe('the seed dataset (studio/seed/data.ndjson)', () => {
  it('is what seed:build makes from seed/source (run `pnpm --filter @pond/studio seed:build` after editing it)', async () => {
    expect(await readFile(DATASET_FILE, 'utf8')).toBe(toNdjson(await buildDataset()));
  });

  it('has the documents the site needs', () => {
    const count = (type: string) => content.filter((document) => document._type === type).length;
    expect({
      post: count('post'),
      author: count('author'),
      category: count('category'),
      faqGroup: count('faqGroup'),
      legalPage: count('legalPage'),
      siteSettings: count('siteSettings'),
    }).toEqual({ post: 3, author: 3, category: 3, faqGroup: 3, legalPage: 2, siteSettings: 1 });
  });

  it.each(content.map((document) => [document._id, document] as const))(
    '%s passes Sanity’s own validation',
    async (_id, document) => {
      // The slug fields' uniqueness check queries the dataset: answer it with groq-js over the seed itself.
      const datasetClient = createDatasetClient(documents);
      const markers = await validateDocument({
        document: document as unknown as SanityDocument,
        workspace: { schema, i18n: undefined } as never,
        getClient: () =>
          ({ fetch: datasetClient.fetch, withConfig: () => ({ fetch: datasetClient.fetch }) }) as never,
        getDocumentExists: async ({ id }) => ids.has(id),
        environment: 'cli',
      });
      expect(
        markers.map((marker) => `${marker.path.join('.')}: ${marker.message} (${marker.level})`),
      ).toEqual([]);
    },
  );

  it.each(content.map((document) => [document._id, document] as const))(
    '%s has no field its schema does not define',
    (_id, document) => {
      const type = schema.get(document._type) as SchemaType | undefined;
      expect(type, `schema type ${document._type}`).toBeDefined();
      expect(unknownFields(document, type!, document._id)).toEqual([]);
    },
  );

  it('has no dangling reference', () => {
    const dangling = content.flatMap((document: SanityDocumentLike) =>
      references(document)
        .filter((ref) => !ids.has(ref))
        .map((ref) => `${document._id} → ${ref}`),
    );
    expect(dangling).toEqual([]);
  });

  it('fails these checks for a broken document (so they can fail)', async () => {
    const post = content.find((document) => document._type === 'post')!;
    const broken = {
      ...post,
      _id: 'post-broken',
      title: undefined,
      colour: 'blue',
      author: { _type: 'reference', _ref: 'author-nobody' },
    };
    // Sanity's own validation, as `sanity documents validate` runs it, against the seed's ids.
    const validate = (document: object) =>
      validateDocument({
        document: document as SanityDocument,
        workspace: { schema } as never,
        getClient: () => ({ fetch: async () => true }) as never,
        getDocumentExists: async ({ id }) => ids.has(id),
        environment: 'cli',
      });
    const markers = await validate(broken);
    expect(markers.some((marker) => marker.path.join('.') === 'title' && marker.level === 'error')).toBe(
      true,
    );
    expect(unknownFields(broken, schema.get('post') as SchemaType, 'post-broken')).toEqual([
      'post-broken.colour',
    ]);
    expect(references(broken).filter((ref) => !ids.has(ref))).toEqual(['author-nobody']);
    // A value outside a field's list of options is refused too.
    const faq = content.find((document) => document._type === 'faqGroup')!;
    const misplaced = await validate({ ...faq, place: 'nowhere' });
    expect(misplaced.some((marker) => marker.path.join('.') === 'place' && marker.level === 'error')).toBe(
      true,
    );
  });

  it('ships every image the dataset points at', async () => {
    for (const asset of documents.filter((document) => document._type === 'sanity.imageAsset')) {
      await expect(
        readFile(path.join(SEED_DIR, 'images', String(asset.originalFilename))),
      ).resolves.toBeTruthy();
    }
  });
});
