import type { LotteryGameDefinition, Schedule } from './definitions.ts';

/** One numbered draw of a game (its "numero"), with the moments that drive its lifecycle. */
export type IssueSlot = { numero: string; opensAt: Date; closesAt: Date; drawAt: Date };

const DAY_MS = 86_400_000;

/** One formatter per zone: making one is far dearer than using it, and scheduling asks months ahead. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = formatterOf(timeZone).formatToParts(at);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** Local midnight (as an instant) of the zone's calendar day that contains `at`. */
function localDayStart(timeZone: string, at: Date): Date {
  const offset = zoneOffsetMs(timeZone, at);
  const local = at.getTime() + offset;
  const midnightLocal = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  // Re-read the offset at midnight itself, so a day that starts on the other side of a DST change is right.
  return new Date(midnightLocal - zoneOffsetMs(timeZone, new Date(midnightLocal - offset)));
}

function dayLabel(timeZone: string, dayStart: Date): string {
  const local = new Date(dayStart.getTime() + zoneOffsetMs(timeZone, dayStart));
  return local.toISOString().slice(0, 10).replaceAll('-', '');
}

function slotsOfDay(schedule: Schedule, closeBeforeSeconds: number, dayStart: Date): IssueSlot[] {
  const label = dayLabel(schedule.timeZone, dayStart);
  if (schedule.kind === 'daily') {
    const [hours, minutes] = schedule.at.split(':').map(Number) as [number, number];
    const drawAt = new Date(dayStart.getTime() + (hours * 60 + minutes) * 60_000);
    return [slot(label, new Date(drawAt.getTime() - DAY_MS), drawAt, closeBeforeSeconds)];
  }
  const perDay = Math.floor(DAY_MS / (schedule.seconds * 1000));
  const slots: IssueSlot[] = [];
  for (let n = 1; n <= perDay; n++) {
    const drawAt = new Date(dayStart.getTime() + n * schedule.seconds * 1000);
    const opensAt = new Date(drawAt.getTime() - schedule.seconds * 1000);
    slots.push(slot(`${label}${String(n).padStart(4, '0')}`, opensAt, drawAt, closeBeforeSeconds));
  }
  return slots;
}

function slot(numero: string, opensAt: Date, drawAt: Date, closeBeforeSeconds: number): IssueSlot {
  return { numero, opensAt, closesAt: new Date(drawAt.getTime() - closeBeforeSeconds * 1000), drawAt };
}

/**
 * The issues whose draw falls in [from, to), in order. A daily game opens its next issue as soon
 * as the previous one is drawn; an interval game numbers its draws within the local day
 * (yyyyMMdd + 4 digits), so numbers never repeat and sort in draw order.
 */
export function issuesBetween(game: LotteryGameDefinition, from: Date, to: Date): IssueSlot[] {
  const found: IssueSlot[] = [];
  let day = localDayStart(game.schedule.timeZone, new Date(from.getTime() - DAY_MS));
  while (day.getTime() < to.getTime() + DAY_MS) {
    for (const s of slotsOfDay(game.schedule, game.closeBeforeSeconds, day)) {
      if (s.drawAt >= from && s.drawAt < to) found.push(s);
    }
    day = localDayStart(game.schedule.timeZone, new Date(day.getTime() + DAY_MS + 3_600_000));
  }
  return found;
}

/** The next `count` issues drawn after `at` (the first is the one open for betting, or about to close). */
export function nextIssues(game: LotteryGameDefinition, at: Date, count: number): IssueSlot[] {
  const horizonDays =
    game.schedule.kind === 'daily' ? count + 1 : Math.ceil((count * game.schedule.seconds) / 86_400) + 1;
  return issuesBetween(game, new Date(at.getTime() + 1), new Date(at.getTime() + horizonDays * DAY_MS)).slice(0, count);
}
