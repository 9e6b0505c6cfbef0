import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type { AgentContractsTable } from './agent-contracts.tables.ts';
import type { ContractKind, ContractState, ContractTerms } from './contract-terms.model.ts';
import { termsFromJson, termsToJson } from './terms-json.ts';

export type AgentContract = {
  id: number;
  merchantId: number;
  agentId: number;
  offeredBy: number | null;
  kind: ContractKind;
  period: string;
  version: number;
  terms: ContractTerms;
  state: ContractState;
  createdAt: string;
  answeredAt: string | null;
  endedAt: string | null;
  endReason: string | null;
};

type Row = Selectable<AgentContractsTable>;

const mapContract = (row: Row): AgentContract => ({
  id: Number(row.id),
  merchantId: Number(row.merchant_id),
  agentId: Number(row.agent_id),
  offeredBy: row.offered_by === null ? null : Number(row.offered_by),
  kind: row.kind as ContractKind,
  period: row.period,
  version: Number(row.version),
  terms: termsFromJson(row.terms),
  state: row.state as ContractState,
  createdAt: row.created_at,
  answeredAt: row.answered_at,
  endedAt: row.ended_at,
  endReason: row.end_reason,
});

export const agentContractsRepository = {
  async insert(
    db: DbOrTrx,
    contract: Pick<AgentContract, 'merchantId' | 'agentId' | 'offeredBy' | 'kind' | 'period' | 'terms' | 'createdAt'>,
  ): Promise<AgentContract> {
    const last = await db
      .selectFrom('agent_contracts')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('agent_id', '=', contract.agentId)
      .where('kind', '=', contract.kind)
      .executeTakeFirst();
    const row = await db
      .insertInto('agent_contracts')
      .values({
        merchant_id: contract.merchantId,
        agent_id: contract.agentId,
        offered_by: contract.offeredBy,
        kind: contract.kind,
        period: contract.period,
        version: Number(last?.version ?? 0) + 1,
        terms: termsToJson(contract.terms),
        created_at: contract.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return mapContract(row);
  },

  async findForAgent(db: DbOrTrx, agentId: number, id: number): Promise<AgentContract | null> {
    const row = await db
      .selectFrom('agent_contracts')
      .selectAll()
      .where('id', '=', id)
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
    return row ? mapContract(row) : null;
  },

  /** An agent's contracts of a kind in a state (at most one accepted and one open, by the unique indexes). */
  async ofAgent(db: DbOrTrx, agentId: number, kind: ContractKind, state: ContractState): Promise<AgentContract | null> {
    const row = await db
      .selectFrom('agent_contracts')
      .selectAll()
      .where('agent_id', '=', agentId)
      .where('kind', '=', kind)
      .where('state', '=', state)
      .executeTakeFirst();
    return row ? mapContract(row) : null;
  },

  /** The live (accepted or open) contracts an agent has offered its downlines, of a kind. */
  async liveOfferedBy(db: DbOrTrx, offeredBy: number, kind: ContractKind): Promise<AgentContract[]> {
    const rows = await db
      .selectFrom('agent_contracts')
      .selectAll()
      .where('offered_by', '=', offeredBy)
      .where('kind', '=', kind)
      .where('state', 'in', ['requested', 'accepted'])
      .orderBy('id')
      .execute();
    return rows.map((row) => mapContract(row));
  },

  /** A brand's accepted contracts of a kind (every period, for dividends), answered before `before`. */
  async acceptedOfKind(db: DbOrTrx, merchantId: number, kind: ContractKind, before: string): Promise<AgentContract[]> {
    const query = db
      .selectFrom('agent_contracts')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', kind)
      .where('state', '=', 'accepted')
      .where('answered_at', '<', before);
    return (await query.orderBy('id').execute()).map((row) => mapContract(row));
  },

  /** Brands with an accepted contract of a kind, and since when the oldest was answered. */
  async brandsWithContracts(db: DbOrTrx, kind: ContractKind) {
    const rows = await db
      .selectFrom('agent_contracts')
      .select(['merchant_id', 'period'])
      .select((eb) => eb.fn.min('answered_at').as('since'))
      .where('kind', '=', kind)
      .where('state', '=', 'accepted')
      .groupBy(['merchant_id', 'period'])
      .execute();
    return rows.map((r) => ({ merchantId: Number(r.merchant_id), period: r.period, since: String(r.since) }));
  },

  async listForBrand(
    db: DbOrTrx,
    merchantId: number,
    filter: { kind?: ContractKind | undefined; state?: ContractState | undefined },
  ): Promise<AgentContract[]> {
    let query = db.selectFrom('agent_contracts').selectAll().where('merchant_id', '=', merchantId);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.state) query = query.where('state', '=', filter.state);
    return (await query.orderBy('id', 'desc').limit(500).execute()).map((row) => mapContract(row));
  },

  async listForAgent(db: DbOrTrx, agentId: number): Promise<AgentContract[]> {
    const rows = await db
      .selectFrom('agent_contracts')
      .selectAll()
      .where((eb) => eb.or([eb('agent_id', '=', agentId), eb('offered_by', '=', agentId)]))
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => mapContract(row));
  },

  /** Moves a contract from `from` to `to` only if it is still in `from`: answers whether it moved. */
  async move(
    db: DbOrTrx,
    id: number,
    from: ContractState,
    to: ContractState,
    at: string,
    endReason: string | null = null,
  ): Promise<boolean> {
    const ends = to === 'terminated' || to === 'rejected';
    const result = await db
      .updateTable('agent_contracts')
      .set({
        state: to,
        ...(from === 'requested' ? { answered_at: at } : {}),
        ...(ends ? { ended_at: at, end_reason: endReason } : {}),
      })
      .where('id', '=', id)
      .where('state', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
