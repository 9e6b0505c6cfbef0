import type { bgsEn } from './en.ts';

export const bgsTh: Record<keyof typeof bgsEn, string> = {
  'bgs.game_open': 'คุณมีเกม Mines ที่ยังเล่นอยู่ โปรดเล่นให้จบก่อน',
  'bgs.no_open_game': 'ไม่มีเกมที่เปิดอยู่',
  'bgs.tile_revealed': 'ช่องนี้ถูกเปิดแล้ว',
  'bgs.nothing_to_cash_out': 'โปรดเปิดอย่างน้อยหนึ่งช่องก่อนถอนเงิน',
  'bgs.crash_betting_closed': 'ปิดรับเดิมพันรอบนี้แล้ว โปรดรอรอบถัดไป',
  'bgs.crash_already_bet': 'คุณมีเดิมพันในรอบนี้แล้ว',
  'bgs.crash_no_bet': 'คุณไม่มีเดิมพันที่กำลังดำเนินอยู่ให้ถอน',
  'bgs.seed_in_play': 'ยังมีเกมที่เล่นด้วยซีดนี้ค้างอยู่ (Mines) โปรดเล่นให้จบก่อน แล้วจึงเปลี่ยนซีด',
  'bgs.wrong_game': 'เซสชันนี้เป็นของเกมอื่น โปรดเปิดเกมอีกครั้ง',
  'validation.amount_range': 'จำนวนเงินต้องอยู่ระหว่าง {min} ถึง {max}',
};
