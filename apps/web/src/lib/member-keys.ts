/**
 * Query keys of one area's reads of the signed-in member: `[area, token, read]`. Keyed by token, so
 * a new login never sees the previous member's cached answers; `all` is the whole area.
 */
export function memberKeysOf<const A extends string, const R extends string>(area: A, reads: readonly R[]) {
  const byRead = Object.fromEntries(reads.map((read) => [read, (token: string) => [area, token, read] as const]));
  return { all: [area] as const, ...(byRead as { [K in R]: (token: string) => readonly [A, string, K] }) };
}
