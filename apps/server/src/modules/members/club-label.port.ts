import type { DbOrTrx } from '../../db/schema.ts';
import type { Label, Member } from './member.model.ts';

/**
 * Where a member's club label (member info's clubLabel: name, colours, rank) comes from. The VIP
 * module plugs in the member's level (vip.plugin.ts); answering undefined keeps the club label the
 * member's row names (brands without a ladder, members an operator labelled before one). Kept as a
 * slot here so the members module does not depend on VIP, which depends on members.
 */
export type ClubLabelSource = (
  db: DbOrTrx,
  member: Pick<Member, 'id' | 'merchantId' | 'clubLabelId' | 'isAgent'>,
) => Promise<Label | null | undefined>;

export const CLUB_LABEL_SOURCE: { current: ClubLabelSource | null } = { current: null };
