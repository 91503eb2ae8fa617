import { getPostBySlug, getRelatedPosts, getSiteSettings } from '@pond/content';
import { ArticleBody } from '@pond/content/react';
import { BLOG_MESSAGES, BRAND_NAME, PATHS, blogArticleTitle, blogCategoryUrl, blogPostUrl } from '@pond/core';
import { Container, Grid, Section, theme } from '@pond/ui';
import { data } from 'react-router';
import styled from 'styled-components';
import { BlogPostNotFound } from '../../components/BlogPostNotFound.tsx';
import { PageError, isMissingPage } from '../../components/PageError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PostCard } from '../../components/PostCard.tsx';
import { ShareTools } from '../../components/ShareTools.tsx';
import { serverContent } from '../../lib/data.server.ts';
import { JsonLd } from '../../lib/JsonLd.tsx';
import { articleJsonLd, brandedTitle, faqJsonLd, pageMeta } from '../../lib/seo.ts';
import { absoluteUrl } from '../../lib/site.ts';
import type { Route } from './+types/blog-post';
import { SiteLink } from '../../components/SiteLink.tsx';

export async function loader({ params }: Route.LoaderArgs) {
  const content = await serverContent();
  const post = await getPostBySlug(content, params.slug);
  if (!post) throw data(BLOG_MESSAGES.notFound, { status: 404 });
  const [related, settings] = await Promise.all([getRelatedPosts(content, post), getSiteSettings(content)]);
  return { post, related, contactEmail: settings.contactEmail };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...pageMeta({
          title: loaderData.post.seo.title ?? blogArticleTitle(loaderData.post.title),
          description: loaderData.post.seo.description ?? loaderData.post.excerpt,
          path: blogPostUrl(loaderData.post.slug),
          image: loaderData.post.image?.url,
          type: 'article',
        }),
        { name: 'keywords', content: loaderData.post.keywords.join(', ') },
      ]
    : [{ title: brandedTitle(BLOG_MESSAGES.notFound) }];

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  @media (min-width: ${theme.breakpoint.large}) {
    grid-template-columns: 10rem minmax(0, 1fr);
  }
`;
const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
  .avatar {
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
    background: ${theme.color.brand};
    color: #fff;
    font-weight: 700;
  }
  p {
    margin: 0;
  }
`;
const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  list-style: none;
  padding: 0;
  color: ${theme.color.brand};
`;
const Figure = styled.figure`
  margin: 0 0 ${theme.space.lg};
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${theme.radius.lg};
  }
  figcaption {
    font-size: ${theme.size.sm};
    color: ${theme.color.inkMuted};
    margin-top: ${theme.space.xs};
  }
`;
const Body = styled.div`
  max-width: 44rem;
  font-size: ${theme.size.lg};
  h2 {
    margin-top: ${theme.space.xl};
  }
`;

/** Blog article (spec §2.10). */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related, contactEmail } = loaderData;
  const url = absoluteUrl(blogPostUrl(post.slug));
  const crumbs = [
    { label: 'Home', href: PATHS.home },
    { label: 'Pond Blog', href: PATHS.blog },
    { label: post.title },
  ];
  return (
    // Page views are counted from the static host's logs; the site script also logs this one (spec §2.10).
    <article data-page-view={blogPostUrl(post.slug)}>
      <JsonLd data={articleJsonLd({ ...post, url })} />
      {post.faq.length > 0 ? <JsonLd data={faqJsonLd(post.faq)} /> : null}
      <PageHeader
        crumbs={crumbs}
        title={post.title}
        intro={<SiteLink to={blogCategoryUrl(post.category.slug)}>{post.category.title}</SiteLink>}
      />
      <Section>
        <Container>
          <Layout>
            <ShareTools
              url={url}
              title={post.title}
              summary={post.excerpt}
              sticky
              label="Share this article"
            />
            <div>
              <Byline>
                {post.author.imageUrl ? (
                  <img src={post.author.imageUrl} alt="" width={48} height={48} />
                ) : (
                  <span className="avatar" aria-hidden="true">
                    {post.author.initials}
                  </span>
                )}
                <div>
                  <p>
                    <strong>{post.author.name}</strong>, {post.author.jobTitle}
                  </p>
                  <p>
                    <time dateTime={post.publishedAt}>{post.dateLabel}</time> · {post.readTimeMinutes} min
                    read
                  </p>
                </div>
              </Byline>
              <Tags aria-label="Keywords">
                {post.hashtags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </Tags>
              {post.image ? (
                <Figure>
                  <img
                    src={post.image.url}
                    srcSet={post.image.srcSet ?? undefined}
                    // Sizes only mean something beside a srcset.
                    sizes={post.image.srcSet ? '(min-width: 1024px) 44rem, 100vw' : undefined}
                    alt={post.image.alt}
                    width={post.image.width}
                    height={post.image.height}
                  />
                  {post.image.caption ? <figcaption>{post.image.caption}</figcaption> : null}
                </Figure>
              ) : null}
              <Body>
                <ArticleBody
                  value={post.body}
                  renderInternalLink={({ href, children }) => <SiteLink to={href}>{children}</SiteLink>}
                />
              </Body>
              <ShareTools
                url={url}
                title={post.title}
                summary={post.excerpt}
                label="Share this article (end of article)"
              />
              <p>
                Filed under:{' '}
                <SiteLink to={blogCategoryUrl(post.category.slug)}>{post.category.title}</SiteLink>
              </p>
            </div>
          </Layout>
        </Container>
      </Section>
      {related.length > 0 ? (
        <Section $muted aria-labelledby="related-heading">
          <Container>
            <h2 id="related-heading">Related Articles</h2>
            <Grid $min="min(100%, 22rem)">
              {related.map((item) => (
                <div key={item.id}>
                  <PostCard post={item} headingLevel={3} />
                  <SiteLink to={blogPostUrl(item.slug)} aria-label={`Read Article: ${item.title}`}>
                    Read Article
                  </SiteLink>
                </div>
              ))}
            </Grid>
          </Container>
        </Section>
      ) : null}
      <Container>
        <p>
          <SiteLink to={PATHS.blog}>{BLOG_MESSAGES.backToBlog}</SiteLink>
        </p>
        {/* The business block of spec §2.10. */}
        <aside aria-label={`About ${BRAND_NAME}`} itemScope itemType="https://schema.org/Organization">
          <h2 itemProp="name">{BRAND_NAME}</h2>
          <p itemProp="description">
            A free nationwide directory of pond builders and water-feature contractors, with what we verified
            about each. Request up to three free quotes and a free design consultation from pros near you.
          </p>
          <p>
            Email:{' '}
            <a href={`mailto:${contactEmail}`} itemProp="email">
              {contactEmail}
            </a>{' '}
            · <SiteLink to={PATHS.getQuotes}>Get free quotes</SiteLink>
          </p>
        </aside>
      </Container>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isMissingPage(error) ? <BlogPostNotFound /> : <PageError error={error} />;
}
