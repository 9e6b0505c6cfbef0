import type { missionsEn } from './en.ts';

/** Mensagens das missões. */
export const missionsPt: Record<keyof typeof missionsEn, string> = {
  'missions.not_found': 'Esta missão não está ativa.',
  'missions.not_completed': 'Conclua a missão primeiro: {progress} de {target} até agora.',
  'missions.already_claimed': 'Você já resgatou esta missão hoje ou nesta semana.',
  'missions.leaderboard_not_found': 'Classificação não encontrada.',
  'missions.code_taken': 'Este código já está em uso neste site.',
};
