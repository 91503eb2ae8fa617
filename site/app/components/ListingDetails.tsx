import { claimUrl, pausedNotice } from '@pond/core';
import type { Contractor } from '@pond/supabase/read';
import { Card } from '@pond/ui';

/**
 * What a builder writes of their listing: who they are, the services they offer, their
 * hours and the year they were founded. Nothing shows that the builder has not written.
 */
export function ListingDetails({ contractor }: { contractor: Contractor }) {
  const facts = [
    contractor.hours ? `Hours: ${contractor.hours}` : null,
    contractor.founded_year ? `In business since ${contractor.founded_year}` : null,
  ].filter(Boolean);
  if (!contractor.description && !contractor.services.length && !facts.length) return null;
  return (
    <Card>
      <h2>About {contractor.name}</h2>
      {contractor.description?.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {contractor.services.length ? (
        <>
          <h3>Services</h3>
          <ul>
            {contractor.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </>
      ) : null}
      {facts.map((fact) => (
        <p key={fact}>{fact}</p>
      ))}
    </Card>
  );
}

/** A paused builder's profile says so above its quote form. */
export function PausedNotice({ contractor }: { contractor: Contractor }) {
  return contractor.paused_at ? (
    <p role="note">{pausedNotice(contractor.name, contractor.paused_until)}</p>
  ) : null;
}

/** Every profile's door for its builder. */
export function ClaimListingLink({ contractorId }: { contractorId: string }) {
  return (
    <p>
      Is this your business?{' '}
      {/* A form for one builder, not a page for search engines (it is noindex too). */}
      <a href={claimUrl(contractorId)} rel="nofollow">
        Claim this listing
      </a>
    </p>
  );
}
