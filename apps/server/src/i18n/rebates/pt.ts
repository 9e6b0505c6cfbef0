/** Mensagens dos reembolsos (a promoção de reembolso do centro do membro). */
export const rebatesPt = {
  'rebates.not_offered': 'Os reembolsos não estão disponíveis neste site no momento.',
  'rebates.nothing_to_claim': 'Não há reembolso a resgatar do último período.',
  'rebates.auto_paid': 'Os reembolsos são pagos automaticamente na sua carteira quando cada período termina.',
  'rebates.excluded': 'Os reembolsos não são pagos enquanto uma pausa ou autoexclusão estiver ativa na sua conta.',
};
