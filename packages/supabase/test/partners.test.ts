import { afterAll, describe, expect, it } from 'vitest';
import {
  applyAsPartner,
  approvePartnerApplication,
  declinePartnerApplication,
  listPartnerApplications,
  listPartners,
  PondDataError,
  setPartnerStatus,
} from '../src/index.ts';
import { clientAs } from './clients.ts';
import { setLeadLimits, sql } from './sql.ts';

// Partners as customers: apply, decide, suspend; who may do which.

const stamp = Date.now();
let serial = 0;
const application = (overrides: Partial<Parameters<typeof applyAsPartner>[1]> = {}) => ({
  businessName: `Green Thumb Gardens ${stamp}`,
  contactName: 'Dana Green',
  email: `dana-${stamp}-${++serial}@greenthumb.example`,
  websites: ['https://greenthumb.example', 'https://shop.greenthumb.example'],
  businessKind: 'garden-centre' as const,
  widgets: ['pond-quote-form', 'pond-planner'],
  ...overrides,
});

afterAll(async () => {
  await sql(`delete from public.email_outbox where to_email like $1`, [`%-${stamp}-%`]);
  await sql(`delete from public.partner_applications where email like $1`, [`%-${stamp}-%`]);
  await sql(`delete from public.partners where email like $1`, [`%-${stamp}-%`]);
});

const outboxFor = (email: string) =>
  sql<{ template: string; payload: { partner_id?: string } }>(
    'select template, payload from public.email_outbox where to_email = $1 order by created_at',
    [email],
  );

describe('applying to be a partner', () => {
  it('saves the application as it was sent and queues the confirmation mail with it', async () => {
    const sent = application();
    const id = await applyAsPartner(await clientAs('anon'), sent);
    const [row] = await sql('select * from public.partner_applications where id = $1', [id]);
    expect(row).toMatchObject({
      business_name: sent.businessName,
      email: sent.email,
      websites: sent.websites,
      widgets: ['pond-planner', 'pond-quote-form'],
      status: 'pending',
    });
    expect((await outboxFor(sent.email)).map((mail) => mail.template)).toEqual([
      'partner-application-received',
    ]);
  });

  it('takes one open application per email address, and says so', async () => {
    const sent = application();
    await applyAsPartner(await clientAs('anon'), sent);
    await expect(applyAsPartner(await clientAs('anon'), sent)).rejects.toThrow(
      'We already have an application from this email address and will reply to it soon.',
    );
  });

  it('is limited per email address an hour, as quote requests are', async () => {
    await setLeadLimits(1, 30);
    try {
      const sent = application();
      const id = await applyAsPartner(await clientAs('anon'), sent);
      await declinePartnerApplication(await clientAs('staff'), id, 'Testing the limit');
      const again = applyAsPartner(await clientAs('anon'), sent);
      await expect(again).rejects.toBeInstanceOf(PondDataError);
      await expect(again).rejects.toMatchObject({ code: 'rate_limited' });
    } finally {
      await setLeadLimits(5, 30);
    }
  });

  it('refuses what the form would refuse: a site that is not an origin, an unknown widget', async () => {
    const anon = await clientAs('anon');
    await expect(
      applyAsPartner(anon, application({ websites: ['https://a.example/path'] })),
    ).rejects.toThrow();
    await expect(applyAsPartner(anon, application({ widgets: ['pond-slot-machine'] }))).rejects.toThrow();
    await expect(applyAsPartner(anon, application({ websites: [] }))).rejects.toThrow();
  });
});

describe('deciding on applications', () => {
  it('approves with a partner id made from the business name, and mails the id', async () => {
    const sent = application({ businessName: `Koi & Co ${stamp}` });
    const id = await applyAsPartner(await clientAs('anon'), sent);
    const partnerId = await approvePartnerApplication(await clientAs('staff'), id);
    expect(partnerId).toBe(`koi-co-${stamp}`);
    const partners = await listPartners(await clientAs('staff'));
    expect(partners.find((partner) => partner.id === partnerId)).toMatchObject({
      status: 'active',
      email: sent.email,
    });
    expect(await outboxFor(sent.email)).toEqual([
      { template: 'partner-application-received', payload: {} },
      { template: 'partner-approved', payload: { partner_id: partnerId } },
    ]);
    // Decided once: a second decision is refused.
    await expect(declinePartnerApplication(await clientAs('staff'), id, 'Too late')).rejects.toThrow(
      'This application is not waiting for a decision',
    );
  });

  it('gives a free id when the name is taken, or the id staff chose', async () => {
    const staff = await clientAs('staff');
    const first = await approvePartnerApplication(
      staff,
      await applyAsPartner(await clientAs('anon'), application({ businessName: `Twin Ponds ${stamp}` })),
    );
    const second = await approvePartnerApplication(
      staff,
      await applyAsPartner(await clientAs('anon'), application({ businessName: `Twin Ponds ${stamp}` })),
    );
    expect([first, second]).toEqual([`twin-ponds-${stamp}`, `twin-ponds-${stamp}-2`]);
    const chosen = await approvePartnerApplication(
      staff,
      await applyAsPartner(await clientAs('anon'), application()),
      `chosen-${stamp}`,
    );
    expect(chosen).toBe(`chosen-${stamp}`);
    await expect(
      approvePartnerApplication(staff, await applyAsPartner(await clientAs('anon'), application()), chosen),
    ).rejects.toThrow(`The partner id ${chosen} is taken`);
  });

  it('declines only with a reason, and mails it', async () => {
    const sent = application();
    const id = await applyAsPartner(await clientAs('anon'), sent);
    await expect(declinePartnerApplication(await clientAs('staff'), id, ' ')).rejects.toThrow(
      'Say why the application is declined',
    );
    await declinePartnerApplication(await clientAs('staff'), id, 'We do not work with casinos.');
    const [row] = await sql('select status, decline_reason from public.partner_applications where id = $1', [
      id,
    ]);
    expect(row).toEqual({ status: 'declined', decline_reason: 'We do not work with casinos.' });
    expect((await outboxFor(sent.email)).map((mail) => mail.template)).toContain('partner-declined');
  });

  it('suspends a partner with a reason and reinstates it', async () => {
    const staff = await clientAs('staff');
    const partnerId = await approvePartnerApplication(
      staff,
      await applyAsPartner(await clientAs('anon'), application()),
      `suspended-${stamp}`,
    );
    await expect(setPartnerStatus(staff, partnerId, 'suspended')).rejects.toThrow(
      'Say why the partner is suspended',
    );
    await setPartnerStatus(staff, partnerId, 'suspended', 'Hid the consent text');
    expect((await listPartners(staff)).find((p) => p.id === partnerId)).toMatchObject({
      status: 'suspended',
      status_reason: 'Hid the consent text',
    });
    await setPartnerStatus(staff, partnerId, 'active');
    expect((await listPartners(staff)).find((p) => p.id === partnerId)?.status).toBe('active');
  });
});

describe('who may see and decide (row-level security)', () => {
  it('gives anon and a signed-in homeowner no application and no partner, and no decision', async () => {
    const id = await applyAsPartner(await clientAs('anon'), application());
    for (const role of ['anon', 'authenticated'] as const) {
      const client = await clientAs(role);
      if (role === 'anon') {
        await expect(listPartnerApplications(client)).rejects.toThrow();
        await expect(listPartners(client)).rejects.toThrow();
      } else {
        expect(await listPartnerApplications(client)).toEqual([]);
        expect(await listPartners(client)).toEqual([]);
      }
      await expect(approvePartnerApplication(client, id)).rejects.toThrow();
      await expect(declinePartnerApplication(client, id, 'Not mine to decide')).rejects.toThrow();
      await expect(
        setPartnerStatus(client, 'any-partner', 'suspended', 'Not mine to decide'),
      ).rejects.toThrow();
      const { error } = await client.from('partner_applications').insert({
        business_name: 'Direct Insert',
        contact_name: 'Nobody',
        email: 'direct@example.com',
        websites: ['https://direct.example'],
        business_kind: 'other',
        widgets: ['pond-quote-form'],
      });
      expect(error).not.toBeNull();
    }
    const [row] = await sql('select status from public.partner_applications where id = $1', [id]);
    expect(row).toEqual({ status: 'pending' });
    expect((await listPartnerApplications(await clientAs('staff'))).some((a) => a.id === id)).toBe(true);
  });
});
