import type { contentEn } from './en.ts';

export const contentTh: Record<keyof typeof contentEn, string> = {
  'content.not_found': 'ไม่พบเนื้อหานี้',
  'content.image_type': 'อัปโหลดได้เฉพาะรูปภาพ PNG, JPG หรือ WebP',
  'content.image_too_large': 'รูปภาพต้องมีขนาดไม่เกิน {maxMb} MB',
  'content.image_invalid': 'ไม่สามารถอ่านรูปภาพได้ หรือรูปภาพเล็กเกินไป (อย่างน้อย 100x50 พิกเซล)',
  'content.schedule_invalid': 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มต้น',
  'content.linkage_invalid': 'ปลายทางของลิงก์ไม่ตรงกับประเภทลิงก์ที่เลือก',
  'feedback.too_few_words': 'กรุณาเขียนอย่างน้อย {min} คำ',
  'feedback.too_many_words': 'กรุณาเขียนไม่เกิน {max} คำ',
  'feedback.phone_digits': 'หมายเลขโทรศัพท์ต้องมี {digits} หลัก',
  'feedback.already_replied': 'ความคิดเห็นนี้มีการตอบกลับแล้ว',
  'inbox.feedback_reply.title': 'การตอบกลับความคิดเห็นของคุณ',
  'inbox.feedback_reply.body': '{text}',
};
