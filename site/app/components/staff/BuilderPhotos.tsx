import { PHOTO_FALLBACK, photoUrl } from '@pond/core';
import type { listPhotosForStaff } from '@pond/supabase';
import { Button, Card, TextField, theme } from '@pond/ui';
import { Form } from 'react-router';
import styled from 'styled-components';

type StaffPhoto = Awaited<ReturnType<typeof listPhotosForStaff>>[number];

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  p {
    margin: ${theme.space.xs} 0;
  }
`;

/**
 * The newest photos builders added, for staff: hide one with a reason the builder reads (its
 * files and every cached copy are dropped from the site), or show it again.
 */
export function BuilderPhotos({ photos }: { photos: StaffPhoto[] }) {
  return (
    <Card as="section" aria-labelledby="staff-photos-heading">
      <h2 id="staff-photos-heading">Builders’ photos</h2>
      {!photos.length ? <p>No photos yet.</p> : null}
      <List>
        {photos.map((photo) => (
          <li key={photo.id}>
            {photo.status === 'ready' && !photo.hidden_at ? (
              <img
                src={photoUrl(photo.id, 320, PHOTO_FALLBACK.format)}
                alt={photo.caption}
                width={320}
                height={240}
              />
            ) : null}
            <p>
              <strong>{photo.contractors?.name}</strong>: {photo.caption} ({photo.project_type}, {photo.city})
            </p>
            <p>
              {photo.hidden_at
                ? `Hidden: ${photo.hidden_reason}`
                : photo.status === 'ready'
                  ? 'Shown'
                  : photo.status === 'processing'
                    ? 'Being processed'
                    : `Rejected: ${photo.problem ?? ''}`}
            </p>
            <Form method="post">
              <input type="hidden" name="photo" value={photo.id} />
              {photo.hidden_at ? (
                <Button type="submit" name="intent" value="show-photo" $variant="secondary">
                  Show Photo Again
                </Button>
              ) : (
                <>
                  <TextField label="Why hide it (the builder reads this)" name="reason" required />
                  <Button type="submit" name="intent" value="hide-photo" $variant="secondary">
                    Hide Photo
                  </Button>
                </>
              )}
            </Form>
          </li>
        ))}
      </List>
    </Card>
  );
}
