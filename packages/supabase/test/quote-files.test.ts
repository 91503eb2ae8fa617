import { CONSENTS, QUOTE_FILE_MESSAGES } from '@pond/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachQuoteFile,
  chooseBuilders,
  listBuilderRequests,
  mayAttachQuoteFile,
  quoteFileKey,
  quoteFileOfRow,
  requestPage,
  sendQuote,
  staffQuoteFiles,
  submitLead,
  type PondClient,
} from '../src/index.ts';
import { builderOf } from './builder-clients.ts';
import { clientAs } from './clients.ts';
import { liftLeadLimitsForThisFile, sql } from './sql.ts';

// A quote's PDF: only the builder who quoted attaches one, while the request is open; its address is
// signed for the homeowner, that builder and staff, and names the file only when signed and in time.

liftLeadLimitsForThisFile();
const stamp = Date.now();
const emailOf = (name: string) => `${name}-${stamp}@quote-files.example`;
let builders: string[] = [];
let quoting: PondClient;
let other: PondClient;
let lead = '';

beforeAll(async () => {
  const rows = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state) values
       ('Quoting Ponds ${stamp}', 'Fileville', 'VT'), ('Silent Ponds ${stamp}', 'Fileville', 'VT')
     returning id`,
  );
  builders = rows.map((row) => row.id);
  for (const [n, name] of ['quoting', 'silent'].entries())
    await sql('insert into public.contractor_emails (contractor_id, email) values ($1, $2)', [
      builders[n],
      emailOf(name),
    ]);
  [quoting, other] = (await Promise.all(
    ['quoting', 'silent'].map((name, n) => builderOf(builders[n]!, emailOf(name))),
  )) as [PondClient, PondClient];
  const anon = await clientAs('anon');
  const saved = await submitLead(anon, {
    name: 'Quinn Files',
    email: emailOf('homeowner'),
    phone: '802 555 0191',
    projectType: 'Koi Pond Construction',
    message: 'A koi pond.',
    source: '/get-quotes',
  });
  lead = saved.id;
  await chooseBuilders(anon, {
    requestId: saved.id,
    choiceToken: saved.choiceToken,
    contractorIds: builders,
    consentId: CONSENTS.builderChoice.id,
  });
});

afterAll(async () => {
  await sql('delete from public.lead_submissions where email like $1', [`%-${stamp}@quote-files.example`]);
  await sql('delete from public.email_outbox where to_email like $1', [`%-${stamp}@quote-files.example`]);
  await sql('delete from public.builder_accounts where contractor_id = any($1)', [builders]);
  await sql('delete from public.builder_claims where contractor_id = any($1)', [builders]);
  await sql('delete from public.contractors where id = any($1)', [builders]);
  await sql('delete from auth.users where email like $1', [`%-${stamp}@quote-files.example`]);
});

describe('a quote’s PDF', () => {
  it('is attached only by the builder who quoted, and read only at an address signed in time', async () => {
    expect(await mayAttachQuoteFile(quoting, lead)).toBe(false);
    await sendQuote(quoting, lead, { total: 12000, items: [], startsOn: null, validUntil: null, note: null });
    expect(await mayAttachQuoteFile(quoting, lead)).toBe(true);
    expect(await mayAttachQuoteFile(other, lead)).toBe(false);
    const keyOf = () => `quote-files/${lead}/${crypto.randomUUID()}`;
    const [a, b] = [keyOf(), keyOf()];
    await expect(attachQuoteFile(other, { leadId: lead, key: keyOf(), bytes: 10 })).rejects.toMatchObject({
      message: QUOTE_FILE_MESSAGES.notYours,
    });
    // Never another stored file (a site photo, a builder's portfolio photo) under a quote.
    for (const key of [
      'request-photos/x/1600.webp',
      `photos/${crypto.randomUUID()}/640.webp`,
      `quote-files/${lead}/a`,
    ])
      await expect(attachQuoteFile(quoting, { leadId: lead, key, bytes: 10 })).rejects.toMatchObject({
        message: QUOTE_FILE_MESSAGES.failed,
      });
    expect(await attachQuoteFile(quoting, { leadId: lead, key: a, bytes: 2048 })).toBeNull();
    // A new PDF replaces the first: the Worker is told which file to delete.
    expect(await attachQuoteFile(quoting, { leadId: lead, key: b, bytes: 4096 })).toBe(a);

    const anon = await clientAs('anon');
    const [signed] = await sql<{ expires: string; signature: string }>(
      'select expires::text, signature from private.withdraw_link($1)',
      [lead],
    );
    const page = await requestPage(anon, {
      request: lead,
      expires: Number(signed!.expires),
      signature: signed!.signature,
    });
    const forHomeowner = page.builders.find((builder) => builder.id === builders[0])!.quote!.file!;
    expect(await quoteFileKey(anon, forHomeowner)).toBe(b);
    const [mine] = (await listBuilderRequests(quoting)).filter((row) => row.lead_id === lead);
    const forBuilder = quoteFileOfRow((mine!.quote as { file: unknown }).file)!;
    expect(await quoteFileKey(anon, forBuilder)).toBe(b);
    const [forStaff] = await staffQuoteFiles(await clientAs('staff'), lead);
    expect(await quoteFileKey(anon, forStaff!)).toBe(b);

    expect(await quoteFileKey(anon, { ...forHomeowner, signature: `${forHomeowner.signature}x` })).toBeNull();
    expect(await quoteFileKey(anon, { ...forHomeowner, contractor: builders[1]! })).toBeNull();
    const past = Math.floor(Date.now() / 1000) - 1;
    const [old] = await sql<{ s: string }>('select private.quote_file_signature($1, $2, $3) as s', [
      lead,
      builders[0],
      past,
    ]);
    expect(await quoteFileKey(anon, { ...forHomeowner, expires: past, signature: old!.s })).toBeNull();

    // Closed, the request takes no more PDFs.
    await sql('update public.lead_submissions set closed_at = now() where id = $1', [lead]);
    expect(await mayAttachQuoteFile(quoting, lead)).toBe(false);
  });
});
