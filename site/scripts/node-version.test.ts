import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The project runs on Node 24 LTS: the README's commands provision it on an older machine.
const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8').trim();
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

describe('the Node the project runs on', () => {
  const wanted = read('.node-version');

  it('is one version, said alike by .node-version, .nvmrc and engines', () => {
    expect(major(wanted)).toBe(24);
    expect(read('.nvmrc')).toBe(wanted);
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`>=${major(wanted)}`);
  });

  it('is the one running this suite', () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(major(wanted));
  });
});
