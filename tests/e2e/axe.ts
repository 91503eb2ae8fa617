// axe-core in the page, for the accessibility journeys and any journey that checks a page it filled.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from './test.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2 A and AA rules on the page as it is now (or only inside the element `within`
 * selects, shadow root included: a widget on a partner's page whose own CSS is not ours to judge);
 * violations as 'rule: target' lines.
 */
export async function violations(page: Page, within?: string): Promise<string[]> {
  // Show everything revealed on scroll, after its fade-in, so axe sees what visitors will see.
  await page.evaluate(() =>
    document.querySelectorAll('[data-reveal]').forEach((element) => element.classList.add('revealed')),
  );
  // Waits for the transitions that end (not the endless ones, such as a skeleton's pulse); one that is
  // cancelled meanwhile counts as over.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated rather than added as a <script>: the site's Content-Security-Policy rightly refuses those.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document | { include: string[] },
            options: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(within ? { include: [within] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
  }, within);
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
