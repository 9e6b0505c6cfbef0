import type { GameCategory, IsGame, VendorWalletMode } from '@arcadia/contracts';
import type { Minor } from '../../lib/money.ts';

export type Names = Partial<Record<string, string>>;
/**
 * How a vendor's games launch: inhouse (this server's own pages, in-process wallet), hub88 (a real
 * Hub88 integration), sandbox (the built-in sandbox aggregator, which speaks Hub88).
 */
export type VendorRoute = 'inhouse' | 'hub88' | 'sandbox';
export const vendorRoute = (value: string): VendorRoute =>
  value === 'inhouse' || value === 'sandbox' ? value : 'hub88';

export type CatalogueVendor = {
  id: number;
  merchantId: number;
  code: string;
  name: string;
  names: Names;
  category: GameCategory;
  walletMode: VendorWalletMode;
  route: VendorRoute;
  enabled: boolean;
  isHot: boolean;
  sort: number;
  gameCount: number;
};

export type CatalogueGame = {
  id: number;
  merchantId: number;
  vendorId: number;
  vendorCode: string;
  vendorNames: Names;
  vendorName: string;
  walletMode: VendorWalletMode;
  route: VendorRoute;
  gameCode: string;
  code: string;
  category: GameCategory;
  names: Names;
  art: string;
  isHot: boolean;
  isNew: boolean;
  enabled: boolean;
  vendorEnabled: boolean;
  demo: boolean;
  minBet: Minor;
  minLineNum: number;
  classify: string[];
  defaultPlayType: string;
  accountTypeName: string;
  isGame: IsGame;
  popularity: number;
};

/** A name in the wanted language, else English, else any. */
export function pickName(names: Names, language: string, fallback: string): string {
  return names[language] ?? names.en ?? Object.values(names)[0] ?? fallback;
}

export function parseNames(text: string): Names {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Names) : {};
  } catch {
    return {};
  }
}

export const searchText = (names: Names, gameCode: string) =>
  [...new Set([...Object.values(names), gameCode])].join(' ').toLowerCase();
