import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session-store';
import { renderWithStatus } from '@/test/account-harness';
import { fail, fakeNetwork } from '@/test/fake-network';
import { DailySalaryPage, DividendPage, RealTimeSalaryPage } from './contract-page';
import { centre, contract, downlines, line, tier } from './contract-fixtures';

// uPlot draws on a canvas jsdom does not have; the chart's data is what these tests look at.
vi.mock('../line-chart', () => ({
  default: ({ title, days, values }: { title: string; days: string[]; values: number[] }) => (
    <p data-testid="chart">{`${title}: ${days.map((d, i) => `${d}=${values[i]}`).join(', ')}`}</p>
  ),
}));

const DAILY = '/wps/relay/MCS2_processDailySalContract';
let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  network = fakeNetwork();
  sessionStore.set('token', 'tok');
  network.on('/wps/agent/centre', () => centre());
  network.on('/wps/agent/downlines', () => downlines);
});
afterEach(() => network.restore());

const body = (path: string, n = -1) => network.requests(path).at(n)?.body as Record<string, unknown>;

describe('agent contract entries', () => {
  it("shows the current contract's tiers with their thresholds and who offered it", async () => {
    network.on(DAILY, () => ({ list: [contract()] }));
    renderWithStatus(<DailySalaryPage />);
    const terms = await screen.findByTestId('contract-terms');
    const tiers = within(terms).getAllByRole('listitem');
    expect(tiers).toHaveLength(2);
    expect(tiers[0]).toHaveTextContent('Faixa 1');
    expect(tiers[0]).toHaveTextContent('1.00 %');
    expect(tiers[0]).toHaveTextContent('Aposta válida da equipe a partir de10000.00');
    expect(tiers[0]).toHaveTextContent('Membros ativos a partir deQualquer');
    expect(tiers[1]).toHaveTextContent('2.00 %');
    expect(tiers[1]).toHaveTextContent('Membros ativos a partir de5');
    expect(screen.getByText('Oferecido por a marca')).toBeInTheDocument();
    expect(screen.getByText('Aceito')).toBeInTheDocument();
    expect(body(DAILY)).toEqual({ action: 'list' });
  });

  it("refuses an offer above the agent's own rate before sending, places the server's refusal under the rate and keeps what was typed", async () => {
    let answer: unknown = fail(422, 'contract.above_upline');
    network.on(DAILY, (request) => {
      if ((request.body as { action: string }).action === 'list') return { list: [contract()] };
      return answer;
    });
    const user = userEvent.setup();
    renderWithStatus(<DailySalaryPage />);
    await user.click(await screen.findByRole('tab', { name: 'Oferecer a um subordinado' }));
    const form = await screen.findByRole('form', { name: 'Oferecer a um subordinado' });
    // Only the direct downline agents are offered (not the member).
    const downline = within(form).getByRole('combobox', { name: 'Agente subordinado direto' });
    expect(
      within(downline)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Escolha um agente', 'sub_agent']);
    await user.selectOptions(downline, 'sub_agent');
    const bet = within(form).getByRole('textbox', { name: 'Aposta válida da equipe a partir de' });
    const rate = within(form).getByRole('textbox', { name: 'Taxa (%)' });
    await user.type(bet, '10000');
    await user.type(rate, '1.5');
    expect(within(form).getByText('Sua própria taxa aqui: 1.00 %')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Enviar oferta' }));
    expect(await within(form).findByText('No máximo 1.00 %: a sua própria taxa nestes limites.')).toBeInTheDocument();
    expect(network.requests(DAILY).filter((r) => (r.body as { action: string }).action === 'offer')).toHaveLength(0);

    // Within the cap here; the server still refuses (say the own contract changed meanwhile).
    await user.clear(rate);
    await user.type(rate, '0.8');
    await user.click(within(form).getByRole('button', { name: 'Enviar oferta' }));
    expect(
      await within(form).findByText('Este contrato pagaria mais do que o seu próprio contrato permite.'),
    ).toBeInTheDocument();
    expect(rate).toHaveValue('0.8');
    expect(bet).toHaveValue('10000');
    expect(body(DAILY)).toEqual({ action: 'offer', downlineId: 7, tiers: [{ rate: '0.8', minValidBet: '10000' }] });

    answer = { list: [contract(), contract({ id: 2, mine: false, agent: 'sub_agent', state: 'requested' })] };
    await user.click(within(form).getByRole('button', { name: 'Enviar oferta' }));
    expect(await within(form).findByText('Oferta enviada para sub_agent.')).toBeInTheDocument();
    // A sent offer clears the form (its tier rows are new fields).
    expect(within(form).getByRole('textbox', { name: 'Taxa (%)' })).toHaveValue('');
  });

  it('checks a real-time offer against the own rates and single bet amount', async () => {
    const own = contract({
      kind: 'realtime_salary',
      tiers: null,
      realTime: { profitRate: '0.50', lossRate: '0.30', minSingleBet: '10.00' },
    });
    network.on('/wps/relay/MCSFE_processRealTimeSalaryContract', () => ({ list: [own] }));
    const user = userEvent.setup();
    renderWithStatus(<RealTimeSalaryPage />);
    await user.click(await screen.findByRole('tab', { name: 'Oferecer a um subordinado' }));
    const form = await screen.findByRole('form', { name: 'Oferecer a um subordinado' });
    await user.selectOptions(within(form).getByRole('combobox'), 'sub_agent');
    await user.type(within(form).getByRole('textbox', { name: 'Taxa quando a casa ganha (%)' }), '0.6');
    await user.type(within(form).getByRole('textbox', { name: 'Taxa quando a casa perde (%)' }), '0.3');
    await user.type(within(form).getByRole('textbox', { name: 'Aposta única a partir de' }), '5');
    await user.click(within(form).getByRole('button', { name: 'Enviar oferta' }));
    expect(await within(form).findByText('No máximo 0.50 %: a sua própria taxa nestes limites.')).toBeInTheDocument();
    expect(within(form).getByText('No mínimo 10.00: o valor de aposta única do seu contrato.')).toBeInTheDocument();
  });

  it("offers a dividend on the agent's own period, shown as text rather than chosen", async () => {
    const DIVIDEND = '/wps/relay/MCS2_processDividendReq';
    const own = contract({
      kind: 'dividend',
      period: 'week',
      tiers: [{ rate: '40.00', minTeamLoss: null, minValidBet: null, minActiveMembers: null }],
    });
    network.on(DIVIDEND, (request) =>
      (request.body as { action: string }).action === 'list'
        ? { list: [own] }
        : { list: [own, contract({ ...own, id: 2, mine: false, agent: 'sub_agent', state: 'requested' })] },
    );
    const user = userEvent.setup();
    renderWithStatus(<DividendPage />);
    await user.click(await screen.findByRole('tab', { name: 'Oferecer a um subordinado' }));
    const form = await screen.findByRole('form', { name: 'Oferecer a um subordinado' });
    // The downline is the only choice: no period to pick, the inherited one is said.
    expect(within(form).getAllByRole('combobox')).toHaveLength(1);
    expect(within(form).getByTestId('dividend-period')).toHaveTextContent(
      'Período do dividendo: SemanalO do seu próprio contrato: o dividendo de um subordinado é acertado no mesmo período que o seu.',
    );
    await user.selectOptions(within(form).getByRole('combobox'), 'sub_agent');
    await user.type(within(form).getByRole('textbox', { name: 'Taxa (%)' }), '30');
    await user.click(within(form).getByRole('button', { name: 'Enviar oferta' }));
    expect(await within(form).findByText('Oferta enviada para sub_agent.')).toBeInTheDocument();
    expect(body(DIVIDEND)).toEqual({ action: 'offer', downlineId: 7, period: 'week', tiers: [{ rate: '30' }] });
    // Cleared after sending, still on the own period.
    expect(within(form).getByTestId('dividend-period')).toHaveTextContent('Semanal');
  });

  it('accepts an offer lower than a downline contract only after the agent confirms ending it', async () => {
    const offer = contract({ id: 5, version: 2, state: 'requested', tiers: [tier('0.50', '10000.00')] });
    const toSub = contract({
      id: 9,
      mine: false,
      agent: 'sub_agent',
      offeredBy: 'demo_agent',
      tiers: [tier('0.80', '10000.00')],
    });
    let confirmed = false;
    network.on(DAILY, (request) => {
      const b = request.body as { action: string; confirm?: boolean; contractId?: number };
      if (b.action === 'accept' && !b.confirm) return fail(409, 'contract.confirm_terminations');
      if (b.action === 'accept') confirmed = true;
      return { list: confirmed ? [contract({ ...offer, state: 'accepted' })] : [contract(), offer, toSub] };
    });
    const user = userEvent.setup();
    renderWithStatus(<DailySalaryPage />);
    const card = await screen.findByTestId('contract-5');
    await user.click(within(card).getByRole('button', { name: 'Aceitar' }));
    const warning = await within(card).findByRole('alert');
    expect(warning).toHaveTextContent(
      'Aceitar encerra contratos que você ofereceu e que pagam mais do que estes termos: sub_agent.',
    );
    expect(body(DAILY)).toEqual({ action: 'accept', contractId: 5, confirm: false });
    await user.click(within(card).getByRole('button', { name: 'Encerrar e aceitar' }));
    expect(await screen.findByText('Contrato aceito.')).toBeInTheDocument();
    expect(body(DAILY)).toEqual({ action: 'accept', contractId: 5, confirm: true });
    expect(screen.queryByText('Ofertas a responder')).not.toBeInTheDocument();
  });

  it('words the confirmation with the count the server sends when the ended contracts are not listed', async () => {
    const offer = contract({ id: 5, version: 2, state: 'requested', tiers: [tier('0.50', '10000.00')] });
    network.on(DAILY, (request) =>
      (request.body as { action: string }).action === 'accept'
        ? fail(409, 'contract.confirm_terminations', { value: { n: 2 } })
        : { list: [contract(), offer] },
    );
    const user = userEvent.setup();
    renderWithStatus(<DailySalaryPage />);
    const card = await screen.findByTestId('contract-5');
    await user.click(within(card).getByRole('button', { name: 'Aceitar' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Aceitar este contrato encerra 2 contratos dos seus subordinados. Confirme para continuar.',
    );
  });

  it('rejects an offer', async () => {
    const offer = contract({ id: 6, state: 'requested', offeredBy: 'top_agent' });
    network.on(DAILY, (request) =>
      (request.body as { action: string }).action === 'reject'
        ? { list: [contract({ ...offer, state: 'rejected' })] }
        : { list: [offer] },
    );
    const user = userEvent.setup();
    renderWithStatus(<DailySalaryPage />);
    const card = await screen.findByTestId('contract-6');
    expect(card).toHaveTextContent('Oferecido por top_agent');
    await user.click(within(card).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('Oferta recusada.')).toBeInTheDocument();
    expect(body(DAILY)).toEqual({ action: 'reject', contractId: 6 });
    expect(screen.getByText('Você ainda não tem um contrato deste tipo.')).toBeInTheDocument();
  });

  it('shows each settlement line with its inputs and formula, and the income chart oldest first', async () => {
    network.on(DAILY, () => ({ list: [contract()] }));
    network.on('/wps/agent/contracts/settlements', () => ({
      list: [
        line(),
        line({
          id: 10,
          periodKey: '2026-11-25',
          amount: '0.00',
          toDownlines: '0.00',
          kept: '0.00',
          paidAmount: '0.00',
          state: 'preview',
          inputs: { ...line().inputs, validBet: '900.00', rateBp: 0, tier: null },
          formula: { kind: 'salary', validBet: '900.00', rateBp: 0, amount: '0.00' },
        }),
      ],
    }));
    const user = userEvent.setup();
    renderWithStatus(<DailySalaryPage />);
    await user.click(await screen.findByRole('tab', { name: 'Histórico de liquidações' }));
    const lines = await screen.findAllByTestId('settlement-line');
    expect(lines[0]).toHaveTextContent('2026-11-26');
    expect(lines[0]).toHaveTextContent('Pago');
    expect(lines[0]).toHaveTextContent('Faixa atingida1,00 %');
    // Money in major units with the site's formatting, in the agent's language.
    expect(within(lines[0]!).getByTestId('settlement-formula')).toHaveTextContent(
      'Calculado a partir de: Aposta válida da equipe 20.000,00 × 1,00 % = 200,00 · 200,00 − 50,00 para os subordinados = 150,00 ficam com você',
    );
    expect(lines[1]).toHaveTextContent('Aguardando aprovação');
    expect(lines[1]).toHaveTextContent('Nenhuma faixa atingida');
    expect(await screen.findByTestId('chart')).toHaveTextContent(
      'Minha renda por período: 2026-11-25=0, 2026-11-26=150',
    );
    expect(network.requests('/wps/agent/contracts/settlements')[0]!.query).toMatchObject({ kind: 'daily_salary' });
  });

  it("shows a dividend line's negative carry in its inputs and formula", async () => {
    network.on('/wps/relay/MCS2_processDividendReq', () => ({ list: [] }));
    network.on('/wps/agent/contracts/settlements', () => ({
      list: [
        line({
          kind: 'dividend',
          periodKey: '2026-11-16',
          amount: '100.00',
          toDownlines: '0.00',
          kept: '100.00',
          inputs: { ...line().inputs, teamLoss: '3000.00', rateBp: 1000, carryIn: '-2000.00', carryOut: '0.00' },
          formula: {
            kind: 'dividend',
            teamLoss: '3000.00',
            carryIn: '-2000.00',
            rateBp: 1000,
            amount: '100.00',
            carryOut: '0.00',
          },
        }),
      ],
    }));
    const user = userEvent.setup();
    renderWithStatus(<DividendPage />);
    await user.click(await screen.findByRole('tab', { name: 'Histórico de liquidações' }));
    const [dividend] = await screen.findAllByTestId('settlement-line');
    expect(dividend).toHaveTextContent('Perda da equipe3.000,00');
    expect(dividend).toHaveTextContent('Transportado-2.000,00');
    expect(within(dividend!).getByTestId('settlement-formula')).toHaveTextContent(
      '(Perda da equipe 3.000,00 + transportado -2.000,00) × 10,00 % = 100,00',
    );
  });

  it("words a real-time salary line's rates and single bet amount from the server's parts", async () => {
    network.on('/wps/relay/MCSFE_processRealTimeSalaryContract', () => ({ list: [] }));
    network.on('/wps/agent/contracts/settlements', () => ({
      list: [
        line({
          kind: 'realtime_salary',
          amount: '1234.50',
          toDownlines: '0.00',
          kept: '1234.50',
          formula: {
            kind: 'realtime',
            bets: 12,
            minSingleBet: '10.00',
            profitRateBp: 50,
            lossRateBp: 125,
            amount: '1234.50',
          },
        }),
      ],
    }));
    const user = userEvent.setup();
    renderWithStatus(<RealTimeSalaryPage />);
    await user.click(await screen.findByRole('tab', { name: 'Histórico de liquidações' }));
    const [realTime] = await screen.findAllByTestId('settlement-line');
    expect(within(realTime!).getByTestId('settlement-formula')).toHaveTextContent(
      '12 apostas com valor a partir de 10,00: cada aposta válida × 0,50 % quando a casa ganhou, 1,25 % quando perdeu = 1.234,50',
    );
  });

  it('simulates proposed tiers over the last 30 days and shows the periods that would have paid', async () => {
    network.on(DAILY, () => ({ list: [] }));
    network.on('/wps/agent/contracts/simulate', () => ({
      fromDay: '2026-10-28',
      toDay: '2026-11-26',
      periods: [
        { key: '2026-11-25', amount: '0.00', rate: '0.00' },
        { key: '2026-11-26', amount: '300.00', rate: '1.50' },
      ],
      total: '300.00',
    }));
    const user = userEvent.setup();
    renderWithStatus(<DailySalaryPage />);
    await user.click(await screen.findByRole('tab', { name: 'Quanto vou ganhar' }));
    const form = await screen.findByRole('form', { name: 'Quanto vou ganhar' });
    await user.type(within(form).getByRole('textbox', { name: 'Taxa (%)' }), '1,5');
    await user.click(within(form).getByRole('button', { name: 'Simular' }));
    expect(await within(form).findByText('Este valor não é válido.')).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: 'Taxa (%)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Taxa (%)' }), '1.5');
    await user.type(within(form).getByRole('textbox', { name: 'Aposta válida da equipe a partir de' }), '10000');
    await user.click(within(form).getByRole('button', { name: 'Adicionar faixa' }));
    const rates = within(form).getAllByRole('textbox', { name: 'Taxa (%)' });
    await user.type(rates[1]!, '2');
    await user.type(within(form).getAllByRole('textbox', { name: 'Membros ativos a partir de' })[1]!, '5');
    await user.click(within(form).getByRole('button', { name: 'Simular' }));
    const result = await screen.findByTestId('simulation');
    expect(result).toHaveTextContent('300.00 de 2026-10-28 a 2026-11-26');
    expect(result).toHaveTextContent('2026-11-26300.00 (1.50 %)');
    expect(result).not.toHaveTextContent('2026-11-250.00');
    await waitFor(() =>
      expect(body('/wps/agent/contracts/simulate')).toEqual({
        kind: 'daily_salary',
        tiers: [
          { rate: '1.5', minValidBet: '10000' },
          { rate: '2', minActiveMembers: 5 },
        ],
      }),
    );
  });
});
