import { seededRandom } from '../catalogue/art.ts';

/**
 * Payment-method icons drawn here (a card, a bank, instant transfer, wallet, crypto…): generic
 * pictures, never a payment brand's logo, and without words: the page names each one in the
 * visitor's language (the resource's label).
 */
const GLYPHS = {
  card: '<rect x="14" y="14" width="36" height="24" rx="4"/><rect x="14" y="20" width="36" height="5" fill="#0006"/>',
  bank: '<polygon points="32,10 52,20 12,20"/><rect x="15" y="22" width="5" height="14"/><rect x="29.5" y="22" width="5" height="14"/><rect x="44" y="22" width="5" height="14"/><rect x="12" y="38" width="40" height="4"/>',
  instant: '<polygon points="36,8 18,30 30,30 26,46 46,22 34,22"/>',
  wallet: '<rect x="12" y="16" width="40" height="26" rx="5"/><circle cx="44" cy="29" r="3" fill="#0006"/>',
  crypto:
    '<circle cx="32" cy="27" r="16"/><text x="32" y="34" font-size="18" text-anchor="middle" fill="#0008" font-family="sans-serif" font-weight="700">₵</text>',
  voucher: '<path d="M12 16h40v8a4 4 0 0 0 0 8v8H12v-8a4 4 0 0 0 0-8z"/>',
} as const;
export type PaymentIcon = keyof typeof GLYPHS;
export const PAYMENT_ICONS = Object.keys(GLYPHS) as PaymentIcon[];
const isPaymentIcon = (name: string): name is PaymentIcon => Object.hasOwn(GLYPHS, name);

export function paymentIconSvg(name: string): string {
  const glyph = GLYPHS[isPaymentIcon(name) ? name : 'card'];
  const random = seededRandom(`pay:${name}`);
  const hue = Math.floor(random() * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="10" fill="hsl(${hue} 55% 40%)"/><g fill="hsl(${hue} 80% 85%)" transform="translate(0 6)">${glyph}</g></svg>`;
}
