import type { accountsEn } from './en.ts';

export const accountsZh: Record<keyof typeof accountsEn, string> = {
  'auth.invalid_credentials': '用户名或密码错误。',
  'auth.captcha_required': '请输入验证码。',
  'auth.captcha_invalid': '验证码不正确，请输入新的验证码。',
  'auth.locked': '失败次数过多，请在{minutes}分钟后重试。',
  'auth.not_member': '非会员账号无法登录。',
  'auth.not_agent': '非代理无法使用代理登录。',
  'auth.trial_refused': '请先注册账号。',
  'register.disabled': '暂不支持此注册方式。',
  'register.username_taken': '该用户名已被使用。',
  'register.invitation_code_error': '邀请码无效。',
  'password.old_incorrect': '当前密码不正确。',
  'password.user_email_mismatch': '用户名或邮箱不存在。',
  'password.reset_invalid': '重置链接无效或已过期。',
  'password.recovery_disabled': '暂不支持通过手机找回密码。',
  'freeplay.disabled': '暂不支持试玩。',
  'password.weak': '此密码过于简单。',
  'password.same_as_old': '新密码不能与当前密码相同。',
  'validation.confirm_mismatch': '两次输入不一致。',
  'validation.length': '长度须为{min}-{max}个字符。',
  'auth.challenge_failed': '安全验证失败，请重试。',
  'register.phone_auth_unavailable': '暂不支持外部手机验证。',
  'register.phone_auth_failed': '无法确认手机号码，请重试。',
  'inbox.login_locked.title': '登录已暂时锁定',
  'inbox.login_locked.body':
    '有人从多个地点尝试用错误的密码登录您的 {merchant} 账户，密码登录已暂停一段时间。如果不是您本人，请重置密码：重置链接和短信验证码登录仍然可用。',
  'inbox.payment_password_locked.title': '支付密码已暂时锁定',
  'inbox.payment_password_locked.body':
    '有人从多个地点在您的 {merchant} 账户上尝试了错误的支付密码，提款和转账已暂停一段时间。如果不是您本人，请立即修改登录密码。',
};
