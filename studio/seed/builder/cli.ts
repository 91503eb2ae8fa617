// `pnpm --filter @pond/studio seed:build`: writes seed/data.ndjson from seed/source.
import { writeFile } from 'node:fs/promises';
import { buildDataset, DATASET_FILE, toNdjson } from './build-dataset.ts';

const documents = await buildDataset();
await writeFile(DATASET_FILE, toNdjson(documents));
console.log(`Wrote ${documents.length} documents to ${DATASET_FILE}`);
