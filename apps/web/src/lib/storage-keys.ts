import type { Language } from '@arcadia/contracts';

/**
 * Every browser-storage key the portal uses, with the type of its value (spec accounts.md
 * section 3). Values are stored as JSON so numbers and booleans survive a reload.
 */
export type SessionValues = {
  token: string;
  account: string;
  merchant: string;
  merchantCode: string;
  platform: string;
  nickname: string;
  username: string;
  customerId: string;
  /** 0 member; 1, 2, 41, 42 agent types; 4 trial (free-play) account. */
  isAgent: number;
  toUpline: boolean;
  memberLabel: string;
  memberLabelTextColor: string;
  memberLabelBgColor: string;
  wallet: unknown;
  /** Change-password flag. */
  cpw: boolean;
  settings: unknown;
  routers: unknown;
  validate: unknown;
  gameVendor: unknown;
  index_notice: unknown;
  consolidated: boolean;
  enableSalary: boolean;
  enableContract: boolean;
  iframeUrl: string;
  merchantWallet: unknown;
  /** The header balance shown as stars; a browser-tab preference, so not cleared at logout. */
  balanceHidden: boolean;
};
export type SessionKey = keyof SessionValues;

/** Plain-text keys are stored raw (as the original site did), the rest as JSON. */
const TEXT_KEYS = [
  'token',
  'account',
  'merchant',
  'merchantCode',
  'platform',
  'nickname',
  'username',
  'customerId',
  'memberLabel',
  'memberLabelTextColor',
  'memberLabelBgColor',
  'iframeUrl',
] as const satisfies readonly SessionKey[];
const JSON_KEYS = [
  'isAgent',
  'toUpline',
  'wallet',
  'cpw',
  'settings',
  'routers',
  'validate',
  'gameVendor',
  'index_notice',
  'consolidated',
  'enableSalary',
  'enableContract',
  'merchantWallet',
] as const satisfies readonly SessionKey[];

export const SESSION_KEYS = [...TEXT_KEYS, ...JSON_KEYS] as const satisfies readonly SessionKey[];
export const TEXT_SESSION_KEYS: ReadonlySet<SessionKey> = new Set<SessionKey>(TEXT_KEYS);

/** Keys that describe the brand rather than the visitor: they survive a logout. */
export const MERCHANT_KEYS = ['merchant', 'merchantCode', 'platform'] as const satisfies readonly SessionKey[];
export type MerchantKey = (typeof MERCHANT_KEYS)[number];

export type Theme = 'dark' | 'light';
export type LocalValues = {
  lang: Language;
  hisLang: Language;
  theme: Theme;
  /** Lottery favourites per username, as JSON text: { [username]: gameCode[] } (spec portal.md section 3). */
  'lottery-favourites': string;
  /** A random id of this browser, sent as X-Device-Id (the referral programme's same-device check). */
  deviceId: string;
};
export type LocalKey = keyof LocalValues;
export const LOCAL_KEYS = [
  'lang',
  'hisLang',
  'theme',
  'lottery-favourites',
  'deviceId',
] as const satisfies readonly LocalKey[];
