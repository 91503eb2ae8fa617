import {
  CHECK_LABELS,
  CREDENTIALS,
  CREDENTIAL_KINDS,
  CHECK_VALID_MONTHS,
  PATHS,
  STATE_LICENSING,
  stateByCode,
  statesLicensingPonds,
  verifiedRuleText,
} from '@pond/core';
import { Container, Section } from '@pond/ui';

import { PageHeader } from '../../components/PageHeader.tsx';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { SiteLink } from '../../components/SiteLink.tsx';

export const meta = () =>
  pageMeta({
    title: brandedTitle('How We Verify Pond Builders'),
    description:
      'What “Verified” means on Pond Builders Direct: what we check, against which public source, and when a check ends.',
    path: PATHS.verification,
  });

export default function Verification() {
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'About', href: PATHS.about },
          { label: 'Verification' },
        ]}
        title="How We Verify Pond Builders"
        intro="What we check about each builder, against which public source, and how long a check counts. Every profile shows its own checks."
      />
      <Section>
        <Container>
          <h2>What “Verified” means</h2>
          <p>{verifiedRuleText()}</p>
          <h2>What we check</h2>
          <ul>
            <li>
              <strong>Licence</strong>, where the state licenses landscape or pond construction: the board,
              the licence number, its classification and status, looked up in the board’s public register.
              Until its expiry, or for {CHECK_VALID_MONTHS} months.
            </li>
            <li>
              <strong>General liability insurance</strong>: the carrier, the coverage and the policy’s end,
              from the certificate the builder sends us. Until the policy ends.
            </li>
            <li>
              <strong>Business registration</strong>: the state and entity number, looked up with the state.
              For {CHECK_VALID_MONTHS} months.
            </li>
            <li>
              <strong>Trade credentials</strong>, when a builder holds one:{' '}
              {CREDENTIAL_KINDS.map((kind) => `${CHECK_LABELS[kind]} (${CREDENTIALS[kind].issuer})`).join(
                '; ',
              )}
              . The member or certificate number, looked up in the issuer’s public list. Until its end, or for{' '}
              {CHECK_VALID_MONTHS} months. A credential shows on the profile and filters the directory; it is
              not part of what “Verified” means.
            </li>
          </ul>
          <p>
            A check we have not made says “Not checked yet” on the profile. Listings start unchecked: a
            builder is in the directory before we have verified anything about them, and their profile says
            so.
          </p>
          <h2>States that license this work</h2>
          <ul>
            {statesLicensingPonds().map((code) => (
              <li key={code}>
                <strong>{stateByCode(code)?.name}</strong>: {STATE_LICENSING[code]!.board} (
                {STATE_LICENSING[code]!.classification}),{' '}
                <a href={STATE_LICENSING[code]!.lookup} target="_blank" rel="noopener noreferrer">
                  its public lookup
                </a>
                {STATE_LICENSING[code]!.numberInAds
                  ? '; the licence number is printed on the builder’s profile.'
                  : '.'}
              </li>
            ))}
          </ul>
          <h2>What we cannot promise</h2>
          <p>
            Contractors are independent businesses. Licences lapse and policies change, so check them again
            before you sign, ask for references and get a written quote. Our{' '}
            <SiteLink to={PATHS.terms}>terms of service</SiteLink> explain our role.
          </p>
          <h2>Reviews</h2>
          <p>
            Reviews on a profile come only from homeowners we connected with that builder, and are moderated
            against our published <SiteLink to={PATHS.reviewGuidelines}>review guidelines</SiteLink>. A rating
            a listing was imported with is shown apart, labelled as from other sites.
          </p>
          <h2>Report a problem</h2>
          <p>
            If a listing is wrong or a contractor did not treat you fairly, tell us through the contact
            address on our <SiteLink to={PATHS.privacy}>privacy policy</SiteLink>; we read every report.
          </p>
        </Container>
      </Section>
    </>
  );
}
