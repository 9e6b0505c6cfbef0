import type { AgentType, Language } from '@arcadia/contracts';

export type Member = {
  id: number;
  merchantId: number;
  username: string;
  passwordHash: string;
  paymentPasswordHash: string | null;
  nickname: string;
  mobile: string | null;
  countryDialingCode: string | null;
  email: string | null;
  contact: Record<string, string>;
  isAgent: AgentType;
  uplineId: number | null;
  affiliateCode: string | null;
  clubLabelId: number | null;
  avatarId: string;
  language: Language;
  firstLogin: boolean;
  mustChangePassword: boolean;
  passwordChangedAt: string;
  trialExpiresAt: string | null;
  createdAt: string;
  lastLoginAt: string | null;
};

/**
 * A member as the games see one (the game wallet, launch, the Hub88 adapter): who, which brand,
 * trial or not, and the dates a launch token is checked against. No credentials: the password
 * hashes stay in the members and auth modules.
 */
export type Player = Pick<
  Member,
  'id' | 'merchantId' | 'isAgent' | 'trialExpiresAt' | 'passwordChangedAt' | 'createdAt'
>;

export type Label = {
  labelName: string;
  /** The name per language code; `labelName` where a language has none. */
  labelNames: Record<string, string>;
  color: string;
  color2: string;
  rankLevel: number | null;
  kind: 'club' | 'member';
};

export const isTrial = (member: Pick<Member, 'isAgent'>) => member.isAgent === 4;

/** Preset avatars (generated art served by the web app). */
export const AVATAR_IDS = Array.from({ length: 12 }, (_, i) => `avatar-${String(i + 1).padStart(2, '0')}`);
export const avatarUrl = (avatarId: string) => `/avatars/${avatarId}.svg`;
