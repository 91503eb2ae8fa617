import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as plainTest } from '@playwright/test';
import { readStackSecrets, stackProfile } from '@pond/supabase/local';
import { SPECULATION_RULES } from '../../site/app/lib/speculation-rules.ts';
import { sql } from './db.ts';
import { expect, test } from './test.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

test('every page answers with the security headers and a policy that runs only its own inline scripts', async ({
  request,
}) => {
  for (const address of ['/', '/states/tx/austin', '/pond-planner', '/admin/import', '/no/such/page']) {
    const response = await request.get(address);
    const headers = response.headers();
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
    // The header (the host's _headers, or the Worker's own answers) says what only a header can, and
    // what holds for every page; the page's own policy, with its script hashes, is in its <meta>.
    const header = directives(headers['content-security-policy']!);
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
    expect(header.get('object-src')).toEqual(["'none'"]);
    expect(header.get('base-uri')).toEqual(["'self'"]);

    const html = await response.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(meta, `${address}: a policy in the page`).toBeTruthy();
    const policy = directives(meta!.replaceAll('&quot;', '"'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    const scripts = policy.get('script-src')!;
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy.get('connect-src')).toEqual(["'self'"]);

    // The page's inline scripts (and on a content page the speculation rules its site script adds on
    // the first input) are exactly the hashes listed.
    const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!))
      .map(([, , body]) => body!);
    expect(inline.length).toBeGreaterThan(0);
    // A page that hydrates carries React Router's context script; the others add the speculation rules.
    const added = html.includes('window.__reactRouterContext') ? [] : [SPECULATION_RULES];
    const hashes = [...inline, ...added].map(
      (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
    );
    expect(scripts.filter((value) => value.startsWith("'sha256-")).sort()).toEqual(
      [...new Set(hashes)].sort(),
    );
  }
});

// The plain test: this one expects a refusal, which the journeys' guard would count as a failure.
plainTest('a script slipped into a page does not run', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  await page.goto('/states/tx');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  expect(refused.join('\n')).toMatch(
    /inline script violates the following Content Security Policy directive 'script-src/,
  );
});

test('a script planted in a builder’s data is text on the page, never a script', async ({ page }) => {
  const planted = '<script>window.planted = true</script>';
  const [builder] = await sql<{
    id: string;
    name: string;
    city: string;
    state: string;
    slug: string;
    street: string | null;
  }>(
    `select id::text, name, city, state, slug, street from public.contractors where phone is not null order by name limit 1`,
  );
  await sql('update public.contractors set street = $1 where id = $2', [planted, builder!.id]);
  try {
    await page.goto(
      `/states/${builder!.state.toLowerCase()}/${builder!.city.toLowerCase().replace(/\s+/g, '-')}/${builder!.slug}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(builder!.name);
    expect(await page.evaluate(() => (window as { planted?: boolean }).planted)).toBeUndefined();
    const policy =
      (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    const sha = `sha256-${createHash('sha256').update('window.planted = true').digest('base64')}`;
    expect(policy).not.toContain(sha);
  } finally {
    await sql('update public.contractors set street = $1 where id = $2', [builder!.street, builder!.id]);
  }
});

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (!/\.(br|gz|png|jpe?g|webp|mp4|woff2?)$/.test(entry.name)) yield full;
  }
}

/** The role of every JSON Web Token in a text (the stack mints new ones each start: roles, not values). */
const tokenRoles = (text: string) =>
  [...text.matchAll(/eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/g)].map(
    ([, payload]) =>
      (JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { role?: string; app_metadata?: object })
        .role,
  );

test('no key but the anon key, and no secret of the local stack, is in any built or served file', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const secrets = await readStackSecrets(stackProfile('dev').dataDir);
  expect(secrets).toBeTruthy();
  const forbidden = {
    'JWT secret': secrets!.jwtSecret,
    'postgres password': secrets!.postgresPassword,
    'authenticator password': secrets!.authenticatorPassword,
  };
  const found: string[] = [];
  const check = (where: string, text: string) => {
    for (const [name, value] of Object.entries(forbidden))
      if (text.includes(value)) found.push(`${where}: the ${name}`);
    const roles = tokenRoles(text);
    for (const role of roles) if (role !== 'anon') found.push(`${where}: a token with the role ${role}`);
    return roles.includes('anon');
  };
  const scanned: Record<string, number> = {};
  let anonKeySeen = false;
  // The server build too: the host's Worker carries it, and it must hold no secret either.
  for (const dir of ['site/build/client', 'site/build/server', 'widgets/dist', '.local/storybook']) {
    scanned[dir] = 0;
    for await (const file of filesUnder(path.join(ROOT, dir))) {
      scanned[dir]++;
      anonKeySeen = check(path.relative(ROOT, file), await readFile(file, 'utf8')) || anonKeySeen;
    }
  }
  // Every build was read: pages, assets and the kit; the server bundle; the kit's own build (Storybook's
  // only when it was built). Data pages are rendered on request, not built one per builder, so no count
  // of thousands.
  expect(scanned['site/build/client']).toBeGreaterThan(150);
  expect(scanned['site/build/server']).toBeGreaterThan(5);
  expect(scanned['widgets/dist']).toBeGreaterThan(5);
  // What a visitor is sent: pages, their scripts, the widget kit.
  const home = await (await request.get('/')).text();
  const served = [
    '/',
    '/admin/import',
    '/widgets/v1/loader.js',
    ...[...home.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
  ];
  for (const address of served) check(address, await (await request.get(address)).text());
  expect(found).toEqual([]);
  // The anon key, which browsers may have, is found: the scan reads the files a key would be in.
  expect(anonKeySeen).toBe(true);
});
