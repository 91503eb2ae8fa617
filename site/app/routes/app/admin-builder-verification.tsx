import {
  CREDENTIALS,
  PATHS,
  STATE_LICENSING,
  UUID_PATTERN,
  certificateUrl,
  isCredentialKind,
} from '@pond/core';
import { decideCheck, listChecks, type CheckRow, type PondClient } from '@pond/supabase';
import { getContractorById } from '@pond/supabase/read';
import { Button, Container, Section, TextField } from '@pond/ui';
import { Form } from 'react-router';
import { CheckList } from '../../components/builders/CheckList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StaffGate } from '../../components/staff/StaffGate.tsx';
import { act, actionError, runIntent } from '../../lib/form-intent.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { staffSession } from '../../lib/staff-session.client.ts';
import type { Route } from './+types/admin-builder-verification';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({ title: brandedTitle('Builder Verification'), path: PATHS.adminBuilders, noIndex: true });

/** One builder's checks, for staff to look up and record. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const session = await staffSession();
  const id = params.contractorId;
  if (session.status !== 'staff' || !UUID_PATTERN.test(id))
    return { session, contractor: null, checks: [] as CheckRow[], error: null };
  try {
    const [contractor, checks] = await Promise.all([
      getContractorById(session.client, id),
      listChecks(session.client, id),
    ]);
    return { session, contractor, checks, error: null };
  } catch (failure) {
    return { session, contractor: null, checks: [] as CheckRow[], error: (failure as Error).message };
  }
}

/** Verified (with the public source and what it showed) or declined (why). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const session = await staffSession();
  if (session.status !== 'staff') return { error: 'Sign in as staff to record checks.' };
  const { client } = session;
  const decide = (verified: boolean) =>
    act(({ text }) =>
      decideCheck(client, text('check'), {
        verified,
        sourceUrl: text('sourceUrl'),
        outcome: text('outcome'),
      }),
    );
  return runIntent(await request.formData(), { verify: decide(true), decline: decide(false) }, actionError);
}

/** Opens a certificate in a new tab: fetched with staff's session (a link could not carry it). */
function OpenCertificate({ client, checkId }: { client: PondClient; checkId: string }) {
  const open = async () => {
    const token = (await client.auth.getSession()).data.session?.access_token;
    const answer = await fetch(certificateUrl(checkId), { headers: { authorization: `Bearer ${token}` } });
    if (!answer.ok) return window.alert('The certificate could not be opened. Sign in again and retry.');
    const address = URL.createObjectURL(await answer.blob());
    window.open(address, '_blank', 'noopener');
    // The tab has it by then; the address is not kept in this page.
    setTimeout(() => URL.revokeObjectURL(address), 60_000);
  };
  return (
    <Button type="button" $variant="secondary" onClick={() => void open()}>
      Open the Certificate
    </Button>
  );
}

export default function AdminBuilderVerification({ loaderData, actionData }: Route.ComponentProps) {
  const { contractor } = loaderData;
  const error = actionData?.error ?? loaderData.error;
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Builders', href: PATHS.adminBuilders }, { label: 'Verification' }]}
        title={contractor ? `Checks of ${contractor.name}` : 'Builder Verification'}
        intro="Look each document up in the public source you name, then record what it showed."
      />
      <StaffGate session={loaderData.session}>
        {(client) => (
          <Section>
            <Container>
              {error ? <p role="alert">{error}</p> : null}
              {contractor ? (
                <CheckList
                  checks={loaderData.checks}
                  heading={`${contractor.name}, ${contractor.city}, ${contractor.state}`}
                  action={(check) =>
                    check.status !== 'declined' ? (
                      <>
                        {check.certificate_at ? <OpenCertificate client={client} checkId={check.id} /> : null}
                        <Form method="post" aria-label={`Record the check of ${check.number}`}>
                          <input type="hidden" name="check" value={check.id} />
                          <TextField
                            label="Public source you checked (address)"
                            name="sourceUrl"
                            type="url"
                            defaultValue={
                              check.kind === 'licence' && check.state
                                ? (STATE_LICENSING[check.state]?.lookup ?? '')
                                : isCredentialKind(check.kind)
                                  ? CREDENTIALS[check.kind].lookup
                                  : ''
                            }
                          />
                          <TextField label="What it showed, or why you decline" name="outcome" required />
                          <Button type="submit" name="intent" value="verify">
                            Verified
                          </Button>{' '}
                          <Button type="submit" name="intent" value="decline" $variant="secondary">
                            Decline
                          </Button>
                        </Form>
                      </>
                    ) : null
                  }
                />
              ) : (
                <p>No builder by that address.</p>
              )}
            </Container>
          </Section>
        )}
      </StaffGate>
    </>
  );
}
