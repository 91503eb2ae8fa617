import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SanityDocumentLike } from './client.ts';
import { SEED_IMAGE_BASE } from './seed-images.ts';

const SANITY_ASSET = /^image@file:\/\/\.\/(images\/[^/]+)$/;

/** Width and height of an SVG (from its width/height or viewBox), for the image's metadata. */
function svgSize(svg: string): { width: number; height: number } {
  const width = Number(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1]);
  const height = Number(/<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(svg)?.[1]);
  if (width && height) return { width, height };
  const [, , w, h] = (/viewBox="([\d.\s-]+)"/.exec(svg)?.[1] ?? '0 0 0 0').trim().split(/\s+/).map(Number);
  return { width: w ?? 0, height: h ?? 0 };
}

/**
 * Reads the seed dataset (studio/seed/data.ndjson) and does to it what `sanity dataset import`
 * does with a dataset folder: each `_sanityAsset` image becomes a reference to a
 * `sanity.imageAsset` document with its URL and dimensions. The same GROQ (`asset->url`) then works
 * on the seed and on a real project.
 */
export async function loadSeedDataset(seedDir: string): Promise<SanityDocumentLike[]> {
  const text = await readFile(path.join(seedDir, 'data.ndjson'), 'utf8');
  const documents = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      try {
        return JSON.parse(line) as SanityDocumentLike;
      } catch {
        throw new Error(`${path.join(seedDir, 'data.ndjson')} line ${index + 1} is not valid JSON`);
      }
    });
  const assets = new Map<string, SanityDocumentLike>();

  async function resolveAssets(value: unknown): Promise<unknown> {
    if (Array.isArray(value)) return Promise.all(value.map(resolveAssets));
    if (!value || typeof value !== 'object') return value;
    const { _sanityAsset, ...rest } = value as Record<string, unknown>;
    const entries = await Promise.all(
      Object.entries(rest).map(async ([key, inner]) => [key, await resolveAssets(inner)] as const),
    );
    const resolved = Object.fromEntries(entries);
    if (typeof _sanityAsset !== 'string') return resolved;
    const file = SANITY_ASSET.exec(_sanityAsset)?.[1];
    if (!file)
      throw new Error(`Unsupported _sanityAsset "${_sanityAsset}": use image@file://./images/<file>`);
    const content = await readFile(path.join(seedDir, file)).catch(() => {
      throw new Error(`The seed image ${file} does not exist in ${seedDir}`);
    });
    const extension = path.extname(file).slice(1).toLowerCase();
    const { width, height } =
      extension === 'svg' ? svgSize(content.toString('utf8')) : { width: 0, height: 0 };
    const id = `image-${createHash('sha1').update(content).digest('hex')}-${width}x${height}-${extension}`;
    assets.set(id, {
      _id: id,
      _type: 'sanity.imageAsset',
      url: `${SEED_IMAGE_BASE}/${path.basename(file)}`,
      originalFilename: path.basename(file),
      extension,
      mimeType: extension === 'svg' ? 'image/svg+xml' : `image/${extension}`,
      metadata: { dimensions: { width, height, aspectRatio: height ? width / height : 0 } },
    });
    return { ...resolved, asset: { _type: 'reference', _ref: id } };
  }

  const resolved = (await Promise.all(documents.map(resolveAssets))) as SanityDocumentLike[];
  return [...resolved, ...assets.values()];
}
