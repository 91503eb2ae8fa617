import { citySlug, nameSlug } from './slugs.ts';

/** /states/{code lower case} (spec §2.2, §2.6). */
export function stateUrl(stateCode: string): string {
  return `/states/${stateCode.toLowerCase()}`;
}

/** /states/{code}/{city slug} (spec §2.1, §2.13). */
export function cityUrl(city: string, stateCode: string): string {
  return `${stateUrl(stateCode)}/${encodeURIComponent(citySlug(city))}`;
}

/** /states/{code}/{city slug}/{name}-{id} (spec §2.1, §2.9). */
export function contractorUrl(contractor: { id: string; name: string; city: string; state: string }): string {
  return `${cityUrl(contractor.city, contractor.state)}/${nameSlug(contractor.name)}-${contractor.id}`;
}

/** /blog/{slug} and /blog/category/{category lower case, spaces to hyphens} (spec §2.1). */
export function blogPostUrl(slug: string): string {
  return `/blog/${slug}`;
}

export function categorySlug(category: string): string {
  return category.trim().toLowerCase().replace(/\s+/g, '-');
}

export function blogCategoryUrl(category: string): string {
  return `/blog/category/${categorySlug(category)}`;
}

/** The directory, with the location typed as its q parameter (spec §2.7). */
export function directoryUrl(query?: string): string {
  const q = query?.trim();
  return q ? `/pond-builders-near-me?q=${encodeURIComponent(q)}` : '/pond-builders-near-me';
}

/**
 * Whether a path is a contractor profile (spec §2.1): /states/{code}/{city}/{name-id}, or the
 * legacy /pond-contractors/{cityState}/{contractorId}.
 */
export function isContractorPath(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  return (
    (parts[0] === 'states' && parts.length === 4) || (parts[0] === 'pond-contractors' && parts.length === 3)
  );
}
