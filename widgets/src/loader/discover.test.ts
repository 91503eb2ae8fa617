import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { defineOnce } from '../kit/define-widget.ts';
import { installOnce, startLoader, type LoaderDom } from './discover.ts';

/** A page as the loader sees it: elements by tag, which are near the viewport, what is defined. */
function fakePage(tags: string[]) {
  const elements = tags.map((localName) => ({ localName }) as Element);
  const nearCallbacks = new Map<Element, () => void>();
  const defined = new Set<string>();
  let onAdded = () => {};
  let watching = false;
  const dom: LoaderDom = {
    find: (wanted) => elements.filter((element) => wanted.includes(element.localName)),
    isDefined: (tag) => defined.has(tag),
    whenNear: (element, callback) => void nearCallbacks.set(element, callback),
    watch(callback) {
      onAdded = callback;
      watching = true;
      return () => (watching = false);
    },
  };
  return {
    dom,
    defined,
    scrollTo: (index: number) => nearCallbacks.get(elements[index]!)?.(),
    add(tag: string) {
      elements.push({ localName: tag } as Element);
      onAdded();
    },
    isWatching: () => watching,
  };
}

const TAGS = ['pond-quote-form', 'pond-directory'];
/** Starts the loader on a page; the tags it imports, in order. */
function startRecording(page: ReturnType<typeof fakePage>): string[] {
  const loaded: string[] = [];
  startLoader(
    page.dom,
    TAGS,
    async (tag) => loaded.push(tag),
    () => {},
  );
  return loaded;
}
/** Lets the loader's promise callbacks run (every pending microtask, then the next turn). */
const settle = () => setImmediate();

describe('the loader', () => {
  it('imports nothing for a page without our elements', () => {
    const page = fakePage(['div']);
    const loaded = startRecording(page);
    expect(loaded).toEqual([]);
  });

  it('imports a widget only when one of its elements comes near the viewport, and once', () => {
    const page = fakePage(['pond-quote-form', 'pond-quote-form']);
    const loaded = startRecording(page);
    expect(loaded).toEqual([]);
    page.scrollTo(0);
    page.scrollTo(1);
    page.add('pond-quote-form');
    page.scrollTo(2);
    expect(loaded).toEqual(['pond-quote-form']);
  });

  it('finds elements the page adds later, and stops watching once every widget has loaded', async () => {
    const page = fakePage([]);
    const loaded = startRecording(page);
    page.add('pond-directory');
    page.scrollTo(0);
    expect(loaded).toEqual(['pond-directory']);
    await settle();
    expect(page.isWatching()).toBe(true);
    page.add('pond-quote-form');
    page.scrollTo(1);
    expect(loaded).toEqual(['pond-directory', 'pond-quote-form']);
    await settle();
    expect(page.isWatching()).toBe(false);
  });

  it('stops watching after eager elements load during the first scan', async () => {
    const page = fakePage(['pond-quote-form', 'pond-directory']);
    page.dom.whenNear = (_element, callback) => callback(); // loading="eager"
    startLoader(
      page.dom,
      TAGS,
      async () => {},
      () => {},
    );
    await settle();
    expect(page.isWatching()).toBe(false);
  });

  it('leaves a tag another copy of the kit already defined', () => {
    const page = fakePage(['pond-quote-form']);
    page.defined.add('pond-quote-form');
    const loaded = startRecording(page);
    page.scrollTo(0);
    expect(loaded).toEqual([]);
  });

  it('reports a failed import and tries again for the elements on the page and those added later', async () => {
    const page = fakePage(['pond-quote-form', 'pond-quote-form']);
    const failures: string[] = [];
    let attempts = 0;
    startLoader(
      page.dom,
      TAGS,
      async () => {
        attempts++;
        throw new Error('offline');
      },
      (tag, error) => failures.push(`${tag}: ${(error as Error).message}`),
    );
    page.scrollTo(0);
    await settle();
    expect(failures).toEqual(['pond-quote-form: offline']);
    expect(page.isWatching()).toBe(true);
    page.scrollTo(1);
    expect(attempts).toBe(2);
    await settle();
    page.add('pond-quote-form');
    page.scrollTo(2);
    expect(attempts).toBe(3);
  });

  it('starts once per page: a second copy of the script does nothing', () => {
    const page: { PondWidgets?: { version: string } } = {};
    let starts = 0;
    expect(installOnce(page, { version: '1.0.0' }, () => starts++)).toBe(true);
    expect(installOnce(page, { version: '1.0.1' }, () => starts++)).toBe(false);
    expect(starts).toBe(1);
    expect(page.PondWidgets).toEqual({ version: '1.0.0' });
  });
});

describe('defineOnce', () => {
  it('defines an element once and hands back the existing one after', () => {
    const registry = new Map<string, CustomElementConstructor>();
    const fake = {
      get: (tag: string) => registry.get(tag),
      define: (tag: string, ctor: CustomElementConstructor) => void registry.set(tag, ctor),
    };
    const first = class {} as unknown as CustomElementConstructor;
    const second = class {} as unknown as CustomElementConstructor;
    let created = 0;
    expect(defineOnce(fake, 'pond-quote-form', () => (created++, first))).toBe(first);
    expect(defineOnce(fake, 'pond-quote-form', () => (created++, second))).toBe(first);
    expect(created).toBe(1);
  });
});
