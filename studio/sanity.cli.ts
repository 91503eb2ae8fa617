import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'pondlocal',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // Typegen reads the schema extracted to schema.json and the queries of @pond/content.
  typegen: {
    path: '../packages/content/src/**/*.ts',
    schema: './schema.json',
    generates: '../packages/content/src/sanity.types.ts',
  },
});
