import type { bgsEn } from './en.ts';

export const bgsPt: Record<keyof typeof bgsEn, string> = {
  'bgs.game_open': 'Você já tem um jogo de Minas aberto. Termine-o primeiro.',
  'bgs.no_open_game': 'Não há nenhum jogo aberto.',
  'bgs.tile_revealed': 'Esta casa já foi revelada.',
  'bgs.nothing_to_cash_out': 'Revele pelo menos uma casa antes de retirar.',
  'bgs.crash_betting_closed': 'As apostas desta rodada estão encerradas. Aguarde a próxima.',
  'bgs.crash_already_bet': 'Você já tem uma aposta nesta rodada.',
  'bgs.crash_no_bet': 'Você não tem aposta em andamento para retirar.',
  'bgs.seed_in_play': 'Um jogo jogado com esta semente ainda está aberto (Minas). Termine-o e depois troque a semente.',
  'bgs.wrong_game': 'Esta sessão pertence a outro jogo. Abra o jogo novamente.',
  'validation.amount_range': 'O valor deve estar entre {min} e {max}.',
};
