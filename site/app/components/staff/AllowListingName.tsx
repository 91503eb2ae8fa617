import { LISTING_LIMITS } from '@pond/core';
import { Button, Card, TextField } from '@pond/ui';
import { Form } from 'react-router';

/**
 * Staff allow a listing a name that truly carries one of our badge words ("Verified Koi Works LLC"):
 * it is set now, logged as staff's change, and the builder may keep it through their own edits.
 * Builders cannot give a listing such a name themselves.
 */
export function AllowListingName({ builder, name }: { builder: string; name: string }) {
  return (
    <Card>
      <h2>A name with one of our words</h2>
      <p>
        Builders cannot use ✓, ★ or words like “verified” or “top rated” in their listing. When the business
        is truly named so, set the name here after checking it (a state registration or its own signs).
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="allow-name" />
        <input type="hidden" name="builder" value={builder} />
        <TextField
          label="The business’s name"
          name="name"
          defaultValue={name}
          maxLength={LISTING_LIMITS.name}
          required
        />
        <Button type="submit">Allow and Set This Name</Button>
      </Form>
    </Card>
  );
}
