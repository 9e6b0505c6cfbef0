/** The team roll-ups' check and rebuild, for `stats:check` and `stats:rebuild` (team-play.ts, team-member-periods.ts). */
export { checkTeamPlay, rebuildTeamPlay, type TeamPlayDifference } from './team-play.ts';
export {
  checkTeamMemberPeriods,
  rebuildTeamMemberPeriods,
  type TeamMemberPeriodDifference,
} from './team-member-periods-stats.ts';
