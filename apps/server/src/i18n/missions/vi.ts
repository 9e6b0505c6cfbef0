import type { missionsEn } from './en.ts';

/** Thông báo của nhiệm vụ. */
export const missionsVi: Record<keyof typeof missionsEn, string> = {
  'missions.not_found': 'Nhiệm vụ này hiện không diễn ra.',
  'missions.not_completed': 'Hãy hoàn thành nhiệm vụ trước: hiện được {progress} trên {target}.',
  'missions.already_claimed': 'Bạn đã nhận thưởng nhiệm vụ này hôm nay hoặc tuần này.',
  'missions.leaderboard_not_found': 'Không tìm thấy bảng xếp hạng.',
  'missions.code_taken': 'Mã này đã được dùng trên trang này.',
};
