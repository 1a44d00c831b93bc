import { FEATURE_FLAG_NAMES, type KnownFeatureFlagName } from '@lexlogis/contracts';
import type { Database } from './client';
import { featureFlags } from './schema';

/** What each flag gates in the product (spec 01 section 6), shown on the admin screen. */
export const FEATURE_FLAG_DESCRIPTIONS: Record<KnownFeatureFlagName, string> = {
  AI_TOOLS: 'AI tools section and its menu entries.',
  MARKETPLACE: 'Marketplace: lawyer directory, profiles and conversations.',
  LEGAL_FORMS: 'Legal forms tool.',
  FORMAL_NOTICE: 'Formal-notice generator.',
  CASE_LAW_RESEARCH: 'Case-law search with saved situations.',
  FORM_LIBRARY: 'Library of legal forms.',
  CHAT_SOURCES_LAWS: 'Laws tab in the sources of a chat answer.',
  CHAT_SOURCES_CASE_LAW: 'Case-law tab in the sources of a chat answer.',
  CHAT_SOURCES_DOCUMENTS: 'Documents tab in the sources of a chat answer.',
  CHAT_SOURCES_LEGAL_FORMS: 'Legal-forms tab in the sources of a chat answer.',
};

/**
 * Inserts every known flag that does not exist yet; existing rows (and an admin's choices)
 * are left untouched, so this runs safely on every start. Returns how many rows were added.
 */
export async function seedFeatureFlags(
  db: Database,
  options: { enabled: boolean },
): Promise<number> {
  const rows = FEATURE_FLAG_NAMES.map((name) => ({
    name,
    description: FEATURE_FLAG_DESCRIPTIONS[name],
    enabled: options.enabled,
  }));
  const inserted = await db
    .insert(featureFlags)
    .values(rows)
    .onConflictDoNothing({ target: featureFlags.name })
    .returning({ name: featureFlags.name });
  return inserted.length;
}
