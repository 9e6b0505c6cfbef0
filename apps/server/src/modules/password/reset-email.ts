import type { Language } from '@arcadia/contracts';

const TEXTS: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: '{brand}: reset your password',
    body: 'Open this link within {minutes} minutes to choose a new password:\n{link}\n\nIf you did not ask for this, ignore this e-mail.',
  },
  pt: {
    subject: '{brand}: redefina sua senha',
    body: 'Abra este link em até {minutes} minutos para escolher uma nova senha:\n{link}\n\nSe você não pediu isso, ignore este e-mail.',
  },
  zh: {
    subject: '{brand}：重置您的密码',
    body: '请在{minutes}分钟内打开此链接设置新密码：\n{link}\n\n如果这不是您本人的操作，请忽略此邮件。',
  },
  id: {
    subject: '{brand}: atur ulang kata sandi Anda',
    body: 'Buka tautan ini dalam {minutes} menit untuk memilih kata sandi baru:\n{link}\n\nJika Anda tidak memintanya, abaikan e-mail ini.',
  },
  th: {
    subject: '{brand}: รีเซ็ตรหัสผ่านของคุณ',
    body: 'เปิดลิงก์นี้ภายใน {minutes} นาทีเพื่อตั้งรหัสผ่านใหม่:\n{link}\n\nหากคุณไม่ได้ร้องขอ โปรดละเว้นอีเมลนี้',
  },
  vi: {
    subject: '{brand}: đặt lại mật khẩu',
    body: 'Mở liên kết này trong vòng {minutes} phút để chọn mật khẩu mới:\n{link}\n\nNếu bạn không yêu cầu, hãy bỏ qua e-mail này.',
  },
};

export function resetEmail(language: Language, brand: string, link: string, minutes: number) {
  const fill = (s: string) => s.replace('{brand}', brand).replace('{link}', link).replace('{minutes}', String(minutes));
  return { subject: fill(TEXTS[language].subject), text: fill(TEXTS[language].body) };
}
