import type { contentEn } from './en.ts';

export const contentZh: Record<keyof typeof contentEn, string> = {
  'content.not_found': '找不到该内容。',
  'content.image_type': '只能上传 PNG、JPG 或 WebP 图片。',
  'content.image_too_large': '图片不能超过 {maxMb} MB。',
  'content.image_invalid': '无法读取该图片，或图片太小（至少 100x50 像素）。',
  'content.schedule_invalid': '结束时间必须晚于开始时间。',
  'content.linkage_invalid': '链接目标与所选链接类型不符。',
  'feedback.too_few_words': '请至少输入 {min} 个词。',
  'feedback.too_many_words': '最多输入 {max} 个词。',
  'feedback.phone_digits': '电话号码必须为 {digits} 位数字。',
  'feedback.already_replied': '此反馈已有回复。',
  'inbox.feedback_reply.title': '对您反馈的回复',
  'inbox.feedback_reply.body': '{text}',
};
