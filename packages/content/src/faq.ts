// The FAQ groups of the home page, the planner and the calculator.
import type { FaqItem } from '@pond/core';
import type { ContentClient } from './client.ts';
import { complete } from './complete.ts';
import { faqGroupQuery } from './queries.ts';

export type FaqPlace = 'home' | 'planner' | 'calculator';

export async function getFaqGroup(
  client: ContentClient,
  place: FaqPlace,
): Promise<{ title: string; items: FaqItem[] } | null> {
  const group = await client.fetch(faqGroupQuery, { place });
  if (!group?.title) return null;
  const items = complete(
    (group.items ?? []).map((item) =>
      item.question && item.answer ? { question: item.question, answer: item.answer } : null,
    ),
  );
  return { title: group.title, items };
}
