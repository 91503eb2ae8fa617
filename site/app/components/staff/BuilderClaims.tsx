import { CLAIM_LIMITS, emailOnWebsiteDomain } from '@pond/core';
import type { listBuilderClaims } from '@pond/supabase';
import { Button, Card, TextAreaField } from '@pond/ui';
import { Form } from 'react-router';
import styled from 'styled-components';

/** A claimant's long email or website wraps on a phone instead of widening the page. */
const ClaimList = styled.ol`
  overflow-wrap: anywhere;
`;

type Claim = Awaited<ReturnType<typeof listBuilderClaims>>[number];

const KIND = {
  email: 'by business email',
  review: 'checked by hand',
  dispute: 'dispute: the listing has an account',
};

/**
 * Claims for staff: those waiting first. What the claimant offers, whether their email is on
 * the listing's website's domain (evidence) and on the website they gave (only if that site is this
 * business's); approve, or decline with the reason they will read.
 */
export function BuilderClaims({ claims }: { claims: Claim[] }) {
  return (
    <Card>
      <h2>Claims</h2>
      {claims.length === 0 ? <p>No claims yet.</p> : null}
      <ClaimList>
        {claims.map((claim) => {
          const listingSite = claim.contractor?.website ?? null;
          return (
            <li
              key={claim.id}
              aria-label={`Claim of ${claim.contractor?.name ?? 'a listing'} by ${claim.email}`}
            >
              <p>
                <strong>{claim.contractor?.name}</strong> ({claim.contractor?.city}, {claim.contractor?.state}
                ), {KIND[claim.kind as keyof typeof KIND]}: <strong>{claim.status}</strong>
                {claim.reason ? ` (${claim.reason})` : ''}
              </p>
              <p>
                {claim.name ?? 'No name'} · {claim.email} · {claim.phone ?? 'no phone'} ·{' '}
                {claim.website ?? 'no website'}
              </p>
              {/* The listing's own website is evidence; a website the claimant typed only if it is this business's. */}
              <p>
                Email on the listing’s website ({listingSite ?? 'none held'}):{' '}
                {emailOnWebsiteDomain(claim.email, listingSite) ? 'yes' : 'no'}
              </p>
              {claim.website ? (
                <p>
                  Email on the website they gave ({claim.website}):{' '}
                  {emailOnWebsiteDomain(claim.email, claim.website)
                    ? 'yes — check that this site is this business'
                    : 'no'}
                </p>
              ) : null}
              {claim.note ? <p>“{claim.note}”</p> : null}
              {claim.status === 'pending' && claim.kind !== 'email' ? (
                <Form method="post">
                  <input type="hidden" name="claim" value={claim.id} />
                  <TextAreaField
                    label="Reason (the claimant reads it; needed to decline)"
                    name="reason"
                    rows={2}
                    maxLength={CLAIM_LIMITS.reason}
                  />
                  <Button type="submit" name="intent" value="approve-claim">
                    Approve
                  </Button>{' '}
                  <Button type="submit" name="intent" value="decline-claim" $variant="secondary">
                    Decline
                  </Button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ClaimList>
    </Card>
  );
}
