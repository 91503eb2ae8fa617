import { describe, expect, it } from 'vitest';
import {
  partnerApplicationReceived,
  partnerApproved,
  partnerDeclined,
  partnerSiteProven,
  type ApplicationFacts,
} from './templates.ts';

const application: ApplicationFacts = {
  contactName: 'Dana Green',
  businessName: 'Green Thumb Gardens',
  websites: ['https://greenthumb.example', 'https://shop.greenthumb.example'],
  widgets: ['pond-planner', 'pond-quote-form'],
};

describe('what the partner mails say (issue 24)', () => {
  it('confirms an application with what was received and what happens next', () => {
    const mail = partnerApplicationReceived({ application });
    expect(mail.subject).toBe('We received your partner application for Green Thumb Gardens');
    for (const part of [
      'Hi Dana Green,',
      'Websites: https://greenthumb.example, https://shop.greenthumb.example',
      'Widgets you plan to use: pond-planner, pond-quote-form',
      'usually within two business days',
    ])
      expect(mail.text).toContain(part);
  });

  it('gives an approved partner its id, how to use it and where the embed builder is', () => {
    const mail = partnerApproved({
      application,
      partnerId: 'green-thumb-gardens',
      siteUrl: 'https://site.example/',
    });
    expect(mail.subject).toBe('Green Thumb Gardens is a Pond Builders Direct partner');
    for (const part of [
      'Your partner id is: green-thumb-gardens',
      'partner="green-thumb-gardens"',
      'https://site.example/partners/embed',
      'https://site.example/partners/sign-in',
    ])
      expect(mail.text).toContain(part);
  });

  it('tells a declined applicant why', () => {
    const mail = partnerDeclined({ application, reason: 'We do not work with casinos.' });
    expect(mail.text).toContain('We cannot approve Green Thumb Gardens as a partner at this time:');
    expect(mail.text).toContain('We do not work with casinos.');
  });
});

describe('the proven-site mail (issue 24)', () => {
  it('says which site is proven and what that changes', () => {
    const mail = partnerSiteProven({
      contactName: 'Dana',
      origin: 'https://greenthumb.example',
      siteUrl: 'https://s.example',
    });
    expect(mail.subject).toBe('https://greenthumb.example is proven for your partner account');
    expect(mail.text).toContain('credited to you as\nverified');
    expect(mail.text).toContain('https://s.example/partners/dashboard');
  });
});
