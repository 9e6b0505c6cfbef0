import type { MemberInfo } from '@arcadia/contracts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { avatarUrl, type Label, type Member } from './member.model.ts';

function maskMobileForMember(dialingCode: string | null, mobile: string | null): string | null {
  if (!mobile) return null;
  const national = dialingCode && mobile.startsWith(dialingCode) ? mobile.slice(dialingCode.length) : mobile;
  return `${dialingCode ?? ''} ${'•'.repeat(Math.max(national.length - 4, 0))}${national.slice(-4)}`.trim();
}

function maskEmailForMember(email: string | null): string | null {
  if (!email) return null;
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(local.length - 2, 1))}@${domain}`;
}

/** What the player site may know about a member: nothing secret, contact details masked. */
export function toMemberInfo(member: Member, labels: Label[], merchant: Merchant, language: string): MemberInfo {
  const club = labels.find((l) => l.kind === 'club');
  const nameOf = (label: Label) => label.labelNames[language] || label.labelName;
  return {
    id: String(member.id),
    account: member.username,
    nickname: member.nickname,
    type: member.isAgent,
    toUpline: member.uplineId !== null,
    clubLabel: club
      ? { labelName: nameOf(club), color: club.color, color2: club.color2, rankLevel: club.rankLevel ?? 0 }
      : null,
    memberLabel: labels
      .filter((l) => l.kind === 'member')
      .map((label) => ({ labelName: nameOf(label), color: label.color, color2: label.color2 })),
    avatar: avatarUrl(member.avatarId),
    language: member.language,
    mobileMasked: maskMobileForMember(member.countryDialingCode, member.mobile),
    emailMasked: maskEmailForMember(member.email),
    affiliateCode: member.affiliateCode,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    currency: merchant.currency,
    createdAt: member.createdAt,
  };
}
