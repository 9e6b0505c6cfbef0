import type { chatEn } from './en.ts';

export const chatPt: Record<keyof typeof chatEn, string> = {
  'chat.disabled': 'O chat ao vivo não está disponível agora.',
  'chat.please_information': 'Registre uma conta real para conversar com o atendimento.',
  'chat.not_found': 'Esta conversa não foi encontrada.',
  'chat.closed': 'Esta conversa foi encerrada.',
  'chat.queue_forbidden': 'Sua função não pode atender esta fila de chat.',
};
