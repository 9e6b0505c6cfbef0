import type { DemoTexts } from './demo-texts.types.ts';

export const PT: DemoTexts = {
  announcements: {
    responsible: [
      'Jogo responsável',
      '<p>Defina um orçamento antes de jogar e faça pausas regulares. Os jogadores devem ter <strong>18 anos ou mais</strong>.</p>',
    ],
    vendors: ['Novos fornecedores', '<p>Mais fornecedores de slots e de cassino ao vivo chegaram ao catálogo.</p>'],
    welcomeBonus: [
      'Bônus de boas-vindas: 100% até 100,00',
      '<p>Participe da oferta de boas-vindas na página de promoções e faça o seu primeiro depósito de <b>20,00</b> ou mais: nós o dobramos, até <b>100,00</b>.</p><ul><li>Rollover de 5x o bônus em até 30 dias</li><li>Aposta máxima de 5,00 durante o rollover</li></ul><p><a href="/promotions">Ver promoções</a></p>',
    ],
    maintenance: [
      'Manutenção programada',
      '<p>Manutenção curta na terça-feira, 03:00–03:30 UTC. Os saldos estão seguros.</p>',
    ],
    verifyPhone: [
      'Como verificar seu telefone',
      '<p>Abra <em>Minha conta</em>, escolha telefone e digite o código que enviamos por SMS.</p>',
    ],
    lotteryDraws: ['Sorteios a cada cinco minutos', '<p>Os sorteios rápidos da loteria agora funcionam 24 horas.</p>'],
    bonusProgress: [
      'Acompanhe o seu bônus',
      '<p>Abra <em>Detalhes do bônus</em> na central do membro para ver quanto do rollover já foi feito e quando o bônus termina.</p>',
    ],
    withdrawals: ['Saques mais rápidos', '<p>A maioria dos saques agora é aprovada em até uma hora.</p>'],
    fairRound: [
      'Confira uma rodada justa',
      '<p>Cada rodada dos jogos da casa mostra o hash da semente do servidor antes da aposta e a semente depois.</p>',
    ],
    languages: [
      'Agora em seis idiomas',
      '<p>Escolha <strong>português</strong>, inglês, chinês, indonésio, tailandês ou vietnamita no menu de idiomas.</p>',
    ],
    limits: [
      'Defina os seus limites',
      '<p>Limites de depósito, perda e apostas, pausas e autoexclusão ficam na central do membro, em <em>Jogo responsável</em>.</p>',
    ],
    welcome: [
      'Bem-vindo ao Arcadia',
      '<p>Obrigado pela visita! Novos jogadores ganham um <strong>bônus de boas-vindas</strong> no primeiro depósito.</p><p><a href="/promotions">Ver promoções</a></p>',
    ],
  },
  banners: {
    welcome: ['Bem-vindo ao Arcadia', 'Slots, mesas ao vivo e loteria em um só lugar'],
    lottery: ['Sorteios diários', 'Escolha seus números antes do fechamento'],
    inhouse: ['Jogos da casa', 'Comprovadamente justos: confira cada rodada'],
    app: ['Baixe o aplicativo', 'Android e iOS'],
    crash: ['Jogue Crash', 'Retire antes da queda'],
    promotions: ['Promoções', 'Bônus de boas-vindas no primeiro depósito'],
    mall: ['Loja de pontos', 'Troque pontos por recompensas'],
    help: ['Central de ajuda', 'Respostas para as dúvidas comuns'],
    join: ['Cadastre-se em um minuto', 'Registre-se e comece a jogar'],
    aboard: ['Boas-vindas', 'Sua conta está pronta'],
  },
  resources: {
    android: 'App Android',
    ios: 'Perfil iOS',
    affiliate: 'Programa de afiliados',
    support: 'Suporte',
    card: 'Cartão',
    bank: 'Transferência bancária',
    instant: 'Transferência instantânea',
    wallet: 'Carteira digital',
    crypto: 'Cripto',
    voucher: 'Vale',
  },
  helpCategories: { account: 'Conta', money: 'Depósitos e saques', games: 'Jogos', agreements: 'Acordos' },
  help: {
    register: [
      'Como me registro?',
      '<p>Toque em <strong>Registrar</strong>, escolha um nome de usuário e uma senha e confirme que tem 18 anos ou mais.</p>',
    ],
    forgot: [
      'Esqueci minha senha',
      '<p>Na janela de login escolha <em>Esqueci a senha</em> e siga os passos por telefone ou e-mail.</p>',
    ],
    deposit: [
      'Como faço um depósito?',
      '<p>Abra <strong>Depósito</strong>, escolha um método de pagamento e um valor e siga as instruções.</p>',
    ],
    withdrawal: [
      'Quando meu saque chega?',
      '<p>A maioria dos saques é aprovada em até uma hora; a transferência bancária pode demorar mais.</p>',
    ],
    fair: [
      'O jogo da casa é justo?',
      '<p>Sim: cada rodada publica o hash da semente antes da aposta, para você conferir o resultado depois.</p>',
    ],
    notLoaded: [
      'Um jogo não carregou',
      '<p>Recarregue a página e verifique sua conexão. O teste de velocidade no menu lateral mostra a rota mais rápida.</p>',
    ],
    protocol: [
      'Contrato do usuário',
      '<h3>Contrato do usuário</h3><p><em>Texto de demonstração: a Arcadia Demo é uma marca inventada, e este contrato mostra onde um operador publica o seu.</em></p><h4>1. Quem pode jogar</h4><p>Você precisa ter pelo menos 18 anos (ou a idade legal onde vive) e jogar por conta própria. Uma conta por pessoa.</p><h4>2. Sua conta</h4><p>Guarde sua senha e sua senha de pagamento só para você. Tudo o que for feito com sua conta conta como feito por você. Avise o atendimento na hora se achar que outra pessoa a usou.</p><h4>3. Dinheiro</h4><p>Os saldos ficam na moeda da sua conta. Depósitos são creditados quando o pagamento é confirmado; saques vão para uma conta em seu nome e podem ser verificados antes. O dinheiro numa carteira de jogo pode voltar à carteira principal a qualquer momento.</p><h4>4. Jogo limpo</h4><p>Os jogos da casa são comprovadamente justos: cada rodada pode ser conferida no verificador. Usar programas para jogar, compartilhar contas ou abusar de promoções pode encerrar a conta.</p><h4>5. Jogo responsável</h4><p>Jogue por diversão, nunca para ganhar a vida. Defina limites e faça pausas; o atendimento pode ajudar a pausar sua conta.</p>',
    ],
    terms: [
      'Termos e condições',
      '<h3>Termos e condições</h3><p><em>Texto de demonstração.</em></p><ul><li>Os bônus têm o requisito de apostas indicado em cada promoção; até cumpri-lo, o dinheiro do bônus não pode ser sacado.</li><li>Uma aposta vale quando é aceita; um jogo que falha no meio da rodada a liquida ou devolve o valor apostado.</li><li>O registro de apostas e o registro da conta mostram cada aposta e cada movimento de dinheiro.</li><li>Estes termos podem mudar; a data de cada mudança aparece na central de ajuda.</li></ul>',
    ],
  },
};
