import { BUILDER_SERVICES, listingProblems, type BuilderService, type ListingChanges } from '@pond/core';

/** The listing form's fields as the dashboard posts them, read into the changes the database takes. */
export function listingFromForm(form: FormData): ListingChanges {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const optional = (name: string) => text(name) || null;
  const whole = (name: string) => (text(name) ? Number(text(name)) : null);
  return {
    name: text('name'),
    description: optional('description'),
    phone: optional('phone'),
    website: optional('website'),
    street: optional('street'),
    postal_code: optional('postal_code'),
    services: form
      .getAll('services')
      .map(String)
      .filter((service): service is BuilderService => BUILDER_SERVICES.includes(service as BuilderService)),
    service_cities: text('service_cities')
      .split(/[,;\n]/)
      .map((city) => city.trim())
      .filter(Boolean),
    service_radius_miles: whole('service_radius_miles'),
    hours: optional('hours'),
    founded_year: whole('founded_year'),
  };
}

/** The form's field for each rule of core's listing checks (the database says the same names). */
export const PROBLEM_FIELDS = {
  name: 'name',
  description: 'description',
  phone: 'phone',
  website: 'website',
  street: 'street',
  postalCode: 'postal_code',
  services: 'services',
  serviceCities: 'service_cities',
  radiusMiles: 'service_radius_miles',
  hours: 'hours',
  foundedYear: 'founded_year',
  nameBadge: 'name',
  descriptionBadge: 'description',
} as const satisfies Record<keyof ReturnType<typeof listingProblems>, string>;

/** Each bad field's message, by the form's field names. */
export function formProblems(listing: ListingChanges): Record<string, string> {
  return Object.fromEntries(
    Object.entries(listingProblems(listing)).map(([rule, message]) => [
      PROBLEM_FIELDS[rule as keyof typeof PROBLEM_FIELDS],
      message,
    ]),
  );
}
