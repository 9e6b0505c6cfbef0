import type { en } from './en.ts';

export const zh: Record<keyof typeof en, string> = {
  ok: '成功',
  'request.invalid': '部分字段无效，请检查后重试。',
  'request.encryption_required': '此请求必须加密发送。',
  'request.encryption_invalid': '无法读取加密的请求。',
  'request.encryption_expired': '请求已过期，请重试。',
  'request.encryption_unknown_key': '加密密钥已失效，请刷新页面。',
  'auth.required': '未登录，请先登录。',
  'auth.forbidden': '您无权执行此操作。',
  'system.region_restricted': '由于您所在的地区或IP地址受到限制，您无法访问本站。',
  not_found: '未找到。',
  conflict: '与现有数据冲突。',
  rate_limited: '请求过于频繁，请在{minutes}分钟后重试。',
  'system.maintenance': '网站正在维护中，请稍后再来。',
  internal: '服务器出现问题，请重试。',
  'validation.required': '此项为必填项。',
  'validation.invalid': '该值无效。',
  'validation.too_short': '至少需要{min}个字符。',
  'validation.too_long': '最多{max}个字符。',
};
