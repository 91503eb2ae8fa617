// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useFormStart } from './form-start.ts';
import { WidgetHostProvider, type WidgetHost } from './host.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function formStartWith(startForm: () => Promise<string>) {
  let formStart: ReturnType<typeof useFormStart> | undefined;
  function Probe() {
    formStart = useFormStart();
    return null;
  }
  const host = { startForm } as unknown as WidgetHost;
  const root = createRoot(document.createElement('div'));
  await act(async () =>
    root.render(
      <WidgetHostProvider host={host}>
        <Probe />
      </WidgetHostProvider>,
    ),
  );
  return formStart!;
}

describe('a form’s signed start', () => {
  it('is asked for once while it holds, and again after a send', async () => {
    let asked = 0;
    const formStart = await formStartWith(async () => `start-${++asked}`);
    formStart.begin();
    expect(await formStart.token()).toBe('start-1');
    expect(await formStart.token()).toBe('start-1');
    formStart.reset();
    expect(await formStart.token()).toBe('start-2');
  });

  it('asked for while the database was away, is asked for again on the next send instead of sending none', async () => {
    let databaseUp = false;
    let asked = 0;
    const formStart = await formStartWith(async () => {
      asked += 1;
      if (!databaseUp) throw new Error('Database connection error. Retrying the connection.');
      return 'start-after-outage';
    });
    formStart.begin();
    expect(await formStart.token()).toBeNull();
    databaseUp = true;
    expect(await formStart.token()).toBe('start-after-outage');
    expect(asked).toBe(2);
  });
});
