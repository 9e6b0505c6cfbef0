import type { ContractView, SettlementLineView } from '@arcadia/contracts';

/*
 * Contract-valid answers of the agent contract calls for the web tests (the API client checks them
 * against the contracts, as it checks the server's).
 */
export const tier = (rate: string, minValidBet: string | null, minActiveMembers: number | null = null) => ({
  rate,
  minTeamLoss: null,
  minValidBet,
  minActiveMembers,
});

export function contract(over: Partial<ContractView> = {}): ContractView {
  return {
    id: 1,
    kind: 'daily_salary',
    period: 'day',
    version: 1,
    state: 'accepted',
    mine: true,
    agent: 'demo_agent',
    offeredBy: null,
    tiers: [tier('1.00', '10000.00'), tier('2.00', '50000.00', 5)],
    realTime: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    answeredAt: '2026-11-20T11:00:00.000Z',
    endedAt: null,
    endReason: null,
    ...over,
  };
}

export const centre = (offerContracts = true) => ({
  available: true,
  affiliateUrl: null,
  level: {
    code: 1,
    name: 'Agente geral',
    openAccounts: true,
    createAgents: true,
    offerContracts,
    seeTransactions: true,
  },
  lowerLevels: [],
  entries: {
    dividend: false,
    salary: true,
    hourlySalary: true,
    realTimeSalary: true,
    transactions: true,
    transferDownline: true,
  },
});

export const downlines = {
  fromDay: '2026-11-01',
  toDay: '2026-11-27',
  timeZone: 'America/Sao_Paulo',
  total: 2,
  totalPages: 1,
  list: [
    { username: 'sub_agent', type: 2, id: '7' },
    { username: 'player07', type: 0, id: '8' },
  ].map((d) => ({
    ...d,
    nickname: d.username,
    depth: 1,
    upline: 'demo_agent',
    registeredAt: '2026-11-01T00:00:00.000Z',
    lastLoginAt: null,
    balance: '0.00',
    teamSize: 0,
    status: 'active' as const,
  })),
};

export function line(over: Partial<SettlementLineView> = {}): SettlementLineView {
  return {
    id: 11,
    runId: 3,
    contractId: 1,
    kind: 'daily_salary',
    periodKey: '2026-11-26',
    agent: 'demo_agent',
    payer: null,
    amount: '200.00',
    toDownlines: '50.00',
    kept: '150.00',
    paidAmount: '150.00',
    state: 'paid',
    inputs: {
      teamLoss: '1200.00',
      validBet: '20000.00',
      activeMembers: 3,
      rateBp: 100,
      tier: { minTeamLoss: null, minValidBet: '10000.00', minActiveMembers: null, rateBp: 100 },
      carryIn: null,
      carryOut: null,
      bets: null,
    },
    formula: { kind: 'salary', validBet: '20000.00', rateBp: 100, amount: '200.00' },
    paidAt: '2026-11-27T00:05:00.000Z',
    clawedBackAt: null,
    ...over,
  };
}
