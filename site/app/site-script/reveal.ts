import { REVEAL_ON_SCROLL } from '@pond/core';
import { onElements } from './elements.ts';

/**
 * Reveals [data-reveal] elements as they scroll into view (spec §2.1: threshold 0.1, bottom margin
 * 50 px). What is already in view when it appears (the page as it arrived, or as the router rendered
 * it) shows at once, without the fade: fading in what the visitor is looking at only delays it. The
 * observer's first report on an element says which: asking for its position ourselves would make the
 * browser lay the page out while it is still being parsed.
 */
export function startReveal() {
  const unreported = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const first = unreported.delete(target);
        if (!isIntersecting) continue;
        target.classList.add(...(first ? ['revealed', 'at-once'] : ['revealed']));
        observer.unobserve(target);
      }
    },
    { threshold: REVEAL_ON_SCROLL.threshold, rootMargin: REVEAL_ON_SCROLL.rootMargin },
  );
  onElements('[data-reveal]:not(.revealed)', (element) => {
    unreported.add(element);
    observer.observe(element);
  });
}
