import type { bgsEn } from './en.ts';

export const bgsVi: Record<keyof typeof bgsEn, string> = {
  'bgs.game_open': 'Bạn đang có một ván Dò mìn chưa kết thúc. Hãy hoàn thành trước.',
  'bgs.no_open_game': 'Không có ván nào đang mở.',
  'bgs.tile_revealed': 'Ô này đã được mở.',
  'bgs.nothing_to_cash_out': 'Hãy mở ít nhất một ô trước khi rút.',
  'bgs.crash_betting_closed': 'Vòng này đã đóng cược. Hãy chờ vòng tiếp theo.',
  'bgs.crash_already_bet': 'Bạn đã có cược trong vòng này.',
  'bgs.crash_no_bet': 'Bạn không có cược đang chạy để rút.',
  'bgs.seed_in_play':
    'Một ván chơi bằng hạt giống này vẫn chưa kết thúc (Dò mìn). Hãy hoàn thành ván đó rồi đổi hạt giống.',
  'bgs.wrong_game': 'Phiên này thuộc trò chơi khác. Vui lòng mở lại trò chơi.',
  'validation.amount_range': 'Số tiền phải từ {min} đến {max}.',
};
