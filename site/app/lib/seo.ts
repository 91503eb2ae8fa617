import { BRAND_NAME, FOUNDED_YEAR, PATHS } from '@pond/core';
import type { MetaDescriptor } from 'react-router';
import { absoluteUrl, DEFAULT_DESCRIPTION, STOCK_POND_IMAGE } from './site.ts';

/** The brand's raster logo (the mails' too): 96 × 96 PNG, for structured data that needs a bitmap. */
const MAIL_LOGO = { path: '/mail-logo.png', size: 96 } as const;

export { brandedTitle } from './branded-title.ts';

/** Title, description, canonical, Open Graph and Twitter tags of a page, in one place. */
export function pageMeta(page: {
  title: string;
  description?: string;
  path: string;
  image?: string;
  type?: 'website' | 'article';
  noIndex?: boolean;
}): MetaDescriptor[] {
  const description = page.description ?? DEFAULT_DESCRIPTION;
  const url = absoluteUrl(page.path);
  const image = page.image
    ? page.image.startsWith('http')
      ? page.image
      : absoluteUrl(page.image)
    : absoluteUrl('/og-image.svg');
  return [
    { title: page.title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: BRAND_NAME },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...(page.noIndex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

export function breadcrumbJsonLd(items: { label: string; href?: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: absoluteUrl(item.href) } : {}),
    })),
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The business itself (the home page): its name, address, logo, contact and founding year (spec §1). */
export function organizationJsonLd({ email }: { email: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    email,
    foundingDate: String(FOUNDED_YEAR),
  };
}

/**
 * A blog post (spec §2.10: structured data for Article), with what Google's Article guidelines ask:
 * an image (the post's, else the site's pond picture), the publisher's logo (a raster image), the
 * author and the dates.
 */
export function articleJsonLd(post: {
  title: string;
  excerpt: string;
  publishedAt: string;
  author: { name: string; jobTitle?: string | null };
  image?: { url: string } | null;
  keywords: readonly string[];
  url: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.publishedAt,
    author: {
      '@type': 'Person',
      name: post.author.name,
      jobTitle: post.author.jobTitle,
      url: absoluteUrl(PATHS.about),
    },
    publisher: {
      '@type': 'Organization',
      name: BRAND_NAME,
      url: absoluteUrl('/'),
      logo: {
        '@type': 'ImageObject',
        url: absoluteUrl(MAIL_LOGO.path),
        width: MAIL_LOGO.size,
        height: MAIL_LOGO.size,
      },
    },
    image: absoluteUrl(post.image?.url ?? STOCK_POND_IMAGE),
    mainEntityOfPage: post.url,
    keywords: post.keywords.join(', '),
  };
}
