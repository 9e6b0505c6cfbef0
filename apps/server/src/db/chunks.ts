/**
 * A list cut into lists of at most `size`, in order: the rows of one multi-row insert, or the ids
 * of one `in (…)`, kept well under SQLite's and PostgreSQL's limits on bound parameters.
 */
export function inChunks<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}
