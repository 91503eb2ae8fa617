import { getPostsByCategory } from '@pond/content';
import { PATHS, blogCategoryUrl } from '@pond/core';
import { Container, Grid, Section } from '@pond/ui';
import { data } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PostCard } from '../../components/PostCard.tsx';
import { serverContent } from '../../lib/data.server.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/blog-category';
import { SiteLink } from '../../components/SiteLink.tsx';

export async function loader({ params }: Route.LoaderArgs) {
  const found = await getPostsByCategory(await serverContent(), params.category);
  if (!found) throw data('Category not found', { status: 404 });
  return found;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: brandedTitle(loaderData.category.title, 'Blog'),
        description: `Pond guides filed under ${loaderData.category.title}.`,
        path: blogCategoryUrl(loaderData.category.slug),
      })
    : [];

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { category, posts } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'Pond Blog', href: PATHS.blog },
          { label: category.title },
        ]}
        title={category.title}
        intro={`Guides filed under ${category.title}.`}
      />
      <Section>
        <Container>
          <Grid $min="18rem">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </Grid>
          <p>
            <SiteLink to={PATHS.blog}>Back to Blog</SiteLink>
          </p>
        </Container>
      </Section>
    </>
  );
}
