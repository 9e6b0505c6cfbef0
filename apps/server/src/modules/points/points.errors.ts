import { POINTS_ERROR_STATUS } from '@arcadia/contracts';
import { codeFactories, failWith } from '../../http/app-error.ts';

const fail = failWith(POINTS_ERROR_STATUS);

/** The points mall's refusals: typed factories for its codes in the contracts. */
export const pointsErrors = {
  ...codeFactories(POINTS_ERROR_STATUS),
  insufficient: (needed: bigint, available: bigint) =>
    fail('points.insufficient', {
      params: { needed: String(needed), available: String(available) },
      value: { needed: Number(needed), available: Number(available) },
    }),
  belowMinimum: (min: number) => fail('points.below_minimum', { params: { min }, value: { min } }),
  notWholeStep: (step: number) => fail('points.not_whole_step', { params: { step }, value: { step } }),
  limitReached: (limit: number) => fail('points.limit_reached', { params: { limit }, value: { limit } }),
  vipLevelRequired: (level: number) => fail('points.vip_level_required', { params: { level }, value: { level } }),
};
