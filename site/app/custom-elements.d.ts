// The widget kit's elements as our own pages write them (attributes as widgets/README.md lists them).
import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'pond-quote-form': React.HTMLAttributes<HTMLElement> &
        Partial<Record<`${string}-${string}` | 'city' | 'state' | 'compact' | 'loading', string | undefined>>;
      'pond-directory': React.HTMLAttributes<HTMLElement> &
        Partial<Record<`${string}-${string}` | 'city' | 'state' | 'zip' | 'loading', string | undefined>>;
      'pond-planner': React.HTMLAttributes<HTMLElement> &
        Partial<Record<`${string}-${string}` | 'loading', string | undefined>>;
      'pond-calculator': React.HTMLAttributes<HTMLElement> &
        Partial<Record<`${string}-${string}` | 'loading', string | undefined>>;
    }
  }
}
