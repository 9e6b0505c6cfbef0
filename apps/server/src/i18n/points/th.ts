import type { pointsEn } from './en.ts';

export const pointsTh = {
  'points.disabled': 'ร้านค้าแต้มปิดให้บริการบนเว็บไซต์นี้',
  'points.insufficient': 'คุณต้องใช้ {needed} แต้มสำหรับรายการนี้ คุณมี {available} แต้ม',
  'points.below_minimum': 'แลกอย่างน้อยครั้งละ {min} แต้ม',
  'points.not_whole_step': 'แลกแต้มเป็นจำนวนทวีคูณของ {step}',
  'points.reward_not_found': 'ของรางวัลนี้ไม่มีให้บริการแล้ว',
  'points.out_of_stock': 'ของรางวัลนี้หมดแล้ว',
  'points.limit_reached': 'คุณแลกของรางวัลนี้ครบจำนวนครั้งสูงสุดแล้ว ({limit})',
  'points.vip_level_required': 'ของรางวัลนี้ต้องใช้ระดับ VIP {level}',
  'points.address_required': 'กรอกที่อยู่จัดส่งและเบอร์โทรศัพท์สำหรับของรางวัลนี้',
  'points.idempotency_conflict': 'คำขอนี้ถูกใช้กับรายการอื่นแล้ว โปรดลองอีกครั้ง',
  'points.redemption_state': 'การแลกนี้ไม่สามารถดำเนินขั้นตอนนั้นได้ในสถานะปัจจุบัน',
  'points.redemption_not_found': 'ไม่พบรายการแลก',
  'points.rule_not_found': 'ไม่พบกฎการรับแต้ม',
} satisfies Record<keyof typeof pointsEn, string>;
