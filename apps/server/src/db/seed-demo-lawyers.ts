import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from './client';
import { DEMO_ACCOUNTS } from './seed-demo-accounts';
import { lawyerProfiles, users } from './schema';

const DEMO_DESCRIPTION =
  'Demo profile — not a real lawyer. Shown to illustrate the marketplace and the experts panel.';

/**
 * Fictional lawyer profiles, seeded with demo data only (never in production: env forces
 * SEED_DEMO_DATA off there). Names and descriptions say plainly that they are demos; they
 * describe no real person or firm, carry no Barreau number and no rating: a score only ever
 * comes from stored ratings.
 */
export const DEMO_LAWYER_PROFILES = [
  {
    name: 'Demo Lawyer A',
    city: 'Montréal',
    mainFields: ['housing', 'rent', 'lease-termination', 'repairs'],
    languages: ['fr', 'en'],
  },
  {
    name: 'Demo Lawyer B',
    city: 'Québec',
    mainFields: ['housing', 'repossession-eviction'],
    languages: ['fr'],
  },
  {
    name: 'Demo Lawyer C',
    city: 'Gatineau',
    mainFields: ['housing', 'deposits-clauses', 'sublet-assignment', 'harassment', 'unpaid-rent'],
    languages: ['en', 'fr'],
  },
] as const;

const DEMO_LAWYER_ACCOUNT = DEMO_ACCOUNTS.find((account) => account.role === 'lawyer');

function toDemoRow(
  profile: {
    name: string;
    city: string;
    mainFields: readonly string[];
    languages: readonly string[];
  },
  now: Date,
) {
  return {
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

/**
 * Inserts the fictional profiles once (when none exists yet), and a demo profile for the demo
 * lawyer account so a demo tenant can ask it for a quote. Returns how many rows were added.
 */
export async function seedDemoLawyerProfiles(db: Database, now: Date): Promise<number> {
  let added = 0;
  const existing = await db
    .select({ id: lawyerProfiles.id })
    .from(lawyerProfiles)
    .where(and(eq(lawyerProfiles.isDemo, true), isNull(lawyerProfiles.userId)))
    .limit(1);
  if (existing.length === 0) {
    const rows = DEMO_LAWYER_PROFILES.map((profile) => toDemoRow(profile, now));
    added += (await db.insert(lawyerProfiles).values(rows).returning({ id: lawyerProfiles.id }))
      .length;
  }
  if (!DEMO_LAWYER_ACCOUNT) return added;
  const [account] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, DEMO_LAWYER_ACCOUNT.email));
  if (!account) return added;
  const inserted = await db
    .insert(lawyerProfiles)
    .values({
      ...toDemoRow(
        {
          name: account.name,
          city: 'Montréal',
          mainFields: ['housing', 'rent'],
          languages: ['en', 'fr'],
        },
        now,
      ),
      userId: account.id,
    })
    .onConflictDoNothing()
    .returning({ id: lawyerProfiles.id });
  return added + inserted.length;
}
