import { AGENT_LEVEL_CODES, formatMinor, LANGUAGES } from '@arcadia/contracts';
import {
  configureAgents,
  configureLevel,
  listLevels,
  moveMember,
  setMemberType,
} from '../../modules/agents/agents-admin.usecases.ts';
import type { LevelConfig } from '../../modules/agents/agent-levels.ts';
import { CliError, defineCommands, expectArgs, parseOnOff, type Command } from '../command.ts';
import { fields, table, yesNo } from '../output.ts';

/** The agent tree for operators: move a member with its team, promote, set levels and the brand's agent rules. */
const move: Command = {
  name: 'agent:move',
  usage: '<username> <new-upline|->',
  summary: 'Move a member and its whole team under another agent (or to the top with -)',
  options: { reason: 'why (kept with the record of the move)', actor: 'who asks (default: cli)' },
  async run(ctx) {
    const [username, upline] = expectArgs(ctx, this, 2) as [string, string];
    const merchant = await ctx.merchant();
    const moved = await moveMember(ctx.db, merchant.id, {
      username,
      uplineUsername: upline === '-' ? null : upline,
      actor: ctx.options.actor ?? 'cli',
      reason: ctx.options.reason ?? '',
    });
    ctx.print(
      moved,
      () => `${moved.member} and its team (${moved.teamSize}) now sit under ${moved.upline ?? 'nobody (top)'}.`,
    );
  },
};

const LEVEL_ARG = `0 (member) or an agent level: ${AGENT_LEVEL_CODES.join(', ')}`;
const setType: Command = {
  name: 'agent:set-level',
  usage: '<username> <level>',
  summary: `Promote a member to agent, change an agent's level, or make it a member again (${LEVEL_ARG})`,
  async run(ctx) {
    const [username, level] = expectArgs(ctx, this, 2) as [string, string];
    if (!/^\d+$/.test(level)) throw new CliError(`level: ${LEVEL_ARG}`);
    const merchant = await ctx.merchant();
    const done = await setMemberType(ctx.db, merchant.id, username, Number(level));
    ctx.print(done, () => `${done.member} is now of type ${done.type}.`);
  },
};

const promote: Command = {
  name: 'agent:promote',
  usage: '<username>',
  summary: 'Make a member an agent (level 2 unless --level says otherwise)',
  options: { level: `the agent level (${AGENT_LEVEL_CODES.join(', ')})` },
  async run(ctx) {
    const [username] = expectArgs(ctx, this, 1) as [string];
    const merchant = await ctx.merchant();
    const done = await setMemberType(ctx.db, merchant.id, username, Number(ctx.options.level ?? 2));
    ctx.print(done, () => `${done.member} is now an agent of level ${done.type}.`);
  },
};

const levelRow = (l: LevelConfig) => [
  String(l.code),
  l.names.en ?? '',
  yesNo(l.openAccounts),
  yesNo(l.createAgents),
  yesNo(l.offerContracts),
  yesNo(l.seeTransactions),
];
const levels: Command = {
  name: 'agent:levels',
  summary: "The brand's agent levels: names and what each may do",
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const list = await listLevels(ctx.db, (await ctx.merchant()).id);
    ctx.print(list, () =>
      table(
        ['CODE', 'NAME (EN)', 'OPEN ACCOUNTS', 'CREATE AGENTS', 'OFFER CONTRACTS', 'SEE TRANSACTIONS'],
        list.map(levelRow),
      ),
    );
  },
};

const CAPABILITY_OPTIONS = {
  'open-accounts': 'openAccounts',
  'create-agents': 'createAgents',
  'offer-contracts': 'offerContracts',
  'see-transactions': 'seeTransactions',
} as const;
const level: Command = {
  name: 'agent:level',
  usage: '<code>',
  summary: 'Change one agent level: its capabilities (on|off) and its name per language',
  options: {
    ...Object.fromEntries(Object.keys(CAPABILITY_OPTIONS).map((o) => [o, 'on or off'])),
    ...Object.fromEntries(LANGUAGES.map((l) => [`name-${l}`, `the name in ${l}`])),
  },
  async run(ctx) {
    const [code] = expectArgs(ctx, this, 1) as [string];
    const change: Parameters<typeof configureLevel>[3] = { names: {} };
    for (const [option, key] of Object.entries(CAPABILITY_OPTIONS)) {
      const value = ctx.options[option];
      if (value !== undefined) change[key] = parseOnOff(value, option);
    }
    for (const language of LANGUAGES) {
      const name = ctx.options[`name-${language}`];
      if (name !== undefined) change.names![language] = name;
    }
    const saved = await configureLevel(ctx.db, (await ctx.merchant()).id, Number(code), change);
    ctx.print(saved, () =>
      table(['CODE', 'NAME (EN)', 'OPEN', 'AGENTS', 'CONTRACTS', 'TRANSACTIONS'], [levelRow(saved)]),
    );
  },
};

const settings: Command = {
  name: 'agent:settings',
  summary: 'Agent rules of the brand: transfers to downlines, and the stake or deposits that make a member active',
  options: {
    'downline-transfer': 'on or off',
    'active-stake': 'stake in the period that makes a member active (0: any)',
    'active-deposits': 'deposits in the period that make a member active (0: any)',
  },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const merchant = await ctx.merchant();
    const transfer = ctx.options['downline-transfer'];
    const saved = await configureAgents(ctx.db, merchant, {
      ...(transfer === undefined ? {} : { downlineTransfer: parseOnOff(transfer, 'downline-transfer') }),
      ...(ctx.options['active-stake'] ? { activeMinStake: ctx.options['active-stake'] } : {}),
      ...(ctx.options['active-deposits'] ? { activeMinDeposits: ctx.options['active-deposits'] } : {}),
    });
    const view = {
      downlineTransfer: saved.downlineTransfer,
      activeMinStake: formatMinor(saved.activeMinStake, merchant.places),
      activeMinDeposits: formatMinor(saved.activeMinDeposits, merchant.places),
    };
    ctx.print(view, () =>
      fields([
        ['Transfer to downline', yesNo(view.downlineTransfer)],
        ['Active: stake at least', view.activeMinStake],
        ['Active: deposits at least', view.activeMinDeposits],
      ]),
    );
  },
};

export default defineCommands(85, [levels, level, setType, promote, move, settings]);
