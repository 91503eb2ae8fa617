import { PATHS } from '@pond/core';
import { PageHeader } from '../components/PageHeader.tsx';
import { ContractorImport } from '../components/staff/ContractorImport.tsx';
import { ImportInstructions } from '../components/staff/ImportInstructions.tsx';
import { StaffGate } from '../components/staff/StaffGate.tsx';
import { brandedTitle, pageMeta } from '../lib/seo.ts';
import { hydrated } from '../lib/hydrate.ts';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Contractor Import'),
    description: 'For staff: add and correct contractors in bulk.',
    path: PATHS.adminImport,
    noIndex: true,
  });

/** Staff import (spec §2.16): behind staff sign-in; the database's row-level security is the guard. */
export default function AdminImport() {
  return (
    <>
      <PageHeader
        title="Contractor Import"
        intro="For staff: add new contractors or correct existing ones in bulk."
      />
      <StaffGate>
        {(client) => (
          <>
            <ContractorImport client={client} />
            <ImportInstructions />
          </>
        )}
      </StaffGate>
    </>
  );
}
