import {
  CONSENTS,
  PLAN_TEXTS,
  REQUEST_PHOTO_MESSAGES,
  detailsOfRow,
  planRow,
  requestDetailsLines,
  type AttachedPlan,
} from '@pond/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRequestPhoto,
  chooseBuilders,
  listBuilderRequests,
  requestPage,
  requestPhotoAllowed,
  requestPhotosLeft,
  requestPhotosOfRows,
  staffRequestPhotos,
  submitLead,
  type PondClient,
} from '../src/index.ts';
import { builderOf } from './builder-clients.ts';
import { clientAs } from './clients.ts';
import { liftLeadLimitsForThisFile, sql } from './sql.ts';

// A request's plan and its private site photos: the plan travels with the request to the builders;
// the photos are taken only before the request goes out, at most six, and their files answer only at
// addresses the database signed for the homeowner, the builders they chose and staff.

liftLeadLimitsForThisFile();
const stamp = Date.now();
const emailOf = (name: string) => `${name}-${stamp}@site-photos.example`;
let builders: string[] = [];
let chosen: PondClient;
let notChosen: PondClient;

const plan: AttachedPlan = {
  from: 'planner',
  pondType: 'koi',
  lengthFt: 12,
  widthFt: 8,
  areaSqFt: 96,
  depthFt: 3,
  gallons: 2154,
  costLow: 5200,
  costHigh: 9100,
};

const newRequest = async (name: string) => {
  const anon = await clientAs('anon');
  const saved = await submitLead(anon, {
    name: 'Pia Photos',
    email: emailOf(name),
    phone: '802 555 0190',
    projectType: 'Koi Pond Construction',
    message: 'A koi pond by the deck.',
    source: '/get-quotes',
  });
  return { anon, requestId: saved.id, choiceToken: saved.choiceToken };
};

const linkOf = async (id: string) => {
  const [signed] = await sql<{ expires: string; signature: string }>(
    'select expires::text, signature from private.withdraw_link($1)',
    [id],
  );
  return { request: id, expires: Number(signed!.expires), signature: signed!.signature };
};

beforeAll(async () => {
  const rows = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state) values
       ('Chosen Ponds ${stamp}', 'Photoville', 'VT'), ('Other Ponds ${stamp}', 'Photoville', 'VT')
     returning id`,
  );
  builders = rows.map((row) => row.id);
  for (const [n, name] of ['chosen', 'other'].entries())
    await sql('insert into public.contractor_emails (contractor_id, email) values ($1, $2)', [
      builders[n],
      emailOf(name),
    ]);
  [chosen, notChosen] = (await Promise.all(
    ['chosen', 'other'].map((name, n) => builderOf(builders[n]!, emailOf(name))),
  )) as [PondClient, PondClient];
});

afterAll(async () => {
  await sql('delete from public.lead_submissions where email like $1', [`%-${stamp}@site-photos.example`]);
  await sql('delete from public.email_outbox where to_email like $1', [`%-${stamp}@site-photos.example`]);
  await sql('delete from public.builder_accounts where contractor_id = any($1)', [builders]);
  await sql('delete from public.builder_claims where contractor_id = any($1)', [builders]);
  await sql('delete from public.contractors where id = any($1)', [builders]);
  await sql('delete from auth.users where email like $1', [`%-${stamp}@site-photos.example`]);
});

describe('the plan from the planner or calculator', () => {
  it('travels with the request to the chosen builder’s inbox and mail facts; a broken plan routes nothing', async () => {
    const { anon, requestId, choiceToken } = await newRequest('plan');
    const choice = {
      requestId,
      choiceToken,
      contractorIds: [builders[0]!],
      consentId: CONSENTS.builderChoice.id,
    };
    await expect(
      chooseBuilders(anon, { ...choice, details: { plan: { ...plan, costLow: 9500, costHigh: 9100 } } }),
    ).rejects.toMatchObject({ field: 'details', message: PLAN_TEXTS.broken });
    await expect(
      anon.rpc('choose_builders', {
        p_lead: requestId,
        p_token: choiceToken,
        p_contractors: [builders[0]!],
        p_consent_id: CONSENTS.builderChoice.id,
        p_details: { plan: { ...planRow(plan), note: '<script>' } },
      }),
    ).resolves.toMatchObject({ error: { code: '23514' } });
    expect(await sql('select 1 from public.lead_routes where lead_id = $1', [requestId])).toEqual([]);

    await chooseBuilders(anon, { ...choice, details: { plan } });
    const [mine] = (await listBuilderRequests(chosen)).filter((row) => row.lead_id === requestId);
    expect(requestDetailsLines(detailsOfRow(mine!.details as Record<string, unknown>))).toEqual([
      'Plan: Koi Pond, 12 × 8 ft, 3 ft deep (96 sq ft, about 2,154 gallons); planner estimate $5,200 - $9,100',
    ]);
  });
});

describe('site photos', () => {
  it('are taken only before the request goes out, six at most, and recorded as processing', async () => {
    const { anon, requestId, choiceToken } = await newRequest('limit');
    const owner = { requestId, choiceToken };
    expect(await requestPhotosLeft(anon, owner)).toBe(6);
    await expect(
      requestPhotosLeft(anon, { requestId, choiceToken: crypto.randomUUID() }),
    ).rejects.toMatchObject({ message: REQUEST_PHOTO_MESSAGES.closed });
    for (let n = 1; n <= 6; n++)
      expect(
        await addRequestPhoto(anon, { ...owner, id: crypto.randomUUID(), fileType: 'heic', bytes: 1000 }),
      ).toBe(n);
    await expect(
      addRequestPhoto(anon, { ...owner, id: crypto.randomUUID(), fileType: 'jpeg', bytes: 1000 }),
    ).rejects.toMatchObject({ message: REQUEST_PHOTO_MESSAGES.full });
    // A file type nobody checked is refused by the table itself, and nothing is kept.
    await sql('delete from public.request_photos where lead_id = $1 and position = 6', [requestId]);
    await expect(
      addRequestPhoto(anon, { ...owner, id: crypto.randomUUID(), fileType: 'gif' as 'jpeg', bytes: 1000 }),
    ).rejects.toBeTruthy();
    expect(
      await sql('select status from public.request_photos where lead_id = $1', [requestId]),
    ).toHaveLength(5);
    expect(
      await sql<{ status: string }>('select distinct status from public.request_photos where lead_id = $1', [
        requestId,
      ]),
    ).toEqual([{ status: 'processing' }]);

    await chooseBuilders(anon, {
      ...owner,
      contractorIds: [builders[0]!],
      consentId: CONSENTS.builderChoice.id,
    });
    await expect(
      addRequestPhoto(anon, { ...owner, id: crypto.randomUUID(), fileType: 'jpeg', bytes: 1000 }),
    ).rejects.toMatchObject({ message: REQUEST_PHOTO_MESSAGES.closed });
  });

  it('are signed for the homeowner, the chosen builder and staff, and for no one else', async () => {
    const { anon, requestId, choiceToken } = await newRequest('signed');
    const photo = crypto.randomUUID();
    await addRequestPhoto(anon, { requestId, choiceToken, id: photo, fileType: 'heic', bytes: 2048 });
    await sql('select private.request_photo_processed($1, 1600, 1200, 90000)', [photo]);
    await chooseBuilders(anon, {
      requestId,
      choiceToken,
      contractorIds: [builders[0]!],
      consentId: CONSENTS.builderChoice.id,
    });

    // The homeowner, by their link.
    const page = await requestPage(anon, await linkOf(requestId));
    const own = page.request!.photos[0]!.signed!;
    expect(await requestPhotoAllowed(anon, own)).toBe(true);
    // The builder they chose, in the inbox.
    const [mine] = (await listBuilderRequests(chosen)).filter((row) => row.lead_id === requestId);
    const inbox = requestPhotosOfRows((mine!.details as { photos: unknown }).photos);
    expect(inbox.map((p) => p.id)).toEqual([photo]);
    expect(await requestPhotoAllowed(anon, inbox[0]!.signed!)).toBe(true);
    // Staff.
    const staffs = await staffRequestPhotos(await clientAs('staff'), requestId);
    expect(await requestPhotoAllowed(anon, staffs[0]!.signed!)).toBe(true);

    // A builder not chosen: the request is not in their inbox, the rows and the staff door are shut.
    expect((await listBuilderRequests(notChosen)).some((row) => row.lead_id === requestId)).toBe(false);
    const rows = await notChosen.from('request_photos').select('id').eq('lead_id', requestId);
    expect(rows.data ?? []).toEqual([]);
    await expect(staffRequestPhotos(notChosen, requestId)).rejects.toBeTruthy();
    const { error: anonRead } = await anon.from('request_photos').select('id');
    expect(anonRead).not.toBeNull();

    // Only a signature made here, in time, answers.
    expect(await requestPhotoAllowed(anon, { ...own, signature: `${own.signature.slice(0, -2)}xx` })).toBe(
      false,
    );
    expect(await requestPhotoAllowed(anon, { ...own, id: crypto.randomUUID() })).toBe(false);
    const sign = async (expires: number) =>
      (await sql<{ s: string }>('select private.request_photo_signature($1, $2) as s', [photo, expires]))[0]!
        .s;
    const past = Math.floor(Date.now() / 1000) - 60;
    expect(await requestPhotoAllowed(anon, { id: photo, expires: past, signature: await sign(past) })).toBe(
      false,
    );
    // An address that would last a day is not one we sign, even with the right secret.
    const far = Math.floor(Date.now() / 1000) + 86_400;
    expect(await requestPhotoAllowed(anon, { id: photo, expires: far, signature: await sign(far) })).toBe(
      false,
    );
  });
});
