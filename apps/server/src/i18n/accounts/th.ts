import type { accountsEn } from './en.ts';

export const accountsTh: Record<keyof typeof accountsEn, string> = {
  'auth.invalid_credentials': 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  'auth.captcha_required': 'โปรดกรอกแคปต์ชา',
  'auth.captcha_invalid': 'แคปต์ชาไม่ถูกต้อง โปรดลองใหม่',
  'auth.locked': 'ลองผิดหลายครั้งเกินไป โปรดลองใหม่ใน {minutes} นาที',
  'auth.not_member': 'บัญชีนี้ไม่ใช่บัญชีสมาชิกและไม่สามารถเข้าสู่ระบบได้',
  'auth.not_agent': 'เฉพาะเอเจนต์เท่านั้นที่ใช้การเข้าสู่ระบบเอเจนต์ได้',
  'auth.trial_refused': 'โปรดสมัครบัญชีจริงเพื่อใช้ฟีเจอร์นี้',
  'register.disabled': 'ไม่รองรับการสมัครประเภทนี้',
  'register.username_taken': 'ชื่อผู้ใช้นี้ถูกใช้แล้ว',
  'register.invitation_code_error': 'รหัสเชิญไม่ถูกต้อง',
  'password.old_incorrect': 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
  'password.user_email_mismatch': 'ไม่พบชื่อผู้ใช้หรืออีเมล',
  'password.reset_invalid': 'ลิงก์รีเซ็ตไม่ถูกต้องหรือหมดอายุแล้ว',
  'password.recovery_disabled': 'ไม่รองรับการกู้รหัสผ่านทางโทรศัพท์',
  'freeplay.disabled': 'ไม่รองรับการทดลองเล่น',
  'password.weak': 'รหัสผ่านนี้เดาง่ายเกินไป',
  'password.same_as_old': 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน',
  'validation.confirm_mismatch': 'การยืนยันไม่ตรงกัน',
  'validation.length': 'ต้องมี {min}-{max} ตัวอักษร',
};
