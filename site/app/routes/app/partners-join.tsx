import { PATHS } from '@pond/core';
import { Container, Section } from '@pond/ui';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PartnerApplicationForm } from '../../components/partners/PartnerApplicationForm.tsx';
import { applyAsPartner } from '../../lib/database.client.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';

/** A form that sends to the database: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Apply to Be a Partner', 'Partners'),
    description:
      'Landscapers, garden centres and pond shops: apply to embed our pond widgets and get credit for the requests your pages send.',
    path: PATHS.partnersJoin,
  });

/** The partner application: staff review it; the applicant is mailed either way. */
export default function PartnersJoin() {
  const ready = useHydrated();
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'Partners', href: PATHS.partners },
          { label: 'Apply' },
        ]}
        title="Apply to Be a Partner"
        intro="Tell us about your business and the sites you will embed our widgets on. We reply by email, usually within two business days."
      />
      <Section>
        <Container>
          <PartnerApplicationForm
            ready={ready}
            onApply={async (application) => void (await applyAsPartner(application))}
          />
        </Container>
      </Section>
    </>
  );
}
