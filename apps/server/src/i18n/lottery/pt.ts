import type { lotteryEn } from './en.ts';

export const lotteryPt: Record<keyof typeof lotteryEn, string> = {
  'lottery.not_found': 'Este jogo de loteria ou sorteio não foi encontrado.',
  'lottery.closed': 'As apostas neste sorteio estão encerradas. Escolha o próximo sorteio.',
  'lottery.bet_type_unavailable': 'Este tipo de aposta não é oferecido neste jogo.',
  'lottery.invalid_pick': 'Esta seleção não é válida para o tipo de aposta.',
  'lottery.stake_out_of_range': 'A aposta por ponto deve ficar entre {min} e {max}.',
  'lottery.exposure_exceeded': 'Este número atingiu o limite neste sorteio. Escolha outro número ou um valor menor.',
  'lottery.number_limit_exceeded':
    'Você pode apostar no máximo {limit} em {pick} neste sorteio. Diminua o valor ou escolha outro número.',
  'lottery.cannot_cancel': 'Esta aposta já não pode ser cancelada.',
  'lottery.chase_too_long':
    'A aposta contínua pode cobrir no máximo {max} sorteios seguintes agora. Escolha menos sorteios.',
  'lottery.void_reason_required': 'É preciso um motivo de 3 a 200 caracteres para anular um sorteio.',
  'lottery.already_settled': 'Este sorteio já foi liquidado: os pagamentos mantêm-se e ele não pode ser anulado.',
  'lottery.void_in_progress': 'Outro pedido está a anular este sorteio neste momento: os reembolsos estão em curso.',
};
