/** The team roll-ups' check and rebuild, for `stats:check` and `stats:rebuild` (team-play.ts). */
export { checkTeamPlay, rebuildTeamPlay, type TeamPlayDifference } from './team-play.ts';
