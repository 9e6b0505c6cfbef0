import type { AnnouncementType, Language } from '@arcadia/contracts';

type DemoAnnouncement = {
  type: AnnouncementType;
  language: Language | null;
  title: string;
  content: string;
  popup?: boolean;
};

/** Twelve announcements (more than one page of nine) of every type; the newest one pops up. */
export const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    type: 'PL',
    language: null,
    title: 'Responsible gaming',
    content:
      '<p>Set a budget before you play and take regular breaks. Players must be <strong>18 or older</strong>.</p>',
  },
  {
    type: 'B',
    language: null,
    title: 'New vendors added',
    content: '<p>More slot and live vendors are now in the catalogue.</p>',
  },
  {
    type: 'PR',
    language: null,
    title: 'Weekend reload bonus',
    content:
      '<p>Deposit on Saturday or Sunday and get a <b>10%</b> reload bonus.</p><ul><li>Minimum deposit 10</li><li>Wagering 5x</li></ul>',
  },
  {
    type: 'PL',
    language: null,
    title: 'Scheduled maintenance',
    content: '<p>Short maintenance on Tuesday 03:00–03:30 UTC. Balances are safe.</p>',
  },
  {
    type: 'H',
    language: null,
    title: 'How to verify your phone',
    content: '<p>Open <em>My account</em>, choose phone and enter the code we send by SMS.</p>',
  },
  {
    type: 'B',
    language: null,
    title: 'Lottery draws every five minutes',
    content: '<p>Fast lottery draws now run around the clock.</p>',
  },
  {
    type: 'PR',
    language: null,
    title: 'Invite friends',
    content: '<p>Share your referral link and earn a reward for every friend who plays.</p>',
  },
  {
    type: 'PL',
    language: null,
    title: 'Faster withdrawals',
    content: '<p>Most withdrawals are now approved within an hour.</p>',
  },
  {
    type: 'H',
    language: null,
    title: 'Check a fair round',
    content: '<p>Every in-house round shows its server seed hash before you bet and the seed after.</p>',
  },
  {
    type: 'PL',
    language: 'pt',
    title: 'Bem-vindo ao Arcadia',
    content: '<p>Agora o site também está em <strong>português</strong>.</p>',
  },
  {
    type: 'PR',
    language: null,
    title: 'Missions are live',
    content: '<p>Complete daily missions to collect points for the points mall.</p>',
  },
  {
    type: 'PU',
    language: null,
    title: 'Welcome to Arcadia',
    content:
      '<p>Thanks for visiting! New players get a <strong>welcome bonus</strong> on their first deposit.</p><p><a href="/promotions">See promotions</a></p>',
    popup: true,
  },
];

type DemoHelp = { language: Language; category: string; title: string; content: string; slug?: string };

/** Help articles of one language: `(category, title, content, slug?)`. */
const helpIn =
  (language: Language) =>
  (category: string, title: string, content: string, slug?: string): DemoHelp => ({
    language,
    category,
    title,
    content,
    ...(slug ? { slug } : {}),
  });
const en = helpIn('en');
const pt = helpIn('pt');

/** Help articles in English and Portuguese, with the user agreement (protocol) and terms pages. */
export const DEMO_HELP: DemoHelp[] = [
  en(
    'Account',
    'How do I register?',
    '<p>Press <strong>Register</strong>, choose a username and password, and confirm you are 18 or older.</p>',
  ),
  en(
    'Account',
    'I forgot my password',
    '<p>On the login window choose <em>Forgot password</em> and follow the steps by phone or email.</p>',
  ),
  en(
    'Deposits and withdrawals',
    'How do I deposit?',
    '<p>Open <strong>Deposit</strong>, pick a payment method and an amount, and follow the instructions.</p>',
  ),
  en(
    'Deposits and withdrawals',
    'When will my withdrawal arrive?',
    '<p>Most withdrawals are approved within an hour; the bank transfer may take longer.</p>',
  ),
  en(
    'Games',
    'Is the in-house game fair?',
    '<p>Yes: each round publishes a seed hash before you bet, so you can check the result afterwards.</p>',
  ),
  en(
    'Games',
    'A game did not load',
    '<p>Reload the page and check your connection. The speed test in the side menu shows the fastest route.</p>',
  ),
  en(
    'Agreements',
    'User agreement',
    '<h3>User agreement</h3><p>By using this site you agree to play responsibly, to be at least 18 years old and to keep your account to yourself.</p><p>We may close accounts that break these rules.</p>',
    'protocol',
  ),
  en(
    'Agreements',
    'Terms and conditions',
    '<h3>Terms and conditions</h3><p>Bonuses carry wagering requirements shown with each promotion. Balances are kept in your currency.</p>',
    'terms',
  ),
  pt(
    'Conta',
    'Como me registro?',
    '<p>Toque em <strong>Registrar</strong>, escolha um nome de usuário e uma senha e confirme que tem 18 anos ou mais.</p>',
  ),
  pt(
    'Conta',
    'Esqueci minha senha',
    '<p>Na janela de login escolha <em>Esqueci a senha</em> e siga os passos por telefone ou e-mail.</p>',
  ),
  pt(
    'Depósitos e saques',
    'Como faço um depósito?',
    '<p>Abra <strong>Depósito</strong>, escolha um método de pagamento e um valor e siga as instruções.</p>',
  ),
  pt(
    'Depósitos e saques',
    'Quando meu saque chega?',
    '<p>A maioria dos saques é aprovada em até uma hora; a transferência bancária pode demorar mais.</p>',
  ),
  pt(
    'Jogos',
    'O jogo da casa é justo?',
    '<p>Sim: cada rodada publica o hash da semente antes da aposta, para você conferir o resultado depois.</p>',
  ),
  pt(
    'Jogos',
    'Um jogo não carregou',
    '<p>Recarregue a página e verifique sua conexão. O teste de velocidade no menu lateral mostra a rota mais rápida.</p>',
  ),
  pt(
    'Acordos',
    'Contrato do usuário',
    '<h3>Contrato do usuário</h3><p>Ao usar este site você concorda em jogar com responsabilidade, ter pelo menos 18 anos e não compartilhar sua conta.</p>',
    'protocol',
  ),
  pt(
    'Acordos',
    'Termos e condições',
    '<h3>Termos e condições</h3><p>Os bônus têm requisitos de apostas indicados em cada promoção. Os saldos ficam na sua moeda.</p>',
    'terms',
  ),
];
