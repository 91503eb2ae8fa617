import { describe, expect, it } from 'vitest';
import { leadConfirmation, leadToBuilder, plannerCopy, type RequestFacts } from './templates.ts';

const request: RequestFacts = {
  name: 'Jo Banks',
  email: 'jo@example.com',
  phone: '(512) 555-0100',
  projectType: 'Koi Pond Construction',
  message: 'A 10 x 8 ft koi pond.',
  location: null,
  city: 'Austin',
  state: 'TX',
  createdAt: '2026-11-23T15:00:00Z',
};

describe('what each mail says', () => {
  it('gives a chosen builder the request, its date and the consent the homeowner gave', () => {
    const mail = leadToBuilder({ builderName: 'Blue Lagoon Ponds', request, consentText: 'I agree.' });
    expect(mail.subject).toBe('New pond project request from Jo Banks: Koi Pond Construction');
    for (const part of [
      'Hello Blue Lagoon Ponds,',
      'Email: jo@example.com',
      'Phone: (512) 555-0100',
      'Location: Austin, TX',
      'Message: A 10 x 8 ft koi pond.',
      'Requested on: November 23, 2026',
      '"I agree."',
    ])
      expect(mail.text).toContain(part);
  });

  it('tells the homeowner who will contact them, who is phoned by staff, and how to withdraw', () => {
    const mail = leadConfirmation({
      request,
      builders: [
        {
          name: 'Blue Lagoon Ponds',
          city: 'Austin',
          state: 'TX',
          phone: '(512) 555-0111',
          delivery: 'email',
        },
        { name: 'Koi Kings', city: 'Round Rock', state: 'TX', phone: null, delivery: 'phone' },
      ],
      withdrawUrl: 'http://localhost:3000/withdraw-request?request=x',
    });
    expect(mail.subject).toBe('Your pond project request: who will contact you');
    expect(mail.text).toContain('  1. Blue Lagoon Ponds, Austin, TX ((512) 555-0111)');
    expect(mail.text).toContain('  2. Koi Kings, Round Rock, TX');
    expect(mail.text).toContain('Our team is passing your request to Koi Kings by phone.');
    expect(mail.text).toContain('http://localhost:3000/withdraw-request?request=x');
  });

  it('tells a homeowner who chose nobody that staff will match them', () => {
    const mail = leadConfirmation({ request, builders: [], withdrawUrl: null });
    expect(mail.subject).toBe('Your pond project request: our team will match you');
    expect(mail.text).toContain("You didn't choose a builder");
    expect(mail.text).not.toContain('Withdraw');
  });

  it("copies the plan with its estimate and the plan's withdraw link", () => {
    const mail = plannerCopy({
      plan: {
        name: 'Jo Banks',
        pondType: 'koi',
        length: 10,
        width: 8,
        depth: 3,
        state: 'TX',
        sunExposure: 'full-sun',
        budget: '5000-10000',
        timeline: '1-3-months',
        features: null,
        costMin: 4200,
        costMax: 7800,
      },
      siteUrl: 'https://pondbuildersdirect.com/',
      withdrawUrl: 'https://pondbuildersdirect.com/withdraw-request?request=y',
    });
    expect(mail.text).toContain('10 ft x 8 ft x 3 ft deep');
    expect(mail.text).toContain('Estimated cost: $4,200 - $7,800');
    expect(mail.text).toContain('Plan another pond: https://pondbuildersdirect.com/pond-planner');
    expect(mail.text).toContain('withdraw-request?request=y');
  });
});
