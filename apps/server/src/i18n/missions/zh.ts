import type { missionsEn } from './en.ts';

/** 任务的消息。 */
export const missionsZh: Record<keyof typeof missionsEn, string> = {
  'missions.not_found': '该任务未在进行中。',
  'missions.not_completed': '请先完成任务：目前 {progress} / {target}。',
  'missions.already_claimed': '您今天或本周已领取过该任务奖励。',
  'missions.leaderboard_not_found': '未找到排行榜。',
  'missions.code_taken': '该代码已在本站使用。',
};
