import type { BetOffer, LotteryGameDefinition, OddsTable } from './definitions.ts';

/**
 * The lottery games a new brand starts with. Odds are data: each table below is the operator's
 * default, derived once from the exact chance of winning and a target return to player, so the
 * house edge of every bet type is known (see rtp.ts and its test).
 */

const VN_TZ = 'Asia/Ho_Chi_Minh';

/**
 * Odds (thousandths, rounded down to 0.01) that return `rtpBasisPoints` / 10,000 of the stake when
 * a pick wins in `count` of `total` equally likely outcomes. Integer maths, so no float rounding.
 */
export function oddsFromCounts(counts: Record<string, number>, total: number, rtpBasisPoints: number): OddsTable {
  return Object.fromEntries(
    Object.entries(counts).map(([key, count]) => [key, Math.floor((rtpBasisPoints * total) / (count * 100)) * 10]),
  );
}

const offer = (odds: number, maxStake = 1_000_000): BetOffer => ({ odds: { '': odds }, minStake: 100, maxStake });

/** Ways three dice make each sum (of 216). */
const DICE_SUMS: Record<string, number> = {
  3: 1,
  4: 3,
  5: 6,
  6: 10,
  7: 15,
  8: 21,
  9: 25,
  10: 27,
  11: 27,
  12: 25,
  13: 21,
  14: 15,
  15: 10,
  16: 6,
  17: 3,
  18: 1,
};
/** Ordered pairs of different cars 1–10 with each sum (of 90). */
const TOP2_SUMS: Record<string, number> = {
  3: 2,
  4: 2,
  5: 4,
  6: 4,
  7: 6,
  8: 6,
  9: 8,
  10: 8,
  11: 10,
  12: 8,
  13: 8,
  14: 6,
  15: 6,
  16: 4,
  17: 4,
  18: 2,
  19: 2,
};

const NORTH_OFFERS: LotteryGameDefinition['offers'] = {
  lo2: { ...offer(95_000, 200_000), oddsByMode: { ZY: { '': 94_000 }, SEA: { '': 96_000 } } },
  lo3: offer(900_000, 50_000),
  de: offer(95_000),
  cang3: offer(900_000, 100_000),
  xien2: offer(17_000),
  xien3: offer(75_000),
  xien4: offer(370_000, 200_000),
};

/** Fewer prizes in the south make a combination rarer, so xiên pays more there. */
const SOUTH_OFFERS: LotteryGameDefinition['offers'] = {
  ...NORTH_OFFERS,
  xien2: offer(35_000),
  xien3: offer(250_000, 200_000),
  xien4: offer(1_650_000, 50_000),
};

const names = (en: string, pt: string, vi: string, zh: string, th: string, id: string): Record<string, string> => ({
  en,
  pt,
  vi,
  zh,
  th,
  id,
});

function vnDaily(code: string, label: Record<string, string>, south: boolean, at: string): LotteryGameDefinition {
  return {
    code,
    group: 'VN',
    names: label,
    schedule: { kind: 'daily', at, timeZone: VN_TZ },
    closeBeforeSeconds: 15 * 60,
    shape: south ? 'vn-south' : 'vn-north',
    offers: south ? SOUTH_OFFERS : NORTH_OFFERS,
    exposureCapPerNumber: 500_000_00,
  };
}

function vnFast(code: string, seconds: number, closeBeforeSeconds: number, label: string): LotteryGameDefinition {
  return {
    code,
    group: 'VN_FAST',
    names: names(
      `VN Fast ${label}`,
      `VN Rápida ${label}`,
      `Xổ số nhanh ${label}`,
      `越南快彩 ${label}`,
      `หวยเวียดนามด่วน ${label}`,
      `VN Cepat ${label}`,
    ),
    schedule: { kind: 'interval', seconds, timeZone: VN_TZ },
    closeBeforeSeconds,
    shape: 'vn-north',
    offers: NORTH_OFFERS,
    exposureCapPerNumber: 100_000_00,
  };
}

export const LOTTERY_CATALOGUE: LotteryGameDefinition[] = [
  vnDaily('VNMB', names('North VN', 'Norte VN', 'Miền Bắc', '越南北部', 'เวียดนามเหนือ', 'VN Utara'), false, '18:15'),
  vnDaily(
    'VNHCM',
    names('Ho Chi Minh', 'Ho Chi Minh', 'TP. Hồ Chí Minh', '胡志明', 'โฮจิมินห์', 'Ho Chi Minh'),
    true,
    '16:15',
  ),
  vnDaily('VNCT', names('Can Tho', 'Can Tho', 'Cần Thơ', '芹苴', 'เกิ่นเทอ', 'Can Tho'), true, '16:15'),
  vnDaily('VNDN', names('Da Nang', 'Da Nang', 'Đà Nẵng', '岘港', 'ดานัง', 'Da Nang'), true, '17:15'),
  vnFast('VNF45S', 45, 5, '45s'),
  vnFast('VNF1M', 60, 10, '1m'),
  vnFast('VNF3M', 180, 20, '3m'),
  vnFast('VNF5M', 300, 30, '5m'),
  {
    code: '5D1M',
    group: '5D',
    names: names('5D 1 minute', '5D 1 minuto', '5D 1 phút', '五星 1分', '5D 1 นาที', '5D 1 menit'),
    schedule: { kind: 'interval', seconds: 60, timeZone: VN_TZ },
    closeBeforeSeconds: 10,
    shape: 'digits5',
    offers: {
      'd5.position': offer(9_700),
      'd5.bigsmall': offer(1_940),
      'd5.oddeven': offer(1_940),
      'd5.sum': offer(1_940),
      'd5.front2': offer(97_000, 200_000),
      'd5.front3': offer(970_000, 50_000),
    },
    exposureCapPerNumber: 100_000_00,
  },
  {
    code: 'F31M',
    group: 'F3',
    names: names('Fast 3 1 minute', 'Rápido 3 1 minuto', 'Nhanh 3 1 phút', '快三 1分', 'ไฮโล 1 นาที', 'Cepat 3 1 menit'),
    schedule: { kind: 'interval', seconds: 60, timeZone: VN_TZ },
    closeBeforeSeconds: 10,
    shape: 'dice3',
    offers: {
      'f3.sum': { odds: oddsFromCounts(DICE_SUMS, 216, 9_600), minStake: 100, maxStake: 200_000 },
      'f3.triple': { odds: oddsFromCounts({ '': 1 }, 216, 9_600), minStake: 100, maxStake: 50_000 },
      'f3.anytriple': { odds: oddsFromCounts({ '': 6 }, 216, 9_600), minStake: 100, maxStake: 200_000 },
      'f3.pair': { odds: oddsFromCounts({ '': 16 }, 216, 9_600), minStake: 100, maxStake: 500_000 },
      'f3.bigsmall': { odds: oddsFromCounts({ '': 105 }, 216, 9_600), minStake: 100, maxStake: 1_000_000 },
      'f3.oddeven': { odds: oddsFromCounts({ '': 105 }, 216, 9_600), minStake: 100, maxStake: 1_000_000 },
    },
    exposureCapPerNumber: 100_000_00,
  },
  {
    code: 'PK101M',
    group: 'PK10',
    names: names('PK10 1 minute', 'PK10 1 minuto', 'PK10 1 phút', 'PK10 1分', 'PK10 1 นาที', 'PK10 1 menit'),
    schedule: { kind: 'interval', seconds: 60, timeZone: VN_TZ },
    closeBeforeSeconds: 10,
    shape: 'order10',
    offers: {
      'pk10.position': offer(9_700),
      'pk10.bigsmall': offer(1_940),
      'pk10.oddeven': offer(1_940),
      'pk10.dragontiger': offer(1_940),
      'pk10.top2sum': { odds: oddsFromCounts(TOP2_SUMS, 90, 9_600), minStake: 100, maxStake: 200_000 },
    },
    exposureCapPerNumber: 100_000_00,
  },
];
