import { useEffect, useRef, type ComponentProps } from 'react';

/**
 * A muted, looping background video. Browsers may refuse to autoplay (data saver, low power) or
 * fail to load it; either way the poster or the space stays, and the failure is only logged (spec §8).
 */
export function AutoplayVideo({ label, ...video }: ComponentProps<'video'> & { label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    ref.current?.play().catch((error: unknown) => console.warn(`The ${label} could not play`, error));
  }, [label]);
  return <video ref={ref} autoPlay muted loop playsInline aria-hidden="true" {...video} />;
}
