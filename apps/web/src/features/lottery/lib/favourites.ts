import { useMemo } from 'react';
import { localStore, sessionStore, useLocalValue, useSessionValue } from '@/lib/session-store';

/*
 * Lottery favourites, kept per username in this browser under the lottery-favourites key
 * (spec portal.md section 3): { [username]: gameCode[] }. A visitor's live under "".
 */
const KEY = 'lottery-favourites';

function readAll(raw: string | null): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

export function toggleLotteryFavourite(gameCode: string): void {
  const all = readAll(localStore.raw(KEY));
  const owner = sessionStore.get('username') ?? '';
  const mine = new Set(all[owner] ?? []);
  if (mine.has(gameCode)) mine.delete(gameCode);
  else mine.add(gameCode);
  localStore.set(KEY, JSON.stringify({ ...all, [owner]: [...mine] }));
}

/** The signed-in player's (or the visitor's) favourite lottery games. */
export function useLotteryFavourites(): Set<string> {
  const raw = useLocalValue(KEY);
  const owner = useSessionValue('username') ?? '';
  return useMemo(() => new Set(readAll(raw)[owner] ?? []), [raw, owner]);
}
