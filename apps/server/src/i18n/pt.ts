import type { en } from './en.ts';

export const pt: Record<keyof typeof en, string> = {
  ok: 'Sucesso',
  'request.invalid': 'Alguns campos não são válidos. Verifique e tente novamente.',
  'request.encryption_required': 'Esta solicitação deve ser enviada criptografada.',
  'request.encryption_invalid': 'Não foi possível ler a solicitação criptografada.',
  'request.encryption_expired': 'A solicitação expirou. Tente novamente.',
  'request.encryption_unknown_key': 'A chave de criptografia não é mais válida. Recarregue a página.',
  'auth.required': 'Você não está conectado, faça login.',
  'auth.forbidden': 'Você não tem permissão para fazer isso.',
  'system.region_restricted':
    'Devido à restrição da sua localização ou endereço IP, você não tem permissão para acessar o site.',
  not_found: 'Não encontrado.',
  conflict: 'Isso entra em conflito com dados existentes.',
  'settings.domain_taken': 'O domínio {domain} já pertence à marca {brand}.',
  'settings.domain_primary':
    '{domain} é o domínio principal de {brand} e não pode ser removido: jogadores e links chegam à marca por ele.',
  'settings.domain_last': '{domain} é o último domínio de {brand}: uma marca mantém pelo menos um domínio.',
  rate_limited: 'Muitas solicitações, tente novamente após {minutes, plural, one {# minuto} other {# minutos}}.',
  'rate_limited.seconds':
    'Muitas solicitações, tente novamente após {seconds, plural, one {# segundo} other {# segundos}}.',
  'system.maintenance': 'O site está em manutenção. Volte mais tarde.',
  internal: 'Algo deu errado do nosso lado. Tente novamente.',
  'validation.required': 'Este campo é obrigatório.',
  'validation.invalid': 'Este valor não é válido.',
  'validation.too_short': 'Deve ter pelo menos {min, plural, one {# caractere} other {# caracteres}}.',
  'validation.too_long': 'Deve ter no máximo {max, plural, one {# caractere} other {# caracteres}}.',
  'validation.markup': 'Use apenas texto simples: sem marcação como <b> ou <script>.',
  'mobile.invalid': 'Insira um número de celular válido.',
  'captcha.invalid': 'O captcha está incorreto ou expirou. Tente novamente.',
  'sms.too_frequent': 'Aguarde um momento antes de solicitar outro código.',
  'sms.code_live':
    'Um código já foi enviado. Você pode solicitar um novo em {seconds, plural, one {# segundo} other {# segundos}}.',
  'sms.too_many': 'Muitas solicitações, tente novamente após {minutes, plural, one {# minuto} other {# minutos}}.',
  'sms.code_invalid': 'O código de verificação está incorreto.',
  'sms.code_expired': 'O código de verificação é inválido ou expirou. Solicite um novo.',
  'sms.attempts_exceeded': 'Muitas tentativas com código incorreto. Solicite um novo código.',
  'sms.send_failed': 'Não foi possível enviar o SMS. Tente novamente mais tarde.',
  'register.mobile_taken': 'Este número de celular já está cadastrado.',
  'sms.text':
    '{brand}: seu código de verificação é {code}. Ele expira em {minutes, plural, one {# minuto} other {# minutos}}. Nunca o compartilhe com ninguém.',
  'site.title': '{brand} · Jogos e loteria online',
  'site.description':
    'Jogue slots, cassino ao vivo, esportes, pescaria e sorteios de loteria na {brand}. Cadastro rápido, depósitos e saques no seu idioma, em qualquer celular ou computador.',
};
