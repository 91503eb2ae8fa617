import {
  PATHS,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  PHOTO_UPLOAD_PATH,
  checkPhotoFile,
  photoDetailsProblems,
} from '@pond/core';
import { deleteMyPhoto, listMyPhotos, reorderMyPhotos, updateMyPhoto } from '@pond/supabase';
import { getContractorById } from '@pond/supabase/read';
import { Card, Container, Section } from '@pond/ui';

import { PhotoList } from '../../components/builders/PhotoList.tsx';
import { PhotoUpload } from '../../components/builders/PhotoUpload.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { builderSession } from '../../lib/builder-session.client.ts';
import { runIntent, type IntentHandler } from '../../lib/form-intent.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { movedPhoto } from '../../lib/photo-order.ts';
import { useRevalidateWhile } from '../../lib/revalidate-while.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/builders-photos';
import { SiteLink } from '../../components/SiteLink.tsx';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Your Photos'),
    description: 'Show homeowners the ponds you built.',
    path: PATHS.buildersPhotos,
    noIndex: true,
  });

/** The builder's photos in every state, read under their session. */
export async function clientLoader() {
  const session = await builderSession();
  if (session.status !== 'builder') return { signedIn: false as const };
  try {
    const [photos, contractor] = await Promise.all([
      listMyPhotos(session.client, session.contractorId),
      getContractorById(session.client, session.contractorId),
    ]);
    return { signedIn: true as const, photos, contractor, error: null };
  } catch (failure) {
    return { signedIn: true as const, photos: [], contractor: null, error: (failure as Error).message };
  }
}

type ActionResult = { problems: Record<string, string>; added?: boolean };
const said = (message: string): ActionResult => ({ problems: { form: message } });
const done: ActionResult = { problems: {} };

/**
 * An upload is checked here as the Worker checks it (nothing is sent that it would refuse), then sent
 * to it with the builder's session; the words, order and deletion go to the database.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const session = await builderSession();
  if (session.status !== 'builder') return said(PHOTO_MESSAGES.signedOut);
  const { client } = session;
  const move =
    (step: -1 | 1): IntentHandler<ActionResult> =>
    async ({ text }) => {
      const order = movedPhoto(text('order').split(','), text('id'), step);
      if (order) await reorderMyPhotos(client, order);
      return done;
    };
  return runIntent(
    await request.formData(),
    {
      upload: async ({ form }) =>
        upload(form, photoDetails(form), (await client.auth.getSession()).data.session?.access_token),
      caption: async ({ form, text }) => {
        const details = photoDetails(form);
        const problems = photoDetailsProblems(details);
        if (Object.keys(problems).length) return said(Object.values(problems).join(' '));
        await updateMyPhoto(client, text('id'), details);
        return done;
      },
      delete: async ({ text }) => {
        await deleteMyPhoto(client, text('id'));
        return done;
      },
      'move-up': move(-1),
      'move-down': move(1),
    },
    said,
  );
}

/** A photo's words as the builder typed them. */
function photoDetails(form: FormData) {
  const raw = (name: string) => String(form.get(name) ?? '');
  return { caption: raw('caption'), projectType: raw('projectType'), city: raw('city') };
}

async function upload(
  form: FormData,
  details: { caption: string; projectType: string; city: string },
  token: string | undefined,
): Promise<ActionResult> {
  const file = form.get('photo');
  const problems: Record<string, string> = { ...photoDetailsProblems(details) };
  if (!(file instanceof File) || file.size === 0) problems.photo = 'Choose a photo to upload.';
  else if (file.size > PHOTO_LIMITS.maxBytes) problems.photo = PHOTO_MESSAGES.tooBig(file.size);
  else {
    const checked = checkPhotoFile(new Uint8Array(await file.arrayBuffer()));
    if (!checked.ok) problems.photo = checked.message;
  }
  if (Object.keys(problems).length) return { problems };
  if (!token) return said(PHOTO_MESSAGES.signedOut);
  const answer = await fetch(PHOTO_UPLOAD_PATH, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  }).catch(() => null);
  if (answer?.ok) return { problems: {}, added: true };
  const body = (await answer?.json().catch(() => null)) as {
    error?: string;
    problems?: Record<string, string>;
  } | null;
  if (body?.problems) return { problems: body.problems };
  return said(body?.error ?? PHOTO_MESSAGES.failed);
}

export function HydrateFallback() {
  return <PageHeader title="Your Photos" />;
}

/** How often the page reads its photos again while one is being made ready. */
const PROCESSING_LOOK_MS = 2000;

export default function BuildersPhotos({ loaderData, actionData }: Route.ComponentProps) {
  // A photo being made ready appears by itself: the page's data is read again until none is.
  useRevalidateWhile(
    loaderData.signedIn && loaderData.photos.some((photo) => photo.status === 'processing'),
    { everyMs: PROCESSING_LOOK_MS },
  );
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'Builder Dashboard', href: PATHS.buildersDashboard },
          { label: 'Photos' },
        ]}
        title="Your Photos"
      />
      <Section>
        <Container>
          {!loaderData.signedIn ? (
            <Card>
              <p>
                <SiteLink to={PATHS.buildersSignIn}>Sign in</SiteLink> to show homeowners the ponds you built.
              </p>
            </Card>
          ) : (
            <>
              {loaderData.error ? <p role="alert">{loaderData.error}</p> : null}
              <PhotoUpload
                // A new photo in the list empties the form for the next (a failed upload keeps its words).
                key={loaderData.photos.length}
                city={loaderData.contractor?.city ?? ''}
                held={loaderData.photos.length}
                problems={actionData?.problems ?? {}}
                added={actionData?.added ?? false}
              />
              <PhotoList photos={loaderData.photos} />
            </>
          )}
        </Container>
      </Section>
    </>
  );
}
