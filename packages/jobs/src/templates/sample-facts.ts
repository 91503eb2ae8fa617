import type { ApplicationFacts, ChosenBuilderFacts, PlanFacts, RequestFacts, StatementRow } from './facts.ts';

// The rows the sample mails are made from: the local mailbox's previews (/previews) and the tests.

export const sampleRequest: RequestFacts = {
  name: 'Jo Banks',
  email: 'jo@example.com',
  phone: '(512) 555-0100',
  projectType: 'Koi Pond Construction',
  message: 'A 10 x 8 ft koi pond with a small waterfall.',
  location: null,
  city: 'Austin',
  state: 'TX',
  createdAt: '2026-11-23T15:00:00Z',
  details: {
    pond_length_ft: 10,
    pond_width_ft: 8,
    budget: '5000-10000',
    machine_access: 'yes',
    call_time: 'evening',
  },
};

export const sampleBuilders: ChosenBuilderFacts[] = [
  { name: 'Blue Lagoon Ponds', city: 'Austin', state: 'TX', phone: '(512) 555-0111', delivery: 'email' },
  { name: 'Koi Kings', city: 'Round Rock', state: 'TX', phone: null, delivery: 'phone' },
];

export const samplePlan: PlanFacts = {
  name: 'Jo Banks',
  pondType: 'koi',
  length: 10,
  width: 8,
  depth: 3,
  state: 'TX',
  sunExposure: 'full-sun',
  budget: '5000-10000',
  timeline: '1-3-months',
  features: 'A waterfall',
  costMin: 4200,
  costMax: 7800,
};

export const sampleApplication: ApplicationFacts = {
  contactName: 'Dana Green',
  businessName: 'Green Thumb Gardens',
  websites: ['https://greenthumb.example', 'https://shop.greenthumb.example'],
  widgets: ['pond-planner', 'pond-quote-form'],
};

export const sampleStatement: StatementRow[] = [
  {
    site: 'https://greenthumb.example',
    attributed: true,
    campaign: null,
    loads: 412,
    requests: 5,
    confirmed: 3,
    reached_builders: 4,
    withdrawn: 1,
    plans: 3,
  },
  {
    site: 'https://greenthumb.example',
    attributed: true,
    campaign: 'spring-sale',
    loads: 0,
    requests: 2,
    confirmed: 2,
    reached_builders: 2,
    withdrawn: 0,
    plans: 1,
  },
  {
    site: 'elsewhere',
    attributed: false,
    campaign: null,
    loads: 9,
    requests: 1,
    confirmed: 0,
    reached_builders: 0,
    withdrawn: 0,
    plans: 0,
  },
];

/** A "Yes, this was me" link as the database signs it (the signature here is made up). */
export const sampleConfirmUrl = (siteUrl: string) =>
  `${siteUrl.replace(/\/$/, '')}/confirm-request?request=6f1c2b1e-0c1a-4a55-9d3e-2b7d0f4a9c11&expires=1800000000&signature=sample`;

/** A withdraw link as the database signs it (the signature here is made up). */
export const sampleWithdrawUrl = (siteUrl: string) =>
  `${siteUrl.replace(/\/$/, '')}/withdraw-request?request=6f1c2b1e-0c1a-4a55-9d3e-2b7d0f4a9c11&expires=1800000000&signature=sample`;
