import type { MissionCadence, MissionKind, MissionStatus } from '@arcadia/contracts';
import type { Minor } from '../../lib/money.ts';
import type { PeriodKind } from '../play-record/periods.port.ts';

export type Titles = Record<string, string>;

export type Mission = {
  id: number;
  merchantId: number;
  code: string;
  titles: Titles;
  kind: MissionKind;
  cadence: MissionCadence;
  /** Minor units (wager, deposit) or a count (rounds, multiplier wins, login days). */
  target: bigint;
  /** multiplier: the least payout ÷ stake, ×100 (500 = ×5). */
  multiplierX100: number | null;
  category: string | null;
  reward: Minor;
  score: number;
  sortOrder: number;
  status: MissionStatus;
};

export type Leaderboard = {
  id: number;
  merchantId: number;
  code: string;
  titles: Titles;
  cadence: MissionCadence;
  /** Prize by place, first place first. */
  prizes: Minor[];
  status: MissionStatus;
};

export type Progress = { progress: bigint; completedAt: string | null };

/** A ranked row of a leaderboard period. */
export type Standing = {
  rank: number;
  memberId: number;
  account: string;
  nickname: string;
  score: number;
  reachedAt: string;
};

/** Daily missions and leaderboards follow the brand's business day; weekly ones its Monday week. */
export const PERIOD_OF: Record<MissionCadence, PeriodKind> = { daily: 'day', weekly: 'week' };

/** Kinds whose target and progress are money. */
export const MONEY_KINDS: ReadonlySet<MissionKind> = new Set<MissionKind>(['wager', 'deposit']);

/** The title in this language, else English, else any. */
export const titleIn = (titles: Titles, language: string): string =>
  titles[language] ?? titles.en ?? Object.values(titles)[0] ?? '';
