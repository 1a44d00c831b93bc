import { z } from 'zod';

/** Every flag of spec 01 section 6, seeded on first start. */
export const FEATURE_FLAG_NAMES = [
  'AI_TOOLS',
  'MARKETPLACE',
  'LEGAL_FORMS',
  'FORMAL_NOTICE',
  'CASE_LAW_RESEARCH',
  'FORM_LIBRARY',
  'CHAT_SOURCES_LAWS',
  'CHAT_SOURCES_CASE_LAW',
  'CHAT_SOURCES_DOCUMENTS',
  'CHAT_SOURCES_LEGAL_FORMS',
] as const;
export type KnownFeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

/** Flag names are upper snake case so they read the same in code, URLs and the admin screen. */
export const featureFlagNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Z][A-Z0-9_]*$/, 'Flag names use upper-case letters, digits and underscores');

export const featureFlagSchema = z.object({
  name: featureFlagNameSchema,
  description: z.string().max(500),
  enabled: z.boolean(),
});
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

export const featureFlagsResponseSchema = z.object({
  flags: z.record(z.string(), z.object({ enabled: z.boolean(), description: z.string() })),
});
export type FeatureFlagsResponse = z.infer<typeof featureFlagsResponseSchema>;

export const createFeatureFlagRequestSchema = featureFlagSchema.extend({
  description: z.string().max(500).default(''),
  enabled: z.boolean().default(false),
});
export const updateFeatureFlagRequestSchema = z.object({ enabled: z.boolean() });
