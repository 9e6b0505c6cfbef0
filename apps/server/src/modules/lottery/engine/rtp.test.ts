import { describe, expect, it } from 'vitest';
import { betType, type BetTypeCode } from './bet-types.ts';
import { LOTTERY_CATALOGUE } from './catalogue.ts';
import { PRIZE_MODES } from './definitions.ts';
import { exactRtp } from './rtp.ts';

/** One pick per odds key of each bet type: the RTP of a bet type is the same for every pick of a key. */
const PICKS: Record<BetTypeCode, string[]> = {
  lo2: ['42'],
  lo3: ['042'],
  de: ['42'],
  cang3: ['042'],
  xien2: ['01,02'],
  xien3: ['01,02,03'],
  xien4: ['01,02,03,04'],
  'd5.position': ['p3:7'],
  'd5.bigsmall': ['p1:big', 'p5:small'],
  'd5.oddeven': ['p2:odd', 'p4:even'],
  'd5.sum': ['big', 'small', 'odd', 'even'],
  'd5.front2': ['42'],
  'd5.front3': ['042'],
  'f3.sum': Array.from({ length: 16 }, (_, i) => String(i + 3)),
  'f3.triple': ['6'],
  'f3.anytriple': ['any'],
  'f3.pair': ['1'],
  'f3.bigsmall': ['big', 'small'],
  'f3.oddeven': ['odd', 'even'],
  'pk10.position': ['p4:7'],
  'pk10.bigsmall': ['p9:big'],
  'pk10.oddeven': ['p1:even'],
  'pk10.dragontiger': ['p3:dragon', 'p5:tiger'],
  'pk10.top2sum': ['3', '11', '19'],
};

describe('every default odds table leaves the house an edge and pays a fair share', () => {
  for (const game of LOTTERY_CATALOGUE) {
    it(`${game.code}: each offered bet type returns between 85% and 99% in every prize mode`, () => {
      for (const [code] of Object.entries(game.offers) as [BetTypeCode, unknown][]) {
        for (const pick of PICKS[code]) {
          expect(betType(code).parse(pick), `${code} ${pick}`).toBe(pick);
          for (const mode of PRIZE_MODES) {
            const rtp = exactRtp(game, code, mode, pick);
            expect(rtp, `${game.code} ${code} ${pick} ${mode}`).toBeGreaterThan(0.85);
            expect(rtp, `${game.code} ${code} ${pick} ${mode}`).toBeLessThan(0.99);
          }
        }
      }
    }, 60_000);
  }
});
