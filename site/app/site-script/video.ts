import { onElements } from './elements.ts';
import { onFirstInput } from './page.ts';

/**
 * Muted, looping background videos (`video[data-autoplay]`) that play only while on screen, and only
 * from the visitor's first input on: decoding and painting frames took a phone's main thread a third
 * of its first seconds on the home page (bench:first-load), and a visitor who leaves without touching
 * the page never pays the video's bytes. Until then the poster shows. Browsers may refuse to play; the
 * failure is only logged (spec §8). Visitors who ask for reduced motion keep the still frame.
 */
export function startVideos() {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  onFirstInput(() =>
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
    }),
  );
}
