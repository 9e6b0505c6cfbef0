import type { gamesEn } from './en.ts';

export const gamesPt: Record<keyof typeof gamesEn, string> = {
  'games.not_found': 'Este jogo não foi encontrado.',
  'games.unavailable': 'Este jogo não está disponível no momento.',
  'games.launch_failed': 'Não foi possível abrir o jogo. Tente novamente.',
  'games.scenario_demo_only':
    'As sequências de teste usam apenas crédito de demonstração. Abra este jogo com uma conta de teste para executá-las.',
  'games.room_not_found': 'Esta sala não pertence a este jogo. Escolha uma sala da lista.',
  'games.date_range_invalid':
    'Escolha um período de no máximo {days, plural, one {# dia} other {# dias}}, com fim depois do início.',
  'games.import_unreadable':
    'Não foi possível ler o arquivo: envie uma lista JSON de jogos ou um CSV com linha de cabeçalho.',
  'games.import_rejected':
    'Nada foi importado: {count, plural, one {# linha não é válida} other {# linhas não são válidas}}.',
  'games.hub88_not_configured':
    'O Hub88 não está configurado neste servidor: defina HUB88_API_URL e HUB88_OPERATOR_ID primeiro.',
  'bets.duplicate_transaction': 'Esta transação já foi recebida com outros dados.',
  'bets.rolled_back': 'Esta aposta já foi cancelada.',
  'bets.reference_not_found': 'A aposta referida não existe.',
  'bets.token_invalid': 'A sessão do jogo não é válida. Abra o jogo novamente.',
  'bets.token_expired': 'A sessão do jogo expirou. Abra o jogo novamente.',
  'bets.currency_mismatch': 'A moeda não corresponde à sua carteira.',
  'bets.amount_invalid': 'O valor não é válido.',
};
