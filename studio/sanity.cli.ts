import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'pondlocal',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // Typegen reads the schema extracted to schema.json and the queries of @pond/content. The drift
  // check (scripts/typegen.ts --check) points both at a scratch folder through these variables.
  typegen: {
    path: '../packages/content/src/**/*.ts',
    schema: process.env.POND_TYPEGEN_SCHEMA || './schema.json',
    generates: process.env.POND_TYPEGEN_OUT || '../packages/content/src/sanity.types.ts',
  },
});
