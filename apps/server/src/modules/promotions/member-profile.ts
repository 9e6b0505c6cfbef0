import type { DbOrTrx } from '../../db/schema.ts';
import { membersPort } from '../members/members.port.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';
import type { MemberProfile } from './promotions.model.ts';

/** Who the member is for an audience rule: VIP level (club label rank), labels, upline chain, exclusion. */
export async function memberProfile(db: DbOrTrx, memberId: number, now: Date): Promise<MemberProfile | null> {
  const member = await membersPort.findById(db, memberId);
  if (!member) return null;
  const labels = await membersPort.labelsOf(db, member);
  const uplines = await db
    .selectFrom('member_closure')
    .select('ancestor_id')
    .where('descendant_id', '=', memberId)
    .where('depth', '>', 0)
    .execute();
  return {
    id: member.id,
    merchantId: member.merchantId,
    isAgent: member.isAgent,
    createdAt: member.createdAt,
    vipLevel: labels.find((l) => l.kind === 'club')?.rankLevel ?? null,
    labels: labels.filter((l) => l.kind === 'member').map((l) => l.labelName),
    uplineIds: uplines.map((u) => Number(u.ancestor_id)),
    excluded: await responsibleGamingPort.isExcluded(db, memberId, now),
  };
}
