import { MISSION_ERROR_STATUS } from '@arcadia/contracts';
import { codeFactories, failWith } from '../../http/app-error.ts';

const fail = failWith(MISSION_ERROR_STATUS);

/** Missions' refusals: typed factories for its codes in the contracts. */
export const missionErrors = {
  ...codeFactories(MISSION_ERROR_STATUS),
  notCompleted: (progress: string, target: string) =>
    fail('missions.not_completed', { params: { progress, target }, value: { progress, target } }),
};
