import type { agentContractsEn } from './en.ts';

export const agentContractsVi = {
  'contract.not_downline': 'Bạn chỉ có thể đề nghị hợp đồng cho đại lý cấp dưới trực tiếp của mình.',
  'contract.cannot_offer': 'Cấp đại lý của bạn không thể đề nghị hợp đồng.',
  'contract.above_upline': 'Hợp đồng này sẽ trả nhiều hơn mức hợp đồng của chính bạn cho phép.',
  'contract.no_own_contract': 'Bạn cần có một hợp đồng loại này đã được chấp nhận trước khi đề nghị.',
  'contract.not_found': 'Hợp đồng này không tồn tại.',
  'contract.already_answered': 'Hợp đồng này đã được trả lời hoặc đã kết thúc.',
  'contract.confirm_terminations':
    'Chấp nhận hợp đồng này sẽ chấm dứt {n} hợp đồng của cấp dưới. Hãy xác nhận để tiếp tục.',
  'contract.settlement_not_found': 'Kỳ quyết toán này không tồn tại.',
  'contract.settlement_paid': 'Kỳ này đã được thanh toán.',
  'contract.period_not_ended': 'Kỳ này chưa kết thúc: chỉ có thể xem trước, chưa thể thanh toán.',
  'contract.settlement_stale':
    'Số dư chuyển kỳ mà bản xem trước này dựa vào đã thay đổi (có thu hồi hoặc một kỳ khác đã được trả): hãy chạy lại bản xem trước rồi phê duyệt.',
  'contract.line_not_paid': 'Chỉ dòng quyết toán đã thanh toán mới có thể thu hồi, một lần.',
} satisfies Record<keyof typeof agentContractsEn, string>;
