import type { lotteryEn } from './en.ts';

export const lotteryTh: Record<keyof typeof lotteryEn, string> = {
  'lottery.not_found': 'ไม่พบเกมหวยหรืองวดนี้',
  'lottery.closed': 'ปิดรับแทงงวดนี้แล้ว กรุณาเลือกงวดถัดไป',
  'lottery.bet_type_unavailable': 'เกมนี้ไม่มีประเภทการแทงนี้',
  'lottery.invalid_pick': 'ตัวเลือกนี้ไม่ถูกต้องสำหรับประเภทการแทงนี้',
  'lottery.stake_out_of_range': 'ยอดแทงต่อจุดต้องอยู่ระหว่าง {min} ถึง {max}',
  'lottery.exposure_exceeded': 'เลขนี้เต็มวงเงินของงวดนี้แล้ว กรุณาเลือกเลขอื่นหรือลดยอดแทง',
  'lottery.number_limit_exceeded': 'แทงเลข {pick} ได้สูงสุด {limit} ในงวดนี้ กรุณาลดยอดแทงหรือเลือกเลขอื่น',
  'lottery.cannot_cancel': 'ไม่สามารถยกเลิกโพยนี้ได้แล้ว',
  'lottery.chase_too_long': 'ตอนนี้การแทงต่อเนื่องครอบคลุมได้สูงสุด {max} งวดถัดไป กรุณาเลือกจำนวนงวดให้น้อยลง',
  'lottery.void_reason_required': 'ต้องระบุเหตุผล 3 ถึง 200 ตัวอักษรเพื่อยกเลิกงวด',
  'lottery.already_settled': 'งวดนี้ชำระผลแล้ว การจ่ายเงินยังคงมีผลและไม่สามารถยกเลิกได้',
  'lottery.void_in_progress': 'มีคำขออื่นกำลังยกเลิกงวดนี้อยู่ กำลังดำเนินการคืนเงิน',
};
