import { REVEAL_ON_SCROLL } from '@pond/core';

/**
 * Reveals [data-reveal] elements as they scroll into view (spec §2.1: threshold 0.1, bottom margin
 * 50 px), those of the first page and those a hydrated page renders later.
 */
export function startReveal() {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add('revealed');
        observer.unobserve(entry.target);
      }
    },
    { threshold: REVEAL_ON_SCROLL.threshold, rootMargin: REVEAL_ON_SCROLL.rootMargin },
  );
  const watched = new WeakSet<Element>();
  const watchNew = () => {
    for (const element of document.querySelectorAll('[data-reveal]:not(.revealed)')) {
      if (watched.has(element)) continue;
      watched.add(element);
      observer.observe(element);
    }
  };
  watchNew();
  new MutationObserver(watchNew).observe(document.body, { childList: true, subtree: true });
}
