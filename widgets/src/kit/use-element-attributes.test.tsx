// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { calculatorAttributes } from '../calculator/attributes.ts';
import { useElementAttributes } from './use-element-attributes.ts';

// React's act environment, so effects run inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('an element’s attributes as a widget reads them', () => {
  it('sees an attribute set after the first render and before the observer starts (the embed builder’s preview)', async () => {
    const element = document.createElement('pond-calculator');
    document.body.append(element);
    const seen: string[] = [];
    let set = false;
    function Probe() {
      const { shape } = useElementAttributes(element, calculatorAttributes);
      seen.push(String(shape));
      // The page sets the attribute while the widget's first render is on its way to the screen.
      if (!set) {
        set = true;
        element.setAttribute('shape', 'circular');
      }
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe />));
    expect(seen.at(-1)).toBe('circular');
    // Later changes are seen as they come.
    await act(async () => element.setAttribute('shape', 'irregular'));
    expect(seen.at(-1)).toBe('irregular');
    await act(async () => root.unmount());
  });
});
