import type { Trx } from '../schema.ts';
import { vendorsPort, type NewGameVendor } from '../../modules/catalogue/vendors.port.ts';

/**
 * Game vendors of the demo brand. Codes are the spec's; names are invented. BGS is the in-house
 * studio and plays straight from the main wallet (seamless), as does one esports book; the others
 * keep a transfer sub-wallet per member.
 */
export const DEMO_VENDORS: NewGameVendor[] = [
  { code: 'BGS', name: 'Arcadia Originals', walletMode: 'seamless' },
  { code: 'TCG_SEA', name: 'Lotus Draw Lotteries', walletMode: 'transfer' },
  { code: 'AV', name: 'Vantage Arena', walletMode: 'transfer' },
  { code: 'AI', name: 'Aurora Interactive Esports', walletMode: 'transfer' },
  { code: 'IMES', name: 'Ironmoss Esports', walletMode: 'transfer' },
  { code: 'TF', name: 'Tidefire Esports', walletMode: 'seamless' },
  { code: 'IA', name: 'Indigo Apex Gaming', walletMode: 'transfer' },
];

export async function seedDemoVendors(trx: Trx, merchantId: number): Promise<void> {
  await vendorsPort.insert(trx, merchantId, DEMO_VENDORS);
}
