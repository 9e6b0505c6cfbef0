import type { bgsEn } from './en.ts';

export const bgsZh: Record<keyof typeof bgsEn, string> = {
  'bgs.game_open': '您已有一局扫雷正在进行，请先完成。',
  'bgs.no_open_game': '没有进行中的游戏。',
  'bgs.tile_revealed': '该格子已翻开。',
  'bgs.nothing_to_cash_out': '请至少翻开一个格子后再兑现。',
  'bgs.crash_betting_closed': '本局已停止下注，请等待下一局。',
  'bgs.crash_already_bet': '您在本局已有投注。',
  'bgs.crash_no_bet': '您没有可兑现的进行中投注。',
  'bgs.seed_in_play': '使用此种子的游戏（扫雷）尚未结束。请先完成该局，再更换种子。',
  'bgs.wrong_game': '该游戏会话属于其他游戏，请重新打开游戏。',
  'validation.amount_range': '金额必须介于 {min} 和 {max} 之间。',
};
