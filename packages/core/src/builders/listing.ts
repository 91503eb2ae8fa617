import { formatLongDate } from '../format/dates.ts';
import { PROJECT_TYPES } from '../forms/options.ts';
import { LEAD_PHONE_MAX, LEAD_PHONE_MIN } from '../forms/lead-form.ts';

/**
 * A builder's listing as they keep it: the services they offer are the spec's project
 * types (§3) but 'Other'; the database checks the same list (`private.is_builder_service`).
 */
export const BUILDER_SERVICES = PROJECT_TYPES.filter((type) => type !== 'Other') as Exclude<
  (typeof PROJECT_TYPES)[number],
  'Other'
>[];
export type BuilderService = (typeof BUILDER_SERVICES)[number];

/** Bounds of each field, the same in the form and the database (`update_my_listing`). */
export const LISTING_LIMITS = {
  name: 200,
  description: 1500,
  phone: LEAD_PHONE_MAX,
  website: 300,
  street: 200,
  hours: 200,
  serviceCities: 20,
  serviceCity: 100,
  radiusMiles: { min: 1, max: 250 },
  /** Up to this year, as the form says; the database never takes a year past max whatever the clock says. */
  foundedYear: { min: 1850, max: 2100 },
} as const;

/** What a builder is told when a field of their listing cannot be saved. */
export const LISTING_MESSAGES = {
  name: `Enter your business name as homeowners should see it (at most ${LISTING_LIMITS.name} characters).`,
  description: `Keep the description to ${LISTING_LIMITS.description.toLocaleString('en-US')} characters or fewer.`,
  phone:
    'Enter a phone number with digits only (spaces, dashes, dots, brackets and + are fine), like (512) 555-0100.',
  website: 'Enter your website as an address starting with https:// or http://, like https://example.com.',
  street: `Keep the street address to ${LISTING_LIMITS.street} characters or fewer.`,
  postalCode: 'Enter a five-digit ZIP code, like 78701.',
  services: 'Choose services from the list.',
  serviceCities: `List at most ${LISTING_LIMITS.serviceCities} cities, each at most ${LISTING_LIMITS.serviceCity} characters.`,
  radiusMiles: `Enter a radius from ${LISTING_LIMITS.radiusMiles.min} to ${LISTING_LIMITS.radiusMiles.max} miles, or leave it empty.`,
  hours: `Keep your hours to ${LISTING_LIMITS.hours} characters or fewer, like "Mon–Fri 8am–6pm".`,
  foundedYear: `Enter the year you were founded, from ${LISTING_LIMITS.foundedYear.min} to this year.`,
  // Refused by the database, which knows the name staff allowed (the form does not).
  nameBadge:
    'Leave our badges out of your name: ✓, ★ and words like “verified” or “top rated” show only where our checks and reviews earned them. If your business is truly named so, write to us and we will allow it.',
  descriptionBadge:
    'Leave our badges out of your description: ✓, ★ and words like “verified” or “top rated” show only where our checks and reviews earned them.',
} as const;

/** A listing's phone: digits and the usual separators only, 7 to 30 characters, at least 7 digits. */
export function isListingPhone(phone: string): boolean {
  const text = phone.trim();
  return (
    text.length <= LISTING_LIMITS.phone &&
    /^[0-9+().\-\s]+$/.test(text) &&
    text.replace(/\D/g, '').length >= LEAD_PHONE_MIN
  );
}

/** A listing's website: an http(s) address with a dotted host (the database's is_listing_website). */
export const LISTING_WEBSITE_PATTERN = /^https?:\/\/[^/\s?#:@]+\.[^/\s?#:@]+([:/?#]\S*)?$/i;

export function isListingWebsite(website: string): boolean {
  const text = website.trim();
  return text.length <= LISTING_LIMITS.website && LISTING_WEBSITE_PATTERN.test(text);
}

/** The fields a builder may change, as the dashboard's form sends them and the database takes them. */
export interface ListingChanges {
  name: string;
  description: string | null;
  phone: string | null;
  website: string | null;
  street: string | null;
  postal_code: string | null;
  services: BuilderService[];
  service_cities: string[];
  service_radius_miles: number | null;
  hours: string | null;
  founded_year: number | null;
}

/** The listing's fields checked as the database checks them: the message of each bad field. */
export function listingProblems(listing: ListingChanges, year = new Date().getFullYear()) {
  const problems: Partial<Record<keyof typeof LISTING_MESSAGES, string>> = {};
  const name = listing.name.trim();
  if (!name || name.length > LISTING_LIMITS.name) problems.name = LISTING_MESSAGES.name;
  if ((listing.description ?? '').length > LISTING_LIMITS.description)
    problems.description = LISTING_MESSAGES.description;
  if (listing.phone && !isListingPhone(listing.phone)) problems.phone = LISTING_MESSAGES.phone;
  if (listing.website && !isListingWebsite(listing.website)) problems.website = LISTING_MESSAGES.website;
  if ((listing.street ?? '').length > LISTING_LIMITS.street) problems.street = LISTING_MESSAGES.street;
  if (listing.postal_code && !/^\d{5}$/.test(listing.postal_code))
    problems.postalCode = LISTING_MESSAGES.postalCode;
  if (listing.services.some((service) => !BUILDER_SERVICES.includes(service)))
    problems.services = LISTING_MESSAGES.services;
  if (
    listing.service_cities.length > LISTING_LIMITS.serviceCities ||
    listing.service_cities.some((city) => !city.trim() || city.length > LISTING_LIMITS.serviceCity)
  )
    problems.serviceCities = LISTING_MESSAGES.serviceCities;
  const radius = listing.service_radius_miles;
  if (
    radius !== null &&
    !(
      Number.isInteger(radius) &&
      radius >= LISTING_LIMITS.radiusMiles.min &&
      radius <= LISTING_LIMITS.radiusMiles.max
    )
  )
    problems.radiusMiles = LISTING_MESSAGES.radiusMiles;
  if ((listing.hours ?? '').length > LISTING_LIMITS.hours) problems.hours = LISTING_MESSAGES.hours;
  const founded = listing.founded_year;
  if (
    founded !== null &&
    !(
      Number.isInteger(founded) &&
      founded >= LISTING_LIMITS.foundedYear.min &&
      founded <= Math.min(year, LISTING_LIMITS.foundedYear.max)
    )
  )
    problems.foundedYear = LISTING_MESSAGES.foundedYear;
  return problems;
}

/** What a profile says of a paused builder: on holiday until a day, or paused with no day given. */
export function pausedNotice(name: string, until: string | null): string {
  return until
    ? `${name} is on holiday until ${formatLongDate(until)} and not taking new requests until then. A request sent here goes to other builders near you.`
    : `${name} is not taking new requests right now. A request sent here goes to other builders near you.`;
}

/** How a builder hears of new requests (the database's builder_accounts.request_mail). */
export const REQUEST_MAIL_CHOICES = [
  { value: 'each', label: 'A mail for each new request, as it arrives' },
  { value: 'daily', label: 'One mail each morning with the new requests since the last one' },
] as const;
