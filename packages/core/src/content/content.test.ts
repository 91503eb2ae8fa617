import { describe, expect, it } from 'vitest';
import {
  blocksToPlainText,
  countWords,
  extractFaq,
  headingId,
  keywordHashtags,
  parseArticleBody,
  readTimeLabel,
  readTimeMinutes,
  relatedPosts,
} from './index.ts';

const words = (count: number) => Array.from({ length: count }, () => 'pond').join(' ');

describe('read time (spec §2.10: ceil(words / 225))', () => {
  it.each([
    [0, 0],
    [1, 1],
    [225, 1],
    [226, 2],
    [1350, 6],
  ])('%s words read in %s min', (count, minutes) => {
    expect(readTimeMinutes(words(count))).toBe(minutes);
  });

  it('counts words separated by any white space', () => {
    expect(countWords('  koi\tpond\n\nfilter  ')).toBe(3);
  });

  it.each([
    [5000, '5 min read'],
    [5001, '10 min read'],
    [10000, '10 min read'],
    [10001, '15+ min read'],
  ])('content of %s characters is labelled %s', (length, label) => {
    expect(readTimeLabel('x'.repeat(length))).toBe(label);
  });
});

describe('article body (spec §2.10)', () => {
  const body = [
    '# Koi Pond Guide',
    'Intro paragraph\nthat wraps.',
    '## How deep should a koi pond be?',
    'At least 3 feet.',
    '- Deep zone\n- Shelf for plants',
    '### Tip: Use a Bottom Drain!',
    '## Do I need a permit?',
    '# Summary',
    'Done.',
  ].join('\n\n');

  it('turns #, ## and ### lines into headings with ids, - blocks into lists, the rest into paragraphs', () => {
    expect(parseArticleBody(body)).toEqual([
      { type: 'heading', level: 1, text: 'Koi Pond Guide', id: 'koi-pond-guide' },
      { type: 'paragraph', text: 'Intro paragraph\nthat wraps.' },
      {
        type: 'heading',
        level: 2,
        text: 'How deep should a koi pond be?',
        id: 'how-deep-should-a-koi-pond-be',
      },
      { type: 'paragraph', text: 'At least 3 feet.' },
      { type: 'list', items: ['Deep zone', 'Shelf for plants'] },
      { type: 'heading', level: 3, text: 'Tip: Use a Bottom Drain!', id: 'tip-use-a-bottom-drain' },
      { type: 'heading', level: 2, text: 'Do I need a permit?', id: 'do-i-need-a-permit' },
      { type: 'heading', level: 1, text: 'Summary', id: 'summary' },
      { type: 'paragraph', text: 'Done.' },
    ]);
  });

  it('makes ids from lower-case text with hyphens', () => {
    expect(headingId('Water  Feature Ideas')).toBe('water-feature-ideas');
    expect(headingId('Étang — Pond Care')).toBe('etang-pond-care');
  });

  it('makes each ## section a question when both # and ## headings exist; sections without text are left out', () => {
    expect(extractFaq(parseArticleBody(body))).toEqual([
      { question: 'How deep should a koi pond be?', answer: 'At least 3 feet. Deep zone; Shelf for plants' },
    ]);
  });

  it('gives no FAQ without both heading levels', () => {
    expect(extractFaq(parseArticleBody('## Only a question\n\nAnswer.'))).toEqual([]);
    expect(extractFaq(parseArticleBody('# Only a title\n\nText.'))).toEqual([]);
  });

  it('reduces blocks to plain text', () => {
    expect(blocksToPlainText(parseArticleBody('# Title\n\n- a\n- b\n\nText'))).toBe('Title\n\na\nb\n\nText');
    expect(parseArticleBody('Line one\r\n\r\nLine two')).toHaveLength(2);
  });
});

describe('related posts (spec §2.10: up to 2, same category or shared keyword, else the first others)', () => {
  const posts = [
    { slug: 'a', category: 'Pond Design', keywords: ['koi pond'] },
    { slug: 'b', category: 'DIY Projects', keywords: ['waterfall'] },
    { slug: 'c', category: 'Maintenance', keywords: ['Koi Pond', 'algae'] },
    { slug: 'd', category: 'Pond Design', keywords: [] },
    { slug: 'e', category: 'Lighting', keywords: ['lights'] },
  ];

  it('takes other posts in the same category or with a shared keyword, at most 2', () => {
    expect(relatedPosts(posts[0]!, posts).map((p) => p.slug)).toEqual(['c', 'd']);
  });

  it('falls back to the first other posts', () => {
    expect(relatedPosts(posts[4]!, posts).map((p) => p.slug)).toEqual(['a', 'b']);
    expect(relatedPosts(posts[1]!, posts.slice(0, 2)).map((p) => p.slug)).toEqual(['a']);
  });

  it('makes up to five hashtags from keywords', () => {
    expect(keywordHashtags(['koi pond', 'water-garden', 'a', 'b', 'c', 'd'])).toEqual([
      '#koipond',
      '#watergarden',
      '#a',
      '#b',
      '#c',
    ]);
    expect(keywordHashtags(['!!!'])).toEqual([]);
  });
});
