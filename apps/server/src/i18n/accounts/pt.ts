import type { accountsEn } from './en.ts';

export const accountsPt: Record<keyof typeof accountsEn, string> = {
  'auth.invalid_credentials': 'Usuário ou senha incorretos.',
  'auth.captcha_required': 'Digite o captcha.',
  'auth.captcha_invalid': 'O captcha não está correto. Tente o novo.',
  'auth.locked':
    'Muitas tentativas sem sucesso. Tente novamente em {minutes, plural, one {# minuto} other {# minutos}}.',
  'auth.not_member': 'Esta conta não é uma conta de membro e não pode entrar.',
  'auth.not_agent': 'Somente agentes podem usar o login de agente.',
  'auth.trial_refused': 'Cadastre uma conta primeiro.',
  'register.disabled': 'Este tipo de cadastro não está disponível.',
  'register.username_taken': 'Este nome de usuário já está em uso.',
  'register.invitation_code_error': 'O código de convite não é válido.',
  'password.old_incorrect': 'A senha atual não está correta.',
  'password.user_email_mismatch': 'O nome de usuário ou e-mail não existe.',
  'password.reset_invalid': 'Este link de redefinição não é válido ou expirou.',
  'password.recovery_disabled': 'A recuperação de senha por telefone não está disponível.',
  'freeplay.disabled': 'O jogo grátis não está disponível.',
  'password.weak': 'Esta senha é fácil demais de adivinhar.',
  'password.same_as_old': 'A nova senha deve ser diferente da atual.',
  'validation.confirm_mismatch': 'A confirmação não corresponde.',
  'validation.length': 'Deve ter de {min} a {max, plural, one {# caractere} other {# caracteres}}.',
  'auth.challenge_failed': 'A verificação de segurança falhou. Tente novamente.',
  'register.phone_auth_unavailable': 'A verificação externa do telefone não está disponível.',
  'register.phone_auth_failed': 'Não foi possível confirmar o número de telefone. Tente novamente.',
  'inbox.login_locked.title': 'Acesso bloqueado por um tempo',
  'inbox.login_locked.body':
    'Senhas erradas para a sua conta {merchant} foram tentadas de vários lugares, então o acesso com senha está pausado por um tempo. Se não foi você, redefina a sua senha: o link de redefinição ou o acesso por código SMS continuam funcionando.',
  'inbox.payment_password_locked.title': 'Senha de pagamento bloqueada por um tempo',
  'inbox.payment_password_locked.body':
    'Senhas de pagamento erradas foram tentadas na sua conta {merchant} de vários lugares, então saques e transferências estão pausados por um tempo. Se não foi você, troque agora a sua senha de acesso.',
};
