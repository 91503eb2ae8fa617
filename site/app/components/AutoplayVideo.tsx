import type { ComponentProps } from 'react';

/**
 * A muted, looping background video that the site script plays only while on screen, and only once
 * the page has loaded (site-script/video.ts says why). Until it plays, the poster or the space stays.
 */
export function AutoplayVideo({ label, ...video }: ComponentProps<'video'> & { label: string }) {
  return <video data-autoplay={label} muted loop playsInline preload="none" aria-hidden="true" {...video} />;
}
