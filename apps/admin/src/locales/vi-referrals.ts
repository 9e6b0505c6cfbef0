import type { referralsEn } from './en-referrals';

/* Trang mời bạn bè của bảng điều khiển (issue 28): chương trình và các phần thưởng tạm giữ chờ xét. */
export const referralsVi: typeof referralsEn = {
  referrals: {
    nav: 'Mời bạn bè',
    title: 'Mời bạn bè',
    settings: 'Chương trình',
    enabled: 'Cung cấp mời bạn bè (cờ REFERRAL3)',
    fields: {
      registerReward: 'Thưởng khi bạn bè đăng ký',
      depositMin: 'Lần nạp đầu tối thiểu',
      depositReward: 'Thưởng cho lần nạp đó',
      turnoverMin: 'Cược hợp lệ đạt',
      turnoverReward: 'Thưởng cho doanh số cược đó',
    },
    zeroHint: 'Thưởng 0 là không trả cho mốc đó. Thưởng bằng tiền mặt, trả một lần cho mỗi bạn bè và mốc.',
    save: 'Lưu chương trình',
    saved: 'Đã lưu chương trình.',
    held: 'Phần thưởng tạm giữ chờ xét',
    id: 'ID',
    referrer: 'Thành viên',
    referred: 'Bạn bè',
    milestone: 'Mốc',
    milestones: { registered: 'Đã đăng ký', deposit: 'Nạp lần đầu', turnover: 'Doanh số cược' },
    amount: 'Số tiền',
    reasons: 'Tạm giữ vì',
    reasonNames: {
      same_ip: 'cùng địa chỉ với thành viên',
      same_device: 'cùng trình duyệt với thành viên',
      shared_payout: 'tài khoản nhận tiền của thành viên khác',
      excluded: 'thành viên đang bị loại trừ',
    },
    at: 'Tạm giữ lúc',
    actions: 'Thao tác',
    approve: 'Duyệt và trả',
    reject: 'Từ chối',
    approveOf: 'Duyệt và trả thưởng cho {{referred}}',
    rejectOf: 'Từ chối thưởng cho {{referred}}',
  },
};
