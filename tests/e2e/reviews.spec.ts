// Reviews only from homeowners we connected. A homeowner reviews a builder by
// the invitation's signed link; the profile shows it (first name, city, "Verified request through …")
// apart from the imported rating; anyone reports it; staff remove it with a logged reason and the page
// follows within seconds; the builder answers once; JSON-LD rates only from 3 verified reviews.
import { formatMonth } from '@pond/core';
import { violations } from './axe.ts';
import { signInAsBuilderOf } from './builder-sign-in.ts';
import { createStaffAccount, forgetTestAccounts, mailTo, sql } from './db.ts';
import { fitsAPhone } from './phone.ts';
import { signIn } from './staff.ts';
import { expect, test, type Page } from './test.ts';

const stamp = Date.now();
const builderEmail = `reviewed-${stamp}@review-ponds.example`;
let builder = '';

test.beforeAll(async () => {
  const [row] = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state, postal_code, rating, reviews, rating_source)
     values ('Reviewed Ponds ${stamp}', 'Austin', 'TX', '78701', 4.9, 212, 'Google') returning id`,
  );
  builder = row!.id;
  await sql('insert into public.contractor_emails (contractor_id, email) values ($1, $2)', [
    builder,
    builderEmail,
  ]);
});
test.afterAll(async () => {
  await sql(`delete from public.lead_submissions where email like '%-${stamp}@review-ponds.example'`);
  await sql('delete from public.contractors where id = $1', [builder]);
  await sql(`delete from auth.users where email like '%-${stamp}@review-ponds.example'`);
  await forgetTestAccounts();
});

/** A request from `name` that chose the builder two weeks ago, and its review link's address. */
async function reviewLink(name: string): Promise<string> {
  const [lead] = await sql<{ id: string }>(
    `insert into public.lead_submissions (name, email, phone, project_type, city, state, created_at)
     values ($1, $2, '5125550100', 'Koi Pond Construction', 'Round Rock', 'TX', now() - interval '15 days')
     returning id`,
    [name, `${name.split(' ')[0]!.toLowerCase()}-${stamp}@review-ponds.example`],
  );
  await sql(
    `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery, chosen_at)
     values ($1, $2, 1, 'The review journey chose this builder', 'email', now() - interval '15 days')`,
    [lead!.id, builder],
  );
  const [link] = await sql<{ expires: string; signature: string }>(
    'select expires::text, signature from private.review_link($1, $2)',
    [lead!.id, builder],
  );
  // It reached the builder the day they were chosen (their mail went out), and the homeowner had
  // proved their mailbox: a review earned.
  await sql('update public.lead_routes set reached_at = chosen_at where lead_id = $1', [lead!.id]);
  await sql('update public.lead_submissions set confirmed_at = created_at where id = $1', [lead!.id]);
  return `/review?request=${lead!.id}&builder=${builder}&expires=${link!.expires}&signature=${link!.signature}`;
}

async function writeReview(page: Page, review: { stars: number; title: string; body: string }) {
  await page.getByRole('radio', { name: `${review.stars} star` }).check();
  await page.getByLabel('Title').fill(review.title);
  await page.getByLabel('Your review').fill(review.body);
  await page.getByRole('radio', { name: 'Yes, I hired them' }).check();
  await page.getByRole('checkbox', { name: /this review is my own experience/ }).check();
  await page.getByRole('button', { name: 'Post Review' }).click();
  await expect(page.getByText('Thank you: your review is published.')).toBeVisible();
}

const profile = (page: Page) => page.goto(`/states/tx/austin/${builder}`);
const jsonLdRating = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then(
      (texts) => texts.map((text) => JSON.parse(text)).find((data) => data.aggregateRating)?.aggregateRating,
    );

test('a homeowner reviews a builder they chose; the profile shows it apart from the imported rating, and it can be changed', async ({
  page,
}) => {
  const link = await reviewLink('Priya Natarajan');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Review Reviewed Ponds ${stamp}`);
  // Bad input: every problem named, nothing saved.
  await page.getByLabel('Your review').fill('Too short.');
  await page.getByRole('button', { name: 'Post Review' }).click();
  await expect(page.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  await expect(page.getByText(/^Write 50 to 2,000 characters/)).toBeVisible();
  await expect(page.getByText('Confirm that this review is your own experience.')).toBeVisible();
  expect(await sql('select 1 from public.reviews where contractor_id = $1', [builder])).toHaveLength(0);
  expect(await violations(page)).toEqual([]);

  await writeReview(page, {
    stars: 4,
    title: 'Careful work on our koi pond',
    body: 'They rebuilt the filter, relined the pond and kept us posted every day. A week late, but worth it.',
  });
  await page.getByRole('link', { name: /See it on .*’s profile/ }).click();
  const reviews = page.locator('#reviews');
  await expect(reviews.getByRole('heading', { name: 'Careful work on our koi pond' })).toBeVisible();
  await expect(reviews.getByText('Priya, Round Rock')).toBeVisible();
  await expect(reviews).not.toContainText('Natarajan');
  await expect(
    reviews.getByText(
      `Verified request through Pond Builders Direct, ${formatMonth(new Date(Date.now() - 15 * 86_400_000).toISOString())}`,
    ),
  ).toBeVisible();
  await expect(reviews).toContainText('4.0 out of 5, from 1 verified review');
  // The imported rating stays apart, labelled; the banner leads with ours.
  await expect(reviews).toContainText('Rating from elsewhere: 4.9 out of 5 from 212 reviews on Google');
  await expect(page.getByText('★ 4.0 · 1 verified review')).toBeVisible();
  // One review: no AggregateRating yet.
  expect(await jsonLdRating(page)).toBeUndefined();
  await fitsAPhone(page);

  // The same link changes it (within 30 days); the builder heard of the first version.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Change your review' })).toBeVisible();
  await fitsAPhone(page);
  await page.getByLabel('Title').fill('Careful work, worth the wait');
  await page.getByRole('checkbox', { name: /this review is my own experience/ }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await expect
    .poll(async () => (await mailTo(builderEmail)).map((mail) => mail.subject))
    .toContain(`New review of Reviewed Ponds ${stamp}: 4 of 5 stars`);
  await expect
    .poll(async () => {
      await profile(page);
      return page.locator('#reviews h3').allTextContents();
    })
    .toContain('Careful work, worth the wait');
});

test('three verified reviews give the profile an AggregateRating; a reported review staff remove leaves the page, with the reason logged', async ({
  page,
}) => {
  for (const [name, stars] of [
    ['Dana Wells', 5],
    ['Eli Brooks', 2],
  ] as const) {
    await page.goto(await reviewLink(name));
    await writeReview(page, {
      stars,
      title: `${name.split(' ')[0]}'s pond`,
      body: 'The crew dug the pond where we asked, set the liner and stones, and explained the pump to us.',
    });
  }
  await expect
    .poll(async () => {
      await profile(page);
      return jsonLdRating(page);
    })
    .toMatchObject({ '@type': 'AggregateRating', reviewCount: 3, bestRating: 5 });

  // Anyone reports a review.
  const eli = page.locator('#reviews article', { hasText: "Eli's pond" });
  await eli.getByRole('link', { name: 'Report this review' }).click();
  await page.getByLabel('What is wrong with it').selectOption('private-information');
  await page.getByLabel(/What you found/).fill('It gives the builder’s home address.');
  await page.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByText('Thank you: our staff will read this review')).toBeVisible();

  // Staff see it first, and remove it naming the guideline.
  await signIn(page, await createStaffAccount(), '/admin/reviews');
  const reported = page.getByRole('listitem').filter({ hasText: "Eli's pond" }).first();
  await expect(reported).toContainText('1 open report(s)');
  await reported
    .getByLabel('Guideline it breaks (to remove the review or the answer)')
    .selectOption('private-information');
  await reported.getByLabel('What you found (logged)').fill('Names a street address in the text.');
  await reported.getByRole('button', { name: 'Remove Review' }).click();
  await expect(reported.getByRole('list', { name: 'Moderation log' })).toContainText(
    'removed (Shares private information)',
  );
  expect(
    await sql<{ action: string; reason: string }>(
      `select m.action, m.reason from public.review_moderation_log m join public.reviews r on r.id = m.review_id
        where r.contractor_id = $1`,
      [builder],
    ),
  ).toEqual([{ action: 'removed', reason: 'private-information' }]);
  await expect
    .poll(async () => {
      await profile(page);
      return page.locator('#reviews h3').allTextContents();
    })
    .not.toContain("Eli's pond");
  expect(await jsonLdRating(page)).toBeUndefined();
});

test('the builder answers a review once, publicly', async ({ page }) => {
  await signInAsBuilderOf(page, builder, builderEmail);
  await page.goto('/builders/dashboard/reviews');
  const dana = page.getByRole('article').filter({ hasText: "Dana's pond" });
  await dana.getByLabel('Your public answer (once only)').fill('Thank you, Dana: enjoy the pond.');
  await dana.getByRole('button', { name: 'Publish Answer' }).click();
  await expect(dana.getByText('Answer from Reviewed Ponds')).toBeVisible();
  await expect(dana.getByLabel('Your public answer (once only)')).toHaveCount(0);
  await expect
    .poll(async () => {
      await profile(page);
      return page.locator('#reviews').textContent();
    })
    .toContain('Thank you, Dana: enjoy the pond.');
});

test('reviews come 10 a page, newest first; each later page is its own cached page', async ({ page }) => {
  // Ten more reviews, as homeowners' links leave them, each a day older than the last.
  await sql(
    `with leads as (
       insert into public.lead_submissions (name, email, phone, project_type, city, state)
       select 'Pager ' || n, 'pager' || n || '-${stamp}@review-ponds.example', '5125550100', 'Other', 'Austin', 'TX'
         from generate_series(1, 10) n returning id, name)
     insert into public.reviews (lead_id, contractor_id, stars, title, body, hired, project_type, first_name, city,
                                 request_month, created_at)
     select id, $1, 3, 'Paged review ' || split_part(name, ' ', 2), repeat('An honest pond review. ', 4), false,
            'Other', 'Pager', 'Austin', date_trunc('month', now()), now() - make_interval(days => split_part(name, ' ', 2)::int)
       from leads`,
    [builder],
  );
  await expect
    .poll(
      async () => {
        await profile(page);
        // Read without waiting: the page before the purge has no pages of reviews yet.
        return (await page.getByRole('navigation', { name: 'Pages of reviews' }).allTextContents()).join('');
      },
      { timeout: 20_000 },
    )
    .toContain('Page 1 of 2');
  const firstPage = await page.locator('#reviews h3').allTextContents();
  expect(firstPage).toHaveLength(10);
  await page.getByRole('link', { name: 'Older reviews' }).click();
  await expect(page).toHaveURL(/\?reviews=2#reviews$/);
  const secondPage = await page.locator('#reviews h3').allTextContents();
  // The oldest paged review is last, and no review is on both pages.
  expect(secondPage.at(-1)).toBe('Paged review 10');
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  await page.getByRole('link', { name: 'Newer reviews' }).click();
  await expect(page.locator('#reviews h3')).toHaveText(firstPage);
  // A page past the last is the last page, not an empty one.
  await page.goto(`/states/tx/austin/${builder}?reviews=9`);
  await expect(page).toHaveURL(/\?reviews=2#reviews$/);
});

test('staff send the invitation from the request’s page; its mailed link opens the review form', async ({
  page,
}) => {
  const link = await reviewLink('Quinn Harper');
  const request = new URL(link, 'http://localhost').searchParams.get('request')!;
  await signIn(page, await createStaffAccount(), '/admin/leads');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.goto(`/admin/leads/${request}`);
  const invite = page.getByRole('button', { name: `Send review invitation for Reviewed Ponds ${stamp}` });
  await expect(invite).toBeVisible();
  // The request's page, its table of builders included, fits a phone: the table scrolls, not the page.
  await fitsAPhone(page);
  await invite.click();
  let mail: Awaited<ReturnType<typeof mailTo>>[number] | undefined;
  await expect
    .poll(async () => {
      mail = (await mailTo(`quinn-${stamp}@review-ponds.example`)).find((m) =>
        m.subject.startsWith('How did it go'),
      );
      return mail !== undefined;
    })
    .toBe(true);
  const mailed = /https?:\/\/\S+\/review\?\S+/.exec(mail!.text)![0];
  await page.goto(new URL(mailed).pathname + new URL(mailed).search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Review Reviewed Ponds ${stamp}`);
  await expect(page.getByRole('button', { name: 'Post Review' })).toBeVisible();
});

test('the guidelines say what we remove and what we never remove', async ({ page }) => {
  await page.goto('/reviews/guidelines');
  await expect(page.getByRole('heading', { name: 'What we never remove' })).toBeVisible();
  await expect(page.getByText('A review is never removed for being negative')).toBeVisible();
  await expect(page.getByText('Shares private information.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
