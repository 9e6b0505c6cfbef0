import type { responsibleGamingEn } from './en.ts';

export const responsibleGamingPt = {
  'rg.excluded': 'Sua conta está fechada para apostas e depósitos até {until}. Você ainda pode sacar o seu saldo.',
  'rg.excluded_indefinitely': 'Sua conta está fechada para apostas e depósitos. Você ainda pode sacar o seu saldo.',
  'rg.member_excluded': 'Este membro está em pausa ou autoexclusão e não pode receber fundos.',
  'rg.deposit_limit_day':
    'Este depósito ultrapassaria o seu limite de depósito de 24 horas de {limit}. Ele é liberado a partir de {resetsAt}.',
  'rg.deposit_limit_week':
    'Este depósito ultrapassaria o seu limite de depósito de 7 dias de {limit}. Ele é liberado a partir de {resetsAt}.',
  'rg.deposit_limit_month':
    'Este depósito ultrapassaria o seu limite de depósito de 30 dias de {limit}. Ele é liberado a partir de {resetsAt}.',
  'rg.loss_limit_day':
    'Esta aposta pode ultrapassar o seu limite de perdas de 24 horas de {limit}. Ele é liberado a partir de {resetsAt}.',
  'rg.loss_limit_week':
    'Esta aposta pode ultrapassar o seu limite de perdas de 7 dias de {limit}. Ele é liberado a partir de {resetsAt}.',
  'rg.loss_limit_month':
    'Esta aposta pode ultrapassar o seu limite de perdas de 30 dias de {limit}. Ele é liberado a partir de {resetsAt}.',
  'rg.wager_limit_day':
    'Esta aposta ultrapassaria o seu limite de apostas de 24 horas de {limit}. Ele é liberado a partir de {resetsAt}.',
  'rg.wager_limit_week':
    'Esta aposta ultrapassaria o seu limite de apostas de 7 dias de {limit}. Ele é liberado a partir de {resetsAt}.',
  'rg.wager_limit_month':
    'Esta aposta ultrapassaria o seu limite de apostas de 30 dias de {limit}. Ele é liberado a partir de {resetsAt}.',
  'rg.stake_limit': 'Esta aposta está acima do seu valor máximo por aposta de {limit}.',
  'rg.session_limit':
    'Você atingiu o seu limite de tempo de sessão de {minutes, plural, one {# minuto} other {# minutos}}. Faça uma pausa e entre novamente mais tarde.',
  'rg.cannot_shorten': 'Uma pausa ou autoexclusão não pode ser encurtada nem substituída por outra mais curta.',
  'rg.nothing_to_confirm': 'Não há nenhuma alteração aguardando a sua confirmação.',
  'rg.cooling_off': 'Você pode confirmar esta alteração a partir de {at}, depois do período de espera de 24 horas.',
  'rg.reopen_not_due':
    'A sua autoexclusão ainda está em vigor. Você pode pedir a reabertura da conta a partir de {at}.',
} satisfies Record<keyof typeof responsibleGamingEn, string>;
