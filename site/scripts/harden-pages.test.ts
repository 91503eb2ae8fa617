import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hydrates,
  inlineScriptHashes,
  inlineStyleHashes,
  pageScriptHashes,
  staticHostHeaders,
  withPolicyMeta,
} from './harden-pages.ts';
import { SPECULATION_RULES } from '../app/lib/speculation-rules.ts';
import { cacheControl, pagePolicy } from '../worker/security.ts';

const sha = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

describe('page hardening', () => {
  const page = [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title>',
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    '<script src="/assets/a.js"></script>',
    '<script>window.a = 1</script><script type="module" async="">import "/assets/b.js";</script>',
    '<script>window.a = 1</script></head><body></body></html>',
  ].join('');

  it('hashes each inline script a browser would run, once, and not JSON-LD or external scripts', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('window.a = 1'), sha('import "/assets/b.js";')]);
  });

  it('allows the speculation rules a content page adds on first input, and not on a page that hydrates', () => {
    expect(pageScriptHashes(page)).toEqual([...inlineScriptHashes(page), sha(SPECULATION_RULES)]);
    const app = page.replace('window.a = 1', 'window.__reactRouterContext = {}');
    expect(pageScriptHashes(app)).toEqual(inlineScriptHashes(app));
  });

  it('puts the policy right after the charset, before any script', () => {
    const policy = pagePolicy({ scriptHashes: inlineScriptHashes(page) });
    const hardened = withPolicyMeta(page, policy);
    expect(hardened.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      hardened.indexOf('<script'),
    );
    expect(hardened).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="`);
  });

  it("never lets inline script run by 'unsafe-inline', and adds the hosted API when there is one", () => {
    const policy = pagePolicy({ scriptHashes: ['sha256-abc'], apiOrigin: 'https://abc.supabase.co' });
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc'");
    expect(policy).toContain("connect-src 'self' https://abc.supabase.co");
  });

  it('caches hashed assets and versioned kits for a year, and revalidates pages and the evergreen kit', () => {
    expect(cacheControl('/assets/root-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/widgets/1.2.0/loader.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/widgets/v1/loader.js')).toBe('public, max-age=300');
    expect(cacheControl('/states/tx')).toBe('public, max-age=0, must-revalidate');
  });

  it('writes a headers file in which no two rules set the same header on one file', () => {
    const file = staticHostHeaders(['1.2.0', 'v1']);
    const rules = file.split(/\n(?=\/)/).filter((rule) => rule.startsWith('/'));
    expect(rules.map((rule) => rule.split('\n')[0])).toEqual([
      '/*',
      '/assets/*',
      '/widgets/1.2.0/*',
      '/widgets/v1/*',
    ]);
    const headerNames = (rule: string) =>
      rule
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(':')[0]);
    // '/*' applies to everything: it must not set what the narrower rules set.
    for (const rule of rules.slice(1))
      for (const name of headerNames(rule)) expect(headerNames(rules[0]!)).not.toContain(name);
  });

  describe('styles of pages that do not hydrate (issue 21)', () => {
    const content =
      '<html><head><style data-styled="true">.a{color:red}</style></head><body><style>.b{}</style></body></html>';

    it('hashes each style block, and the empty style the widget kit fills through the CSS object model', () => {
      expect(inlineStyleHashes(content)).toEqual([sha('.a{color:red}'), sha('.b{}'), sha('')]);
    });

    it('tells a page that hydrates by React Router’s context script', () => {
      expect(hydrates(content)).toBe(false);
      expect(hydrates('<script>window.__reactRouterContext = {}</script>')).toBe(true);
    });

    it("lists the hashes instead of 'unsafe-inline' when given them, and keeps it for pages that hydrate", () => {
      const hashed = pagePolicy({ scriptHashes: [], styleHashes: inlineStyleHashes(content) });
      expect(hashed).toContain(`style-src 'self' '${sha('.a{color:red}')}' '${sha('.b{}')}' '${sha('')}'`);
      expect(hashed).not.toContain("'unsafe-inline'");
      expect(pagePolicy({ scriptHashes: [] })).toContain("style-src 'self' 'unsafe-inline'");
    });
  });
});
