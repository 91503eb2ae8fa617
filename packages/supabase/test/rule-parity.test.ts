import {
  ANSWER_BUSINESS_DAYS,
  ACT_LIMITS,
  BUILDERS_PER_HOMEOWNER_PER_DAY,
  CLAIM_APPROVAL_DAYS,
  carriesBadge,
  DIRECTORY_COUNT_CAP,
  OWN_NETWORK_DAYS,
  CONSENTS,
  isCampaign,
  isEmail,
  isPartnerId,
  isStateCode,
  isWidgetTag,
  MIN_FILL_MS,
  US_STATES,
  WIDGET_TAGS,
} from '@pond/core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_DIR } from '../src/schema/two-databases.ts';
import { MIGRATIONS_DIR } from '../src/stack/profiles.ts';
import { sql } from './sql.ts';

// Each rule the database and @pond/core both check, run on both sides on the same values:
// the SQL check function and its TypeScript twin must agree on every one.

const samples: Record<string, { sql: string; core: (value: string) => boolean; values: string[] }> = {
  'badge in a listing': {
    sql: 'private.carries_badge',
    core: carriesBadge,
    values: [
      'Acme ✓ Verified · ★ 5.0',
      'Acme ✔ Ponds',
      'Acme Ponds ⭐',
      'Acme Veri\u200Bfied Ponds',
      'Acme ｖｅｒｉｆｉｅｄ Ponds',
      'Acme ⭑ Ponds',
      'Top\u00ADRated Koi',
      'Verified Ponds',
      'VERIFIED ponds',
      'Top Rated Koi',
      'top-rated koi',
      'Best rated ponds in Texas',
      'Five star water gardens',
      '5-star ponds',
      'We are vetted',
      'Acme Ponds',
      'Unverified claims',
      'Verifiedponds',
      'Toprated',
      'Starlight Ponds',
      'Five Oaks Ponds',
      'Rated highly by neighbours',
      '',
    ],
  },
  email: {
    sql: 'private.is_email',
    core: isEmail,
    values: [
      'jo@example.com',
      "o'neil@example.co.uk",
      'a.b+c@sub.example.org',
      `${'x'.repeat(64)}@example.com`,
      `${'a'.repeat(245)}@example.com`,
      '',
      'jo',
      'jo@',
      '@example.com',
      'jo@example',
      'jo @example.com',
      'jo@exa mple.com',
      'jo@example.c',
      'jo@@example.com',
      'jo@example.com\n',
      'jo@example.com ',
      'ünï@example.com',
      'jo@-.com',
      '<jo@example.com>',
    ],
  },
  'partner id': {
    sql: 'private.is_partner_id',
    core: isPartnerId,
    values: [
      'greenthumb',
      'a',
      'a-b-1',
      '0abc',
      'a'.repeat(63),
      '',
      '-abc',
      'Abc',
      'a_b',
      'a'.repeat(64),
      'a b',
      'ab\n',
    ],
  },
  campaign: {
    sql: 'private.is_campaign',
    core: isCampaign,
    values: [
      'spring-sale',
      'a_b',
      '0',
      'x'.repeat(40),
      'x'.repeat(41),
      '_a',
      '-a',
      'Spring',
      '',
      'a b',
      'sale!',
    ],
  },
  'widget tag': {
    sql: 'private.is_widget_tag',
    core: isWidgetTag,
    values: [...WIDGET_TAGS, 'pond-slot-machine', 'POND-PLANNER', 'pond-planner ', ''],
  },
  'state code': {
    sql: 'private.is_state_code',
    core: isStateCode,
    values: [...US_STATES.map((state) => state.code), 'tx', 'Tx', 'ZZ', 'TXX', '', 'PR', 'GU', 'T'],
  },
};

describe('rules checked in SQL and in @pond/core agree', () => {
  for (const [rule, { sql: check, core, values }] of Object.entries(samples)) {
    it(`${rule}: ${check} and its @pond/core twin say the same of ${values.length} values`, async () => {
      const rows = await sql<{ value: string; ok: boolean }>(
        `select v as value, coalesce(${check}(v), false) as ok from unnest($1::text[]) v`,
        [values],
      );
      const disagreements = rows
        .filter((row) => row.ok !== core(row.value))
        .map((row) => JSON.stringify(row));
      expect(disagreements).toEqual([]);
      // The sample has both sides of the rule.
      expect(new Set(rows.map((row) => row.ok))).toEqual(new Set([true, false]));
    });
  }

  it('the minimum fill time and the daily builder allowance the migration gives the database are @pond/core’s', async () => {
    // Stacks set it at start (profiles.ts: the form's own, or 0 for scripts); a hosted project keeps
    // what the migration wrote.
    const migration = await readFile(
      path.join(MIGRATIONS_DIR, '20261127000200_limits_the_client_cannot_choose.sql'),
      'utf8',
    );
    const seeded = /insert into private\.form_limits \(min_fill_ms, max_age\) values \((\d+),/.exec(
      migration,
    );
    expect(Number(seeded?.[1])).toBe(MIN_FILL_MS);
    const allowance = /insert into private\.routing_limits \([^)]*\)\s*values \((\d+),/.exec(migration);
    expect(Number(allowance?.[1])).toBe(BUILDERS_PER_HOMEOWNER_PER_DAY);
  });

  it('the trust figures the database keeps are @pond/core’s: act limits, own networks, claim approvals, the directory’s depth', async () => {
    // The rows as the schema file seeds them (other files lift the limits in the database while they run).
    const file = await readFile(path.join(SCHEMA_DIR, 'rules/acts.sql'), 'utf8');
    const seeded =
      /insert into private\.act_limits \(kind, per_hour\) values\s*([^;]+);/.exec(file)?.[1] ?? '';
    const limits = Object.fromEntries(
      [...seeded.matchAll(/\('([a-z-]+)', '(\d+)'\)/g)].map(([, kind, n]) => [kind, Number(n)]),
    );
    expect(limits).toEqual(ACT_LIMITS);
    const [figures] = await sql<{ own: number; approval: number; depth: number; answer: number }>(
      'select private.own_network_days() as own, private.claim_approval_days() as approval, private.directory_offset_cap() as depth, private.answer_business_days() as answer',
    );
    expect(figures).toEqual({
      own: OWN_NETWORK_DAYS,
      approval: CLAIM_APPROVAL_DAYS,
      depth: DIRECTORY_COUNT_CAP,
      answer: ANSWER_BUSINESS_DAYS,
    });
  });

  it('each consent the pages show is the database’s record of the same id, word for word', async () => {
    for (const consent of Object.values(CONSENTS)) {
      const rows = await sql<{ text: string }>('select text from public.consent_texts where id = $1', [
        consent.id,
      ]);
      expect(rows, consent.id).toEqual([{ text: consent.text }]);
    }
  });
});
