import { createClient, type SanityQueries } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import type { ContentSource } from './env.ts';

/** What a query returns, as typegen inferred it from the query itself (sanity.types.ts). */
export type QueryResult<Query extends string> = Query extends keyof SanityQueries
  ? SanityQueries[Query]
  : never;

/** Runs a GROQ query; the same queries run on Sanity and on the seed dataset. */
export interface ContentClient {
  source: ContentSource['kind'];
  fetch<Query extends keyof SanityQueries>(
    query: Query,
    params?: Record<string, unknown>,
  ): Promise<QueryResult<Query>>;
}

export type SanityDocumentLike = Record<string, unknown> & { _id: string; _type: string };

/** GROQ over documents in memory with groq-js, as Sanity's published perspective would answer. */
export function createDatasetClient(documents: SanityDocumentLike[]): ContentClient {
  const published = documents.filter((document) => !document._id.startsWith('drafts.'));
  return {
    source: 'seed',
    async fetch(query, params = {}) {
      const result = await evaluate(parse(query, { params }), { dataset: published, params });
      return (await result.get()) as never;
    },
  };
}

/** Published content of a Sanity project, through its CDN. */
export function createSanityContentClient(source: Extract<ContentSource, { kind: 'sanity' }>): ContentClient {
  const client = createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: source.apiVersion,
    useCdn: true,
    perspective: 'published',
  });
  return {
    source: 'sanity',
    // @sanity/client types the answer by the same SanityQueries map; TypeScript cannot see they agree.
    fetch: (query, params = {}) => client.fetch(query, params) as Promise<QueryResult<typeof query>>,
  };
}
