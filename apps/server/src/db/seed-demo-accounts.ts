import { eq } from 'drizzle-orm';
import type { Clock } from '../lib/clock';
import type { PasswordHasher } from '../modules/idp/idp-passwords';
import type { Database } from './client';
import { idpUsers, users } from './schema-identity';

export const DEMO_PASSWORD = 'demo-password-2026';

export const DEMO_ACCOUNTS = [
  { email: 'tenant@demo.local', name: 'Demo Tenant', role: 'user', isAdmin: false },
  { email: 'lawyer@demo.local', name: 'Demo Lawyer', role: 'lawyer', isAdmin: false },
  { email: 'admin@demo.local', name: 'Demo Admin', role: 'user', isAdmin: true },
  // The marketplace's demo profiles each have an account, so their "Get a free quote" opens a
  // real conversation (issue 13). seed-demo-lawyers.ts links each profile to its account.
  { email: 'lawyer-a@demo.local', name: 'Demo Lawyer A', role: 'lawyer', isAdmin: false },
  { email: 'lawyer-b@demo.local', name: 'Demo Lawyer B', role: 'lawyer', isAdmin: false },
  { email: 'lawyer-c@demo.local', name: 'Demo Lawyer C', role: 'lawyer', isAdmin: false },
] as const;

/**
 * Demo sign-ins (never in production: env forces SEED_DEMO_DATA off there). Confirmed in the
 * identity provider and with a complete product profile, so the profile dialog stays closed.
 * Existing rows are left as they are, so this is safe on every start.
 */
export async function seedDemoAccounts(
  db: Database,
  options: { passwords: PasswordHasher; clock: Clock },
): Promise<void> {
  const now = options.clock.now();
  for (const account of DEMO_ACCOUNTS) {
    let [identity] = await db.select().from(idpUsers).where(eq(idpUsers.email, account.email));
    if (!identity) {
      [identity] = await db
        .insert(idpUsers)
        .values({
          email: account.email,
          name: account.name,
          passwordHash: await options.passwords.hashPassword(DEMO_PASSWORD),
          status: 'CONFIRMED',
          emailVerified: true,
          locale: 'en',
          provider: 'local',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: idpUsers.email })
        .returning();
      [identity] = identity
        ? [identity]
        : await db.select().from(idpUsers).where(eq(idpUsers.email, account.email));
    }
    if (!identity) continue;
    await db
      .insert(users)
      .values({
        providerId: identity.sub,
        email: account.email,
        name: account.name,
        role: account.role,
        isAdmin: account.isAdmin,
        city: 'Montréal',
        ageGroup: '26-35',
        language: 'en',
        acceptedPolicies: true,
        status: 'CONFIRMED',
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.providerId });
  }
}
