import { FLAG_DESCRIPTIONS, isModId, type WhitelabelNode } from '@arcadia/contracts';
import { getWhitelabelTree, setFlag } from '../../modules/flags/flags.usecases.ts';
import { expectArgs, parseOnOff, defineCommands, type Command } from '../command.ts';
import { brandViewCommand } from '../command-builders.ts';
import { TAKES_EFFECT, table } from '../output.ts';

const describe = (modId: string) => (isModId(modId) ? FLAG_DESCRIPTIONS[modId] : '');

function toJson(node: WhitelabelNode): unknown {
  return {
    modId: node.modId,
    enabled: node.enabled === '1',
    description: describe(node.modId),
    ...(node.childrenNodes.length > 0 ? { children: node.childrenNodes.map(toJson) } : {}),
  };
}

function render(tree: WhitelabelNode[]): string {
  const rows = tree.flatMap((group) => {
    const groupOn = group.enabled === '1';
    return [
      [group.modId, groupOn ? 'on' : 'off', describe(group.modId)],
      ...group.childrenNodes.map((flag) => {
        // A flag under a disabled group is off for players even though its own switch is on.
        const state = flag.enabled === '1' ? (groupOn ? 'on' : 'on (group off)') : 'off';
        return [`  ${flag.modId}`, state, describe(flag.modId)];
      }),
    ];
  });
  return table(['FLAG', 'STATE', 'DESCRIPTION'], rows);
}

const flags = brandViewCommand(
  { name: 'flags', summary: 'List the whitelabel flags (on/off) and what each one switches' },
  getWhitelabelTree,
  (tree, merchant) => ({ merchant: merchant.code, flags: tree.map(toJson) }),
  (tree, merchant) => `Flags of ${merchant.code} (${merchant.name})\n${render(tree)}`,
);

const flagsSet: Command = {
  name: 'flags:set',
  usage: '<MODID> on|off',
  summary: 'Switch one whitelabel flag or a whole group on or off',
  async run(ctx) {
    const [rawModId = '', rawState = ''] = expectArgs(ctx, this, 2);
    const enabled = parseOnOff(rawState, 'The flag state');
    const modId = rawModId.toUpperCase();
    const merchant = await ctx.merchant();
    await setFlag(ctx.db, merchant.id, modId, enabled);
    ctx.print(
      { merchant: merchant.code, modId, enabled },
      () => `${modId} is now ${enabled ? 'on' : 'off'} for ${merchant.code}. ${TAKES_EFFECT}`,
    );
  },
};

export default defineCommands(20, [flags, flagsSet]);
