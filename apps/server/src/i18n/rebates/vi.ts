/** Thông báo về hoàn trả (khuyến mãi hoàn trả trong trung tâm thành viên). */
export const rebatesVi = {
  'rebates.not_offered': 'Hiện trang này không có chương trình hoàn trả.',
  'rebates.nothing_to_claim': 'Không có khoản hoàn trả nào để nhận cho kỳ vừa qua.',
  'rebates.auto_paid': 'Tiền hoàn trả được tự động cộng vào ví của bạn khi mỗi kỳ kết thúc.',
  'rebates.excluded': 'Không trả hoàn trả khi tài khoản của bạn đang trong thời gian tạm nghỉ hoặc tự loại trừ.',
};
