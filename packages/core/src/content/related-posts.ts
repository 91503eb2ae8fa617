export const RELATED_POSTS_COUNT = 2;
export const MAX_KEYWORD_HASHTAGS = 5;

export interface PostSummary {
  slug: string;
  category: string;
  keywords: readonly string[];
}

/**
 * Related articles (spec §2.10): up to two other posts in the same category or sharing a keyword
 * (case-insensitive), in the order given; when none relate, the first other posts.
 */
export function relatedPosts<Post extends PostSummary>(
  current: PostSummary,
  posts: readonly Post[],
  count = RELATED_POSTS_COUNT,
): Post[] {
  const others = posts.filter((post) => post.slug !== current.slug);
  const keywords = new Set(current.keywords.map((keyword) => keyword.toLowerCase()));
  const related = others.filter(
    (post) =>
      post.category === current.category ||
      post.keywords.some((keyword) => keywords.has(keyword.toLowerCase())),
  );
  return (related.length > 0 ? related : others).slice(0, count);
}

/** Up to five keywords as hashtags: '#koipond' (spec §2.10). */
export function keywordHashtags(keywords: readonly string[]): string[] {
  return keywords
    .slice(0, MAX_KEYWORD_HASHTAGS)
    .map((keyword) => `#${keyword.replace(/[^\p{L}\p{N}]+/gu, '')}`)
    .filter((tag) => tag.length > 1);
}
