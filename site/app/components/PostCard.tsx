import type { PostSummary } from '@pond/content';
import { blogCategoryUrl, blogPostUrl } from '@pond/core';
import { Card, theme } from '@pond/ui';

import styled from 'styled-components';
import { SiteLink } from './SiteLink.tsx';

const Article = styled(Card).attrs({ as: 'article' })`
  padding: 0;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  > div {
    padding: ${theme.space.lg};
    display: grid;
    gap: ${theme.space.sm};
  }
  h2,
  h3 {
    margin: 0;
    font-size: ${theme.size.xl};
  }
  p {
    margin: 0;
    color: ${theme.color.inkMuted};
  }
`;
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  font-size: ${theme.size.sm};
  .chip {
    background: ${theme.color.brandSoft};
    color: ${theme.color.brandStrong};
    padding: 0 ${theme.space.sm};
    border-radius: ${theme.radius.pill};
    text-decoration: none;
  }
`;

/** A post card of the blog index (spec §2.10): image, category chip, read-time label, title, excerpt, date, author. */
export function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Article>
      {post.image ? (
        <img
          src={post.image.url}
          srcSet={post.image.srcSet ?? undefined}
          // Sizes only mean something beside a srcset.
          sizes={post.image.srcSet ? '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw' : undefined}
          alt={post.image.alt}
          width={post.image.width}
          height={post.image.height}
          loading="lazy"
        />
      ) : null}
      <div>
        <Meta>
          <SiteLink className="chip" to={blogCategoryUrl(post.category.slug)}>
            {post.category.title}
          </SiteLink>
          <span>{post.readTimeLabel}</span>
        </Meta>
        <Heading>
          <SiteLink to={blogPostUrl(post.slug)}>{post.title}</SiteLink>
        </Heading>
        <p>{post.excerpt}</p>
        <Meta>
          <time dateTime={post.publishedAt}>{post.dateLabel}</time>
          <span>by {post.author.name}</span>
        </Meta>
      </div>
    </Article>
  );
}
