import { PHOTO_FALLBACK, PHOTO_LIMITS, photoUrl } from '@pond/core';
import type { PhotoRow } from '@pond/supabase';
import { Button, Card, SelectField, TextField, theme } from '@pond/ui';
import { Form } from 'react-router';
import styled from 'styled-components';
import { SERVICE_OPTIONS } from './PhotoUpload.tsx';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`;
const Item = styled.li`
  display: grid;
  gap: ${theme.space.md};
  @media (min-width: 40rem) {
    grid-template-columns: 12rem minmax(0, 1fr);
  }
  img,
  .placeholder {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.border};
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const STATUS_TEXT = {
  processing: 'Getting ready: it shows on your profile in a few seconds.',
  ready: 'On your profile.',
  rejected: 'Not shown:',
} as const;

/** The builder's photos in their order: each with its words, moved up or down, or deleted. */
export function PhotoList({ photos }: { photos: PhotoRow[] }) {
  if (!photos.length)
    return (
      <Card>
        <p>No photos yet. Your first photo is the picture on your directory card.</p>
      </Card>
    );
  // The order as shown: a move is made from it, so it moves what the builder saw.
  const order = photos.map((photo) => photo.id).join(',');
  return (
    <Card>
      <h2 id="photos-heading">Your photos</h2>
      <p>The first shown photo is the picture on your directory card and profile.</p>
      <List aria-labelledby="photos-heading">
        {photos.map((photo, index) => (
          <Item key={photo.id}>
            {photo.status === 'ready' ? (
              <img
                src={photoUrl(photo.id, 320, PHOTO_FALLBACK.format)}
                alt={photo.caption}
                width={320}
                height={240}
              />
            ) : (
              <div className="placeholder" aria-hidden="true" />
            )}
            <div>
              <p role="status">
                Photo {index + 1} of {photos.length}.{' '}
                {photo.hidden_at
                  ? `Hidden by our staff: ${photo.hidden_reason ?? ''}`
                  : `${STATUS_TEXT[photo.status as keyof typeof STATUS_TEXT]} ${photo.problem ?? ''}`}
              </p>
              <Form method="post" aria-label={`Photo ${index + 1}: ${photo.caption}`}>
                <input type="hidden" name="id" value={photo.id} />
                <input type="hidden" name="order" value={order} />
                <TextField
                  label="Caption"
                  name="caption"
                  required
                  maxLength={PHOTO_LIMITS.caption}
                  defaultValue={photo.caption}
                />
                <SelectField
                  label="Project type"
                  name="projectType"
                  options={SERVICE_OPTIONS}
                  defaultValue={photo.project_type}
                />
                <TextField label="City" name="city" maxLength={PHOTO_LIMITS.city} defaultValue={photo.city} />
                <Row>
                  <Button type="submit" name="intent" value="caption" $variant="secondary">
                    Save Words
                  </Button>
                  <Button
                    type="submit"
                    name="intent"
                    value="move-up"
                    disabled={index === 0}
                    $variant="secondary"
                    aria-label={`Move photo ${index + 1} up`}
                  >
                    Move Up
                  </Button>
                  <Button
                    type="submit"
                    name="intent"
                    value="move-down"
                    disabled={index === photos.length - 1}
                    $variant="secondary"
                    aria-label={`Move photo ${index + 1} down`}
                  >
                    Move Down
                  </Button>
                  <Button type="submit" name="intent" value="delete" $variant="secondary">
                    Delete Photo
                  </Button>
                </Row>
              </Form>
            </div>
          </Item>
        ))}
      </List>
    </Card>
  );
}
