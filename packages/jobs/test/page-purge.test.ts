import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMailCatcher, type MailCatcher, type JobWorker } from '../src/index.ts';
import { startReceiver, type Receiver } from './receiver.ts';
import { startTestWorker } from './test-worker.ts';
import { until } from './until.ts';

// Pages purged when builders change, end to end: a change to public.contractors notes the builders it
// touched and how far (the purge triggers), one purge_pages job takes them all, and the job queue
// POSTs the tags of every page that shows what changed to the site's purge address (a receiver this
// test runs, with the token the site would check).

const db = new pg.Pool({ connectionString: inject('stack').dbUrl });
const TOKEN = 'purge-token-for-this-file';
let catcher: MailCatcher;
let worker: JobWorker;
let receiver: Receiver;
const purges: { authorization?: string; tags: string[]; at: number }[] = [];

beforeAll(async () => {
  receiver = await startReceiver((request, res) => {
    // The queue's other calls to the site (photo files) come here too when another test
    // file's photos share this database: not ours; refused, so the queue tries them again elsewhere.
    if (request.path !== '/__pond/purge') return void res.writeHead(404).end();
    purges.push({
      authorization: request.headers.authorization as string | undefined,
      tags: (JSON.parse(request.body) as { tags: string[] }).tags,
      at: Date.now(),
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  catcher = await startMailCatcher({ smtpPort: 27425, webPort: 27480 });
  worker = await startTestWorker(catcher, { url: `${receiver.url}/__pond/purge`, token: TOKEN });
});
afterAll(async () => {
  await worker?.stop();
  await catcher?.stop();
  await db.end();
  await receiver?.close();
});

const purgeNaming = (tag: string) =>
  until(`a purge naming ${tag}`, () => purges.find((p) => p.tags.includes(tag)));

describe('a change to builders purges the pages that show them', () => {
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

  it('a hundred edits in a row are one purge per tag, never a purge per edit', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.contractors (name, city, state, phone) values ('Flood Ponds', 'Marfa', 'TX', '(432) 555-0101')
       returning id::text`,
    );
    const id = rows[0]!.id;
    await purgeNaming(`contractor:${id}`);
    purges.length = 0;
    const started = Date.now();
    for (let edit = 0; edit < 100; edit++)
      await db.query('update public.contractors set phone = $2 where id = $1', [
        id,
        `(432) 555-${1000 + edit}`,
      ]);
    const edited = Date.now();
    await purgeNaming(`contractor:${id}`);
    // Every purge the edits caused has come: no builder waits to be purged, no purge job waits.
    await until('the purges settled', async () => {
      const { rows: waiting } = await db.query<{ n: number }>(
        `select (select count(*) from private.pending_purges)
              + (select count(*) from graphile_worker.jobs where task_identifier = 'purge_pages') as n`,
      );
      return Number(waiting[0]!.n) === 0 ? true : undefined;
    });
    const ours = purges.filter((p) => p.tags.includes(`contractor:${id}`));
    // One purge per tag per two seconds at most, whatever the number of edits.
    expect(ours.length).toBeLessThanOrEqual(Math.ceil((edited - started) / 2_000) + 1);
    for (const [i, purge] of ours.entries())
      if (i > 0) expect(purge.at - ours[i - 1]!.at).toBeGreaterThanOrEqual(1_900);
    await db.query('delete from public.contractors where id = $1', [id]);
  });

  it('a change purges only the pages that show it: a mark or a description the profile, a phone the lists too', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.contractors (name, city, state, phone) values ('Reach Ponds', 'Marfa', 'TX', '(432) 555-0102')
       returning id::text`,
    );
    const id = rows[0]!.id;
    await purgeNaming(`contractor:${id}`);
    const tagsOf = async (change: () => Promise<unknown>) => {
      purges.length = 0;
      await change();
      return (await purgeNaming(`contractor:${id}`)).tags.filter(
        (tag) => !tag.startsWith('contractor:') || tag === `contractor:${id}`,
      );
    };
    expect(
      await tagsOf(() =>
        db.query(`update public.contractors set description = 'Koi ponds only.' where id = $1`, [id]),
      ),
    ).toEqual([`contractor:${id}`]);
    const [lead] = (
      await db.query<{ id: string }>(
        `insert into public.lead_submissions (name, email, phone, project_type) values ('Reach Homeowner', 'reach-purge@example.com', '4325550100', 'Other') returning id::text`,
      )
    ).rows;
    await db.query(
      `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery) values ($1, $2, 1, 'test', 'phone')`,
      [lead!.id, id],
    );
    expect(
      await tagsOf(() =>
        db.query('update public.lead_routes set contacted_at = now() where lead_id = $1', [lead!.id]),
      ),
    ).toEqual([`contractor:${id}`]);
    expect(
      (
        await tagsOf(() =>
          db.query(`update public.contractors set phone = '(432) 555-0199' where id = $1`, [id]),
        )
      ).sort(),
    ).toEqual([`contractor:${id}`, 'city:tx:marfa', 'directory'].sort());
    await db.query('delete from public.lead_submissions where id = $1', [lead!.id]);
    await db.query('delete from public.contractors where id = $1', [id]);
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
