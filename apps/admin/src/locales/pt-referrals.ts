import type { referralsEn } from './en-referrals';

/* A página de indicações do console (issue 28): o programa e as recompensas retidas para análise. */
export const referralsPt: typeof referralsEn = {
  referrals: {
    nav: 'Convide amigos',
    title: 'Convide amigos',
    settings: 'Programa',
    enabled: 'Convide amigos oferecido (a funcionalidade REFERRAL3)',
    fields: {
      registerReward: 'Recompensa quando um amigo se cadastra',
      depositMin: 'Primeiro depósito de pelo menos',
      depositReward: 'Recompensa por esse depósito',
      turnoverMin: 'Apostas válidas que chegam a',
      turnoverReward: 'Recompensa por esse volume',
    },
    zeroHint:
      'Uma recompensa de 0 não paga nada por essa meta. As recompensas são em dinheiro, pagas uma vez por amigo e meta.',
    save: 'Salvar programa',
    saved: 'Programa salvo.',
    held: 'Recompensas retidas para análise',
    id: 'ID',
    referrer: 'Membro',
    referred: 'Amigo',
    milestone: 'Meta',
    milestones: { registered: 'Cadastro', deposit: 'Primeiro depósito', turnover: 'Volume apostado' },
    amount: 'Valor',
    reasons: 'Retida porque',
    reasonNames: {
      same_ip: 'mesmo endereço do membro',
      same_device: 'mesmo navegador do membro',
      shared_payout: 'conta de saque de outro membro',
      excluded: 'membro sob exclusão',
    },
    at: 'Retida em',
    actions: 'Ações',
    approve: 'Aprovar e pagar',
    reject: 'Rejeitar',
    approveOf: 'Aprovar e pagar a recompensa de {{referred}}',
    rejectOf: 'Rejeitar a recompensa de {{referred}}',
  },
};
