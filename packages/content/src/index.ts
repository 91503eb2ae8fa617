// @pond/content: the only code that talks to Sanity. Node-only parts (the seed dataset) are in
// '@pond/content/node'.
export { contentSourceFromEnv, type ContentSource } from './env.ts';
export {
  createDatasetClient,
  createSanityContentClient,
  type ContentClient,
  type QueryResult,
  type SanityDocumentLike,
} from './client.ts';
export { SEED_IMAGE_BASE } from './seed-images.ts';
export { portableTextToArticleBlocks, blockText } from './article-blocks.ts';
export * from './queries.ts';
export * from './posts.ts';
export * from './legal.ts';
export * from './faq.ts';
export * from './settings.ts';
export { IMAGE_WIDTHS, sizedImage, type SizedImage } from './image.ts';
export type { BlockContent } from './sanity.types.ts';
