/**
 * Messages of the wallet calls, and the inbox notification templates ({merchant} {currency}
 * {amount} are filled when a message is read). Every language file has exactly these keys.
 */
export const walletEn = {
  'wallet.insufficient_funds': 'Insufficient balance.',
  'ledger.idempotency_conflict': 'This request was already made with different details. Please start a new one.',
  'wallet.vendor_unavailable': 'This game wallet is not available for transfers.',
  'ledger.reversed_before_posting': 'This transaction was cancelled before it arrived.',
  'ledger.reversal_exceeds_original': 'This exceeds what the original transaction moved.',
  'wallet.amount_below_min': 'The amount must be at least {min}.',
  'wallet.amount_above_max': 'The amount must be at most {max}.',
  'wallet.payment_password_invalid': 'The payment password is not correct.',
  'wallet.payment_password_missing': 'Please set a payment password first.',
  'wallet.login_password_invalid': 'The login password is not correct.',
  'wallet.no_upline': 'Your account has no upline to transfer to.',
  'wallet.date_range_invalid':
    'Choose a date range of at most {days, plural, one {# day} other {# days}}, ending after it starts.',
  'inbox.deposit_credited.title': 'Deposit credited',
  'inbox.deposit_credited.body': 'Your deposit of {currency} {amount} has been credited to your {merchant} wallet.',
  'inbox.withdrawal_approved.title': 'Withdrawal approved',
  'inbox.withdrawal_approved.body':
    'Your withdrawal of {currency} {amount} from {merchant} has been approved and is on its way.',
  'inbox.withdrawal_rejected.title': 'Withdrawal rejected',
  'inbox.withdrawal_rejected.body':
    'Your withdrawal of {currency} {amount} from {merchant} was rejected. The amount is back in your wallet.',
  'inbox.deposit_failed.title': 'Deposit failed',
  'inbox.deposit_failed.body':
    'Your deposit of {currency} {amount} to {merchant} could not be completed. Nothing was charged to your wallet.',
};
