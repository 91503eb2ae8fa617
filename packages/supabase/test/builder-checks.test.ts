import { CERTIFICATE_MESSAGES, CHECK_MESSAGES, STATE_LICENSING, checkValidUntil } from '@pond/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  attachMyCertificate,
  createPondReader,
  decideCheck,
  certificateKey,
  mayAttachCertificate,
  getVerification,
  listChecks,
  searchContractors,
  submitMyCheck,
  suggestBuilders,
  type CheckSubmission,
  type PondClient,
} from '../src/index.ts';
import { clientAs } from './clients.ts';
import { builderOf } from './builder-clients.ts';
import { sql } from './sql.ts';

// Builders send a licence, insurance or registration; staff record what the public source
// showed; anyone reads the checks that hold; "Verified" is current insurance and, where the state
// licenses this work, a current licence; a check that ends stops counting, and builders are reminded.

const stamp = Date.now();
const emailOf = (name: string) => `${name}-${stamp}@checks.example`;
let texan = '';
let oregonian = '';
let tx: PondClient;
let or: PondClient;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const insurance: CheckSubmission = {
  kind: 'insurance',
  state: null,
  number: 'GL-2231',
  classification: null,
  authority: 'Acme Mutual',
  coverageAmount: 1_000_000,
  expiresOn: inDays(200),
};
const verified = async (id: string) =>
  (await sql<{ verified: boolean }>('select verified from public.contractors where id = $1', [id]))[0]!
    .verified;

beforeAll(async () => {
  const rows = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state) values
       ('Check Texas Ponds ${stamp}', 'Austin', 'TX'), ('Check Oregon Ponds ${stamp}', 'Portland', 'OR')
     returning id::text`,
  );
  [texan, oregonian] = rows.map((row) => row.id) as [string, string];
  tx = await builderOf(texan, emailOf('tx'));
  or = await builderOf(oregonian, emailOf('or'));
});
afterAll(async () => {
  await sql('delete from public.contractors where id = any($1)', [[texan, oregonian]]);
  await sql('delete from auth.users where email like $1', [`%-${stamp}@checks.example`]);
});

describe('verification records', () => {
  it('a builder sends a document; a bad field is refused naming it; nobody else sees it', async () => {
    await expect(submitMyCheck(tx, { ...insurance, expiresOn: null })).rejects.toMatchObject({
      field: 'expiresOn',
      message: CHECK_MESSAGES.expiresOn,
    });
    await expect(submitMyCheck(tx, { ...insurance, coverageAmount: 5 })).rejects.toMatchObject({
      field: 'coverage',
    });
    await expect(submitMyCheck(tx, { ...insurance, kind: 'licence', state: 'XX' })).rejects.toMatchObject({
      field: 'state',
    });
    await submitMyCheck(tx, insurance);
    expect((await listChecks(tx, texan)).map((check) => check.status)).toEqual(['submitted']);
    expect(await listChecks(or, texan)).toEqual([]);
    expect(await getVerification(await clientAs('anon'), texan)).toEqual([]);
    await expect(submitMyCheck(await clientAs('anon'), insurance)).rejects.toThrow();
  });

  it('staff verify it against a named source: the builder is Verified, and anyone reads what was checked', async () => {
    const [check] = await listChecks(tx, texan);
    await expect(
      decideCheck(tx, check!.id, {
        verified: true,
        sourceUrl: 'https://acme.example/verify',
        outcome: 'active',
      }),
    ).rejects.toThrow();
    const staff = await clientAs('staff');
    await expect(
      decideCheck(staff, check!.id, { verified: true, sourceUrl: 'not a url', outcome: 'active' }),
    ).rejects.toMatchObject({
      field: 'sourceUrl',
    });
    await decideCheck(staff, check!.id, {
      verified: true,
      sourceUrl: 'https://acme.example/verify',
      outcome: 'in force',
    });
    expect(await verified(texan)).toBe(true);
    // "Verified only" in the directory finds it, and nobody unverified.
    const onlyVerified = await searchContractors(await clientAs('anon'), {
      filters: { city: 'Austin', state: 'TX', verifiedOnly: true },
    });
    expect(onlyVerified.contractors.map((contractor) => contractor.id)).toContain(texan);
    expect(onlyVerified.contractors.every((contractor) => contractor.verified)).toBe(true);
    // The homeowner's choice of builders says so too.
    const offers = await suggestBuilders(await clientAs('anon'), { contractorId: texan });
    expect(offers.find((offer) => offer.contractor.id === texan)?.verified).toBe(true);
    const shown = await getVerification(await clientAs('anon'), texan);
    expect(shown).toMatchObject([
      {
        kind: 'insurance',
        authority: 'Acme Mutual',
        coverageAmount: 1_000_000,
        number: null,
        sourceUrl: 'https://acme.example/verify',
        validUntil: insurance.expiresOn,
      },
    ]);
  });

  it('in a state that licenses this work, insurance alone is not Verified; a licence of that state makes it', async () => {
    const staff = await clientAs('staff');
    const decideAll = async () => {
      for (const check of (await listChecks(staff, oregonian)).filter((c) => c.status === 'submitted'))
        await decideCheck(staff, check.id, {
          verified: true,
          sourceUrl: STATE_LICENSING.OR!.lookup,
          outcome: 'active',
        });
    };
    await submitMyCheck(or, insurance);
    await decideAll();
    expect(await verified(oregonian)).toBe(false);
    await submitMyCheck(or, {
      kind: 'licence',
      state: 'OR',
      number: '12345',
      classification: 'Landscape construction',
      authority: STATE_LICENSING.OR!.board,
      coverageAmount: null,
      expiresOn: null,
    });
    await decideAll();
    expect(await verified(oregonian)).toBe(true);
    // Moved to North Carolina, its Oregon licence does not count there; moved back, it does.
    await sql(`update public.contractors set state = 'NC' where id = $1`, [oregonian]);
    expect(await verified(oregonian)).toBe(false);
    await sql(`update public.contractors set state = 'OR' where id = $1`, [oregonian]);
    expect(await verified(oregonian)).toBe(true);
    const [licence] = (await getVerification(await clientAs('anon'), oregonian)).filter(
      (c) => c.kind === 'licence',
    );
    // No expiry given: 12 months from the check, as core says.
    expect(licence!.validUntil).toBe(checkValidUntil('licence', inDays(0), null));
  });

  it('a check that ends stops counting by itself, and builders are mailed 30 and 7 days before', async () => {
    await sql(`update public.builder_checks set valid_until = current_date + 20 where contractor_id = $1`, [
      texan,
    ]);
    await sql('select private.expire_checks()');
    const reminders = () =>
      sql<{ n: number }>(
        `select count(*)::integer as n from public.email_outbox where template = 'check-expiring' and contractor_id = $1`,
        [texan],
      ).then((rows) => rows[0]!.n);
    expect(await reminders()).toBe(1);
    await sql('select private.expire_checks()');
    expect(await reminders()).toBe(1);
    await sql(`update public.builder_checks set valid_until = current_date + 5 where contractor_id = $1`, [
      texan,
    ]);
    await sql('select private.expire_checks()');
    expect(await reminders()).toBe(2);
    // Its last day passes: the daily run takes the badge away.
    await sql(`update public.builder_checks set valid_until = current_date - 1 where contractor_id = $1`, [
      texan,
    ]);
    await sql(
      `update public.contractors set verified = true, verified_until = current_date - 1 where id = $1`,
      [texan],
    );
    await sql('select private.expire_checks()');
    expect(await verified(texan)).toBe(false);
    expect(await getVerification(await clientAs('anon'), texan)).toEqual([]);
  });

  it('a certificate is attached by the insurance’s builder only, and read by that builder and staff', async () => {
    const stack = inject('stack');
    const readerOf = async (client: PondClient) =>
      createPondReader({
        url: stack.url,
        key: stack.anonKey,
        token: (await client.auth.getSession()).data.session!.access_token,
      });
    const id = await submitMyCheck(tx, insurance);
    const key = (upload: string) => `certificates/${id}/${upload}`;
    const first = key('00000000-0000-4000-8000-000000000001');
    expect(await mayAttachCertificate(await readerOf(or), id)).toBe(false);
    await expect(
      attachMyCertificate(await readerOf(or), { checkId: id, key: first, type: 'pdf', bytes: 100 }),
    ).rejects.toThrow(CERTIFICATE_MESSAGES.notYours);
    // A key of another check is refused too.
    await expect(
      attachMyCertificate(await readerOf(tx), {
        checkId: id,
        key: 'certificates/x/y',
        type: 'pdf',
        bytes: 100,
      }),
    ).rejects.toThrow(CERTIFICATE_MESSAGES.notYours);
    expect(await mayAttachCertificate(await readerOf(tx), id)).toBe(true);
    expect(await certificateKey(await readerOf(tx), id)).toBeNull();
    expect(
      await attachMyCertificate(await readerOf(tx), { checkId: id, key: first, type: 'pdf', bytes: 100 }),
    ).toBeNull();
    // A second upload replaces the first, which the Worker then deletes.
    const second = key('00000000-0000-4000-8000-000000000002');
    expect(
      await attachMyCertificate(await readerOf(tx), { checkId: id, key: second, type: 'pdf', bytes: 90 }),
    ).toBe(first);
    expect(await certificateKey(await readerOf(tx), id)).toBe(second);
    expect(await certificateKey(await readerOf(or), id)).toBeNull();
    expect(await certificateKey(await clientAs('staff'), id)).toBe(second);
    expect(await certificateKey(await clientAs('anon'), id)).toBeNull();
  });

  it('the database and @pond/core agree on the states and the last days', async () => {
    for (const state of ['OR', 'NC', 'CA', 'TX', 'WA', 'FL']) {
      const [row] = await sql<{ licenses: boolean }>('select private.state_licenses_ponds($1) as licenses', [
        state,
      ]);
      expect(row!.licenses, state).toBe(state in STATE_LICENSING);
    }
    for (const [kind, expires] of [
      ['insurance', '2027-03-01'],
      ['licence', '2027-03-01'],
      ['licence', '2029-01-01'],
      ['licence', null],
      ['registration', null],
    ] as const) {
      const [row] = await sql<{ until: string }>(
        `select private.check_valid_until($1, date '2026-11-27', $2::date)::text as until`,
        [kind, expires],
      );
      expect(row!.until, `${kind} ${expires}`).toBe(checkValidUntil(kind, '2026-11-27', expires));
    }
  });
});

describe('the trade’s credentials', () => {
  const cac: CheckSubmission = {
    kind: 'aquascape_cac',
    state: null,
    number: 'CAC-2231',
    classification: null,
    authority: 'Aquascape, Inc.',
    coverageAmount: null,
    expiresOn: inDays(90),
  };
  const certified = async (anon: PondClient) =>
    (
      await searchContractors(anon, {
        filters: { city: 'Austin', state: 'TX', credential: 'aquascape_cac' },
        pageSize: 100,
      })
    ).contractors.map((c) => c.id);

  it('a Certified Aquascape Contractor check staff record shows on the profile and in the filter, until it ends', async () => {
    const anon = await clientAs('anon');
    const staff = await clientAs('staff');
    const wasVerified = await verified(texan);
    const id = await submitMyCheck(tx, cac);
    // Nothing appears without a record: sent is not checked.
    expect(await certified(anon)).not.toContain(texan);
    await decideCheck(staff, id, {
      verified: true,
      sourceUrl: 'https://www.aquascapeinc.com/find-a-contractor?cac=2231',
      outcome: 'listed as a Certified Aquascape Contractor',
    });
    expect(await certified(anon)).toContain(texan);
    expect(
      (await getVerification(anon, texan)).find((check) => check.kind === 'aquascape_cac'),
    ).toMatchObject({
      number: 'CAC-2231',
      authority: 'Aquascape, Inc.',
      validUntil: checkValidUntil('aquascape_cac', inDays(0), inDays(90)),
    });
    // A credential is not insurance: it never makes a builder Verified.
    expect(await verified(texan)).toBe(wasVerified);

    // Its last day passes: the daily job takes it off the profile and out of the filter.
    await sql(`update public.builder_checks set valid_until = current_date - 1 where id = $1`, [id]);
    await sql('select private.expire_checks()');
    expect(await certified(anon)).not.toContain(texan);
    expect((await getVerification(anon, texan)).map((check) => check.kind)).not.toContain('aquascape_cac');
  });

  it('refuses a credential that is not one of ours, beside the field, and a search for one', async () => {
    await expect(
      submitMyCheck(tx, { ...cac, kind: 'pond_wizard' as CheckSubmission['kind'] }),
    ).rejects.toMatchObject({ field: 'kind', message: CHECK_MESSAGES.kind });
    await expect(
      searchContractors(await clientAs('anon'), {
        filters: { credential: 'pond_wizard' },
      }),
    ).rejects.toThrow();
  });
});
