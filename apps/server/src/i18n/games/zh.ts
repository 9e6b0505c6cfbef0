import type { gamesEn } from './en.ts';

export const gamesZh: Record<keyof typeof gamesEn, string> = {
  'games.not_found': '找不到该游戏。',
  'games.unavailable': '该游戏暂时无法使用。',
  'games.launch_failed': '无法打开游戏，请重试。',
  'games.scenario_demo_only': '测试序列仅使用试玩额度运行。请使用试玩账户打开此游戏后再运行。',
  'games.room_not_found': '该房间不属于此游戏，请从列表中选择房间。',
  'games.date_range_invalid': '请选择不超过 {days} 天且结束晚于开始的日期范围。',
  'games.import_unreadable': '无法读取文件：请发送游戏的 JSON 数组或带标题行的 CSV 文件。',
  'games.import_rejected': '未导入任何内容：有 {count} 行无效。',
  'games.hub88_not_configured': '此服务器未配置 Hub88：请先设置 HUB88_API_URL 和 HUB88_OPERATOR_ID。',
  'bets.duplicate_transaction': '该交易已以不同的内容提交过。',
  'bets.rolled_back': '该投注已被取消。',
  'bets.reference_not_found': '所引用的投注不存在。',
  'bets.token_invalid': '游戏会话无效，请重新打开游戏。',
  'bets.token_expired': '游戏会话已过期，请重新打开游戏。',
  'bets.currency_mismatch': '币种与您的钱包不一致。',
  'bets.amount_invalid': '金额无效。',
};
