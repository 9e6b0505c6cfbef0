import { listOutbox } from '../../modules/verification/outbox.usecases.ts';
import { CliError, expectArgs, defineCommands, type Command } from '../command.ts';
import { table } from '../output.ts';

/**
 * Messages the default (outbox) providers "sent": how an operator or a tester reads an SMS code
 * or a reset link in development, when no real SMS or e-mail provider is configured.
 */
const outbox: Command = {
  name: 'outbox',
  summary: 'Show messages sent through the outbox providers (newest first)',
  options: {
    channel: 'only sms or only email',
    to: 'only messages to this recipient',
    limit: 'how many messages (default 20)',
  },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const channel = ctx.options.channel;
    if (channel !== undefined && channel !== 'sms' && channel !== 'email') {
      throw new CliError(`--channel must be sms or email, not '${channel}'.`);
    }
    const limit = ctx.options.limit === undefined ? 20 : Number(ctx.options.limit);
    if (!Number.isInteger(limit) || limit < 1) throw new CliError('--limit must be a whole number of at least 1.');
    const messages = await listOutbox(ctx.db, {
      limit,
      ...(channel ? { channel } : {}),
      ...(ctx.options.to ? { recipient: ctx.options.to } : {}),
    });
    ctx.print(messages, () =>
      table(
        ['ID', 'TIME', 'CHANNEL', 'TO', 'MESSAGE'],
        messages.map((m) => [
          String(m.id),
          m.createdAt,
          m.channel,
          m.recipient,
          [m.subject, m.body].filter(Boolean).join(' | ').replaceAll('\n', ' '),
        ]),
      ),
    );
  },
};

export default defineCommands(60, [outbox]);
