import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMailCatcher, type MailCatcher, type JobWorker } from '../src/index.ts';
import { until } from './until.ts';
import { startTestWorker } from './test-worker.ts';

// Pages purged when builders change (issue 33), end to end: a change to public.contractors queues one
// purge_pages job per statement (the purge triggers), and the job queue POSTs the tags of every page
// that shows the builders touched to the site's purge address (a receiver this test runs, with the
// token the site would check).

const db = new pg.Pool({ connectionString: inject('stack').dbUrl });
const TOKEN = 'purge-token-for-this-file';
let catcher: MailCatcher;
let worker: JobWorker;
const purges: { authorization?: string; tags: string[] }[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    // The queue's other calls to the site (photo files, issue 34) come here too when another test
    // file's photos share this database: not ours; refused, so the queue tries them again elsewhere.
    if (req.url !== '/__pond/purge') return res.writeHead(404).end();
    purges.push({
      authorization: req.headers.authorization,
      tags: (JSON.parse(body) as { tags: string[] }).tags,
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/__pond/purge`;
  catcher = await startMailCatcher({ smtpPort: 57425, webPort: 57480 });
  worker = await startTestWorker(catcher, { url, token: TOKEN });
});
afterAll(async () => {
  await worker?.stop();
  await catcher?.stop();
  await db.end();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const purgeNaming = (tag: string) =>
  until(`a purge naming ${tag}`, () => purges.find((p) => p.tags.includes(tag)));

describe('a change to builders purges the pages that show them (issue 33)', () => {
  it('an added builder purges its profile, its city, its state, every search and the sitemaps, signed', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.contractors (name, city, state, phone) values ('Purge Test Ponds', 'Marfa', 'TX', '(432) 555-0100')
       returning id::text`,
    );
    const id = rows[0]!.id;
    const purge = await purgeNaming(`contractor:${id}`);
    expect(purge.authorization).toBe(`Bearer ${TOKEN}`);
    expect(purge.tags).toEqual(
      expect.arrayContaining(['directory', 'sitemap', 'city:tx:marfa', 'state:tx', 'sitemap:tx']),
    );
    await db.query('delete from public.contractors where id = $1', [id]);
  });

  it('a builder that moves purges where it was and where it is; one statement is one purge', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.contractors (name, city, state) values ('Mover Ponds', 'Alpine', 'TX'), ('Second Mover', 'Alpine', 'TX')
       returning id::text`,
    );
    purges.length = 0;
    await db.query(
      `update public.contractors set city = 'Santa Fe', state = 'NM' where id = any($1::uuid[])`,
      [rows.map((row) => row.id)],
    );
    const purge = await purgeNaming('city:nm:santa-fe');
    expect(purge.tags).toEqual(
      expect.arrayContaining([
        `contractor:${rows[0]!.id}`,
        `contractor:${rows[1]!.id}`,
        'city:tx:alpine',
        'state:tx',
        'state:nm',
      ]),
    );
    expect(purges.filter((p) => p.tags.includes('city:nm:santa-fe'))).toHaveLength(1);
    await db.query('delete from public.contractors where id = any($1::uuid[])', [rows.map((row) => row.id)]);
    await purgeNaming(`contractor:${rows[0]!.id}`);
  });

  it('a change still goes through when the purge cannot be queued', async () => {
    // The trigger's own guard: a job queue that refuses the job never stops the builder's edit.
    const client = await db.connect();
    try {
      await client.query('begin');
      await client.query('alter function graphile_worker.add_job rename to add_job_away');
      const { rowCount } = await client.query(
        `update public.contractors set phone = '(512) 555-0111' where id = (select id from public.contractors limit 1)`,
      );
      expect(rowCount).toBe(1);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
