// Blog posts and their categories (spec §2.10): what the blog index, category pages, posts and
// related articles show.
import {
  extractFaq,
  formatLongDate,
  initials,
  keywordHashtags,
  readTimeLabel,
  readTimeMinutes,
  relatedPosts,
  type FaqItem,
} from '@pond/core';
import { portableTextToArticleBlocks } from './article-blocks.ts';
import type { ContentClient } from './client.ts';
import { complete } from './complete.ts';
import { sizedImage } from './image.ts';
import {
  categoriesQuery,
  categoryBySlugQuery,
  postBySlugQuery,
  postsByCategoryQuery,
  postsQuery,
} from './queries.ts';
import type { BlockContent, PostBySlugQueryResult, PostsQueryResult } from './sanity.types.ts';

export interface Category {
  title: string;
  slug: string;
}

/** A post as the blog index, category pages and related articles show it (spec §2.10). */
export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  /** 'July 14, 2024' */
  dateLabel: string;
  keywords: string[];
  hashtags: string[];
  category: Category;
  author: { name: string; jobTitle: string; imageUrl: string | null; initials: string };
  image: {
    url: string;
    /** Resized variants for `srcset` when the CDN can make them (see image.ts). */
    srcSet: string | null;
    alt: string;
    caption: string | null;
    width: number;
    height: number;
  } | null;
  readTimeMinutes: number;
  /** '5 min read', '10 min read' or '15+ min read' by length. */
  readTimeLabel: string;
}

export interface Post extends PostSummary {
  body: BlockContent;
  /** Question and answer pairs when the body has both heading levels (spec §2.10). */
  faq: FaqItem[];
  seo: { title: string | null; description: string | null };
}

type PostCard = PostsQueryResult[number];

/** A card with every field the site needs, or null for a post an editor has not finished. */
function toSummary(card: PostCard | NonNullable<PostBySlugQueryResult>): PostSummary | null {
  const { title, slug, excerpt, publishedAt, category, author } = card;
  if (!title || !slug || !excerpt || !publishedAt || !category?.title || !category.slug || !author?.name)
    return null;
  const sized = card.image?.url ? sizedImage(card.image.url) : null;
  const image =
    card.image && sized
      ? {
          url: sized.src,
          srcSet: sized.srcSet,
          alt: card.image.alt ?? '',
          caption: card.image.caption ?? null,
          width: card.image.width ?? 1200,
          height: card.image.height ?? 675,
        }
      : null;
  const keywords = card.keywords ?? [];
  return {
    id: card._id,
    slug,
    title,
    excerpt,
    publishedAt,
    dateLabel: formatLongDate(publishedAt),
    keywords,
    hashtags: keywordHashtags(keywords),
    category: { title: category.title, slug: category.slug },
    author: {
      name: author.name,
      jobTitle: author.jobTitle ?? '',
      imageUrl: author.image ? sizedImage(author.image, 96).src : null,
      initials: initials(author.name),
    },
    image,
    readTimeMinutes: readTimeMinutes(card.plainText),
    readTimeLabel: readTimeLabel(card.plainText),
  };
}

/** Every published post, newest first. */
export async function getPosts(client: ContentClient): Promise<PostSummary[]> {
  return complete((await client.fetch(postsQuery)).map(toSummary));
}

/** One post with its body and FAQ, or null (spec §2.10 'Blog Post Not Found'). */
export async function getPostBySlug(client: ContentClient, slug: string): Promise<Post | null> {
  const card = await client.fetch(postBySlugQuery, { slug });
  const summary = card ? toSummary(card) : null;
  if (!card || !summary || !card.body) return null;
  return {
    ...summary,
    body: card.body,
    faq: extractFaq(portableTextToArticleBlocks(card.body)),
    seo: { title: card.seo?.metaTitle ?? null, description: card.seo?.metaDescription ?? null },
  };
}

/** Up to two related posts: same category or a shared keyword, else the first others (rule in @pond/core). */
export async function getRelatedPosts(client: ContentClient, post: PostSummary): Promise<PostSummary[]> {
  const posts = await getPosts(client);
  const byRule = relatedPosts(
    { slug: post.slug, category: post.category.slug, keywords: post.keywords },
    posts.map((candidate) => ({ ...candidate, category: candidate.category.slug })),
  );
  return byRule.map((related) => posts.find((candidate) => candidate.slug === related.slug)!);
}

export async function getCategories(client: ContentClient): Promise<Category[]> {
  const rows = await client.fetch(categoriesQuery);
  return complete(rows.map((row) => (row.title && row.slug ? { title: row.title, slug: row.slug } : null)));
}

/** A category and its posts, or null for an unknown category. */
export async function getPostsByCategory(
  client: ContentClient,
  categorySlug: string,
): Promise<{ category: Category; posts: PostSummary[] } | null> {
  const category = await client.fetch(categoryBySlugQuery, {
    category: categorySlug,
  });
  if (!category?.title || !category.slug) return null;
  const posts = complete(
    (await client.fetch(postsByCategoryQuery, { category: categorySlug })).map(toSummary),
  );
  return { category: { title: category.title, slug: category.slug }, posts };
}
