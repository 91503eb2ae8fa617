export * from './read-time.ts';
export * from './article-body.ts';
export * from './related-posts.ts';
