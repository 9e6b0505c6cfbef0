import {
  PATTERN_ID_MAX,
  REGISTER_FIELDS,
  REGISTER_TYPES,
  registerFieldSchema,
  registerTypeSchema,
  type FieldSetting,
} from '@arcadia/contracts';
import {
  getRegisterSettings,
  updateFieldSetting,
  type FieldSettingPatch,
} from '../../modules/register-settings/register-settings.usecases.ts';
import { CliError, parseOnOff, defineCommands, type Command } from '../command.ts';
import { brandViewCommand } from '../command-builders.ts';
import { TAKES_EFFECT, table, yesNo } from '../output.ts';

const KEYS = ['enabled', 'required', 'minLength', 'maxLength', 'patternId', 'acceptedPattern'] as const;
type Key = (typeof KEYS)[number];

const HEADERS = ['FIELD', 'ENABLED', 'REQUIRED', 'MIN', 'MAX', 'PATTERN', 'ACCEPTED'];
const row = (f: FieldSetting) => [
  f.field,
  yesNo(f.enabled),
  yesNo(f.required),
  String(f.minLength),
  String(f.maxLength),
  f.patternId === null ? 'none' : String(f.patternId),
  f.acceptedPattern,
];

function wholeNumber(key: Key, value: string): number {
  if (!/^\d+$/.test(value)) throw new CliError(`${key} must be a whole number, got '${value}'.`);
  return Number(value);
}

/** Turns "key=value" words into a patch; ranges and consistency are the use case's job. */
function parsePatch(pairs: string[]): FieldSettingPatch {
  const patch: FieldSettingPatch = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const key = pair.slice(0, at) as Key;
    const value = pair.slice(at + 1);
    if (at < 1 || !KEYS.includes(key)) {
      throw new CliError(`Expected key=value with key one of: ${KEYS.join(', ')}; got '${pair}'.`);
    }
    switch (key) {
      case 'enabled':
      case 'required':
        patch[key] = parseOnOff(value, key);
        break;
      case 'minLength':
      case 'maxLength':
        patch[key] = wholeNumber(key, value);
        break;
      case 'patternId':
        patch.patternId = value === 'none' ? null : wholeNumber(key, value);
        break;
      case 'acceptedPattern':
        patch.acceptedPattern = value;
        break;
    }
  }
  return patch;
}

const show = brandViewCommand(
  { name: 'register', summary: 'Show the registration field rules of both entries (register, registerMobile)' },
  getRegisterSettings,
  (entries, merchant) => ({ merchant: merchant.code, entries }),
  (entries) => entries.map((e) => `${e.registerType}\n${table(HEADERS, e.fields.map(row))}`).join('\n\n'),
);

const set: Command = {
  name: 'register:set',
  usage: '<register|registerMobile> <field> key=value ...',
  summary: `Change one field's rules: ${KEYS.join(', ')} (patternId 0-${PATTERN_ID_MAX} or none)`,
  async run(ctx) {
    const [rawType = '', rawField = '', ...pairs] = ctx.args;
    const registerType = registerTypeSchema.safeParse(rawType);
    if (!registerType.success) {
      throw new CliError(
        `Unknown register entry '${rawType}'. Valid: ${REGISTER_TYPES.join(', ')}.\nUsage: ${this.name} ${this.usage}`,
      );
    }
    const field = registerFieldSchema.safeParse(rawField);
    if (!field.success) throw new CliError(`Unknown field '${rawField}'. Valid: ${REGISTER_FIELDS.join(', ')}.`);
    if (pairs.length === 0)
      throw new CliError(`Nothing to change. Give key=value with key one of: ${KEYS.join(', ')}.`);
    const patch = parsePatch(pairs);
    const merchant = await ctx.merchant();
    await updateFieldSetting(ctx.db, merchant.id, registerType.data, field.data, patch);
    const entries = await getRegisterSettings(ctx.db, merchant.id);
    const updated = entries
      .find((e) => e.registerType === registerType.data)
      ?.fields.find((f) => f.field === field.data);
    ctx.print({ merchant: merchant.code, registerType: registerType.data, setting: updated }, () =>
      [
        `${registerType.data} / ${field.data} of ${merchant.code}`,
        table(HEADERS, updated ? [row(updated)] : []),
        TAKES_EFFECT,
      ].join('\n'),
    );
  },
};

export default defineCommands(30, [show, set]);
