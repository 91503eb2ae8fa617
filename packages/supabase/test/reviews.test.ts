import { REVIEW_MESSAGES, compareBestRated, type ReviewInput, type ReviewLink } from '@pond/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerReview,
  getContractorById,
  importContractors,
  getReviews,
  moderateReview,
  reportReview,
  reviewForLink,
  reviewModeration,
  searchContractors,
  sendReviewInvitation,
  submitReview,
  type PondClient,
} from '../src/index.ts';
import { builderOf } from './builder-clients.ts';
import { clientAs } from './clients.ts';
import { sql } from './sql.ts';

// Reviews only from homeowners we connected: a homeowner whose request reached a builder reviews them
// by a signed link; one review per request and builder, editable for 30 days; the builder answers once;
// anyone reports; staff remove with a logged reason; each builder's verified figures and the best-rated
// order follow.

const stamp = Date.now();
const state = 'WY';
let builder = '';
let rival = '';
let builderClient: PondClient;

const review: ReviewInput = {
  stars: 4,
  title: 'A koi pond that works',
  body: 'They dug and lined our koi pond in four days, kept the lawn tidy and called back the same day.',
  hired: true,
  projectType: 'Koi Pond Construction',
  ownExperience: true,
};

/**
 * A request from `name` that chose `contractor` `daysAgo` days ago (reached and contacted then, unless
 * `reached` is false), and its review link.
 */
async function requestTo(contractor: string, name: string, daysAgo = 0, reached = true): Promise<ReviewLink> {
  const [lead] = await sql<{ id: string }>(
    `insert into public.lead_submissions (name, email, phone, project_type, city, state, created_at)
     values ($1, $2, '5125550100', 'Koi Pond Construction', 'Cheyenne', $3, now() - make_interval(days => $4))
     returning id::text`,
    [name, `review-${name.split(' ')[0]!.toLowerCase()}-${stamp}@example.com`, state, daysAgo],
  );
  await sql(
    `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery, chosen_at)
     values ($1, $2, 1, 'The review test chose this builder', 'email', now() - make_interval(days => $3))`,
    [lead!.id, contractor, daysAgo],
  );
  const [link] = await sql<{ expires: string; signature: string }>(
    'select expires::text, signature from private.review_link($1, $2)',
    [lead!.id, contractor],
  );
  // Reached, and earned: the builder marked the homeowner contacted.
  if (reached)
    await sql(
      'update public.lead_routes set reached_at = chosen_at, contacted_at = chosen_at where lead_id = $1',
      [lead!.id],
    );
  return {
    request: lead!.id,
    builder: contractor,
    expires: Number(link!.expires),
    signature: link!.signature,
  };
}

const figures = async (id: string) =>
  (
    await sql<{ verified_reviews: number; verified_rating: string | null; best_rated_score: string | null }>(
      'select verified_reviews, verified_rating, best_rated_score from public.contractors where id = $1',
      [id],
    )
  )[0]!;

beforeAll(async () => {
  const rows = await sql<{ id: string }>(
    `insert into public.contractors (name, city, state, rating, reviews) values
       ('Review Ponds ${stamp}', 'Cheyenne', $1, 3.9, 12), ('Rival Ponds ${stamp}', 'Cheyenne', $1, 5, 200)
     returning id::text`,
    [state],
  );
  [builder, rival] = rows.map((row) => row.id) as [string, string];
  await sql('insert into public.contractor_emails (contractor_id, email) values ($1, $2)', [
    builder,
    `review-builder-${stamp}@example.com`,
  ]);
  builderClient = await builderOf(builder, `review-builder-${stamp}@example.com`);
});
afterAll(async () => {
  await sql('delete from public.lead_submissions where email like $1', [`review-%-${stamp}@example.com`]);
  await sql('delete from public.contractors where id = any($1)', [[builder, rival]]);
  await sql('delete from auth.users where email = $1', [`review-builder-${stamp}@example.com`]);
});

describe('a review by the signed link', () => {
  it('is written once per request and builder, shows a first name and city only, and mails the builder', async () => {
    const anon = await clientAs('anon');
    const link = await requestTo(builder, 'Samantha Reyes');
    const opened = await reviewForLink(anon, link);
    expect(opened).toMatchObject({
      builder_name: `Review Ponds ${stamp}`,
      first_name: 'Samantha',
      review_id: null,
    });

    expect(await submitReview(anon, link, review)).toMatchObject({ created: true });
    const again = await submitReview(anon, link, { ...review, stars: 5, title: 'Even better a month on' });
    expect(again.created).toBe(false);

    const reviews = await getReviews(anon, builder);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({
      stars: 5,
      title: 'Even better a month on',
      first_name: 'Samantha',
      city: 'Cheyenne',
    });
    expect(Object.keys(reviews[0]!)).not.toContain('lead_id');
    // Anyone reading the table directly gets the published columns, never the request.
    const { error } = await anon.from('reviews').select('lead_id').limit(1);
    expect(error?.code).toBe('42501');

    const mails = await sql<{ template: string; to_email: string }>(
      `select template, to_email from public.email_outbox where contractor_id = $1 and template = 'review-posted'`,
      [builder],
    );
    expect(mails).toEqual([{ template: 'review-posted', to_email: `review-builder-${stamp}@example.com` }]);
    expect(await figures(builder)).toEqual({
      verified_reviews: 1,
      verified_rating: '5.00',
      best_rated_score: '4.2500',
    });
  });

  it('refuses an altered or expired link, a builder the request did not choose, and an incomplete review', async () => {
    const anon = await clientAs('anon');
    const link = await requestTo(builder, 'Morgan Lee');
    await expect(
      submitReview(anon, { ...link, signature: `${link.signature.slice(0, -2)}xx` }, review),
    ).rejects.toThrow(REVIEW_MESSAGES.linkInvalid);
    await expect(submitReview(anon, { ...link, builder: rival }, review)).rejects.toThrow(
      REVIEW_MESSAGES.linkInvalid,
    );
    const [expired] = await sql<{ signature: string }>(
      `select private.review_signature($1, $2, 1000) as signature`,
      [link.request, builder],
    );
    await expect(
      submitReview(anon, { ...link, expires: 1000, signature: expired!.signature }, review),
    ).rejects.toThrow(REVIEW_MESSAGES.linkExpired);
    await expect(submitReview(anon, link, { ...review, body: 'Too short.' })).rejects.toMatchObject({
      field: 'body',
      message: REVIEW_MESSAGES.body,
    });
    await expect(submitReview(anon, link, { ...review, ownExperience: false })).rejects.toMatchObject({
      field: 'ownExperience',
    });
  });

  it('can be edited for 30 days, then not', async () => {
    const anon = await clientAs('anon');
    const link = await requestTo(builder, 'Alex Kim');
    await submitReview(anon, link, { ...review, stars: 3 });
    await sql(`update public.reviews set created_at = now() - interval '31 days' where lead_id = $1`, [
      link.request,
    ]);
    await expect(submitReview(anon, link, review)).rejects.toThrow(REVIEW_MESSAGES.editClosed);
  });
});

describe('answers, reports and moderation', () => {
  it('lets the builder answer once, publicly', async () => {
    const anon = await clientAs('anon');
    const [first] = await getReviews(anon, builder);
    await answerReview(builderClient, first!.id, 'Thank you, Samantha: enjoy the koi.');
    await expect(answerReview(builderClient, first!.id, 'A second answer')).rejects.toThrow(
      REVIEW_MESSAGES.alreadyAnswered,
    );
    expect((await getReviews(anon, builder)).find((r) => r.id === first!.id)?.answer).toBe(
      'Thank you, Samantha: enjoy the koi.',
    );
    // Nobody else may answer: not a visitor, not staff.
    await expect(answerReview(await clientAs('staff'), first!.id, 'Staff answer')).rejects.toThrow();
  });

  it('lets staff remove a builder’s answer alone, logged; the builder does not answer again', async () => {
    const anon = await clientAs('anon');
    const staff = await clientAs('staff');
    const answered = (await getReviews(anon, builder)).find((r) => r.answer)!;
    await expect(
      moderateReview(staff, { reviewId: answered.id, action: 'remove-answer', reason: null, note: 'x' }),
    ).rejects.toMatchObject({ field: 'reason' });
    await moderateReview(staff, {
      reviewId: answered.id,
      action: 'remove-answer',
      reason: 'private-information',
      note: 'The answer names the homeowner’s street.',
    });
    const after = (await getReviews(anon, builder)).find((r) => r.id === answered.id)!;
    expect(after).toMatchObject({ answer: null, title: answered.title });
    await expect(answerReview(builderClient, answered.id, 'Again')).rejects.toThrow(
      REVIEW_MESSAGES.alreadyAnswered,
    );
    expect(
      await sql('select action, reason from public.review_moderation_log where review_id = $1', [
        answered.id,
      ]),
    ).toEqual([{ action: 'answer-removed', reason: 'private-information' }]);
  });

  it('takes a report from anyone; staff remove with a logged reason, and the figures follow', async () => {
    const anon = await clientAs('anon');
    const staff = await clientAs('staff');
    const target = (await getReviews(anon, builder)).find((r) => r.stars === 3)!;
    await reportReview(anon, {
      reviewId: target.id,
      reason: 'private-information',
      note: 'It names my street.',
    });
    await expect(
      reportReview(anon, { reviewId: target.id, reason: 'other', note: '' }),
    ).rejects.toMatchObject({
      field: 'note',
    });
    const queue = await reviewModeration(staff);
    expect(queue[0]).toMatchObject({ id: target.id, open_reports: [{ reason: 'private-information' }] });
    await expect(reviewModeration(await clientAs('anon'))).rejects.toThrow();

    // A removal names a guideline.
    await expect(
      moderateReview(staff, { reviewId: target.id, action: 'remove', reason: null, note: 'Too negative' }),
    ).rejects.toMatchObject({ field: 'reason' });
    await moderateReview(staff, {
      reviewId: target.id,
      action: 'remove',
      reason: 'private-information',
      note: 'Names the homeowner’s neighbour’s street.',
    });
    expect((await getReviews(anon, builder)).map((r) => r.id)).not.toContain(target.id);
    const log = await sql<{ action: string; reason: string; by_email: string }>(
      'select action, reason, by_email from public.review_moderation_log where review_id = $1',
      [target.id],
    );
    expect(log).toEqual([
      { action: 'removed', reason: 'private-information', by_email: expect.stringContaining('@') },
    ]);
    expect((await figures(builder)).verified_reviews).toBe(1);
    // A removed review cannot be edited back by its link.
    const [route] = await sql<{ lead_id: string }>('select lead_id::text from public.reviews where id = $1', [
      target.id,
    ]);
    const [link] = await sql<{ expires: string; signature: string }>(
      'select expires::text, signature from private.review_link($1, $2)',
      [route!.lead_id, builder],
    );
    await sql(`update public.reviews set created_at = now() where id = $1`, [target.id]);
    await expect(
      submitReview(
        anon,
        { request: route!.lead_id, builder, expires: Number(link!.expires), signature: link!.signature },
        review,
      ),
    ).rejects.toThrow(REVIEW_MESSAGES.removed);
  });
});

describe('invitations', () => {
  it('invites 14 days after the request reached the builder, reminds at 45 while there is no review, never for a withdrawn one', async () => {
    const fresh = await requestTo(rival, 'Fresh Homeowner', 3, false);
    const due = await requestTo(rival, 'Due Homeowner', 15, false);
    const late = await requestTo(rival, 'Late Homeowner', 46, false);
    const withdrawn = await requestTo(rival, 'Withdrawn Homeowner', 20, false);
    const digested = await requestTo(rival, 'Digested Homeowner', 16, false);
    const unreached = await requestTo(rival, 'Unreached Homeowner', 30, false);
    const unconfirmed = await requestTo(rival, 'Unconfirmed Homeowner', 15, false);
    await sql('update public.lead_submissions set withdrawn_at = now() where id = $1', [withdrawn.request]);
    // Each proved their mailbox but one: a mail that went out earns a review only then.
    await sql('update public.lead_submissions set confirmed_at = created_at where id = any($1)', [
      [fresh, due, late, withdrawn, digested, unreached].map((link) => link.request),
    ]);
    // Reached: the builder's own mail went out, or the morning digest naming the request did.
    await sql(
      `insert into public.email_outbox (template, to_email, payload, lead_id, contractor_id, status)
       select 'lead-to-builder', 'rival@example.com', '{}', id, $1, 'queued' from unnest($2::uuid[]) id`,
      [rival, [fresh.request, due.request, late.request, withdrawn.request, unconfirmed.request]],
    );
    await sql(`update public.email_outbox set status = 'sent', sent_at = now() where contractor_id = $1`, [
      rival,
    ]);
    await sql(
      `insert into public.email_outbox (template, to_email, payload, contractor_id, status)
       values ('builder-request-digest', 'rival@example.com', jsonb_build_object('lead_ids', jsonb_build_array($2::text)), $1, 'sent')`,
      [rival, digested.request],
    );
    const reached = await sql<{ lead_id: string }>(
      'select lead_id::text from public.lead_routes where contractor_id = $1 and reached_at is not null',
      [rival],
    );
    expect(reached.map((row) => row.lead_id).sort()).toEqual(
      [
        fresh.request,
        due.request,
        late.request,
        withdrawn.request,
        digested.request,
        unconfirmed.request,
      ].sort(),
    );
    expect(reached.map((row) => row.lead_id)).not.toContain(unreached.request);
    // As if each had reached the builder the day it chose them.
    await sql(
      'update public.lead_routes set reached_at = chosen_at where contractor_id = $1 and reached_at is not null',
      [rival],
    );
    await sql('select private.queue_review_invitations()');
    const invited = async () =>
      sql<{ lead_id: string; reminder: boolean }>(
        `select lead_id::text, (payload ->> 'reminder')::boolean as reminder from public.email_outbox
          where template = 'review-invitation' and contractor_id = $1 order by created_at, lead_id`,
        [rival],
      );
    expect((await invited()).map((row) => row.lead_id).sort()).toEqual(
      [due.request, late.request, digested.request].sort(),
    );
    // Never both mails in one run; a run once the invitation is a week old reminds the 46-day-old
    // request, and invites nobody twice.
    await sql('select private.queue_review_invitations()');
    expect(await invited()).toHaveLength(3);
    await sql(
      `update public.lead_routes set review_invited_at = now() - interval '31 days' where contractor_id = $1`,
      [rival],
    );
    await sql('select private.queue_review_invitations()');
    const after = await invited();
    expect(after).toHaveLength(4);
    expect(after.filter((row) => row.reminder).map((row) => row.lead_id)).toEqual([late.request]);
    await sql('select private.queue_review_invitations()');
    expect(await invited()).toHaveLength(4);
    // A request that never reached the builder cannot review them, whatever the link; nor one whose
    // mail went out to a mailbox nobody proved, while the builder did nothing.
    await expect(submitReview(await clientAs('anon'), unreached, review)).rejects.toThrow(
      REVIEW_MESSAGES.notReached,
    );
    await expect(submitReview(await clientAs('anon'), unconfirmed, review)).rejects.toThrow(
      REVIEW_MESSAGES.notReached,
    );
  });
});

describe('an invitation staff send now', () => {
  it('is queued for a request that chose the builder, once the schedule no longer sends one, never after a review or a withdrawal', async () => {
    const staff = await clientAs('staff');
    const link = await requestTo(rival, 'Asked Early', 2);
    await sendReviewInvitation(staff, link.request, rival);
    const queued = await sql<{ template: string }>(
      `select template from public.email_outbox where lead_id = $1 and template = 'review-invitation'`,
      [link.request],
    );
    expect(queued).toHaveLength(1);
    await expect(sendReviewInvitation(await clientAs('anon'), link.request, rival)).rejects.toThrow();
    await expect(sendReviewInvitation(staff, link.request, builder)).rejects.toThrow('did not choose');
    await submitReview(await clientAs('anon'), link, review);
    await expect(sendReviewInvitation(staff, link.request, rival)).rejects.toThrow(
      'reviewed this builder already',
    );
    // Gone again (as staff would erase it by hand): the figures follow a deletion too.
    await sql('delete from public.reviews where lead_id = $1', [link.request]);
    expect((await figures(rival)).verified_reviews).toBe(0);
  });
});

describe('verified ratings', () => {
  it('order "best rated" with verified reviews first, as @pond/core does', async () => {
    const anon = await clientAs('anon');
    const { contractors } = await searchContractors(anon, {
      filters: { state, sort: 'rating' },
      pageSize: 24,
    });
    const ours = contractors.filter((c) => c.id === builder || c.id === rival);
    // The rival's imported 5.0 from 200 reviews comes after one verified review.
    expect(ours.map((c) => c.id)).toEqual([builder, rival]);
    expect(ours[0]).toMatchObject({ verified_reviews: 1, verified_rating: 5 });
    expect([...contractors].sort(compareBestRated).map((c) => c.id)).toEqual(contractors.map((c) => c.id));
    // The profile reads the figures and the imported rating's date.
    expect(await getContractorById(anon, rival)).toMatchObject({
      verified_reviews: 0,
      rating: 5,
      rating_as_of: new Date().toISOString().slice(0, 10),
    });
  });

  it('keep the stored prior equal to the documented one', async () => {
    const [prior] = await sql<{ mean: string; weight: number }>('select * from private.best_rated_prior()');
    const { BEST_RATED_PRIOR } = await import('@pond/core');
    expect({ mean: Number(prior!.mean), weight: prior!.weight }).toEqual(BEST_RATED_PRIOR);
  });

  it('label an imported rating with the site it came from and the day it was imported', async () => {
    const staff = await clientAs('staff');
    const name = `Imported Rating Ponds ${stamp}`;
    const report = await importContractors(staff, [
      { name, city: 'Laramie', state: 'WY', rating: '4.6', reviews: '31', rating_source: 'Google' },
    ]);
    expect(report).toMatchObject({ inserted: 1, failed: [] });
    const [row] = await sql<{ id: string }>('select id::text from public.contractors where name = $1', [
      name,
    ]);
    const anon = await clientAs('anon');
    expect(await getContractorById(anon, row!.id)).toMatchObject({
      rating: 4.6,
      rating_source: 'Google',
      rating_as_of: new Date().toISOString().slice(0, 10),
    });
    // A later import without a rating keeps the rating and its source; a too-long source is refused.
    await importContractors(staff, [{ name, city: 'Laramie', state: 'WY', phone: '307-555-0100' }]);
    expect(await getContractorById(anon, row!.id)).toMatchObject({ rating: 4.6, rating_source: 'Google' });
    const refused = await importContractors(staff, [
      { name, city: 'Laramie', state: 'WY', rating_source: 'x'.repeat(61) },
    ]);
    expect(refused.failed[0]?.reasons).toContain(
      'Rating source must be the name of a site, up to 60 characters, like Google',
    );
    await sql('delete from public.contractors where id = $1', [row!.id]);
  });
});

describe('what the database works out', () => {
  it('is not written by staff through the API: the badge, the verified figures, the score', async () => {
    const staff = await clientAs('staff');
    const { error } = await staff
      .from('contractors')
      .update({
        verified: true,
        verified_reviews: 99,
        verified_rating: 5,
        verified_stars: [99, 0, 0, 0, 0],
        best_rated_score: 5,
        phone: '307-555-0199',
      })
      .eq('id', rival);
    expect(error).toBeNull();
    expect(
      (
        await sql<{
          verified: boolean;
          verified_reviews: number;
          verified_stars: number[];
          best_rated_score: string | null;
          phone: string;
        }>(
          'select verified, verified_reviews, verified_stars, best_rated_score, phone from public.contractors where id = $1',
          [rival],
        )
      )[0],
    ).toEqual({
      verified: false,
      verified_reviews: 0,
      verified_stars: [0, 0, 0, 0, 0],
      best_rated_score: null,
      phone: '307-555-0199',
    });
  });

  it('keep the database’s lists equal to @pond/core’s: project types, report and removal reasons', async () => {
    const { REVIEW_PROJECT_TYPES, REVIEW_REPORT_REASONS, REVIEW_REMOVAL_REASONS } =
      await import('@pond/core');
    const listed = async (constraint: string) => {
      const [row] = await sql<{ def: string }>(
        'select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1',
        [constraint],
      );
      return [...row!.def.matchAll(/'([^']+)'::text/g)].map((match) => match[1]).sort();
    };
    expect(await listed('review_project_type')).toEqual([...REVIEW_PROJECT_TYPES].sort());
    expect(await listed('report_reason')).toEqual(REVIEW_REPORT_REASONS.map((r) => r.value).sort());
    expect(await listed('moderation_reason')).toEqual(REVIEW_REMOVAL_REASONS.map((r) => r.value).sort());
  });
});
