import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is stored with its time zone, so instances in any zone read the same instant. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
