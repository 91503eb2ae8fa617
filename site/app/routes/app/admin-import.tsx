import { PATHS } from '@pond/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ContractorImport } from '../../components/staff/ContractorImport.tsx';
import { ImportInstructions } from '../../components/staff/ImportInstructions.tsx';
import { StaffGate } from '../../components/staff/StaffGate.tsx';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { staffSession, type StaffSession } from '../../lib/staff-session.client.ts';
import type { Route } from './+types/admin-import';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Contractor Import'),
    description: 'For staff: add and correct contractors in bulk.',
    path: PATHS.adminImport,
    noIndex: true,
  });

export const clientLoader = () => staffSession();

/** The pre-rendered page: the sign-in form, until the session is read. */
export function HydrateFallback() {
  return <ImportPage />;
}

export default function AdminImport({ loaderData }: Route.ComponentProps) {
  return <ImportPage session={loaderData} />;
}

/** Staff import (spec §2.16): behind staff sign-in; the database's row-level security is the guard. */
function ImportPage({ session }: { session?: StaffSession }) {
  return (
    <>
      <PageHeader
        title="Contractor Import"
        intro="For staff: add new contractors or correct existing ones in bulk."
      />
      <StaffGate session={session}>
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
