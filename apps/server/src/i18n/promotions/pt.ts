/** Mensagens de promoções (atividades, bônus, apostas exigidas). Todo arquivo de idioma tem estas chaves. */
export const promotionsPt = {
  'promotions.not_found': 'Esta promoção não existe ou não está mais disponível.',
  'promotions.not_running': 'Esta promoção não está ativa agora.',
  'promotions.not_eligible': 'Esta promoção não está aberta para a sua conta.',
  'promotions.excluded': 'As promoções estão fechadas para a sua conta durante uma pausa ou autoexclusão.',
  'promotions.invalid_state': 'Você não pode fazer isso nesta promoção agora.',
  'promotions.second_approver_required':
    'Um segundo operador precisa conceder um bônus alto que você aprovou primeiro.',
  'promotions.nothing_to_claim': 'Ainda não há nada para resgatar nesta promoção.',
  'promotions.code_invalid': 'Esse código promocional não é válido.',
  'promotions.bonus_active': 'Você já tem um bônus em rollover. Conclua-o antes de pegar outro.',
  'promotions.bonus_forfeit_warning':
    'Você tem um bônus de {amount} ainda em rollover. Sacar agora faz você perdê-lo. Confirme para sacar mesmo assim.',
  'promotions.wagering_over_cap': 'O rollover não pode passar de {cap} vezes.',
  'promotions.image_invalid': 'As imagens devem ser PNG ou JPG, com no máximo 5 MB cada, e no máximo 3.',
  'promotions.raffle_not_open': 'Esse sorteio não é uma promoção de sorteio aberta.',
  'promotions.prize_expired': 'Este prêmio não foi resgatado a tempo e expirou.',
};
