import { onElements } from './elements.ts';

/**
 * Muted, looping background videos (`video[data-autoplay]`) that play only while on screen, and only
 * once the page has loaded: decoding frames takes the CPU a page needs to become usable, and a video
 * below the fold cost its bytes to visitors who never scrolled to it. Browsers may refuse to play;
 * the failure is only logged (spec §8). Visitors who ask for reduced motion keep the still frame.
 */
export function startVideos() {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const watch = () =>
    onElements('video[data-autoplay]', (element) => {
      const video = element as HTMLVideoElement;
      new IntersectionObserver(([entry]) => {
        if (!entry?.isIntersecting) return video.pause();
        video.play().catch((error: unknown) => {
          // pause() before play() settles rejects it with an AbortError: not a failure to play.
          if (!(error instanceof DOMException && error.name === 'AbortError'))
            console.warn(`The ${video.dataset.autoplay} could not play`, error);
        });
      }).observe(video);
    });
  if (document.readyState === 'complete') watch();
  else window.addEventListener('load', watch, { once: true });
}
