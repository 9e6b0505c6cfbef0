import type { walletEn } from './en.ts';

export const walletPt: Record<keyof typeof walletEn, string> = {
  'wallet.insufficient_funds': 'Saldo insuficiente.',
  'ledger.idempotency_conflict': 'Este pedido já foi feito com outros dados. Por favor, comece um novo.',
  'wallet.vendor_unavailable': 'Esta carteira de jogo não está disponível para transferências.',
  'ledger.reversed_before_posting': 'Esta transação foi cancelada antes de chegar.',
  'ledger.reversal_exceeds_original': 'Excede o valor da transação original.',
  'wallet.amount_below_min': 'O valor deve ser de pelo menos {min}.',
  'wallet.amount_above_max': 'O valor deve ser no máximo {max}.',
  'wallet.payment_password_invalid': 'A senha de pagamento não está correta.',
  'wallet.payment_password_missing': 'Defina primeiro uma senha de pagamento.',
  'wallet.login_password_invalid': 'A senha de acesso não está correta.',
  'wallet.no_upline': 'Sua conta não tem um superior para quem transferir.',
  'wallet.date_range_invalid':
    'Escolha um período de no máximo {days, plural, one {# dia} other {# dias}}, com o fim depois do início.',
  'inbox.deposit_credited.title': 'Depósito creditado',
  'inbox.deposit_credited.body': 'Seu depósito de {currency} {amount} foi creditado na sua carteira {merchant}.',
  'inbox.withdrawal_approved.title': 'Saque aprovado',
  'inbox.withdrawal_approved.body': 'Seu saque de {currency} {amount} em {merchant} foi aprovado e está a caminho.',
  'inbox.withdrawal_rejected.title': 'Saque recusado',
  'inbox.withdrawal_rejected.body':
    'Seu saque de {currency} {amount} em {merchant} foi recusado. O valor voltou para sua carteira.',
  'inbox.deposit_failed.title': 'Depósito não concluído',
  'inbox.deposit_failed.body':
    'Seu depósito de {currency} {amount} em {merchant} não pôde ser concluído. Nada foi cobrado da sua carteira.',
};
