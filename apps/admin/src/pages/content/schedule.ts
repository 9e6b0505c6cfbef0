/** A stored instant as a datetime-local field's value in the operator's own clock; empty for none. */
export function localInput(at: string | null): string {
  if (!at) return '';
  const date = new Date(at);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * A datetime-local field's value (the operator's clock) as an ISO instant, or null when empty;
 * what no clock reads is passed on as typed, for the contract to refuse under its field.
 */
export function instantOf(value: string): string | null {
  if (value.trim() === '') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

export type ScheduleState = 'off' | 'scheduled' | 'live' | 'ended';

/** Whether a row shows on the site now: switched off, waiting for its start, live, or past its end. */
export function scheduleState(
  row: { enabled: boolean; startsAt: string | null; endsAt: string | null },
  now = Date.now(),
): ScheduleState {
  if (!row.enabled) return 'off';
  if (row.startsAt && Date.parse(row.startsAt) > now) return 'scheduled';
  if (row.endsAt && Date.parse(row.endsAt) <= now) return 'ended';
  return 'live';
}
