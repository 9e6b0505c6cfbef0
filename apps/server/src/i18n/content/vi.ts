import type { contentEn } from './en.ts';

export const contentVi: Record<keyof typeof contentEn, string> = {
  'content.not_found': 'Không tìm thấy nội dung này.',
  'content.image_type': 'Chỉ có thể tải lên ảnh PNG, JPG hoặc WebP.',
  'content.image_too_large': 'Ảnh tối đa {maxMb} MB.',
  'content.image_invalid': 'Không đọc được ảnh, hoặc ảnh quá nhỏ (tối thiểu 100x50 pixel).',
  'content.schedule_invalid': 'Thời điểm kết thúc phải sau thời điểm bắt đầu.',
  'content.linkage_invalid': 'Đích của liên kết không khớp với loại liên kết đã chọn.',
  'feedback.too_few_words': 'Vui lòng viết ít nhất {min} từ.',
  'feedback.too_many_words': 'Vui lòng viết tối đa {max} từ.',
  'feedback.phone_digits': 'Số điện thoại phải có {digits} chữ số.',
  'feedback.already_replied': 'Phản hồi này đã có câu trả lời.',
  'inbox.feedback_reply.title': 'Phản hồi cho góp ý của bạn',
  'inbox.feedback_reply.body': '{text}',
};
