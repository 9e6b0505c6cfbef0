import type { agentContractsEn } from './en.ts';

export const agentContractsTh = {
  'contract.not_downline': 'คุณเสนอสัญญาได้เฉพาะตัวแทนลูกทีมโดยตรงของคุณเท่านั้น',
  'contract.cannot_offer': 'ระดับตัวแทนของคุณไม่สามารถเสนอสัญญาได้',
  'contract.above_upline': 'สัญญานี้จะจ่ายมากกว่าที่สัญญาของคุณเองอนุญาต',
  'contract.no_own_contract': 'คุณต้องมีสัญญาประเภทนี้ที่ยอมรับแล้วก่อนจึงจะเสนอได้',
  'contract.not_found': 'ไม่มีสัญญานี้',
  'contract.already_answered': 'สัญญานี้ได้รับการตอบหรือสิ้นสุดแล้ว',
  'contract.confirm_terminations': 'การยอมรับสัญญานี้จะยุติสัญญาของลูกทีม {n} ฉบับ โปรดยืนยันเพื่อดำเนินการต่อ',
  'contract.settlement_not_found': 'ไม่มีการชำระบัญชีนี้',
  'contract.settlement_paid': 'งวดนี้จ่ายแล้ว',
  'contract.period_not_ended': 'งวดนี้ยังไม่สิ้นสุด: ดูตัวอย่างได้ แต่ยังจ่ายไม่ได้',
  'contract.settlement_stale':
    'ยอดยกมาที่ใช้คำนวณตัวอย่างนี้เปลี่ยนไปแล้ว (มีการเรียกคืนหรือจ่ายงวดอื่นแล้ว): โปรดเรียกดูตัวอย่างใหม่ แล้วจึงอนุมัติ',
  'contract.line_not_paid': 'เรียกคืนได้เฉพาะรายการที่จ่ายแล้ว และได้เพียงครั้งเดียว',
} satisfies Record<keyof typeof agentContractsEn, string>;
