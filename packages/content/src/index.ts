// @pond/content: the only code that talks to Sanity.
export { contentSourceFromEnv, type ContentSource } from './env.ts';
export { createContentClient, createDatasetClient, type ContentClient } from './client.ts';
export { loadSeedDataset, SEED_DIR, SEED_IMAGE_BASE, type SanityDocumentLike } from './seed-dataset.ts';
export { portableTextToArticleBlocks, blockText } from './article-blocks.ts';
export * from './queries.ts';
export * from './fetchers.ts';
export { IMAGE_WIDTHS, sizedImage, type SizedImage } from './image.ts';
export type { BlockContent } from './sanity.types.ts';
