import { useEffect, useRef, type ComponentProps } from 'react';

/**
 * A muted, looping background video that plays only while on screen, and only once the page has
 * loaded. Decoding and compositing frames takes the CPU a page needs to become usable (on the 2-core
 * CI machine the compositor worked 419 ms through the home page's load, 253 ms on a page without
 * video), and a video below the fold cost its bytes to visitors who never scrolled to it. Until it
 * plays, the poster or the space stays. Browsers may refuse to play (data saver, low power) or fail to
 * load it; the failure is only logged (spec §8). Visitors who ask for reduced motion keep the still
 * frame.
 */
export function AutoplayVideo({ label, ...video }: ComponentProps<'video'> & { label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return element.pause();
      element.play().catch((error: unknown) => {
        // pause() before play() settles rejects it with an AbortError: not a failure to play.
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          console.warn(`The ${label} could not play`, error);
      });
    });
    const watch = () => observer.observe(element);
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
    return () => {
      window.removeEventListener('load', watch);
      observer.disconnect();
    };
  }, [label]);
  return <video ref={ref} muted loop playsInline preload="none" aria-hidden="true" {...video} />;
}
