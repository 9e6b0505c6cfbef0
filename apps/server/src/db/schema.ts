import type { Generated, Kysely, Transaction } from 'kysely';
import type { LedgerTables } from '../modules/ledger/ledger.tables.ts';
import type { MemberTables } from '../modules/members/members.tables.ts';
import type { AuthTables } from '../modules/auth/auth.tables.ts';
import type { AttemptsTables } from '../modules/attempts/attempts.tables.ts';
import type { PasswordTables } from '../modules/password/password.tables.ts';
import type { VerificationTables } from '../modules/verification/verification.tables.ts';
import type { WalletTables } from '../modules/wallet/wallet.tables.ts';
import type { InboxTables } from '../modules/inbox/inbox.tables.ts';
import type { PaymentTables } from '../modules/payments/payments.tables.ts';
import type { WithdrawalTables } from '../modules/withdrawals/withdrawals.tables.ts';
import type { CatalogueTables } from '../modules/catalogue/catalogue.tables.ts';
import type { GameWalletTables } from '../modules/game-wallet/game-wallet.tables.ts';
import type { LaunchTables } from '../modules/launch/launch.tables.ts';
import type { Hub88Tables } from '../modules/hub88/hub88.tables.ts';
import type { SandboxAggregatorTables } from '../modules/sandbox-aggregator/sandbox-aggregator.tables.ts';
import type { OperatorTables } from '../modules/operators/operators.tables.ts';
import type { AuditTables } from '../modules/audit/audit.tables.ts';
import type { LotteryTables } from '../modules/lottery/lottery.tables.ts';
import type { BgsTables } from '../modules/bgs/bgs.tables.ts';
import type { ContentTables } from '../modules/content/content.tables.ts';
import type { JobTables } from '../modules/jobs/jobs.tables.ts';
import type { ChatTables } from '../modules/chat/chat.tables.ts';
import type { PlayRecordTables } from '../modules/play-record/play-record.tables.ts';
import type { AgentTables } from '../modules/agents/agents.tables.ts';
import type { AgentContractTables } from '../modules/agent-contracts/agent-contracts.tables.ts';
import type { ResponsibleGamingTables } from '../modules/responsible-gaming/responsible-gaming.tables.ts';
import type { VipTables } from '../modules/vip/vip.tables.ts';
import type { PointsTables } from '../modules/points/points.tables.ts';
import type { PromotionTables } from '../modules/promotions/promotions.tables.ts';
import type { RebateTables } from '../modules/rebates/rebates.tables.ts';
import type { MissionTables } from '../modules/missions/missions.tables.ts';
import type { RaffleTables } from '../modules/raffles/raffles.tables.ts';
import type { ReferralTables } from '../modules/referrals/referrals.tables.ts';

/**
 * Column conventions that hold on both SQLite and PostgreSQL: booleans are 0/1 integers,
 * timestamps are ISO-8601 UTC text, lists and small documents are JSON text.
 */
export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  platform: string;
  lottery_type: string;
  currency: string;
  currency_symbol: string;
  default_language: string;
  languages: string;
  is_default: number;
  maintenance: number;
  maintenance_message: string | null;
  maintenance_until: string | null;
  allowed_countries: string;
  blocked_countries: string;
  ip_allowlist: string;
  config: string;
  /** IANA zone of the brand's business day (modules/play-record). */
  time_zone: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface MerchantDomainsTable {
  id: Generated<number>;
  merchant_id: number;
  domain: string;
  /** 1 when the domain is offered to players as an alternative route. */
  is_route: number;
}

export interface MerchantFlagsTable {
  merchant_id: number;
  mod_id: string;
  enabled: number;
}

export interface RegisterSettingsTable {
  merchant_id: number;
  register_type: string;
  field: string;
  enabled: number;
  required: number;
  min_length: number;
  max_length: number;
  pattern_id: number | null;
  accepted_pattern: string;
  sort: number;
}

/** Encrypted bodies already accepted (migration 0012), so a replay is refused everywhere. */
export interface ReplayGuardTable {
  digest: string;
  expires_at: string;
}

export interface EncryptionKeysTable {
  kid: string;
  public_jwk: string;
  private_pem: string;
  active: number;
  created_at: string;
}

/** Each module owns its tables' types; this composes them. */
export interface Database
  extends
    MemberTables,
    AuthTables,
    AttemptsTables,
    PasswordTables,
    VerificationTables,
    LedgerTables,
    WalletTables,
    InboxTables,
    PaymentTables,
    WithdrawalTables,
    OperatorTables,
    AuditTables,
    CatalogueTables,
    LotteryTables,
    GameWalletTables,
    LaunchTables,
    Hub88Tables,
    SandboxAggregatorTables,
    BgsTables,
    ContentTables,
    JobTables,
    ChatTables,
    PlayRecordTables,
    AgentTables,
    AgentContractTables,
    ResponsibleGamingTables,
    VipTables,
    PointsTables,
    PromotionTables,
    RebateTables,
    MissionTables,
    RaffleTables,
    ReferralTables {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  merchant_flags: MerchantFlagsTable;
  register_settings: RegisterSettingsTable;
  encryption_keys: EncryptionKeysTable;
  replay_guard: ReplayGuardTable;
}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Repositories take either the database or an open transaction. */
export type DbOrTrx = Db | Trx;
