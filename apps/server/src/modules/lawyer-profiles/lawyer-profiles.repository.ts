import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema-identity';
import { lawyerProfiles, lawyerRatings } from '../../db/schema-marketplace';

export type LawyerProfileRow = typeof lawyerProfiles.$inferSelect;
export type LawyerProfileInsert = typeof lawyerProfiles.$inferInsert;
export type LawyerRatingRow = typeof lawyerRatings.$inferSelect;

/** Filters of the marketplace, already parsed: empty lists and strings mean "any". */
export type LawyerProfileFilters = {
  areasOfLaw: string[];
  languages: string[];
  city: string;
  stateProvince: string;
  country: string;
};

function containsAny(column: AnyPgColumn, values: string[]): SQL | undefined {
  if (values.length === 0) return undefined;
  // One @> per value keeps the SQL identical on PGlite and PostgreSQL (no array parameters).
  return sql`(${sql.join(
    values.map((value) => sql`${column} @> ${JSON.stringify([value])}::jsonb`),
    sql` or `,
  )})`;
}

function sameText(column: AnyPgColumn, value: string): SQL | undefined {
  return value ? sql`lower(${column}) = lower(${value})` : undefined;
}

/**
 * A suspended lawyer can receive no new conversation, so the public lists leave them out
 * rather than offer a "Get a free quote" the server would refuse.
 */
const notSuspended = sql`not exists (select 1 from ${users} where ${users.id} = ${lawyerProfiles.userId} and ${users.status} = 'SUSPENDED')`;

function buildWhere(filters: LawyerProfileFilters): SQL | undefined {
  return and(
    notSuspended,
    containsAny(lawyerProfiles.mainFields, filters.areasOfLaw),
    containsAny(lawyerProfiles.languages, filters.languages),
    sameText(lawyerProfiles.city, filters.city),
    sameText(lawyerProfiles.stateProvince, filters.stateProvince),
    sameText(lawyerProfiles.country, filters.country),
  );
}

const bestRatedFirst = [
  desc(lawyerProfiles.ratingScore),
  desc(lawyerProfiles.totalRatings),
  asc(lawyerProfiles.name),
  asc(lawyerProfiles.id),
];

/**
 * Queries of lawyer profiles and their ratings. listProfiles is also meant for the back
 * office's lawyer directory (issue 15): it takes plain filters and an offset.
 */
export function createLawyerProfilesRepository(db: Database) {
  return {
    async listProfiles(
      filters: LawyerProfileFilters,
      page: { offset: number; limit: number },
    ): Promise<{ rows: LawyerProfileRow[]; total: number }> {
      const where = buildWhere(filters);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(lawyerProfiles)
          .where(where)
          .orderBy(...bestRatedFirst)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(lawyerProfiles).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Profiles sharing an area first, then those in the city, then the best rated. */
    async listMatchingProfiles(match: {
      areasOfLaw: string[];
      city: string;
      limit: number;
    }): Promise<LawyerProfileRow[]> {
      const areaMatch = containsAny(lawyerProfiles.mainFields, match.areasOfLaw) ?? sql`false`;
      const cityMatch = sameText(lawyerProfiles.city, match.city) ?? sql`false`;
      return db
        .select()
        .from(lawyerProfiles)
        .where(notSuspended)
        .orderBy(
          desc(sql`case when ${areaMatch} then 1 else 0 end`),
          desc(sql`case when ${cityMatch} then 1 else 0 end`),
          ...bestRatedFirst,
        )
        .limit(match.limit);
    },

    async findProfileById(id: string): Promise<LawyerProfileRow | undefined> {
      const [row] = await db.select().from(lawyerProfiles).where(eq(lawyerProfiles.id, id));
      return row;
    },

    async findProfileByUserId(userId: string): Promise<LawyerProfileRow | undefined> {
      const [row] = await db.select().from(lawyerProfiles).where(eq(lawyerProfiles.userId, userId));
      return row;
    },

    async insertProfile(values: LawyerProfileInsert): Promise<LawyerProfileRow | undefined> {
      const [row] = await db
        .insert(lawyerProfiles)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async updateProfile(
      id: string,
      values: Partial<LawyerProfileInsert>,
    ): Promise<LawyerProfileRow | undefined> {
      const [row] = await db
        .update(lawyerProfiles)
        .set(values)
        .where(eq(lawyerProfiles.id, id))
        .returning();
      return row;
    },

    /** Every value present in some profile, sorted, for the filter sidebar's options. */
    async readFilterValues() {
      const distinctText = (column: SQL) =>
        db.execute<{ value: string }>(
          sql`select distinct ${column} as value from ${lawyerProfiles} order by 1`,
        );
      const [areas, languages, countries, provinces, cities] = await Promise.all([
        distinctText(sql`jsonb_array_elements_text(${lawyerProfiles.mainFields})`),
        distinctText(sql`jsonb_array_elements_text(${lawyerProfiles.languages})`),
        distinctText(sql`${lawyerProfiles.country}`),
        distinctText(sql`${lawyerProfiles.stateProvince}`),
        distinctText(sql`${lawyerProfiles.city}`),
      ]);
      const values = (result: { rows: { value: string }[] }) =>
        result.rows.map((row) => row.value).filter((value) => value.trim() !== '');
      return {
        areasOfLaw: values(areas),
        languages: values(languages),
        countries: values(countries),
        stateProvinces: values(provinces),
        cities: values(cities),
      };
    },

    async findRating(profileId: string, userId: string): Promise<LawyerRatingRow | undefined> {
      const [row] = await db
        .select()
        .from(lawyerRatings)
        .where(and(eq(lawyerRatings.profileId, profileId), eq(lawyerRatings.userId, userId)));
      return row;
    },

    /**
     * Stores a rating and recomputes the profile's score and count from all its ratings, in
     * one transaction. Undefined when this user already rated this profile.
     */
    async insertRating(values: {
      profileId: string;
      userId: string;
      score: number;
      comment: string | null;
      createdAt: Date;
    }): Promise<LawyerRatingRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(lawyerRatings)
          .values(values)
          .onConflictDoNothing()
          .returning();
        if (!row) return undefined;
        const [totals] = await tx
          .select({
            score: sql<string>`coalesce(avg(${lawyerRatings.score}), 0)`,
            total: count(),
          })
          .from(lawyerRatings)
          .where(eq(lawyerRatings.profileId, values.profileId));
        await tx
          .update(lawyerProfiles)
          .set({
            ratingScore: Math.round(Number(totals?.score ?? 0) * 10) / 10,
            totalRatings: totals?.total ?? 0,
          })
          .where(eq(lawyerProfiles.id, values.profileId));
        return row;
      });
    },
  };
}
export type LawyerProfilesRepository = ReturnType<typeof createLawyerProfilesRepository>;
