import { AGENT_LEVEL_CODES, type AgentLevel, type Language } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';

export type LevelConfig = {
  code: number;
  names: Partial<Record<Language, string>>;
  openAccounts: boolean;
  createAgents: boolean;
  offerContracts: boolean;
  seeTransactions: boolean;
};

const all = { openAccounts: true, createAgents: true, offerContracts: true, seeTransactions: true };

/**
 * A brand's levels unless it stored its own: the top three may do everything; the last level
 * (an affiliate who only brings players through links) may neither open accounts nor see
 * its downlines' money.
 */
export const DEFAULT_LEVELS: LevelConfig[] = [
  {
    code: 1,
    names: {
      pt: 'Agente geral',
      en: 'General agent',
      zh: '总代理',
      id: 'Agen umum',
      th: 'ตัวแทนใหญ่',
      vi: 'Tổng đại lý',
    },
    ...all,
  },
  {
    code: 2,
    names: { pt: 'Agente', en: 'Agent', zh: '代理', id: 'Agen', th: 'ตัวแทน', vi: 'Đại lý' },
    ...all,
  },
  {
    code: 41,
    names: { pt: 'Subagente', en: 'Sub-agent', zh: '二级代理', id: 'Sub-agen', th: 'ตัวแทนย่อย', vi: 'Đại lý cấp dưới' },
    ...all,
  },
  {
    code: 42,
    names: { pt: 'Afiliado', en: 'Affiliate', zh: '推广员', id: 'Afiliasi', th: 'พันธมิตร', vi: 'Cộng tác viên' },
    openAccounts: false,
    createAgents: false,
    offerContracts: false,
    seeTransactions: false,
  },
];

/** The brand's four levels: its stored rows over the defaults. */
export async function brandLevels(db: DbOrTrx, merchantId: number): Promise<LevelConfig[]> {
  const rows = await db.selectFrom('agent_levels').selectAll().where('merchant_id', '=', merchantId).execute();
  return DEFAULT_LEVELS.map((fallback) => {
    const row = rows.find((r) => Number(r.code) === fallback.code);
    if (!row) return fallback;
    return {
      code: fallback.code,
      names: { ...fallback.names, ...(JSON.parse(row.names) as LevelConfig['names']) },
      openAccounts: Number(row.open_accounts) === 1,
      createAgents: Number(row.create_agents) === 1,
      offerContracts: Number(row.offer_contracts) === 1,
      seeTransactions: Number(row.see_transactions) === 1,
    };
  });
}

export async function saveLevel(db: DbOrTrx, merchantId: number, level: LevelConfig): Promise<void> {
  const values = {
    names: JSON.stringify(level.names),
    open_accounts: level.openAccounts ? 1 : 0,
    create_agents: level.createAgents ? 1 : 0,
    offer_contracts: level.offerContracts ? 1 : 0,
    see_transactions: level.seeTransactions ? 1 : 0,
  };
  await db
    .insertInto('agent_levels')
    .values({ merchant_id: merchantId, code: level.code, ...values })
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doUpdateSet(values))
    .execute();
}

export const isLevelCode = (code: number) => (AGENT_LEVEL_CODES as readonly number[]).includes(code);

/** The level as the caller reads it: its name in the caller's language (English, then the code, if missing). */
export function levelView(level: LevelConfig, language: Language): AgentLevel {
  return {
    code: level.code,
    name: level.names[language] ?? level.names.en ?? String(level.code),
    openAccounts: level.openAccounts,
    createAgents: level.createAgents,
    offerContracts: level.offerContracts,
    seeTransactions: level.seeTransactions,
  };
}
