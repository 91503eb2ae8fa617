import { BUILDER_SERVICES, PHOTO_LIMITS } from '@pond/core';
import { Button, Card, SelectField, TextField } from '@pond/ui';
import { Form, useNavigation } from 'react-router';
import { FieldGroup, FormProblem } from '../form-styles.ts';

export const SERVICE_OPTIONS = BUILDER_SERVICES.map((service) => ({ value: service, label: service }));

/**
 * One photo with its words, posted to the page's action, which checks the file as the
 * Worker will (size first, then type by content) and sends it there.
 */
export function PhotoUpload({
  city,
  held,
  problems,
  added,
}: {
  city: string;
  held: number;
  problems: Record<string, string>;
  added: boolean;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'upload';
  const full = held >= PHOTO_LIMITS.photos;
  return (
    <Card>
      <Form method="post" encType="multipart/form-data" aria-labelledby="upload-heading" noValidate>
        <input type="hidden" name="intent" value="upload" />
        <h2 id="upload-heading">Add a photo</h2>
        <p>
          A finished pond of yours: JPEG, PNG, WebP or HEIC (iPhone), up to 15 MB. We make it ready for every
          screen and remove its hidden details (where and with which camera it was taken). {held} of{' '}
          {PHOTO_LIMITS.photos} photos.
        </p>
        {added ? <p role="status">Photo received. It shows on your profile as soon as it is ready.</p> : null}
        {problems.form ? <FormProblem role="alert">{problems.form}</FormProblem> : null}
        <FieldGroup disabled={sending || full}>
          <TextField
            label="Photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
            required
            error={problems.photo}
          />
          <TextField
            label="Caption"
            name="caption"
            required
            maxLength={PHOTO_LIMITS.caption}
            hint="What the pond is and what you built, like “Koi pond with a three-tier waterfall”."
            error={problems.caption}
          />
          <SelectField
            label="Project type"
            name="projectType"
            required
            placeholder="Choose the project type"
            options={SERVICE_OPTIONS}
            error={problems.projectType}
          />
          <TextField
            label="City"
            name="city"
            required
            maxLength={PHOTO_LIMITS.city}
            defaultValue={city}
            error={problems.city}
          />
          <div>
            <Button type="submit">{sending ? 'Uploading…' : 'Upload Photo'}</Button>
          </div>
        </FieldGroup>
      </Form>
    </Card>
  );
}
