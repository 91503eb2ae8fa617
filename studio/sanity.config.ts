import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { visionTool } from '@sanity/vision';
import { schemaTypes } from './schemaTypes';
import { structure, SINGLETON_TYPES } from './structure';

// SANITY_STUDIO_* variables are read by the Studio at build time; the defaults let it build offline.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'pondlocal';
const dataset = process.env.SANITY_STUDIO_DATASET || 'production';

export default defineConfig({
  name: 'pond-builders-direct',
  title: 'Pond Builders Direct',
  projectId,
  dataset,
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: '2025-02-19' })],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the desk, never created again from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !SINGLETON_TYPES.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      SINGLETON_TYPES.has(schemaType)
        ? actions.filter(({ action }) => action !== 'duplicate' && action !== 'delete')
        : actions,
  },
});
