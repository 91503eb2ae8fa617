import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Routes show their kind by their folder. Content routes (routes/content/) ship no framework JavaScript, app
// routes (routes/app/) hydrate; the lint rule refuses what would silently never run on a content page.

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const routes = new URL('./', import.meta.url);

async function lintAs(path: string, code: string) {
  const [result] = await new ESLint({ cwd: repo }).lintText(code, { filePath: `${repo}${path}` });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('content routes and app routes', () => {
  it('refuses a handler, state or an effect in a content route, and allows them in an app route', async () => {
    const page = `import { useEffect, useState } from 'react';
export default function Page() {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return <button type="button" onClick={() => setOpen(!open)}>Open</button>;
}
`;
    const refused = await lintAs('site/app/routes/content/fixture.tsx', page);
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatch(/never hydrates/);
    expect(await lintAs('site/app/routes/app/fixture.tsx', page)).toEqual([]);
  }, 60_000);

  it('keeps every app route hydrating and no content route hydrating', () => {
    const kind = (folder: string) =>
      readdirSync(new URL(`${folder}/`, routes)).map((file) => ({
        file,
        hydrates: /export const handle = hydrated/.test(
          readFileSync(new URL(`${folder}/${file}`, routes), 'utf8'),
        ),
      }));
    expect(kind('app').filter((route) => !route.hydrates)).toEqual([]);
    expect(kind('content').filter((route) => route.hydrates)).toEqual([]);
  });
});
