import type { walletEn } from './en.ts';

export const walletTh: Record<keyof typeof walletEn, string> = {
  'wallet.insufficient_funds': 'ยอดเงินไม่เพียงพอ',
  'ledger.idempotency_conflict': 'คำขอนี้เคยส่งมาแล้วด้วยรายละเอียดอื่น กรุณาเริ่มคำขอใหม่',
  'wallet.vendor_unavailable': 'กระเป๋าเกมนี้ไม่สามารถโอนได้',
  'ledger.reversed_before_posting': 'ธุรกรรมนี้ถูกยกเลิกก่อนที่จะมาถึง',
  'ledger.reversal_exceeds_original': 'เกินกว่าจำนวนของธุรกรรมเดิม',
  'wallet.amount_below_min': 'จำนวนเงินต้องไม่น้อยกว่า {min}',
  'wallet.amount_above_max': 'จำนวนเงินต้องไม่เกิน {max}',
  'wallet.payment_password_invalid': 'รหัสผ่านการชำระเงินไม่ถูกต้อง',
  'wallet.payment_password_missing': 'กรุณาตั้งรหัสผ่านการชำระเงินก่อน',
  'wallet.login_password_invalid': 'รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง',
  'wallet.no_upline': 'บัญชีของคุณไม่มีต้นสายให้โอนเงินไป',
  'wallet.date_range_invalid': 'กรุณาเลือกช่วงวันที่ไม่เกิน {days} วัน และวันสิ้นสุดต้องอยู่หลังวันเริ่มต้น',
  'inbox.deposit_credited.title': 'เงินฝากเข้าแล้ว',
  'inbox.deposit_credited.body': 'เงินฝากของคุณจำนวน {currency} {amount} ได้เข้ากระเป๋า {merchant} ของคุณแล้ว',
  'inbox.withdrawal_approved.title': 'อนุมัติการถอนเงินแล้ว',
  'inbox.withdrawal_approved.body': 'การถอนเงินจำนวน {currency} {amount} จาก {merchant} ได้รับการอนุมัติและกำลังดำเนินการ',
  'inbox.withdrawal_rejected.title': 'การถอนเงินถูกปฏิเสธ',
  'inbox.withdrawal_rejected.body':
    'การถอนเงินจำนวน {currency} {amount} จาก {merchant} ถูกปฏิเสธ เงินได้คืนเข้ากระเป๋าของคุณแล้ว',
  'inbox.deposit_failed.title': 'การฝากเงินไม่สำเร็จ',
  'inbox.deposit_failed.body': 'การฝากเงินจำนวน {currency} {amount} ไปยัง {merchant} ไม่สำเร็จ ไม่มีการหักเงินจากกระเป๋าของคุณ',
};
