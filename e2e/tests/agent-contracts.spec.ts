import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, freshIp, freshUsername, openAccountMenu, signInFromHome, test } from '../support/accounts.ts';
import { admin } from '../support/admin.ts';
import { memberPost, signInByApi } from '../support/members-api.ts';
import { followServerClock, moveServerClock, serverNow } from '../support/clock.ts';
import { snapEveryLook } from '../support/fixtures.ts';
import { pauseLottery } from '../support/lottery-pause.ts';

// This lane's day jumps would make the server draw a day of lottery issues: it plays none.
test.beforeAll(async () => pauseLottery());

/*
 * A salary down two levels. The brand offers demo_agent a salary (operator CLI), demo_agent
 * accepts it in the agent centre, opens a sub-agent and two members under it, and offers the
 * sub-agent a lower salary (first trying a rate above its own, which the form refuses: its own
 * rate is the cap); the sub-agent accepts; the two members play 200.00 of Dice between them; the
 * operator previews and approves the period. Worked amounts: the sub-agent's team bet 200.00; it
 * earns its rate of that, demo_agent earns its own rate of its whole team's valid bet and owes the
 * sub-agent's amount out of it (the difference model). Both see the line in their settlement
 * history and the money in my income. Runs in desktop-light; the screenshots cover both themes and
 * both sizes from that one run. Periods end by moving the server's clock (support/clock.ts) and the
 * browsers' with it, in the `desktop-light clock` project (playwright.config.ts): only an ended
 * period is paid.
 */
const AGENT = { username: 'demo_agent', password: 'Agent#2026' };
const PASSWORD = 'Contrato#2026';
const STAKE = '50';
const BETS_EACH = 2;

type Line = {
  agent: string;
  payer: string | null;
  amount: string;
  toDownlines: string;
  kept: string;
  paidAmount: string;
  inputs: { validBet: string; rateBp: number };
};
type Run = { run: { id: number; state: string }; lines: Line[] };

/** What differs between the kinds: the brand's offer, the entry, the offer form and the worked amounts. */
type Kind = {
  kind: 'daily_salary' | 'realtime_salary';
  entry: string;
  brandOffer: string[];
  /** Fills the offer form with the given rate (the cap field), the other fields as the kind needs. */
  fillOffer: (form: Locator, rate: string) => Promise<void>;
  capField: string;
  ownRate: string;
  subRate: string;
  /** The sub-agent's amount on 200.00 of valid bet, and demo_agent's rate in basis points. */
  subAmount: string;
  agentRateBp: number;
  formula: string;
  /** Before the bets: the first period the contracts count, with time enough for all the bets. */
  beforeBets: (browsers: BrowserContext[]) => Promise<void>;
  /**
   * After the bets, played at `at`: the period is over (only an ended period is paid), and not by
   * the two minutes after which the schedule would settle it before the operator does.
   */
  periodOver: (at: Date, browsers: BrowserContext[]) => Promise<void>;
};

const DAY_MS = 86_400_000;
/** The next midnight of the demo brand's business day (its time zone is UTC, the default). */
const nextMidnight = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS + DAY_MS);

const DAILY: Kind = {
  kind: 'daily_salary',
  entry: 'Salário diário',
  brandOffer: ['--tiers', '[{"rate":"2","minValidBet":"100"}]'],
  fillOffer: async (form, rate) => {
    await form.getByLabel('Aposta válida da equipe a partir de').fill('100');
    await form.getByLabel('Taxa (%)').fill(rate);
  },
  capField: 'Taxa (%)',
  ownRate: '2.00',
  subRate: '1.5',
  subAmount: '3.00',
  agentRateBp: 200,
  formula: 'Aposta válida da equipe 200,00 × 1,50 % = 3,00',
  // A daily salary counts from the first business day that begins after the contract's acceptance.
  beforeBets: async (browsers) => {
    await moveServerClock({ to: new Date(nextMidnight(await serverNow()).getTime() + 60_000) }, ...browsers);
  },
  periodOver: async (at, browsers) => {
    await moveServerClock({ to: new Date(nextMidnight(at).getTime() + 5_000) }, ...browsers);
  },
};

/** A wire amount under 1,000 as the Portuguese site formats it ("5.00" → "5,00"). */
const ptMoney = (wire: string) => wire.replace('.', ',');

// Profit and loss rates alike, so the amounts do not hang on how the Dice rounds fell.
const REAL_TIME: Kind = {
  kind: 'realtime_salary',
  entry: 'Salário em tempo real',
  brandOffer: ['--real-time', '{"profitRate":"1","lossRate":"1","minSingleBet":"10"}'],
  fillOffer: async (form, rate) => {
    await form.getByLabel('Taxa quando a casa ganha (%)').fill(rate);
    await form.getByLabel('Taxa quando a casa perde (%)').fill('0.5');
    await form.getByLabel('Aposta única a partir de').fill('10');
  },
  capField: 'Taxa quando a casa ganha (%)',
  ownRate: '1.00',
  subRate: '0.5',
  subAmount: '1.00',
  agentRateBp: 100,
  formula: `${BETS_EACH * 2} apostas`,
  // A window with under 60 s left is let go: the four bets then fall in the next one.
  beforeBets: async (browsers) => {
    const now = (await serverNow()).getTime();
    const left = WINDOW_MS - (now % WINDOW_MS);
    if (left < 60_000) await moveServerClock({ advanceMs: left + 1_000 }, ...browsers);
  },
  periodOver: async (at, browsers) => {
    await moveServerClock({ to: new Date(at.getTime() - (at.getTime() % WINDOW_MS) + WINDOW_MS + 2_000) }, ...browsers);
  },
};

async function openCentre(page: Page): Promise<Locator> {
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Centro do agente' }).click();
  const centre = page.getByRole('dialog', { name: 'Centro do agente' });
  await expect(centre.getByTestId('agent-overview')).toBeVisible();
  return centre;
}

const entry = (centre: Locator, name: string) => centre.getByRole('button', { name, exact: true }).click();

/** A browser of its own for another account, signed in. */
async function signedInPage(browser: Browser, credentials: { username: string; password: string }) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'pt-BR',
    extraHTTPHeaders: { 'X-Forwarded-For': freshIp() },
  });
  await context.addInitScript(() => window.sessionStorage.setItem('index_notice', '-1'));
  await followServerClock(context);
  const page = await context.newPage();
  await signInFromHome(page, credentials);
  return page;
}

/** Accepts the offer waiting in the kind's entry. */
async function acceptOffer(centre: Locator, kind: Kind) {
  await entry(centre, kind.entry);
  const offers = centre.getByRole('region', { name: 'Ofertas a responder' });
  await offers.getByRole('button', { name: 'Aceitar' }).click();
  await expect(centre.getByRole('status')).toHaveText('Contrato aceito.');
}

/** Opens an account in the registration centre: a member, or a sub-agent (the first lower level). */
async function openAccount(centre: Locator, username: string, subAgent: boolean) {
  await entry(centre, 'Central de registro de contas');
  await centre.getByLabel('Usuário').fill(username);
  await centre.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await centre.getByLabel('Tipo de conta').selectOption({ index: subAgent ? 1 : 0 });
  await centre.getByRole('button', { name: 'Abrir conta' }).click();
  await expect(centre.getByRole('status')).toContainText(username);
}

/**
 * A member of the sub-agent plays Dice at even odds (a 50 % chance counts the whole stake as valid
 * bet), through the API: the members only play here, and a browser of their own each was a home
 * page and a sign-in apiece on a busy machine.
 */
async function play(username: string) {
  const member = await signInByApi({ username, password: PASSWORD, ip: freshIp() });
  for (let i = 0; i < BETS_EACH; i += 1) {
    expect(await memberPost(member, '/bgs/dice/bet', { amount: STAKE, target: 50, direction: 'under' })).toBe(200);
  }
  await member.api.dispose();
}

const WINDOW_MS = 5 * 60_000;

/** The salary figure of the agent's income (my income), in cents: 0 when it has no salary line. */
async function salaryIncome(centre: Locator): Promise<number> {
  await entry(centre, 'Minha renda');
  const income = centre.getByTestId('agent-income');
  await expect(income).toContainText('Total');
  const amount = /Salário([\d.,]+)/.exec((await income.textContent()) ?? '')?.[1] ?? '0';
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}

/**
 * The operator settles the period holding `at`: previewed (again, until the sub-agent's line is in:
 * a real-time window counts its bets once the "bet settled" events are delivered), then approved.
 */
async function settle(kind: Kind, at: Date, subAgent: string): Promise<Line[]> {
  let preview: Run | undefined;
  await expect
    .poll(
      async () => {
        preview = JSON.parse(await admin('contracts:preview', kind.kind, at.toISOString(), '--json')) as Run;
        return preview.lines.find((l) => l.agent === subAgent)?.inputs.validBet ?? null;
      },
      { timeout: 20_000, intervals: [1000, 2000] },
    )
    .toBe('200.00');
  return (JSON.parse(await admin('contracts:approve', String(preview!.run.id), '--json')) as Run).lines;
}

async function journey(kind: Kind, page: Page, browser: Browser, testInfo: TestInfo) {
  // The operator: full valid bet for in-house games, demo_agent's float for paying its downline,
  // and the brand's offer to demo_agent.
  await admin('valid-bet:set', 'INHOUSE', '100');
  await admin('adjust', AGENT.username, '100', '--reason', 'e2e contracts journey');
  await admin('contracts:offer', AGENT.username, kind.kind, ...kind.brandOffer);

  await followServerClock(page.context());
  await signInFromHome(page, AGENT);
  const centre = await openCentre(page);
  await acceptOffer(centre, kind);
  await expect(centre.getByRole('region', { name: 'Contrato atual' })).toContainText(`${kind.ownRate} %`);

  const subAgent = freshUsername('csa', testInfo);
  const members = [freshUsername('cm', testInfo), freshUsername('cm', testInfo)];
  await openAccount(centre, subAgent, true);
  for (const member of members) {
    await openAccount(centre, member, false);
    await admin('agent:move', member, subAgent, '--reason', 'e2e contracts journey');
    await admin('adjust', member, '150', '--reason', 'e2e contracts journey');
  }

  // The offer: a rate above demo_agent's own is refused before sending; a lower one goes.
  await entry(centre, kind.entry);
  await centre.getByRole('tab', { name: 'Oferecer a um subordinado' }).click();
  const form = centre.getByRole('form', { name: 'Oferecer a um subordinado' });
  await form.getByLabel('Agente subordinado direto').selectOption({ label: subAgent });
  await kind.fillOffer(form, '2.5');
  await expect(form.getByText(`Sua própria taxa aqui: ${kind.ownRate} %`).first()).toBeVisible();
  await form.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(form.getByText(`No máximo ${kind.ownRate} %: a sua própria taxa nestes limites.`)).toBeVisible();
  await snapEveryLook(page, `agent-contracts-${kind.kind}-offer-cap`);
  await form.getByLabel(kind.capField).fill(kind.subRate);
  await form.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(form.getByRole('status')).toHaveText(`Oferta enviada para ${subAgent}.`);

  // The sub-agent answers in its own agent centre.
  const sub = await signedInPage(browser, { username: subAgent, password: PASSWORD });
  const subCentre = await openCentre(sub);
  await entry(subCentre, kind.entry);
  await expect(subCentre.getByRole('region', { name: 'Ofertas a responder' })).toContainText(
    `Oferecido por ${AGENT.username}`,
  );
  await snapEveryLook(sub, `agent-contracts-${kind.kind}-answer`);
  await acceptOffer(subCentre, kind);

  await kind.beforeBets(browser.contexts());
  for (const member of members) await play(member);
  const playedAt = await serverNow();
  await kind.periodOver(playedAt, browser.contexts());
  // demo_agent's income holds its earlier salaries too (other journeys'): this one adds to it.
  const salaryBefore = await salaryIncome(centre);
  const lines = await settle(kind, playedAt, subAgent);

  const subLine = lines.find((l) => l.agent === subAgent)!;
  const agentLine = lines.find((l) => l.agent === AGENT.username)!;
  expect(subLine).toMatchObject({ payer: AGENT.username, amount: kind.subAmount, toDownlines: '0.00' });
  expect(subLine.kept).toBe(kind.subAmount);
  // demo_agent: its rate of its whole team's valid bet (at least the 200.00 played here), the sub-agent's amount owed out of it.
  const teamBet = Math.round(Number(agentLine.inputs.validBet) * 100);
  expect(teamBet).toBeGreaterThanOrEqual(20_000);
  const cents = Math.floor((teamBet * kind.agentRateBp) / 10_000);
  const subCents = Math.round(Number(kind.subAmount) * 100);
  expect(agentLine).toMatchObject({ payer: null, amount: (cents / 100).toFixed(2), toDownlines: kind.subAmount });
  expect(agentLine.kept).toBe(((cents - subCents) / 100).toFixed(2));

  // Both see it: the sub-agent's history line and its income; demo_agent's history and income.
  await subCentre.getByRole('tab', { name: 'Histórico de liquidações' }).click();
  await expect(subCentre.getByTestId('settlement-formula').first()).toContainText(kind.formula);
  await entry(subCentre, 'Minha renda');
  await expect(subCentre.getByTestId('agent-income')).toContainText(`Salário${subLine.paidAmount}`);
  await snapEveryLook(sub, `agent-contracts-${kind.kind}-sub-income`);
  await sub.context().close();

  await entry(centre, kind.entry);
  await centre.getByRole('tab', { name: 'Histórico de liquidações' }).click();
  const line = centre.getByTestId('settlement-line').first();
  await expect(line).toContainText('Pago');
  await expect(line.getByTestId('settlement-formula')).toContainText(
    `${ptMoney(agentLine.amount)} − ${ptMoney(kind.subAmount)} para os subordinados = ${ptMoney(agentLine.kept)} ficam com você`,
  );
  await snapEveryLook(page, `agent-contracts-${kind.kind}-history`);
  await expect.poll(() => salaryIncome(centre)).toBe(salaryBefore + Math.round(Number(agentLine.paidAmount) * 100));
  await snapEveryLook(page, `agent-contracts-${kind.kind}-income`);
}

// Several browsers, their sign-ins and a settlement: 1.6 min in an earlier CI run, past 5 min on a
// machine also running the PostgreSQL suites and a second journey (each click 5-14 s).
test('demo_agent offers its sub-agent a daily salary within its own; the sub-agent accepts; their members play; the settlement pays both by the worked amounts and it shows in my income', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(480_000);
  await journey(DAILY, page, browser, testInfo);
});

test('the same with a real-time salary: a 5-minute window settles the bets played since the sub-agent accepted', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(480_000);
  await journey(REAL_TIME, page, browser, testInfo);
});
