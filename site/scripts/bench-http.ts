// What the serving benches share: time to first byte against the host, a page copied as a static file
// of the build (the side-by-side baseline), and a purge through the Worker's door.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_DIR } from './database.ts';

export const PORT = Number(process.env.POND_BENCH_PORT ?? 4174);
export const ORIGIN = `http://localhost:${PORT}`;
const STATIC_DIR = path.join(SITE_DIR, 'build/client/__bench');

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
export const ms = (value: number) => value.toFixed(1);

/** Time to first byte of one GET (fetch resolves at the headers), then the body read to the end. */
export async function ttfb(address: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${address}`);
  const took = performance.now() - started;
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  return took;
}

export async function measure(
  times: number,
  before: () => Promise<void>,
  address: string,
): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < times; run++) {
    await before();
    samples.push(await ttfb(address));
  }
  return samples;
}

export const nothing = async () => {};

/** The pages as the host serves them now, written as files of the build; answers each file's address. */
export async function copyAsFiles(pages: readonly { label: string; address: string }[]) {
  const name = (label: string) => label.replace(' ', '-');
  await rm(STATIC_DIR, { recursive: true, force: true });
  for (const page of pages) {
    const html = await (await fetch(`${ORIGIN}${page.address}`)).text();
    await mkdir(path.join(STATIC_DIR, name(page.label)), { recursive: true });
    await writeFile(path.join(STATIC_DIR, name(page.label), 'index.html'), html);
  }
  const fileOf = (page: { label: string }) => `/__bench/${name(page.label)}`;
  for (let wait = 0; wait < 50 && (await fetch(`${ORIGIN}${fileOf(pages[0]!)}`)).status !== 200; wait++)
    await new Promise((resolve) => setTimeout(resolve, 200));
  return fileOf;
}

export const removeFiles = () => rm(STATIC_DIR, { recursive: true, force: true });

/** Drops the cached pages under these tags, as the job queue does. */
export const purgeTags = (purge: { url: string; token: string }, tags: string[]) => async () => {
  const answer = await fetch(purge.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${purge.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
  });
  if (!answer.ok) throw new Error(`The purge answered ${answer.status}`);
};
