import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { lawyerProfiles } from './schema';

/**
 * Fictional lawyer profiles for the experts panel, seeded with demo data only (never in
 * production: env forces SEED_DEMO_DATA off there). Names and descriptions say plainly that
 * they are demos; they describe no real person or firm.
 */
export const DEMO_LAWYER_PROFILES = [
  {
    name: 'Demo Lawyer A',
    locationFormatted: 'Montréal, QC',
    description: 'Demo profile — not a real lawyer. Shown to illustrate the experts panel.',
    ratingScore: 4.8,
    totalRatings: 12,
    mainFields: ['Housing law', 'Rent increases', 'Lease renewal', 'Repairs'],
  },
  {
    name: 'Demo Lawyer B',
    locationFormatted: 'Québec, QC',
    description: 'Demo profile — not a real lawyer. Shown to illustrate the experts panel.',
    ratingScore: 4.6,
    totalRatings: 8,
    mainFields: ['Housing law', 'Evictions'],
  },
  {
    name: 'Demo Lawyer C',
    locationFormatted: 'Gatineau, QC',
    description: 'Demo profile — not a real lawyer. Shown to illustrate the experts panel.',
    ratingScore: 4.3,
    totalRatings: 5,
    mainFields: ['Housing law', 'Deposits and fees', 'Co-ownership', 'Subletting', 'Mediation'],
  },
] as const;

/** Inserts the demo profiles once (when no demo profile exists yet). */
export async function seedDemoLawyerProfiles(db: Database, now: Date): Promise<number> {
  const existing = await db
    .select({ id: lawyerProfiles.id })
    .from(lawyerProfiles)
    .where(eq(lawyerProfiles.isDemo, true))
    .limit(1);
  if (existing.length > 0) return 0;
  const rows = DEMO_LAWYER_PROFILES.map((profile) => ({
    ...profile,
    mainFields: [...profile.mainFields],
    isDemo: true,
    createdAt: now,
    updatedAt: now,
  }));
  return (await db.insert(lawyerProfiles).values(rows).returning({ id: lawyerProfiles.id })).length;
}
