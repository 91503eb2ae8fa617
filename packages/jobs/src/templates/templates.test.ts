import { describe, expect, it } from 'vitest';
import { OUTBOX_TEMPLATES } from '../compose.ts';
import { leadConfirmation, leadToBuilder, partnerApproved, partnerSiteProven } from './index.ts';
import { SAMPLE_MAILS } from './samples.ts';
import {
  sampleApplication,
  sampleBuilders,
  samplePlan,
  sampleRequest,
  sampleConfirmUrl,
  sampleWithdrawUrl,
} from './sample-facts.ts';
import { plannerCopy } from './planner-copy.tsx';

const siteUrl = 'https://pondbuildersdirect.example';

/** Every address a mail's HTML links to (buttons and links), as the browser would read them. */
const hrefs = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('every mail is HTML with a plain-text twin', () => {
  it('has a sample for each template the outbox knows', () => {
    expect(Object.keys(SAMPLE_MAILS).sort()).toEqual([...OUTBOX_TEMPLATES].sort());
  });

  for (const [template, sample] of Object.entries(SAMPLE_MAILS)) {
    it(`${template}: the logo, the preheader, one column, and every link in both parts`, async () => {
      const mail = await sample.render(siteUrl);
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain(`src="${siteUrl}/mail-logo.png"`);
      // The preheader is in the HTML (hidden) and not in the text.
      expect(mail.preheader.length).toBeGreaterThan(10);
      expect(mail.html).toContain(mail.preheader.replaceAll("'", '&#x27;').slice(0, 30));
      expect(mail.text).not.toContain(mail.preheader);
      expect(mail.html).toContain('max-width:600px');
      const links = hrefs(mail.html);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(mail.text).toContain(link);
      expect(links).toContain(siteUrl);
      expect(mail.text).toContain('— Pond Builders Direct');
      expect(mail.text).not.toMatch(/<[a-z]/i);
      if (sample.homeowner) {
        expect(links).toContain(sampleWithdrawUrl(siteUrl));
        expect(mail.text).toContain(sampleWithdrawUrl(siteUrl));
      }
    });
  }
});

describe('what each mail says', () => {
  it('gives a chosen builder the request, its date and the consent the homeowner gave', async () => {
    const mail = await leadToBuilder({
      builderName: 'Blue Lagoon Ponds',
      request: sampleRequest,
      consentText: 'I agree.',
      leadId: 'lead-1',
      siteUrl,
    });
    expect(mail.subject).toBe('New pond project request from Jo Banks: Koi Pond Construction');
    // Straight to the request in the builder's inbox.
    expect(mail.text).toContain('/builders/dashboard/requests#request-lead-1');
    for (const part of [
      'Hello Blue Lagoon Ponds,',
      'Email: jo@example.com',
      'Phone: (512) 555-0100',
      'Location: Austin, TX',
      'Message: A 10 x 8 ft koi pond with a small waterfall.',
      'Requested on: November 23, 2026',
      '“I agree.”',
    ])
      expect(mail.text).toContain(part);
    expect(hrefs(mail.html).some((link) => link.includes('withdraw'))).toBe(false);
  });

  it('tells the homeowner who will contact them, who is phoned by staff, and how to withdraw', async () => {
    const mail = await leadConfirmation({
      request: sampleRequest,
      builders: sampleBuilders,
      confirmUrl: sampleConfirmUrl(siteUrl),
      withdrawUrl: sampleWithdrawUrl(siteUrl),
      siteUrl,
    });
    expect(mail.subject).toBe('Your pond project request: who will contact you');
    // "Yes, this was me", in both parts.
    expect(mail.text).toContain(`Yes, this was me ${sampleConfirmUrl(siteUrl)}`);
    expect(hrefs(mail.html)).toContain(sampleConfirmUrl(siteUrl));
    expect(mail.preheader).toBe('Blue Lagoon Ponds and Koi Kings will contact you.');
    expect(mail.text).toContain('1. Blue Lagoon Ponds, Austin, TX ((512) 555-0111)');
    expect(mail.text).toContain('2. Koi Kings, Round Rock, TX');
    expect(mail.text).toContain('Our team is passing your request to Koi Kings by phone.');
    expect(mail.text).toContain(`Withdraw my request ${sampleWithdrawUrl(siteUrl)}`);
  });

  it('tells a homeowner who chose nobody that staff will match them', async () => {
    const mail = await leadConfirmation({
      request: sampleRequest,
      builders: [],
      confirmUrl: null,
      withdrawUrl: null,
      siteUrl,
    });
    expect(mail.subject).toBe('Your pond project request: our team will match you');
    expect(mail.text).toContain("You didn't choose a builder");
    expect(mail.text).not.toContain('Withdraw');
  });

  it("copies the plan with its estimate and the plan's withdraw link", async () => {
    const mail = await plannerCopy({
      plan: samplePlan,
      siteUrl: `${siteUrl}/`,
      withdrawUrl: 'https://x.example/w',
    });
    expect(mail.text).toContain('10 ft x 8 ft x 3 ft deep');
    expect(mail.text).toContain('Estimated cost: $4,200 - $7,800');
    expect(mail.text).toContain(`Plan another pond ${siteUrl}/pond-planner`);
    expect(mail.text).toContain('https://x.example/w');
  });

  it('escapes what people typed: a name cannot become markup', async () => {
    const mail = await leadToBuilder({
      builderName: 'Blue Lagoon Ponds',
      request: { ...sampleRequest, name: '<img src=x onerror=alert(1)>' },
      consentText: 'ok',
      leadId: 'lead-1',
      siteUrl,
    });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('gives an approved partner its id, how to use it and where the embed builder is', async () => {
    const mail = await partnerApproved({
      application: sampleApplication,
      partnerId: 'green-thumb-gardens',
      siteUrl: `${siteUrl}/`,
    });
    expect(mail.subject).toBe('Green Thumb Gardens is a Pond Builders Direct partner');
    for (const part of [
      'Your partner id is: green-thumb-gardens',
      'partner="green-thumb-gardens"',
      `${siteUrl}/partners/embed`,
      `${siteUrl}/partners/sign-in`,
    ])
      expect(mail.text).toContain(part);
  });

  it('says which site is proven and what that changes', async () => {
    const mail = await partnerSiteProven({
      contactName: 'Dana',
      origin: 'https://greenthumb.example',
      siteUrl,
    });
    expect(mail.subject).toBe('https://greenthumb.example is proven for your partner account');
    expect(mail.text).toContain('send from this site are attributed to you');
    expect(mail.text).toContain(`${siteUrl}/partners/dashboard`);
  });
});
