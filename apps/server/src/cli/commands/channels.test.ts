import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPaymentChannel } from '@arcadia/contracts';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { seedDemoPayments } from '../../db/seed/demo-payments.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { offeredChannels } from '../../modules/payments/channels.usecases.ts';
import { channelsRepository } from '../../modules/payments/channels.repository.ts';
import { gatewayRegistry, type PaymentGateway } from '../../modules/payments/gateways/payment-gateway.ts';

const h = useAdminHarness();
afterEach(() => {
  vi.unstubAllEnvs();
});

const db = () => h.database.db;
const channel = async (code: string, merchantId = 1) => (await channelsRepository.findByCode(db(), merchantId, code))!;
const sandboxRunning = gatewayRegistry([{ provider: 'sandbox', channelKind: 'sandbox_gateway' } as PaymentGateway]);

describe('channels', () => {
  it('lists every channel with whether it is enabled, whether its gateway runs here, its limits and fees', async () => {
    const stdout = await h.ok('channels');
    expect(stdout).toMatch(/^arcadia +bank_transfer +manual_bank +yes +yes +10\.00 +50000\.00 +0\.00 +0\.00 +member$/m);
    expect(stdout).toMatch(/^arcadia +sandbox_card +sandbox_gateway +yes +yes /m);
    const list = JSON.parse((await h.run('channels', '--json')).stdout) as AdminPaymentChannel[];
    expect(list.find((c) => c.code === 'bank_transfer')).toMatchObject({
      merchant: 'arcadia',
      enabled: true,
      available: true,
      min: '10.00',
      max: '50000.00',
    });
  });

  it('says a sandbox channel is not available when SANDBOX_PSP is off', async () => {
    vi.stubEnv('SANDBOX_PSP', 'off');
    const stdout = await h.ok('channels');
    expect(stdout).toMatch(/^arcadia +sandbox_card +sandbox_gateway +yes +no \(gateway off\)/m);
  });
});

describe('channel:enable / channel:disable', () => {
  it('stops offering a channel to members and offers it again', async () => {
    const off = await h.run('channel:disable', 'sandbox_card');
    expect(off.code).toBe(0);
    expect(off.stdout).toMatch(/sandbox_card +sandbox_gateway +no /);
    expect((await offeredChannels(db(), sandboxRunning, 1)).map((c) => c.code)).toEqual(['bank_transfer']);

    expect(await h.json('channel:enable', 'sandbox_card')).toMatchObject({ code: 'sandbox_card', enabled: true });
    expect((await offeredChannels(db(), sandboxRunning, 1)).map((c) => c.code)).toEqual([
      'bank_transfer',
      'sandbox_card',
    ]);
  });

  it('refuses an unknown channel (exit 1) and a missing code (usage, exit 2)', async () => {
    expect(await h.run('channel:disable', 'no_such_channel')).toMatchObject({
      code: 1,
      stderr: 'Error: Refused: payment.channel_not_found\n',
    });
    const usage = await h.run('channel:enable');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: channel:enable <CODE>');
  });
});

describe('channel:set', () => {
  it('edits limits, the fixed fee, the fee percent and who pays it', async () => {
    expect(await h.json('channel:set', 'bank_transfer', 'min', '20')).toMatchObject({ min: '20.00' });
    expect(await h.json('channel:set', 'bank_transfer', 'max', '900.50')).toMatchObject({ max: '900.50' });
    expect(await h.json('channel:set', 'bank_transfer', 'fee-fixed', '0.75')).toMatchObject({ fee: { fixed: '0.75' } });
    expect(await h.json('channel:set', 'bank_transfer', 'fee-percent', '1.5')).toMatchObject({
      fee: { percent: '1.50' },
    });
    expect(await h.json('channel:set', 'bank_transfer', 'fee-payer', 'house')).toMatchObject({
      fee: { payer: 'house' },
    });
    expect(await channel('bank_transfer')).toMatchObject({
      min: 2000n,
      max: 90050n,
      feeFixed: 75n,
      feeBps: 150,
      feePayer: 'house',
    });
  });

  it('refuses bad fields and values with exit 2, limits that do not fit with exit 1, and changes nothing', async () => {
    const before = await channel('bank_transfer');
    const refusals: [string[], number, string][] = [
      [['bank_transfer', 'colour', 'red'], 2, 'Field must be one of min, max, fee-fixed, fee-percent, fee-payer.'],
      [['bank_transfer', 'fee-payer', 'bank'], 2, 'fee-payer must be member or house.'],
      [['bank_transfer', 'min', 'ten'], 2, 'min must be a number with at most 2 decimals.'],
      [['bank_transfer', 'max', '10.125'], 2, 'max must be a number with at most 2 decimals.'],
      [['bank_transfer', 'fee-percent', '-1'], 2, 'fee-percent must be a number with at most 2 decimals.'],
      [['bank_transfer', 'min', '0'], 1, 'Refused: payment.channel_limits_invalid'],
      [['bank_transfer', 'min', '1000000'], 1, 'Refused: payment.channel_limits_invalid'],
      [['bank_transfer', 'fee-percent', '100'], 1, 'Refused: payment.channel_limits_invalid'],
      [['no_such_channel', 'min', '5'], 1, 'Refused: payment.channel_not_found'],
    ];
    for (const [args, exit, message] of refusals) {
      const run = await h.run('channel:set', ...args);
      const firstLine = run.stderr.split('\n')[0];
      expect({ args, code: run.code, firstLine }).toEqual({ args, code: exit, firstLine: `Error: ${message}` });
    }
    expect((await h.run('channel:set', 'bank_transfer', 'min')).code).toBe(2);
    expect(await channel('bank_transfer')).toEqual(before);
  });

  it("reads amounts in the brand's currency: a VND brand takes whole dong only", async () => {
    const vnd = await createMerchant(db(), { code: 'brand_vnd_cli', currency: 'VND' });
    await inTransaction(db(), (trx) => seedDemoPayments(trx, vnd.id));
    const refused = await h.run('channel:set', 'bank_transfer', 'min', '20.50', '--merchant', 'brand_vnd_cli');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^Error: min must be a whole number\.\n/);
    expect(await h.json('channel:set', 'bank_transfer', 'min', '20000', '--merchant', 'brand_vnd_cli')).toMatchObject({
      merchant: 'brand_vnd_cli',
      min: '20000',
      currency: 'VND',
    });
    expect((await channel('bank_transfer', vnd.id)).min).toBe(20_000n);
    // Percent keeps its two decimals whatever the currency.
    expect(
      await h.json('channel:set', 'bank_transfer', 'fee-percent', '2.25', '--merchant', 'brand_vnd_cli'),
    ).toMatchObject({ fee: { percent: '2.25' } });
  });
});
