import type { missionsEn } from './en.ts';

/** ข้อความของภารกิจ */
export const missionsTh: Record<keyof typeof missionsEn, string> = {
  'missions.not_found': 'ภารกิจนี้ไม่ได้เปิดอยู่',
  'missions.not_completed': 'ทำภารกิจให้สำเร็จก่อน: ตอนนี้ {progress} จาก {target}',
  'missions.already_claimed': 'คุณรับรางวัลภารกิจนี้ไปแล้ววันนี้หรือสัปดาห์นี้',
  'missions.leaderboard_not_found': 'ไม่พบกระดานอันดับ',
  'missions.code_taken': 'รหัสนี้ถูกใช้แล้วในเว็บไซต์นี้',
};
