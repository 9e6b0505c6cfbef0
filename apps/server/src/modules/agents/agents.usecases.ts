import { randomBytes } from 'node:crypto';
import { AFFILIATE_CODES_MAX, checkField, isLowerLevel, type FieldError } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { errors } from '../../http/app-error.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { AVATAR_IDS } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';
import { getRegisterSettings } from '../register-settings/register-settings.usecases.ts';
import { levelView, type LevelConfig } from './agent-levels.ts';
import { CENTRE_ENTRY_SOURCES } from './centre-entries.port.ts';
import type { AgentContext } from './agent-access.ts';
import { agentErrors } from './agents.errors.ts';
import { agentsRepository } from './agents.repository.ts';

/** Levels this agent may give a downline: those below its own, when its level creates agents. */
export const lowerLevels = (ctx: AgentContext): LevelConfig[] =>
  ctx.level.createAgents ? ctx.levels.filter((l) => isLowerLevel(ctx.agent.isAgent, l.code)) : [];

/** Refuses a member type (for a new account or an affiliate code) the agent's level may not give. */
function checkMemberType(ctx: AgentContext, memberType: number): void {
  if (memberType === 0) return;
  if (!ctx.level.createAgents) throw agentErrors.cannotCreateAgents();
  if (!isLowerLevel(ctx.agent.isAgent, memberType)) throw agentErrors.levelNotLower();
}

export async function agentCentre(db: DbOrTrx, ctx: AgentContext) {
  const settings = await agentsRepository.settings(db, ctx.merchantId);
  const contracts = Object.assign(
    {},
    ...(await Promise.all(CENTRE_ENTRY_SOURCES.map((source) => source(db, ctx.agent.id)))),
  );
  return {
    available: true,
    affiliateUrl: null,
    level: levelView(ctx.level, ctx.language),
    lowerLevels: lowerLevels(ctx).map((l) => levelView(l, ctx.language)),
    // Dividend and salary entries show where the agent holds or is offered that kind of contract.
    entries: {
      dividend: false,
      salary: false,
      hourlySalary: false,
      realTimeSalary: false,
      ...contracts,
      transactions: ctx.level.seeTransactions,
      transferDownline: settings.downlineTransfer,
    },
  };
}

// No 0/O or 1/I: codes are read aloud and typed from screenshots.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => [...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

export async function createAffiliateCode(
  db: Db,
  ctx: AgentContext,
  input: { label: string; memberType: number; code?: string | undefined },
) {
  checkMemberType(ctx, input.memberType);
  const existing = await agentsRepository.codesOf(db, ctx.agent.id);
  if (existing.length >= AFFILIATE_CODES_MAX) throw agentErrors.codesLimit(AFFILIATE_CODES_MAX);
  const code = (input.code ?? newCode()).toUpperCase();
  // The members table still holds the first code of older agents: a new code must not shadow one.
  if (await membersPort.findByAffiliateCode(db, ctx.merchantId, code)) throw agentErrors.codeTaken();
  return agentsRepository
    .insertCode(db, {
      merchantId: ctx.merchantId,
      memberId: ctx.agent.id,
      code,
      label: input.label,
      memberType: input.memberType,
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw agentErrors.codeTaken();
      throw error;
    });
}

/** The brand's rules for the username and password fields, required here whatever the form shows. */
async function accountFieldErrors(db: Db, merchantId: number, input: { username: string; password: string }) {
  const fields = (await getRegisterSettings(db, merchantId)).find((e) => e.registerType === 'register')?.fields ?? [];
  const found: FieldError[] = [];
  for (const name of ['username', 'password'] as const) {
    const setting = fields.find((f) => f.field === name);
    if (!setting) continue;
    const error = checkField({ ...setting, enabled: true, required: true }, input[name]);
    if (error) found.push(error);
  }
  return found;
}

/**
 * The account registration centre: the agent opens a member, or a sub-agent of a lower level,
 * directly in its team (the closure rows are written with the account).
 */
export async function registerDownline(
  db: Db,
  ctx: AgentContext,
  input: { username: string; password: string; memberType: number },
  ip: string | null,
) {
  if (!ctx.level.openAccounts) throw agentErrors.cannotOpenAccounts();
  checkMemberType(ctx, input.memberType);
  const fieldErrors = await accountFieldErrors(db, ctx.merchantId, input);
  if (fieldErrors.length > 0) throw errors.invalid(fieldErrors);
  if (await membersPort.findByUsername(db, ctx.merchantId, input.username)) throw agentErrors.usernameTaken();
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  const member = await db
    .transaction()
    .execute((trx) =>
      membersPort.insert(trx, {
        merchant_id: ctx.merchantId,
        username: input.username,
        username_key: input.username.toLowerCase(),
        password_hash: passwordHash,
        payment_password_hash: null,
        nickname: input.username,
        mobile: null,
        country_dialing_code: null,
        email: null,
        contact: '{}',
        is_agent: input.memberType,
        upline_id: ctx.agent.id,
        affiliate_code: null,
        referral_code: null,
        club_label_id: null,
        avatar_id: AVATAR_IDS[Math.floor(Math.random() * AVATAR_IDS.length)]!,
        language: ctx.language,
        first_login: 1,
        must_change_password: 0,
        password_changed_at: now,
        trial_expires_at: null,
        register_ip: ip,
        register_url: null,
        created_at: now,
        last_login_at: null,
      }),
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw agentErrors.usernameTaken();
      throw error;
    });
  return { id: String(member.id), username: member.username, memberType: input.memberType };
}
