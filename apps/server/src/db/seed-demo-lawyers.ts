import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema-identity';
import { lawyerProfiles } from './schema-marketplace';

const DEMO_DESCRIPTION =
  'Demo profile — not a real lawyer. Shown to illustrate the marketplace and the experts panel.';

/**
 * Fictional lawyer profiles, seeded with demo data only (never in production: env forces
 * SEED_DEMO_DATA off there). Names and descriptions say plainly that they are demos; they
 * describe no real person or firm, carry no Barreau number and no rating: a score only ever
 * comes from stored ratings. Each belongs to a demo account of seed-demo-accounts.ts.
 */
export const DEMO_LAWYER_PROFILES = [
  {
    email: 'lawyer-a@demo.local',
    name: 'Demo Lawyer A',
    city: 'Montréal',
    mainFields: ['housing', 'rent', 'lease-termination', 'repairs'],
    languages: ['fr', 'en'],
  },
  {
    email: 'lawyer-b@demo.local',
    name: 'Demo Lawyer B',
    city: 'Québec',
    mainFields: ['housing', 'repossession-eviction'],
    languages: ['fr'],
  },
  {
    email: 'lawyer-c@demo.local',
    name: 'Demo Lawyer C',
    city: 'Gatineau',
    mainFields: ['housing', 'deposits-clauses', 'sublet-assignment', 'harassment', 'unpaid-rent'],
    languages: ['en', 'fr'],
  },
  {
    email: 'lawyer@demo.local',
    name: 'Demo Lawyer',
    city: 'Montréal',
    mainFields: ['housing', 'rent'],
    languages: ['en', 'fr'],
  },
] as const;

type DemoProfile = (typeof DEMO_LAWYER_PROFILES)[number];

function toDemoRow(profile: DemoProfile, userId: string, now: Date) {
  return {
    userId,
    name: profile.name,
    city: profile.city,
    stateProvince: 'QC',
    country: 'Canada',
    locationFormatted: `${profile.city}, QC, Canada`,
    description: DEMO_DESCRIPTION,
    mainFields: [...profile.mainFields],
    languages: [...profile.languages],
    isDemo: true,
    createdAt: now,
    updatedAt: now,
  };
}

/** Gives the account its demo profile: adopts one left without an account by an older seed. */
async function seedProfileOf(db: Database, profile: DemoProfile, now: Date): Promise<boolean> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, profile.email));
  // Without its account a profile could not be asked for a quote: it is not shown at all.
  if (!account) return false;
  const [own] = await db
    .select({ id: lawyerProfiles.id })
    .from(lawyerProfiles)
    .where(eq(lawyerProfiles.userId, account.id));
  if (own) return false;
  const [orphan] = await db
    .select({ id: lawyerProfiles.id })
    .from(lawyerProfiles)
    .where(
      and(
        eq(lawyerProfiles.isDemo, true),
        isNull(lawyerProfiles.userId),
        eq(lawyerProfiles.name, profile.name),
      ),
    )
    .limit(1);
  if (orphan) {
    await db
      .update(lawyerProfiles)
      .set({ userId: account.id, updatedAt: now })
      .where(eq(lawyerProfiles.id, orphan.id));
    return true;
  }
  const inserted = await db
    .insert(lawyerProfiles)
    .values(toDemoRow(profile, account.id, now))
    .onConflictDoNothing()
    .returning({ id: lawyerProfiles.id });
  return inserted.length > 0;
}

/**
 * Seeds a demo profile for each demo lawyer account (run after seedDemoAccounts), once: existing
 * profiles are left as they are. Returns how many profiles were added or linked to an account.
 */
export async function seedDemoLawyerProfiles(db: Database, now: Date): Promise<number> {
  let added = 0;
  for (const profile of DEMO_LAWYER_PROFILES) {
    if (await seedProfileOf(db, profile, now)) added += 1;
  }
  return added;
}
