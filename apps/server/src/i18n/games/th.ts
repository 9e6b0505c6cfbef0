import type { gamesEn } from './en.ts';

export const gamesTh: Record<keyof typeof gamesEn, string> = {
  'games.not_found': 'ไม่พบเกมนี้',
  'games.unavailable': 'เกมนี้ไม่พร้อมให้บริการในขณะนี้',
  'games.launch_failed': 'ไม่สามารถเปิดเกมได้ กรุณาลองอีกครั้ง',
  'games.scenario_demo_only': 'ลำดับทดสอบใช้ได้กับเครดิตทดลองเท่านั้น เปิดเกมนี้จากบัญชีทดลองเพื่อเรียกใช้',
  'games.room_not_found': 'ห้องนี้ไม่ได้อยู่ในเกมนี้ กรุณาเลือกห้องจากรายการ',
  'games.date_range_invalid': 'เลือกช่วงวันที่ไม่เกิน {days} วัน โดยวันสิ้นสุดต้องอยู่หลังวันเริ่มต้น',
  'games.import_unreadable': 'อ่านไฟล์ไม่ได้ กรุณาส่งอาร์เรย์ JSON ของเกมหรือไฟล์ CSV ที่มีแถวหัวตาราง',
  'games.import_rejected': 'ไม่ได้นำเข้าสิ่งใด มี {count} แถวที่ไม่ถูกต้อง',
  'games.hub88_not_configured': 'เซิร์ฟเวอร์นี้ยังไม่ได้ตั้งค่า Hub88 กรุณาตั้งค่า HUB88_API_URL และ HUB88_OPERATOR_ID ก่อน',
  'bets.duplicate_transaction': 'ได้รับธุรกรรมนี้แล้วด้วยรายละเอียดที่ต่างกัน',
  'bets.rolled_back': 'การเดิมพันนี้ถูกยกเลิกแล้ว',
  'bets.reference_not_found': 'ไม่มีการเดิมพันที่อ้างถึง',
  'bets.token_invalid': 'เซสชันเกมไม่ถูกต้อง กรุณาเปิดเกมอีกครั้ง',
  'bets.token_expired': 'เซสชันเกมหมดอายุแล้ว กรุณาเปิดเกมอีกครั้ง',
  'bets.currency_mismatch': 'สกุลเงินไม่ตรงกับกระเป๋าเงินของคุณ',
  'bets.amount_invalid': 'จำนวนเงินไม่ถูกต้อง',
};
