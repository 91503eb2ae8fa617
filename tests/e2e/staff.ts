import type { Page } from '@playwright/test';
import { openApp } from './ready.ts';

/** Signs in on a staff page as staff (or anyone) would: the form the page shows to everyone. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  path:
    | '/admin/import'
    | '/admin/leads'
    | '/admin/partners'
    | '/admin/builders'
    | '/admin/reviews'
    | '/admin/costs'
    | '/admin/flags' = '/admin/import',
) {
  await openApp(page, path);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
