import { PATHS } from '@pond/core';
import { Container, Section } from '@pond/ui';
import { Link } from 'react-router';
import { PageHeader } from '../components/PageHeader.tsx';
import { brandedTitle, pageMeta } from '../lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: brandedTitle('How We Vet Pond Contractors'),
    description: 'What we check before a pond builder is listed: licence, insurance, reviews and complaints.',
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
        title="How We Vet Contractors"
        intro="What we check before a pond builder appears in the directory, and what we ask you to check yourself."
      />
      <Section>
        <Container>
          <h2>What we check</h2>
          <ul>
            <li>
              <strong>Licence:</strong> where the state or county licenses landscape or pond contractors, we
              look the business up in the public register.
            </li>
            <li>
              <strong>Insurance:</strong> we ask for proof of general liability insurance and, for crews,
              workers’ compensation.
            </li>
            <li>
              <strong>Reviews:</strong> we read public reviews and take the rating and review count shown on
              each profile from them.
            </li>
            <li>
              <strong>Complaints:</strong> listings are reviewed when homeowners report a problem, and removed
              when a pattern appears.
            </li>
          </ul>
          <h2>What we cannot promise</h2>
          <p>
            Contractors are independent businesses. Licences lapse and policies change, so check them again
            before you sign, ask for references and get a written quote. Our{' '}
            <Link to={PATHS.terms}>terms of service</Link> explain our role.
          </p>
          <h2>Report a problem</h2>
          <p>
            If a listing is wrong or a contractor did not treat you fairly, tell us through the contact
            address on our <Link to={PATHS.privacy}>privacy policy</Link>; we read every report.
          </p>
        </Container>
      </Section>
    </>
  );
}
