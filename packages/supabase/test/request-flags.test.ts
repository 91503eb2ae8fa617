import { REQUEST_FLAG_LIMITS, REQUEST_FLAG_MESSAGES } from '@pond/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decideRequestFlag,
  flagRequest,
  myRequestFlags,
  staffRequestFlags,
  type PondClient,
} from '../src/index.ts';
import { builderOf } from './builder-clients.ts';
import { clientAs } from './clients.ts';
import { sql } from './sql.ts';

// A builder flags a request they could not use; staff confirm or refuse it with a reason; a confirmed
// flag takes it out of the builder's response figures and misses and out of its partner's confirmed
// credit; flags are limited so they cannot erase a record.

const stamp = Date.now();
let listing = '';
let builder: PondClient;
const leads: string[] = [];

/** A request that chose the builder `hoursAgo` hours ago, from a partner, never answered. */
async function request(n: number): Promise<string> {
  const [lead] = await sql<{ id: string }>(
    `insert into public.lead_submissions (name, email, phone, project_type, city, state, partner, created_at)
     values ($1, $2, '3075550199', 'Koi Pond Construction', 'Laramie', 'WY', 'flag-partner', now() - interval '9 days')
     returning id::text`,
    [`Flag Homeowner ${n}`, `flag-${n}-${stamp}@flags.example`],
  );
  await sql(
    `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery, chosen_at)
     values ($1, $2, 1, 'The flags test chose this builder', 'email', now() - interval '9 days')`,
    [lead!.id, listing],
  );
  leads.push(lead!.id);
  return lead!.id;
}

const figures = async () =>
  (
    await sql<{ requests: number; due: number; in_time: number }>(
      'select requests, due, in_time from private.response_figures(array[$1::uuid])',
      [listing],
    )
  )[0];

beforeAll(async () => {
  const [row] = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state) values ($1, 'Laramie', 'WY') returning id::text`,
    [`Flag Ponds ${stamp}`],
  );
  listing = row!.id;
  builder = await builderOf(listing, `flag-builder-${stamp}@flags.example`);
  for (let n = 0; n < 10; n++) await request(n);
});

afterAll(async () => {
  await sql('delete from public.lead_submissions where id = any($1)', [leads]);
  await sql('delete from public.contractors where id = $1', [listing]);
});

describe('requests a builder could not use', () => {
  it('a flag staff confirm leaves the builder’s figures and misses and the partner’s confirmed credit', async () => {
    const [lead] = leads as [string];
    // Reached by the builder, so confirmed for the partner, but never answered in time (a miss).
    await sql(`update public.lead_routes set contacted_at = now() - interval '2 days' where lead_id = $1`, [
      lead,
    ]);
    const before = (await figures())!;
    const confirmed = async () =>
      (
        await sql<{ confirmed: boolean }>(
          'select private.request_confirmed(l) as confirmed from public.lead_submissions l where id = $1',
          [lead],
        )
      )[0]!.confirmed;
    expect(await confirmed()).toBe(true);

    await flagRequest(builder, lead, { reason: 'could_not_reach', note: 'The number is disconnected.' });
    expect((await myRequestFlags(builder)).map((flag) => [flag.lead_id, flag.status])).toEqual([
      [lead, 'open'],
    ]);
    // Open, it counts as any request.
    expect(await figures()).toEqual(before);

    const staff = await clientAs('staff');
    expect((await staffRequestFlags(staff)).find((flag) => flag.lead_id === lead)).toMatchObject({
      status: 'open',
      reason: 'could_not_reach',
      note: 'The number is disconnected.',
    });
    await expect(
      decideRequestFlag(staff, { leadId: lead, contractorId: listing, confirm: true, reason: 'short' }),
    ).rejects.toMatchObject({ message: REQUEST_FLAG_MESSAGES.decisionReason });
    await decideRequestFlag(staff, {
      leadId: lead,
      contractorId: listing,
      confirm: true,
      reason: 'The homeowner’s number is not in service.',
    });
    const after = (await figures())!;
    expect(after.requests).toBe(before.requests - 1);
    expect(after.due).toBe(before.due - 1);
    expect(await confirmed()).toBe(false);
    expect((await myRequestFlags(builder))[0]).toMatchObject({
      status: 'confirmed',
      decision_reason: 'The homeowner’s number is not in service.',
    });
  });

  it('a refused flag changes nothing; a second flag of one request, a bad reason, anon and builders deciding are refused', async () => {
    const lead = leads[1]!;
    await expect(flagRequest(builder, lead, { reason: 'boring' as never })).rejects.toMatchObject({
      field: 'reason',
      message: REQUEST_FLAG_MESSAGES.reason,
    });
    const before = await figures();
    await flagRequest(builder, lead, { reason: 'not_real' });
    await expect(flagRequest(builder, lead, { reason: 'not_real' })).rejects.toMatchObject({
      message: REQUEST_FLAG_MESSAGES.exists,
    });
    await expect(
      decideRequestFlag(builder, {
        leadId: lead,
        contractorId: listing,
        confirm: true,
        reason: 'I say so, really',
      }),
    ).rejects.toThrow();
    await expect(flagRequest(await clientAs('anon'), lead, { reason: 'not_real' })).rejects.toThrow();
    await decideRequestFlag(await clientAs('staff'), {
      leadId: lead,
      contractorId: listing,
      confirm: false,
      reason: 'The homeowner answered our mail: it is real.',
    });
    expect(await figures()).toEqual(before);
  });

  it('limits flags so they cannot erase a record: a few a month, never more than a share of the requests', async () => {
    // Ten requests: two flags not refused (20 %) and three a month at most; the third flag goes in, the
    // fourth is refused whichever limit it meets first.
    expect(REQUEST_FLAG_LIMITS).toMatchObject({ perMonth: 3, sharePercent: 20 });
    await flagRequest(builder, leads[2]!, { reason: 'not_real' });
    await expect(flagRequest(builder, leads[3]!, { reason: 'not_real' })).rejects.toMatchObject({
      message: REQUEST_FLAG_MESSAGES.limit,
    });
    expect(await sql('select 1 from public.request_flags where lead_id = $1', [leads[3]])).toEqual([]);
  });
});
