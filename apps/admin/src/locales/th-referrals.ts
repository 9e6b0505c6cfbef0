import type { referralsEn } from './en-referrals';

/* หน้าชวนเพื่อนของคอนโซล (issue 28): โปรแกรมและรางวัลที่พักไว้รอตรวจสอบ */
export const referralsTh: typeof referralsEn = {
  referrals: {
    nav: 'ชวนเพื่อน',
    title: 'ชวนเพื่อน',
    settings: 'โปรแกรม',
    enabled: 'เปิดให้ชวนเพื่อน (แฟล็ก REFERRAL3)',
    fields: {
      registerReward: 'รางวัลเมื่อเพื่อนสมัคร',
      depositMin: 'ฝากครั้งแรกอย่างน้อย',
      depositReward: 'รางวัลสำหรับยอดฝากนั้น',
      turnoverMin: 'ยอดเดิมพันที่ถูกต้องถึง',
      turnoverReward: 'รางวัลสำหรับยอดเทิร์นโอเวอร์นั้น',
    },
    zeroHint: 'รางวัล 0 คือไม่จ่ายสำหรับขั้นนั้น รางวัลเป็นเงินสด จ่ายครั้งเดียวต่อเพื่อนและต่อขั้น',
    save: 'บันทึกโปรแกรม',
    saved: 'บันทึกโปรแกรมแล้ว',
    held: 'รางวัลที่พักไว้รอตรวจสอบ',
    id: 'ID',
    referrer: 'สมาชิก',
    referred: 'เพื่อน',
    milestone: 'ขั้น',
    milestones: { registered: 'สมัครแล้ว', deposit: 'ฝากครั้งแรก', turnover: 'เทิร์นโอเวอร์' },
    amount: 'จำนวนเงิน',
    reasons: 'พักไว้เพราะ',
    reasonNames: {
      same_ip: 'ที่อยู่เดียวกับสมาชิก',
      same_device: 'เบราว์เซอร์เดียวกับสมาชิก',
      shared_payout: 'บัญชีรับเงินของสมาชิกคนอื่น',
      excluded: 'สมาชิกถูกระงับการเล่น',
    },
    at: 'พักไว้เมื่อ',
    actions: 'การดำเนินการ',
    approve: 'อนุมัติและจ่าย',
    reject: 'ปฏิเสธ',
    approveOf: 'อนุมัติและจ่ายรางวัลสำหรับ {{referred}}',
    rejectOf: 'ปฏิเสธรางวัลสำหรับ {{referred}}',
  },
};
