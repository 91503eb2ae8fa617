// Valid pages, checked in CI. One page of every type goes through the W3C Nu Html Checker
// (the vnu-jar package, on the machine's Java) with zero errors, and every JSON-LD type we emit carries
// what Google's structured-data documentation requires of it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { sql } from './db.ts';
import { expect, test } from './test.ts';

const PAGES = [
  '/',
  '/about',
  '/about/verification',
  '/reviews/guidelines',
  '/states',
  '/states/tx',
  '/states/tx/austin',
  '/pond-builders-near-me?q=Austin%2C%20TX',
  '/pond-planner',
  '/pond-calculator',
  '/pond-cost',
  '/koi-pond-cost/tx',
  '/admin/costs',
  '/admin/flags',
  '/builders/dashboard/website',
  '/blog',
  '/blog/building-perfect-koi-pond',
  '/get-quotes',
  '/contractor-specialties',
  '/privacy-policy',
  '/sitemap-html',
  '/partners',
  '/partners/embed',
  '/partners/join',
  '/builders/dashboard',
  '/admin/leads',
  '/review',
  '/no-such-page',
];

/**
 * CSS the checker's CSS validator does not know yet (container queries, anchor positioning, @starting-style, discrete
 * transitions; all in Chromium since 2024): reported as errors, though the HTML is valid.
 */
const NEWER_CSS =
  /^CSS: .*(anchor-name|position-anchor|position-area|@starting-style|allow-discrete|@container|“container”|container-type)/;

/** Google's required (and for Article, recommended) properties of each type we emit. */
const REQUIRED: Record<string, (data: Record<string, unknown>) => string[]> = {
  Article: (d) =>
    missing(d, [
      'headline',
      'image',
      'datePublished',
      'dateModified',
      'author.name',
      'author.url',
      'publisher.name',
      'publisher.logo.url',
    ]),
  BreadcrumbList: (d) =>
    (d.itemListElement as Record<string, unknown>[]).flatMap((item, index, all) =>
      missing(item, ['position', 'name', ...(index < all.length - 1 ? ['item'] : [])]),
    ),
  FAQPage: (d) =>
    (d.mainEntity as Record<string, unknown>[]).flatMap((question) =>
      missing(question, ['name', 'acceptedAnswer.text']),
    ),
  Organization: (d) => missing(d, ['name', 'url', 'logo']),
  ItemList: (d) =>
    (d.itemListElement as Record<string, unknown>[]).flatMap((item) => missing(item, ['position'])),
  HomeAndConstructionBusiness: (d) =>
    missing(d, ['name', 'address.addressLocality', 'address.addressRegion']).concat(
      d.aggregateRating ? missing(d, ['aggregateRating.ratingValue', 'aggregateRating.reviewCount']) : [],
    ),
};

function missing(data: Record<string, unknown>, paths: string[]): string[] {
  return paths.filter((dotted) => {
    const value = dotted
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data);
    return value === undefined || value === null || value === '';
  });
}

test('one page of every type is valid HTML and its structured data has what Google requires', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const [profile] = await sql<{ id: string }>(
    `select id from public.contractors where city = 'Austin' and state = 'TX' limit 1`,
  );
  const folder = await mkdtemp(path.join(tmpdir(), 'pond-vnu-'));
  const files: string[] = [];
  const types = new Set<string>();
  for (const [index, address] of [...PAGES, `/states/tx/austin/${profile!.id}`].entries()) {
    const answer = await request.get(address);
    expect(answer.status(), address).toBe(address === '/no-such-page' ? 404 : 200);
    const html = await answer.text();
    const file = path.join(folder, `${index}.html`);
    await writeFile(file, html);
    files.push(file);
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
      const data = JSON.parse(json!) as Record<string, unknown>;
      const type = String(data['@type']);
      types.add(type);
      const check = REQUIRED[type];
      expect(check, `${address}: a JSON-LD type the test does not know: ${type}`).toBeDefined();
      expect(check!(data), `${address}: ${type} lacks`).toEqual([]);
    }
  }
  expect([...types].sort()).toEqual(
    expect.arrayContaining(['Article', 'BreadcrumbList', 'HomeAndConstructionBusiness', 'Organization']),
  );

  // One JVM for every page: errors only, as JSON. A checker that cannot run fails the test.
  const result = await promisify(execFile)(
    'java',
    ['-jar', String(vnuJar), '--errors-only', '--format', 'json', ...files],
    { maxBuffer: 16 * 1024 * 1024 },
  ).then(
    (done) => done.stderr,
    (failed: { code?: unknown; stderr?: string }) => {
      if (typeof failed.code === 'string')
        throw new Error(`The HTML checker could not start (java: ${failed.code})`);
      return failed.stderr ?? '';
    },
  );
  const report = JSON.parse(result) as {
    messages: { type: string; subType?: string; url: string; message: string; extract?: string }[];
  };
  const messages = report.messages
    .filter((message) => message.type !== 'info' && !NEWER_CSS.test(message.message))
    .map(
      (message) =>
        `${[...PAGES, 'the profile'][Number(path.basename(message.url ?? '').split('.')[0])] ?? message.url}: ${message.type}: ${message.message} (${message.extract ?? ''})`,
    );
  await rm(folder, { recursive: true });
  expect(messages).toEqual([]);
});
