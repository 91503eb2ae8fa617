import {
  CERTIFICATE_LIMITS,
  CERTIFICATE_MESSAGES,
  PATHS,
  certificateFileType,
  certificateUrl,
  type CheckKind,
} from '@pond/core';
import { listChecks, PondDataError, submitMyCheck, type PondClient } from '@pond/supabase';
import { getContractorById } from '@pond/supabase/read';
import { Button, Card, Container, Section, TextField } from '@pond/ui';
import { Form } from 'react-router';
import { CheckForm } from '../../components/builders/CheckForm.tsx';
import { CheckList } from '../../components/builders/CheckList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { builderSession } from '../../lib/builder-session.client.ts';
import { sendDocument } from '../../lib/send-document.ts';
import { runIntent, type FormText } from '../../lib/form-intent.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/builders-verification';
import { SiteLink } from '../../components/SiteLink.tsx';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Verification'),
    description: 'Send your licence, insurance or registration for us to check.',
    path: PATHS.buildersVerification,
    noIndex: true,
  });

export async function clientLoader() {
  const session = await builderSession();
  if (session.status !== 'builder') return { signedIn: false as const };
  try {
    const [checks, contractor] = await Promise.all([
      listChecks(session.client, session.contractorId),
      getContractorById(session.client, session.contractorId),
    ]);
    return { signedIn: true as const, checks, contractor, error: null };
  } catch (failure) {
    return { signedIn: true as const, checks: [], contractor: null, error: (failure as Error).message };
  }
}

type Sent = { problems: Record<string, string>; sent: boolean };

/** A document sent for checking, or an insurance's certificate attached to it. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const session = await builderSession();
  if (session.status !== 'builder')
    return { problems: { form: 'Sign in as a builder to send documents.' }, sent: false };
  const { client } = session;
  return runIntent<Sent>(
    await request.formData(),
    {
      'submit-check': ({ text }) => submitCheck(client, text),
      certificate: async ({ form }) =>
        attachCertificate(form, (await client.auth.getSession()).data.session?.access_token),
    },
    (message) => ({ problems: { form: message }, sent: false }),
  );
}

/** The database checks each field and names the one it refuses. */
async function submitCheck(client: PondClient, text: FormText): Promise<Sent> {
  const coverage = text('coverage').replace(/[$,\s]/g, '');
  if (coverage && !/^\d+$/.test(coverage))
    return { problems: { coverage: 'Enter the coverage in whole dollars, like 1000000.' }, sent: false };
  try {
    await submitMyCheck(client, {
      kind: text('kind') as CheckKind,
      state: text('state') || null,
      number: text('number'),
      classification: text('classification') || null,
      authority: text('authority'),
      coverageAmount: coverage ? Number(coverage) : null,
      expiresOn: text('expiresOn') || null,
    });
    return { problems: {}, sent: true };
  } catch (failure) {
    const field = failure instanceof PondDataError ? failure.field : undefined;
    return { problems: { [field ?? 'form']: (failure as Error).message }, sent: false };
  }
}

/** The certificate, checked here as the Worker checks it, then sent to it with the builder's session. */
async function attachCertificate(form: FormData, token: string | undefined): Promise<Sent> {
  const problem = await sendDocument(
    certificateUrl(String(form.get('check'))),
    form.get('certificate'),
    token,
    {
      maxBytes: CERTIFICATE_LIMITS.maxBytes,
      isAccepted: (bytes) => certificateFileType(bytes) !== null,
      messages: { ...CERTIFICATE_MESSAGES, wrongType: CERTIFICATE_MESSAGES.notDocument },
    },
  );
  return { problems: problem ? { certificate: problem } : {}, sent: false };
}

/** A submitted insurance's certificate: attached (staff open it), or a form to attach it. */
function CertificateForm({
  checkId,
  attached,
  problem,
}: {
  checkId: string;
  attached: boolean;
  problem?: string;
}) {
  return attached ? (
    <p>Certificate attached: only you and our staff can open it.</p>
  ) : (
    <Form method="post" encType="multipart/form-data" aria-label="Attach the certificate">
      <input type="hidden" name="intent" value="certificate" />
      <input type="hidden" name="check" value={checkId} />
      <TextField
        label="Certificate of insurance (PDF, JPEG or PNG, up to 10 MB)"
        name="certificate"
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        error={problem}
      />
      <Button type="submit" $variant="secondary">
        Attach Certificate
      </Button>
    </Form>
  );
}

export function HydrateFallback() {
  return <PageHeader title="Verification" />;
}

export default function BuildersVerification({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'Builder Dashboard', href: PATHS.buildersDashboard },
          { label: 'Verification' },
        ]}
        title="Verification"
      />
      <Section>
        <Container>
          {!loaderData.signedIn ? (
            <Card>
              <p>
                <SiteLink to={PATHS.buildersSignIn}>Sign in</SiteLink> to send your licence or insurance for
                checking.
              </p>
            </Card>
          ) : (
            <>
              {loaderData.error ? <p role="alert">{loaderData.error}</p> : null}
              {actionData?.problems.form ? <p role="alert">{actionData.problems.form}</p> : null}
              {actionData?.problems.certificate ? (
                <p role="alert">{actionData.problems.certificate}</p>
              ) : null}
              {actionData?.sent ? (
                <p role="status">
                  Sent. We check it against its public source, usually within two working days.
                </p>
              ) : null}
              <CheckForm
                key={loaderData.checks.length}
                state={loaderData.contractor?.state ?? ''}
                problems={actionData?.problems.certificate ? {} : (actionData?.problems ?? {})}
              />
              <CheckList
                checks={loaderData.checks}
                heading="What you sent"
                action={(check) =>
                  check.kind === 'insurance' && check.status === 'submitted' ? (
                    <CertificateForm
                      checkId={check.id}
                      attached={Boolean(check.certificate_at)}
                      problem={actionData?.problems.certificate}
                    />
                  ) : null
                }
              />
            </>
          )}
        </Container>
      </Section>
    </>
  );
}
