import { REVEAL_ON_SCROLL } from '@pond/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { createGlobalStyle } from 'styled-components';

const RevealStyle = createGlobalStyle`
  html.js [data-reveal] { opacity: 0; transform: translateY(1rem); transition: opacity .5s ease, transform .5s ease; }
  html.js [data-reveal].revealed { opacity: 1; transform: none; }
  @media (prefers-reduced-motion: reduce) { html.js [data-reveal] { opacity: 1; transform: none; } }
`;

/** Reveals [data-reveal] elements as they scroll into view (spec §2.1: threshold 0.1, bottom margin 50 px). */
export function RevealOnScroll() {
  const { pathname } = useLocation();
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.classList.add('revealed');
            observer.unobserve(entry.target);
          }
        }
      },
      { threshold: REVEAL_ON_SCROLL.threshold, rootMargin: REVEAL_ON_SCROLL.rootMargin },
    );
    document.querySelectorAll('[data-reveal]:not(.revealed)').forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [pathname]);
  return <RevealStyle />;
}
