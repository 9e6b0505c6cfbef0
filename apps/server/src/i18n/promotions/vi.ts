/** Thông báo của khuyến mãi (hoạt động, tiền thưởng, yêu cầu cược). Mọi tệp ngôn ngữ đều có các khóa này. */
export const promotionsVi = {
  'promotions.not_found': 'Khuyến mãi này không tồn tại hoặc không còn áp dụng.',
  'promotions.not_running': 'Khuyến mãi này hiện không diễn ra.',
  'promotions.not_eligible': 'Tài khoản của bạn không đủ điều kiện tham gia khuyến mãi này.',
  'promotions.excluded': 'Khuyến mãi bị đóng với tài khoản của bạn trong thời gian tạm nghỉ hoặc tự loại trừ.',
  'promotions.invalid_state': 'Bạn không thể thực hiện thao tác này trong khuyến mãi lúc này.',
  'promotions.second_approver_required': 'Một nhân viên thứ hai phải cấp khoản thưởng lớn mà bạn đã duyệt trước.',
  'promotions.nothing_to_claim': 'Chưa có gì để nhận trong khuyến mãi này.',
  'promotions.code_invalid': 'Mã khuyến mãi không hợp lệ.',
  'promotions.bonus_active':
    'Bạn đang có một khoản thưởng chưa hoàn thành yêu cầu cược. Hãy hoàn thành trước khi nhận khoản khác.',
  'promotions.bonus_forfeit_warning':
    'Bạn có khoản thưởng {amount} chưa hoàn thành yêu cầu cược. Rút tiền bây giờ sẽ hủy khoản thưởng. Xác nhận để vẫn rút.',
  'promotions.wagering_over_cap': 'Yêu cầu cược không được vượt quá {cap} lần.',
  'promotions.image_invalid': 'Hình ảnh phải là PNG hoặc JPG, tối đa 5 MB mỗi ảnh và tối đa 3 ảnh.',
  'promotions.raffle_not_open': 'Chương trình quay thưởng này không phải là khuyến mãi quay thưởng đang mở.',
  'promotions.prize_expired': 'Giải thưởng này không được nhận đúng hạn và đã hết hiệu lực.',
};
