import {
  DEFAULT_DIRECTORY_SEARCH,
  DEFAULT_RADIUS_MILES,
  type CredentialKind,
  type DirectoryRadius,
  type DirectorySearch,
  type DirectorySort,
} from '@pond/core';

/** Where `<pond-directory>` starts from its attributes: a ZIP wins, then 'city, ST', then the state. */
export function initialSearch(attributes: {
  city?: string;
  state?: string;
  zip?: string;
  radius?: DirectoryRadius;
  'min-rating'?: number;
  sort?: DirectorySort;
  'verified-only'?: boolean;
  credential?: CredentialKind;
}): DirectorySearch {
  const place = attributes.zip
    ? attributes.zip
    : [attributes.city, attributes.state].filter(Boolean).join(', ');
  return {
    ...DEFAULT_DIRECTORY_SEARCH,
    q: place,
    rating: attributes['min-rating'] ?? 0,
    radius: attributes.radius ?? DEFAULT_RADIUS_MILES,
    ...(attributes.sort ? { sort: attributes.sort } : {}),
    ...(attributes['verified-only'] ? { verified: true } : {}),
    ...(attributes.credential ? { credential: attributes.credential } : {}),
  };
}
