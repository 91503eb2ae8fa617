import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { getPostBySlug } from '../index.ts';
import { createContentClient } from '../node.ts';
import { ArticleBody } from './ArticleBody.tsx';

const block = (style: string, text: string, extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: Math.random().toString(36).slice(2),
  style,
  markDefs: [],
  children: [{ _type: 'span', _key: 's', text, marks: [] }],
  ...extra,
});

describe('ArticleBody (spec §2.10)', () => {
  it('gives headings the ids of §2.10 and keeps one h1 per page', () => {
    const html = renderToStaticMarkup(
      <ArticleBody
        value={
          [
            block('h1', 'Koi Pond Guide'),
            block('h2', 'How deep should it be?'),
            block('h3', 'Tip: Drains!'),
          ] as never
        }
      />,
    );
    expect(html).toBe(
      '<h2 id="koi-pond-guide">Koi Pond Guide</h2><h3 id="how-deep-should-it-be">How deep should it be?</h3><h4 id="tip-drains">Tip: Drains!</h4>',
    );
  });

  it('renders bullet lists and paragraphs', () => {
    const html = renderToStaticMarkup(
      <ArticleBody
        value={
          [
            block('normal', 'Intro'),
            block('normal', 'One', { listItem: 'bullet', level: 1 }),
            block('normal', 'Two', { listItem: 'bullet', level: 1 }),
          ] as never
        }
      />,
    );
    expect(html).toBe('<p>Intro</p><ul><li>One</li><li>Two</li></ul>');
  });

  it('never injects HTML from content', () => {
    const html = renderToStaticMarkup(
      <ArticleBody
        value={
          [
            block('normal', '<script>alert(1)</script>'),
            { _type: 'htmlEmbed', _key: 'x', html: '<img src=x onerror=alert(1)>' },
            {
              ...block('normal', 'click'),
              markDefs: [{ _type: 'link', _key: 'l', href: 'javascript:alert(1)' }],
              children: [{ _type: 'span', _key: 's', text: 'click', marks: ['l'] }],
            },
          ] as never
        }
      />,
    );
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>click</p>');
  });

  it('opens outside links in a new tab and hands site links to the router', () => {
    const linked = (href: string) => ({
      ...block('normal', 'here'),
      markDefs: [{ _type: 'link', _key: 'l', href }],
      children: [{ _type: 'span', _key: 's', text: 'here', marks: ['l'] }],
    });
    expect(renderToStaticMarkup(<ArticleBody value={[linked('https://example.com')] as never} />)).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">here</a></p>',
    );
    expect(
      renderToStaticMarkup(
        <ArticleBody
          value={[linked('/pond-planner')] as never}
          renderInternalLink={({ href, children }) => (
            <a data-router href={href}>
              {children}
            </a>
          )}
        />,
      ),
    ).toBe('<p><a data-router="true" href="/pond-planner">here</a></p>');
  });

  it('renders a seed post with its heading ids', async () => {
    const post = await getPostBySlug(
      await createContentClient({
        seedDir: path.resolve(import.meta.dirname, '../../../../studio/seed'),
        source: { kind: 'seed' },
      }),
      'building-perfect-koi-pond',
    );
    const html = renderToStaticMarkup(<ArticleBody value={post?.body} />);
    expect(html).toContain('<h3 id="how-deep-should-a-koi-pond-be">How deep should a koi pond be?</h3>');
    expect(html).toContain('<a href="/pond-calculator">pond calculator</a>');
  });
});
