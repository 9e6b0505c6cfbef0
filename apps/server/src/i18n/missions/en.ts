/** Messages of missions. Every language file has these keys. */
export const missionsEn = {
  'missions.not_found': 'This mission is not running.',
  'missions.not_completed': 'Finish the mission first: {progress} of {target} so far.',
  'missions.already_claimed': 'You have already claimed this mission today or this week.',
  'missions.leaderboard_not_found': 'Leaderboard not found.',
  'missions.code_taken': 'This code is already in use on this site.',
};
