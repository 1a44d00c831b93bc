import { FEATURE_FLAG_NAMES, type KnownFeatureFlagName } from '@lexlogis/contracts';
import type { Database } from './client';
import { featureFlags } from './schema-platform';

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
 * Production defaults, created by migration 0013 (docs/decisions.md, issue 15): every flag gates
 * a part of the product that works on a fresh install, so all start on and an administrator
 * turns one off. The migration's INSERT must list the same values (database.test.ts checks).
 */
export const FEATURE_FLAG_DEFAULTS: Record<KnownFeatureFlagName, boolean> = {
  AI_TOOLS: true,
  MARKETPLACE: true,
  LEGAL_FORMS: true,
  FORMAL_NOTICE: true,
  CASE_LAW_RESEARCH: true,
  FORM_LIBRARY: true,
  CHAT_SOURCES_LAWS: true,
  CHAT_SOURCES_CASE_LAW: true,
  CHAT_SOURCES_DOCUMENTS: true,
  CHAT_SOURCES_LEGAL_FORMS: true,
};

/**
 * Tests only since issue 15 (the migration creates the flags): inserts every known flag that does not exist yet; existing rows (and an admin's choices)
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
