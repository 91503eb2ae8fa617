import { BLOG_MESSAGES, PATHS } from '@pond/core';
import { Container, Section } from '@pond/ui';
import { SiteLink } from './SiteLink.tsx';

/** An address under /blog that is no post (spec §2.10 'Blog Post Not Found'). */
export function BlogPostNotFound() {
  return (
    <Section>
      <Container>
        <h1>{BLOG_MESSAGES.notFound}</h1>
        <p>
          <SiteLink to={PATHS.blog}>{BLOG_MESSAGES.backToBlog}</SiteLink>
        </p>
      </Container>
    </Section>
  );
}
