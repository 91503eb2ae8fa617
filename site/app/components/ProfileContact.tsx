import { PROFILE_MESSAGES, displayWebsite, telHref, websiteHref } from '@pond/core';
import type { Contractor } from '@pond/supabase/read';
import { Card } from '@pond/ui';

/** How to reach the builder: their phone and website, or what to do without them. */
export function ProfileContact({ contractor }: { contractor: Contractor }) {
  return (
    <Card>
      <h2>Contact Information</h2>
      {contractor.phone || contractor.website ? (
        <ul>
          {contractor.phone ? (
            <li>
              Phone: <a href={telHref(contractor.phone)}>{contractor.phone}</a>
            </li>
          ) : null}
          {contractor.website ? (
            <li>
              Website:{' '}
              <a href={websiteHref(contractor.website)} target="_blank" rel="noopener noreferrer nofollow">
                {displayWebsite(contractor.website)}
              </a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>{PROFILE_MESSAGES.noContact}</p>
      )}
    </Card>
  );
}
