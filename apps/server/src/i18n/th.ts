import type { en } from './en.ts';

export const th: Record<keyof typeof en, string> = {
  ok: 'สำเร็จ',
  'request.invalid': 'บางช่องไม่ถูกต้อง โปรดตรวจสอบและลองอีกครั้ง',
  'request.encryption_required': 'คำขอนี้ต้องส่งแบบเข้ารหัส',
  'request.encryption_invalid': 'ไม่สามารถอ่านคำขอที่เข้ารหัสได้',
  'request.encryption_expired': 'คำขอหมดอายุแล้ว โปรดลองอีกครั้ง',
  'request.encryption_unknown_key': 'คีย์เข้ารหัสใช้ไม่ได้แล้ว โปรดโหลดหน้าใหม่',
  'auth.required': 'ยังไม่ได้เข้าสู่ระบบ โปรดเข้าสู่ระบบ',
  'auth.forbidden': 'คุณไม่ได้รับอนุญาตให้ทำสิ่งนี้',
  'system.region_restricted': 'เนื่องจากข้อจำกัดด้านตำแหน่งหรือที่อยู่ IP ของคุณ คุณไม่ได้รับอนุญาตให้เข้าถึงเว็บไซต์',
  not_found: 'ไม่พบข้อมูล',
  conflict: 'ข้อมูลนี้ขัดแย้งกับข้อมูลที่มีอยู่',
  rate_limited: 'คำขอมากเกินไป โปรดลองใหม่หลังจาก {minutes} นาที',
  'system.maintenance': 'เว็บไซต์อยู่ระหว่างการปรับปรุง โปรดกลับมาใหม่ภายหลัง',
  internal: 'เกิดข้อผิดพลาดในระบบของเรา โปรดลองอีกครั้ง',
  'validation.required': 'ต้องกรอกช่องนี้',
  'validation.invalid': 'ค่านี้ไม่ถูกต้อง',
  'validation.too_short': 'ต้องมีอย่างน้อย {min} ตัวอักษร',
  'validation.too_long': 'ต้องมีไม่เกิน {max} ตัวอักษร',
};
