import type { DemoTexts } from './demo-texts.types.ts';

export const EN: DemoTexts = {
  announcements: {
    responsible: [
      'Responsible gaming',
      '<p>Set a budget before you play and take regular breaks. Players must be <strong>18 or older</strong>.</p>',
    ],
    vendors: ['New vendors added', '<p>More slot and live vendors are now in the catalogue.</p>'],
    welcomeBonus: [
      'Welcome bonus: 100% up to 100.00',
      '<p>Join the welcome offer on the promotions page, then make your first deposit of <b>20.00</b> or more: we double it, up to <b>100.00</b>.</p><ul><li>Wagering 5x the bonus within 30 days</li><li>Maximum bet 5.00 while wagering</li></ul><p><a href="/promotions">See promotions</a></p>',
    ],
    maintenance: ['Scheduled maintenance', '<p>Short maintenance on Tuesday 03:00–03:30 UTC. Balances are safe.</p>'],
    verifyPhone: [
      'How to verify your phone',
      '<p>Open <em>My account</em>, choose phone and enter the code we send by SMS.</p>',
    ],
    lotteryDraws: ['Lottery draws every five minutes', '<p>Fast lottery draws now run around the clock.</p>'],
    bonusProgress: [
      'Track your bonus',
      '<p>Open <em>Bonus details</em> in the member centre to see how much of your bonus is wagered and when it ends.</p>',
    ],
    withdrawals: ['Faster withdrawals', '<p>Most withdrawals are now approved within an hour.</p>'],
    fairRound: [
      'Check a fair round',
      '<p>Every in-house round shows its server seed hash before you bet and the seed after.</p>',
    ],
    languages: [
      'Now in six languages',
      '<p>Choose <strong>English</strong>, Portuguese, Chinese, Indonesian, Thai or Vietnamese in the language menu.</p>',
    ],
    limits: [
      'Set your own limits',
      '<p>Deposit, loss and wager limits, time-outs and self-exclusion are in the member centre under <em>Responsible gaming</em>.</p>',
    ],
    welcome: [
      'Welcome to Arcadia',
      '<p>Thanks for visiting! New players get a <strong>welcome bonus</strong> on their first deposit.</p><p><a href="/promotions">See promotions</a></p>',
    ],
  },
  banners: {
    welcome: ['Welcome to Arcadia', 'Slots, live tables and lottery in one place'],
    lottery: ['Daily lottery draws', 'Pick your numbers before the next close'],
    inhouse: ['Play in-house games', 'Provably fair: check every round'],
    app: ['Get the app', 'Android and iOS'],
    crash: ['Play Crash', 'Cash out before the bust'],
    promotions: ['Promotions', 'Welcome bonus on your first deposit'],
    mall: ['Points mall', 'Turn points into rewards'],
    help: ['Help centre', 'Answers to common questions'],
    join: ['Join in a minute', 'Register and start playing'],
    aboard: ['Welcome aboard', 'Your account is ready'],
  },
  resources: {
    android: 'Android app',
    ios: 'iOS profile',
    affiliate: 'Affiliate programme',
    support: 'Support',
    card: 'Card',
    bank: 'Bank transfer',
    instant: 'Instant transfer',
    wallet: 'E-wallet',
    crypto: 'Crypto',
    voucher: 'Voucher',
  },
  helpCategories: { account: 'Account', money: 'Deposits and withdrawals', games: 'Games', agreements: 'Agreements' },
  help: {
    register: [
      'How do I register?',
      '<p>Press <strong>Register</strong>, choose a username and password, and confirm you are 18 or older.</p>',
    ],
    forgot: [
      'I forgot my password',
      '<p>On the login window choose <em>Forgot password</em> and follow the steps by phone or email.</p>',
    ],
    deposit: [
      'How do I deposit?',
      '<p>Open <strong>Deposit</strong>, pick a payment method and an amount, and follow the instructions.</p>',
    ],
    withdrawal: [
      'When will my withdrawal arrive?',
      '<p>Most withdrawals are approved within an hour; the bank transfer may take longer.</p>',
    ],
    fair: [
      'Is the in-house game fair?',
      '<p>Yes: each round publishes a seed hash before you bet, so you can check the result afterwards.</p>',
    ],
    notLoaded: [
      'A game did not load',
      '<p>Reload the page and check your connection. The speed test in the side menu shows the fastest route.</p>',
    ],
    protocol: [
      'User agreement',
      '<h3>User agreement</h3><p><em>Demo text: Arcadia Demo is an invented brand, and this agreement shows where an operator publishes its own.</em></p><h4>1. Who may play</h4><p>You must be at least 18 years old (or the legal age where you live) and play for yourself. One account per person.</p><h4>2. Your account</h4><p>Keep your password and payment password to yourself. Everything done with your account counts as done by you. Tell customer service at once if you think someone else has used it.</p><h4>3. Money</h4><p>Balances are kept in your account currency. Deposits are credited once the payment is confirmed; withdrawals go to an account in your own name and may be checked first. Money in a game wallet can be moved back to the main wallet at any time.</p><h4>4. Fair play</h4><p>In-house games are provably fair: each round can be checked with the verifier. Using software to play, sharing accounts or abusing promotions may close the account.</p><h4>5. Responsible gaming</h4><p>Play for fun, never to earn a living. Set yourself limits and take breaks; customer service can help you pause your account.</p>',
    ],
    terms: [
      'Terms and conditions',
      '<h3>Terms and conditions</h3><p><em>Demo text.</em></p><ul><li>Bonuses carry the wagering requirement shown with each promotion; until it is met, bonus money cannot be withdrawn.</li><li>A bet counts once it is accepted; a game that fails mid-round settles it or returns the stake.</li><li>The betting record and the account record show every bet and every movement of money.</li><li>These terms may change; the date of each change is shown in the help centre.</li></ul>',
    ],
  },
};
