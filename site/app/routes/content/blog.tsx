import { getPosts } from '@pond/content';
import { PATHS } from '@pond/core';
import { Container, Grid, Section } from '@pond/ui';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PostCard } from '../../components/PostCard.tsx';
import { serverContent } from '../../lib/data.server.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/blog';

export async function loader() {
  return { posts: await getPosts(await serverContent()) };
}

export const meta = () =>
  pageMeta({
    title: brandedTitle('Pond Blog: Guides to Building and Caring for Ponds'),
    description:
      'Practical guides to pond design, water features and pond maintenance from pond professionals.',
    path: PATHS.blog,
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: PATHS.home }, { label: 'Pond Blog' }]}
        title="Pond Blog"
        intro="Guides to planning, building and looking after ponds and water features."
      />
      <Section>
        <Container>
          <Grid $min="18rem">
            {loaderData.posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
