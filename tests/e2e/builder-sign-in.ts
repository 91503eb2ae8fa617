import { sql } from './db.ts';
import { signInLinkMailedTo, signInWithLink } from './partner-sign-in.ts';
import { expect, type Page } from './test.ts';

/** Signs in as the builder of a listing, as a claim staff approved leaves them: by the mailed link. */
export async function signInAsBuilderOf(page: Page, listing: string, email: string) {
  await sql(
    `insert into public.builder_claims (contractor_id, kind, email, status) values ($1, 'review', $2, 'approved')`,
    [listing, email],
  );
  await page.goto('/builders/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
  await signInWithLink(page, await signInLinkMailedTo(email));
  await expect(page.getByRole('heading', { name: 'Your listing' })).toBeVisible();
}
