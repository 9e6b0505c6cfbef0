import { sql } from 'kysely';
import { contentErrors } from './content.errors.ts';

/**
 * Live now: switched on, started (or no start) and not yet ended (or no end). ISO-8601 UTC text
 * compares in time order on both databases because every stored value is `toISOString()`.
 * For the scheduled tables (banners, announcements), whose columns have these names.
 */
export const liveAt = (now: string) =>
  sql<boolean>`enabled = 1 and (starts_at is null or starts_at <= ${now}) and (ends_at is null or ends_at > ${now})`;

/** Shown in this language: rows for every language (null) and rows for this one. */
export const inLanguage = (language: string) => sql<boolean>`(language is null or language = ${language})`;

/** Stored form of a schedule: normalised to toISOString(), end strictly after start. */
export function normaliseSchedule(input: { startsAt: string | null; endsAt: string | null }) {
  const startsAt = input.startsAt === null ? null : new Date(input.startsAt).toISOString();
  const endsAt = input.endsAt === null ? null : new Date(input.endsAt).toISOString();
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) throw contentErrors.scheduleInvalid();
  return { starts_at: startsAt, ends_at: endsAt };
}
