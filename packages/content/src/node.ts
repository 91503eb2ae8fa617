// '@pond/content/node': what only Node can do — read the seed dataset from a folder — and the content
// client for this environment, which falls back to that seed. The seed folder is passed in: this
// package does not know where the repository keeps it.
import { createDatasetClient, createSanityContentClient, type ContentClient } from './client.ts';
import { contentSourceFromEnv, type ContentSource } from './env.ts';
import { loadSeedDataset } from './seed-dataset.ts';

export { loadSeedDataset };

const seedClients = new Map<string, Promise<ContentClient>>();

/**
 * The content client for this environment: Sanity's published content when a project is configured,
 * otherwise the seed dataset in `seedDir` (read once per folder).
 */
export function createContentClient(options: {
  seedDir: string;
  source?: ContentSource;
}): Promise<ContentClient> {
  const source = options.source ?? contentSourceFromEnv();
  if (source.kind === 'sanity') return Promise.resolve(createSanityContentClient(source));
  let client = seedClients.get(options.seedDir);
  if (!client) {
    client = loadSeedDataset(options.seedDir).then(createDatasetClient);
    seedClients.set(options.seedDir, client);
  }
  return client;
}
