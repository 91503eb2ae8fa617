import { z } from 'zod';

/**
 * Where content comes from, parsed once: a Sanity project when SANITY_PROJECT_ID and SANITY_DATASET
 * are both set, otherwise the seed dataset in the repository. Setting only one is a mistake.
 */
const envSchema = z
  .object({
    SANITY_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'SANITY_PROJECT_ID is a project id like "abc123de" (sanity.io/manage)')
      .optional(),
    SANITY_DATASET: z
      .string()
      .regex(/^[a-z0-9_-]+$/, 'SANITY_DATASET is a dataset name like "production"')
      .optional(),
    SANITY_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'SANITY_API_VERSION is a date like 2025-02-19')
      .default('2025-02-19'),
  })
  .refine((env) => Boolean(env.SANITY_PROJECT_ID) === Boolean(env.SANITY_DATASET), {
    message:
      'Set both SANITY_PROJECT_ID and SANITY_DATASET to read from Sanity, or neither to use the seed dataset.',
  });

export type ContentSource =
  { kind: 'sanity'; projectId: string; dataset: string; apiVersion: string } | { kind: 'seed' };

export function contentSourceFromEnv(env: Record<string, string | undefined> = process.env): ContentSource {
  const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const parsed = envSchema.safeParse({
    SANITY_PROJECT_ID: blank(env.SANITY_PROJECT_ID),
    SANITY_DATASET: blank(env.SANITY_DATASET),
    SANITY_API_VERSION: blank(env.SANITY_API_VERSION),
  });
  if (!parsed.success)
    throw new Error(`Content configuration: ${parsed.error.issues.map((issue) => issue.message).join(' ')}`);
  const {
    SANITY_PROJECT_ID: projectId,
    SANITY_DATASET: dataset,
    SANITY_API_VERSION: apiVersion,
  } = parsed.data;
  return projectId && dataset ? { kind: 'sanity', projectId, dataset, apiVersion } : { kind: 'seed' };
}
