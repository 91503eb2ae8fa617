import {
  BUDGETS,
  PATHS,
  POND_TYPES,
  SUN_EXPOSURES,
  TIMELINES,
  formatLongDate,
  formatMoneyRange,
  optionLabel,
  requestPlace,
} from '@pond/core';

// What each mail says (issue 9 of 9). Plain text: it reads the same in every mail program, and
// nothing a homeowner typed can become markup in someone's inbox.

export interface Mail {
  subject: string;
  text: string;
}

export interface RequestFacts {
  name: string;
  email: string;
  phone: string;
  projectType: string;
  message: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  createdAt: string;
}

export interface ChosenBuilderFacts {
  name: string;
  city: string;
  state: string;
  phone: string | null;
  /** Mailed, or passed on by our staff by phone. */
  delivery: 'email' | 'phone';
}

export interface PlanFacts {
  name: string;
  pondType: string;
  length: number;
  width: number;
  depth: number;
  state: string;
  sunExposure: string;
  budget: string;
  timeline: string;
  features: string | null;
  costMin: number;
  costMax: number;
}

const SIGNATURE = '— Pond Builders Direct';

const place = (request: RequestFacts) => requestPlace(request) || 'not given';

const withdrawLines = (withdrawUrl: string | null) =>
  withdrawUrl
    ? [
        'Changed your mind? Withdraw your request here (the link works for 60 days):',
        withdrawUrl,
        'Withdrawing stops it from going to anyone else; builders who already have it keep their copy.',
      ]
    : [];

/** To a builder the homeowner chose: the request, and that the homeowner agreed to be contacted. */
export function leadToBuilder(input: {
  builderName: string;
  request: RequestFacts;
  consentText: string;
}): Mail {
  const { request } = input;
  return {
    subject: `New pond project request from ${request.name}: ${request.projectType}`,
    text: [
      `Hello ${input.builderName},`,
      '',
      `${request.name} chose you on Pond Builders Direct and asked to be contacted about a pond project.`,
      'They chose at most three builders; nobody else has this request from us.',
      '',
      `Name: ${request.name}`,
      `Email: ${request.email}`,
      `Phone: ${request.phone}`,
      `Project: ${request.projectType}`,
      `Location: ${place(request)}`,
      `Message: ${request.message?.trim() || 'none'}`,
      `Requested on: ${formatLongDate(request.createdAt)}`,
      '',
      `When choosing you they agreed to this: "${input.consentText}"`,
      '',
      'Please contact them directly. If you cannot take the project, reply to this email and we will let them know.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To the homeowner once they confirmed: who will contact them, and how to withdraw. */
export function leadConfirmation(input: {
  request: RequestFacts;
  builders: readonly ChosenBuilderFacts[];
  withdrawUrl: string | null;
}): Mail {
  const { request, builders } = input;
  const byPhone = builders.filter((builder) => builder.delivery === 'phone');
  const who =
    builders.length === 0
      ? [
          "You didn't choose a builder, so our team will match you with pond professionals near you and be in touch.",
        ]
      : [
          `These builders have your request and will contact you:`,
          ...builders.map(
            (builder, index) =>
              `  ${index + 1}. ${builder.name}, ${builder.city}, ${builder.state}${builder.phone ? ` (${builder.phone})` : ''}`,
          ),
          ...(byPhone.length
            ? [
                '',
                `Our team is passing your request to ${byPhone.map((b) => b.name).join(' and ')} by phone.`,
              ]
            : []),
          '',
          'Nobody else receives your request from us.',
        ];
  return {
    subject:
      builders.length === 0
        ? 'Your pond project request: our team will match you'
        : 'Your pond project request: who will contact you',
    text: [
      `Hi ${request.name},`,
      '',
      `Thank you for your request (${request.projectType}, ${place(request)}).`,
      '',
      ...who,
      '',
      ...withdrawLines(input.withdrawUrl),
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** The copy of a pond plan the planner's results promise. */
export function plannerCopy(input: { plan: PlanFacts; siteUrl: string; withdrawUrl: string | null }): Mail {
  const { plan } = input;
  return {
    subject: 'Your pond plan from Pond Builders Direct',
    text: [
      `Hi ${plan.name},`,
      '',
      'Here is the copy of your pond plan.',
      '',
      `Pond: ${optionLabel(POND_TYPES, plan.pondType)}, ${plan.length} ft x ${plan.width} ft x ${plan.depth} ft deep`,
      `State: ${plan.state}`,
      `Sun: ${optionLabel(SUN_EXPOSURES, plan.sunExposure)}`,
      `Budget: ${optionLabel(BUDGETS, plan.budget)}`,
      `Timeline: ${optionLabel(TIMELINES, plan.timeline)}`,
      `Features: ${plan.features?.trim() || 'none'}`,
      `Estimated cost: ${formatMoneyRange(plan.costMin, plan.costMax)}`,
      '',
      `Plan another pond: ${input.siteUrl.replace(/\/$/, '')}${PATHS.planner}`,
      '',
      ...withdrawLines(input.withdrawUrl),
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export interface ApplicationFacts {
  contactName: string;
  businessName: string;
  websites: readonly string[];
  widgets: readonly string[];
}

/** To a business that applied to embed our widgets (issue 24): what we received and what happens next. */
export function partnerApplicationReceived(input: { application: ApplicationFacts }): Mail {
  const { application } = input;
  return {
    subject: `We received your partner application for ${application.businessName}`,
    text: [
      `Hi ${application.contactName},`,
      '',
      `Thank you for applying to embed Pond Builders Direct's widgets on ${application.businessName}'s site.`,
      '',
      `Websites: ${application.websites.join(', ')}`,
      `Widgets you plan to use: ${application.widgets.join(', ')}`,
      '',
      'Our team reviews each application by hand, usually within two business days, and will email you',
      'either way. Nothing to do until then.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To an approved partner: their partner id and how to use it. */
export function partnerApproved(input: {
  application: ApplicationFacts;
  partnerId: string;
  siteUrl: string;
}): Mail {
  const { application, partnerId } = input;
  const site = input.siteUrl.replace(/\/$/, '');
  return {
    subject: `${application.businessName} is a Pond Builders Direct partner`,
    text: [
      `Hi ${application.contactName},`,
      '',
      `Your application is approved. Your partner id is: ${partnerId}`,
      '',
      `Put partner="${partnerId}" on each widget you embed, so the quote requests and plans your pages`,
      'send are credited to you. The embed builder writes the snippet for you:',
      `${site}${PATHS.partnersEmbed}`,
      '',
      'See what your embeds bring, month by month, on your dashboard. Sign in with this email address',
      `(we send you a link, no password): ${site}${PATHS.partnersSignIn}`,
      '',
      `What partners get, and what leaves your page: ${site}${PATHS.partners}`,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To an applicant we declined, with the reason staff gave. */
export function partnerDeclined(input: { application: ApplicationFacts; reason: string }): Mail {
  const { application } = input;
  return {
    subject: `Your partner application for ${application.businessName}`,
    text: [
      `Hi ${application.contactName},`,
      '',
      `Thank you for applying. We cannot approve ${application.businessName} as a partner at this time:`,
      '',
      input.reason,
      '',
      'If something changes, reply to this email or apply again.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To a partner whose site was just proven: from now on its requests from there count for it. */
export function partnerSiteProven(input: { contactName: string; origin: string; siteUrl: string }): Mail {
  const site = input.siteUrl.replace(/\/$/, '');
  return {
    subject: `${input.origin} is proven for your partner account`,
    text: [
      `Hi ${input.contactName},`,
      '',
      `We fetched the token file on ${input.origin} and it matches: the site is proven.`,
      'From now on, quote requests and plans your widgets send from this site are credited to you as',
      'verified. Keep the file in place; our staff may check it again.',
      '',
      `Your dashboard: ${site}${PATHS.partnersDashboard}`,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}
