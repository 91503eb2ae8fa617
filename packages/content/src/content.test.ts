import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContentClient, loadSeedDataset } from './node.ts';
import {
  contentSourceFromEnv,
  getCategories,
  getFaqGroup,
  getLegalPage,
  getPostBySlug,
  getPosts,
  getPostsByCategory,
  getRelatedPosts,
  getSiteSettings,
  type SanityDocumentLike,
} from './index.ts';

/** The repository's seed, which the site and the studio pass in the same way. */
const SEED_DIR = path.resolve(import.meta.dirname, '../../../studio/seed');

const client = await createContentClient({ seedDir: SEED_DIR, source: { kind: 'seed' } });

describe('content source from the environment', () => {
  it('uses the seed dataset without Sanity settings and Sanity with both', () => {
    expect(contentSourceFromEnv({})).toEqual({ kind: 'seed' });
    expect(contentSourceFromEnv({ SANITY_PROJECT_ID: 'abc123de', SANITY_DATASET: 'production' })).toEqual({
      kind: 'sanity',
      projectId: 'abc123de',
      dataset: 'production',
      apiVersion: '2025-02-19',
    });
  });

  it.each([
    [{ SANITY_PROJECT_ID: 'abc123de' }, 'Set both SANITY_PROJECT_ID and SANITY_DATASET'],
    [{ SANITY_DATASET: 'production' }, 'Set both SANITY_PROJECT_ID and SANITY_DATASET'],
    [{ SANITY_PROJECT_ID: 'Not An Id', SANITY_DATASET: 'production' }, 'SANITY_PROJECT_ID is a project id'],
  ])('explains a half-set configuration %j', (env, message) => {
    expect(() => contentSourceFromEnv(env)).toThrow(message);
  });
});

describe('the seed dataset', () => {
  it('turns each seed image into an asset document with its URL and size, as an import would', async () => {
    const documents: SanityDocumentLike[] = await loadSeedDataset(SEED_DIR);
    const assets = documents.filter((d) => d._type === 'sanity.imageAsset');
    expect(assets.map((a) => a.url).sort()).toEqual([
      '/content/images/koi-pond.svg',
      '/content/images/pond-maintenance.svg',
      '/content/images/water-feature.svg',
    ]);
    expect(assets[0]).toMatchObject({ metadata: { dimensions: { width: 1200, height: 675 } } });
    expect(JSON.stringify(documents)).not.toContain('_sanityAsset');
  });
});

describe('posts (spec §2.10, §3)', () => {
  it('lists the three seed posts, newest first, with everything a card shows', async () => {
    const posts = await getPosts(client);
    expect(posts.map((p) => [p.slug, p.category.title])).toEqual([
      ['pond-maintenance-guide', 'Maintenance'],
      ['water-feature-ideas', 'DIY Projects'],
      ['building-perfect-koi-pond', 'Pond Design'],
    ]);
    const koi = posts.find((p) => p.slug === 'building-perfect-koi-pond')!;
    expect(koi).toMatchObject({
      dateLabel: 'July 14, 2024',
      author: {
        name: 'Maria Lopez',
        jobTitle: 'Pond designer and koi keeper',
        imageUrl: null,
        initials: 'ML',
      },
      image: { url: '/content/images/koi-pond.svg', width: 1200, height: 675 },
      category: { title: 'Pond Design', slug: 'pond-design' },
      readTimeLabel: '10 min read',
    });
    expect(koi.hashtags).toEqual([
      '#koipond',
      '#ponddesign',
      '#pondfiltration',
      '#pondconstruction',
      '#pondcost',
    ]);
  });

  it('gives each post 1,200+ words and its read time at 225 words a minute', async () => {
    for (const post of await getPosts(client)) {
      expect(post.readTimeMinutes, post.slug).toBeGreaterThanOrEqual(Math.ceil(1200 / 225));
    }
  });

  it('reads one post with its body and FAQ from its # and ## headings', async () => {
    const post = await getPostBySlug(client, 'building-perfect-koi-pond');
    expect(post?.body.length).toBeGreaterThan(20);
    expect(post?.faq.map((item) => item.question)).toEqual([
      'How big should a koi pond be?',
      'How deep should a koi pond be?',
      'Do I need a permit for a koi pond?',
    ]);
    expect(post?.faq[1]?.answer).toMatch(/^At least three feet/);
    expect(await getPostBySlug(client, 'no-such-post')).toBeNull();
  });

  it('relates posts by category or shared keyword, at most two', async () => {
    const koi = (await getPostBySlug(client, 'building-perfect-koi-pond'))!;
    expect((await getRelatedPosts(client, koi)).map((p) => p.slug)).toEqual(['pond-maintenance-guide']);
    const ideas = (await getPostBySlug(client, 'water-feature-ideas'))!;
    expect((await getRelatedPosts(client, ideas)).map((p) => p.slug)).toEqual([
      'pond-maintenance-guide',
      'building-perfect-koi-pond',
    ]);
  });

  it('lists categories and the posts of one', async () => {
    expect(await getCategories(client)).toEqual([
      { title: 'DIY Projects', slug: 'diy-projects' },
      { title: 'Maintenance', slug: 'maintenance' },
      { title: 'Pond Design', slug: 'pond-design' },
    ]);
    const maintenance = await getPostsByCategory(client, 'maintenance');
    expect(maintenance?.posts.map((p) => p.slug)).toEqual(['pond-maintenance-guide']);
    expect(await getPostsByCategory(client, 'nothing')).toBeNull();
  });
});

describe('FAQs (spec §2.4, §2.11, §2.12)', () => {
  it('has five home questions with the cost hints', async () => {
    const home = await getFaqGroup(client, 'home');
    expect(home?.items).toHaveLength(5);
    const text = home!.items.map((item) => item.answer).join(' ');
    expect(text).toContain('about $1,500');
    expect(text).toContain('$5,000-$25,000+');
    expect(text).toContain('from about $8,000');
  });

  it('has ten planner questions on the topics of §2.11 and six calculator questions', async () => {
    const planner = await getFaqGroup(client, 'planner');
    expect(planner?.items).toHaveLength(10);
    const questions = planner!.items.map((item) => item.question.toLowerCase()).join(' | ');
    for (const topic of [
      'cost',
      'deep',
      'permit',
      'fish pond',
      'maintenance',
      'professional',
      'time of year',
      'clear',
      'equipment',
      'how many fish',
    ]) {
      expect(questions).toContain(topic);
    }
    expect((await getFaqGroup(client, 'calculator'))?.items).toHaveLength(6);
  });
});

describe('legal pages and settings (spec §2.15, §1)', () => {
  it('dates the legal pages with the build date passed in', async () => {
    const privacy = await getLegalPage(client, 'privacy', new Date('2026-11-21T12:00:00Z'));
    expect(privacy).toMatchObject({ title: 'Privacy Policy', lastUpdatedLabel: 'November 21, 2026' });
    const text = JSON.stringify(privacy?.body);
    for (const point of ['text message', 'contractors', 'Your Rights', '18 or older'])
      expect(text).toContain(point);
  });

  it('keeps visible placeholders for arbitration and governing law in the terms', async () => {
    const terms = await getLegalPage(client, 'terms', new Date('2026-11-21'));
    const text = JSON.stringify(terms?.body);
    expect(text).toContain('[ARBITRATION LOCATION]');
    expect(text).toContain('[GOVERNING LAW STATE]');
  });

  it('reads the site settings with the promo banner', async () => {
    expect(await getSiteSettings(client)).toMatchObject({
      brandName: 'Pond Builders Direct',
      contactEmail: 'hello@pondbuildersdirect.com',
      promoBanner: { warrantyText: '5 year warranty on every fountain' },
    });
  });
});
