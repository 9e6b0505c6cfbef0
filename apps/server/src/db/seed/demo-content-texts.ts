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
    '<h3>User agreement</h3><p><em>Demo text: Arcadia Demo is an invented brand, and this agreement shows where an operator publishes its own.</em></p><h4>1. Who may play</h4><p>You must be at least 18 years old (or the legal age where you live) and play for yourself. One account per person.</p><h4>2. Your account</h4><p>Keep your password and payment password to yourself. Everything done with your account counts as done by you. Tell customer service at once if you think someone else has used it.</p><h4>3. Money</h4><p>Balances are kept in your account currency. Deposits are credited once the payment is confirmed; withdrawals go to an account in your own name and may be checked first. Money in a game wallet can be moved back to the main wallet at any time.</p><h4>4. Fair play</h4><p>In-house games are provably fair: each round can be checked with the verifier. Using software to play, sharing accounts or abusing promotions may close the account.</p><h4>5. Responsible gaming</h4><p>Play for fun, never to earn a living. Set yourself limits and take breaks; customer service can help you pause your account.</p>',
    'protocol',
  ),
  en(
    'Agreements',
    'Terms and conditions',
    '<h3>Terms and conditions</h3><p><em>Demo text.</em></p><ul><li>Bonuses carry the wagering requirement shown with each promotion; until it is met, bonus money cannot be withdrawn.</li><li>A bet counts once it is accepted; a game that fails mid-round settles it or returns the stake.</li><li>The betting record and the account record show every bet and every movement of money.</li><li>These terms may change; the date of each change is shown in the help centre.</li></ul>',
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
    '<h3>Contrato do usuário</h3><p><em>Texto de demonstração: a Arcadia Demo é uma marca inventada, e este contrato mostra onde um operador publica o seu.</em></p><h4>1. Quem pode jogar</h4><p>Você precisa ter pelo menos 18 anos (ou a idade legal onde vive) e jogar por conta própria. Uma conta por pessoa.</p><h4>2. Sua conta</h4><p>Guarde sua senha e sua senha de pagamento só para você. Tudo o que for feito com sua conta conta como feito por você. Avise o atendimento na hora se achar que outra pessoa a usou.</p><h4>3. Dinheiro</h4><p>Os saldos ficam na moeda da sua conta. Depósitos são creditados quando o pagamento é confirmado; saques vão para uma conta em seu nome e podem ser verificados antes. O dinheiro numa carteira de jogo pode voltar à carteira principal a qualquer momento.</p><h4>4. Jogo limpo</h4><p>Os jogos da casa são comprovadamente justos: cada rodada pode ser conferida no verificador. Usar programas para jogar, compartilhar contas ou abusar de promoções pode encerrar a conta.</p><h4>5. Jogo responsável</h4><p>Jogue por diversão, nunca para ganhar a vida. Defina limites e faça pausas; o atendimento pode ajudar a pausar sua conta.</p>',
    'protocol',
  ),
  pt(
    'Acordos',
    'Termos e condições',
    '<h3>Termos e condições</h3><p><em>Texto de demonstração.</em></p><ul><li>Os bônus têm o requisito de apostas indicado em cada promoção; até cumpri-lo, o dinheiro do bônus não pode ser sacado.</li><li>Uma aposta vale quando é aceita; um jogo que falha no meio da rodada a liquida ou devolve o valor apostado.</li><li>O registro de apostas e o registro da conta mostram cada aposta e cada movimento de dinheiro.</li><li>Estes termos podem mudar; a data de cada mudança aparece na central de ajuda.</li></ul>',
    'terms',
  ),
];
