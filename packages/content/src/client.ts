import { createClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { contentSourceFromEnv, type ContentSource } from './env.ts';
import { loadSeedDataset, type SanityDocumentLike } from './seed-dataset.ts';

/** Runs a GROQ query; the same queries run on Sanity and on the seed dataset. */
export interface ContentClient {
  source: ContentSource['kind'];
  fetch<Result>(query: string, params?: Record<string, unknown>): Promise<Result>;
}

/** GROQ over documents in memory with groq-js, as Sanity's published perspective would answer. */
export function createDatasetClient(documents: SanityDocumentLike[]): ContentClient {
  const published = documents.filter((document) => !document._id.startsWith('drafts.'));
  return {
    source: 'seed',
    async fetch<Result>(query: string, params: Record<string, unknown> = {}) {
      const result = await evaluate(parse(query, { params }), { dataset: published, params });
      return (await result.get()) as Result;
    },
  };
}

let seedClient: Promise<ContentClient> | undefined;

/**
 * The content client for this environment: @sanity/client (CDN, published content) when a
 * Sanity project is configured, otherwise the seed dataset from the repository.
 */
export async function createContentClient(
  source: ContentSource = contentSourceFromEnv(),
): Promise<ContentClient> {
  if (source.kind === 'seed') {
    seedClient ??= loadSeedDataset().then(createDatasetClient);
    return seedClient;
  }
  const client = createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: source.apiVersion,
    useCdn: true,
    perspective: 'published',
  });
  return { source: 'sanity', fetch: (query, params = {}) => client.fetch(query, params) };
}
