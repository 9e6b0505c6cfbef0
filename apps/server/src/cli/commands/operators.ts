import { operatorRoleSchema } from '@arcadia/contracts';
import { createOperator, generateOperatorPassword } from '../../modules/operators/operators.usecases.ts';
import { resetTwoFactor } from '../../modules/operators/two-factor.usecases.ts';
import { CliError, expectArgs, defineCommands, type Command } from '../command.ts';
import { fields } from '../output.ts';

/**
 * Creates a back-office account. The password comes from ADMIN_PASSWORD, or is generated and
 * printed this once (it is stored only as an argon2id hash). Without --merchant the operator
 * works on every brand; with it, on that brand only.
 */
const operatorCreate: Command = {
  name: 'operator:create',
  usage: '<username> --role <role>',
  summary: 'Create an operator account (password from ADMIN_PASSWORD, or generated and shown once)',
  options: { role: `required: ${operatorRoleSchema.options.join(', ')}` },
  async run(ctx) {
    const [username] = expectArgs(ctx, this, 1);
    const role = operatorRoleSchema.safeParse(ctx.options.role).data;
    if (!role) throw new CliError(`--role must be one of ${operatorRoleSchema.options.join(', ')}.`);
    const given = process.env.ADMIN_PASSWORD;
    const password = given && given.length > 0 ? given : generateOperatorPassword();
    const merchant = ctx.merchantCode ? await ctx.merchant() : null;
    const operator = await createOperator(ctx.db, {
      username: username!,
      password,
      role,
      merchantId: merchant?.id ?? null,
    });
    const shown = given ? '(from ADMIN_PASSWORD)' : password;
    ctx.print(
      {
        id: operator.id,
        username: operator.username,
        role,
        merchant: merchant?.code ?? null,
        password: given ? null : password,
      },
      () =>
        [
          fields([
            ['Operator', operator.username],
            ['Role', role],
            ['Brands', merchant ? merchant.code : 'all'],
            ['Password', shown],
          ]),
          ...(given ? [] : ['Store this password now: it is not shown again.']),
        ].join('\n'),
    );
  },
};

/**
 * Clears an operator's two-factor (lost phone and recovery codes): the next sign-in enrols again.
 * The console's Settings page does the same for admins (operators.manage); this command stays for
 * the day no admin can sign in at all.
 */
const operatorResetTwoFactor: Command = {
  name: 'operator:reset-2fa',
  usage: '<username>',
  summary: "Clear an operator's two-factor; the next sign-in enrols a new authenticator",
  async run(ctx) {
    const [username] = expectArgs(ctx, this, 1);
    const operator = await resetTwoFactor(ctx.db, username!);
    if (!operator) throw new CliError(`No operator named ${username}.`);
    ctx.print({ username: operator.username, reset: true }, () => `Two-factor cleared for ${operator.username}.`);
  },
};

export default defineCommands(80, [operatorCreate, operatorResetTwoFactor]);
