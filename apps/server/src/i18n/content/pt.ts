import type { contentEn } from './en.ts';

export const contentPt: Record<keyof typeof contentEn, string> = {
  'content.not_found': 'Este conteúdo não foi encontrado.',
  'content.image_type': 'Só é possível enviar imagens PNG, JPG ou WebP.',
  'content.image_too_large': 'A imagem deve ter no máximo {maxMb} MB.',
  'content.image_invalid': 'Não foi possível ler a imagem, ou ela é pequena demais (mínimo 100x50 pixels).',
  'content.schedule_invalid': 'O fim deve vir depois do início.',
  'content.linkage_invalid': 'O destino do link não corresponde ao tipo de link escolhido.',
  'feedback.too_few_words': 'Escreva pelo menos {min, plural, one {# palavra} other {# palavras}}.',
  'feedback.too_many_words': 'Escreva no máximo {max, plural, one {# palavra} other {# palavras}}.',
  'feedback.phone_digits': 'O telefone deve ter {digits, plural, one {# dígito} other {# dígitos}}.',
  'feedback.already_replied': 'Este feedback já tem uma resposta.',
  'inbox.feedback_reply.title': 'Resposta ao seu feedback',
  'inbox.feedback_reply.body': '{text}',
};
