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

/** The signed-in account's access token, as the photos page sends it to the Worker. */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const token = (JSON.parse(localStorage.getItem(key) ?? 'null') as { access_token?: string } | null)
        ?.access_token;
      if (token) return token;
    }
    throw new Error('no session in this browser');
  });
}
