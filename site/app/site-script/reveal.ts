import { REVEAL_ON_SCROLL } from '@pond/core';
import { onElements } from './elements.ts';

/** Reveals [data-reveal] elements as they scroll into view (spec §2.1: threshold 0.1, bottom margin 50 px). */
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
  onElements('[data-reveal]:not(.revealed)', (element) => observer.observe(element));
}
