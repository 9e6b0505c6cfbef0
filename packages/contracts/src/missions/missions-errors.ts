import { errorStatuses } from '../common.ts';

/** Codes missions answer with. Spread into ERROR_STATUS. */
export const MISSION_ERROR_STATUS = errorStatuses({
  /** The mission is unknown, paused or of another brand. */
  'missions.not_found': 404,
  /** The mission's target is not reached in this period yet (params: progress, target). */
  'missions.not_completed': 422,
  /** This period's reward of the mission was claimed already. */
  'missions.already_claimed': 409,
  /** The leaderboard is unknown or of another brand. */
  'missions.leaderboard_not_found': 404,
  /** A mission or leaderboard code the brand uses already. */
  'missions.code_taken': 409,
});

export type MissionErrorCode = keyof typeof MISSION_ERROR_STATUS;
