import type { Insertable, Selectable } from 'kysely';
import { agentTypeSchema, languageSchema } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { changeFeed } from '../../lib/change-feed.ts';
import { findRow } from '../../lib/rows.ts';
import { CLUB_LABEL_SOURCE } from './club-label.port.ts';
import type { MembersTable } from './members.tables.ts';
import type { Label, Member, Player } from './member.model.ts';
import { precompiled, type Slots } from '../../db/precompiled.ts';

export function mapMember(row: Selectable<MembersTable>): Member {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    username: row.username,
    passwordHash: row.password_hash,
    paymentPasswordHash: row.payment_password_hash,
    nickname: row.nickname,
    mobile: row.mobile,
    countryDialingCode: row.country_dialing_code,
    email: row.email,
    contact: JSON.parse(row.contact) as Record<string, string>,
    isAgent: agentTypeSchema.parse(Number(row.is_agent)),
    uplineId: row.upline_id === null ? null : Number(row.upline_id),
    affiliateCode: row.affiliate_code,
    clubLabelId: row.club_label_id === null ? null : Number(row.club_label_id),
    avatarId: row.avatar_id,
    language: languageSchema.catch('en').parse(row.language),
    firstLogin: row.first_login === 1,
    mustChangePassword: row.must_change_password === 1,
    passwordChangedAt: row.password_changed_at,
    trialExpiresAt: row.trial_expires_at,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}

export type NewMember = Omit<Insertable<MembersTable>, 'id'>;

/** The labels the member's row and links name (the club label as an operator set it). */
async function storedLabelsOf(db: DbOrTrx, member: Pick<Member, 'id' | 'clubLabelId'>): Promise<Label[]> {
  const rows = await db
    .selectFrom('member_labels')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('id', 'in', eb.selectFrom('member_label_links').select('label_id').where('member_id', '=', member.id)),
        ...(member.clubLabelId ? [eb('id', '=', member.clubLabelId)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    labelName: r.label_name,
    labelNames: parseNames(r.label_names),
    color: r.color,
    color2: r.color2,
    rankLevel: r.rank_level === null ? null : Number(r.rank_level),
    kind: r.kind === 'club' ? 'club' : 'member',
  }));
}

/** What play needs of a member (the play path reads it on every bet). */
const playerRow = precompiled((db, $: Slots<{ id: number }>) =>
  db
    .selectFrom('members')
    .select(['id', 'merchant_id', 'is_agent', 'trial_expires_at', 'password_changed_at', 'created_at'])
    .where('id', '=', $('id')),
);

export const membersRepository = {
  /** Inserts the member and its closure rows (itself at depth 0, then every ancestor of its upline). */
  async insert(db: DbOrTrx, values: NewMember): Promise<Member> {
    const row = await db.insertInto('members').values(values).returningAll().executeTakeFirstOrThrow();
    const id = Number(row.id);
    await db.insertInto('member_closure').values({ ancestor_id: id, descendant_id: id, depth: 0 }).execute();
    if (values.upline_id) {
      const ancestors = await db
        .selectFrom('member_closure')
        .select(['ancestor_id', 'depth'])
        .where('descendant_id', '=', values.upline_id)
        .execute();
      if (ancestors.length > 0) {
        await db
          .insertInto('member_closure')
          .values(
            ancestors.map((a) => ({
              ancestor_id: Number(a.ancestor_id),
              descendant_id: id,
              depth: Number(a.depth) + 1,
            })),
          )
          .execute();
      }
    }
    return mapMember(row);
  },

  findById(db: DbOrTrx, id: number): Promise<Member | undefined> {
    return findRow(db, 'members', { id }, mapMember);
  },

  /** Usernames by member id, in one read (a list that names the members it shows). */
  async usernamesOf(db: DbOrTrx, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('members').select(['id', 'username']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [Number(r.id), r.username]));
  },

  /** The player facts of a member (member.model.ts `Player`): the columns a game needs, no hashes. */
  async playerById(db: DbOrTrx, id: number): Promise<Player | undefined> {
    const row = await playerRow.first(db, { id });
    return (
      row && {
        id: Number(row.id),
        merchantId: Number(row.merchant_id),
        isAgent: agentTypeSchema.parse(Number(row.is_agent)),
        trialExpiresAt: row.trial_expires_at,
        passwordChangedAt: row.password_changed_at,
        createdAt: row.created_at,
      }
    );
  },

  findByUsername(db: DbOrTrx, merchantId: number, username: string): Promise<Member | undefined> {
    return findRow(db, 'members', { merchant_id: merchantId, username_key: username.trim().toLowerCase() }, mapMember);
  },

  findByMobile(db: DbOrTrx, merchantId: number, mobile: string): Promise<Member | undefined> {
    return findRow(db, 'members', { merchant_id: merchantId, mobile }, mapMember);
  },

  findByAffiliateCode(db: DbOrTrx, merchantId: number, code: string): Promise<Member | undefined> {
    return findRow(db, 'members', { merchant_id: merchantId, affiliate_code: code.trim().toUpperCase() }, mapMember);
  },

  async update(db: DbOrTrx, id: number, values: Partial<Omit<MembersTable, 'id'>>): Promise<void> {
    await db.updateTable('members').set(values).where('id', '=', id).execute();
    changeFeed.emit({ kind: 'member', memberIds: [id] });
  },

  /** The member's operator labels and club label (the VIP level where club-label.port.ts has a source). */
  async labelsOf(db: DbOrTrx, member: Pick<Member, 'id' | 'merchantId' | 'clubLabelId' | 'isAgent'>): Promise<Label[]> {
    const club = CLUB_LABEL_SOURCE.current ? await CLUB_LABEL_SOURCE.current(db, member) : undefined;
    const labels = await storedLabelsOf(db, member);
    return club === undefined ? labels : [...labels.filter((l) => l.kind !== 'club'), ...(club ? [club] : [])];
  },

  /** Trial accounts past their expiry, with their brand's currency, for the clean-up job. */
  async listExpiredTrials(db: DbOrTrx, now: string): Promise<{ id: number; merchantId: number; currency: string }[]> {
    const rows = await db
      .selectFrom('members as m')
      .innerJoin('merchants as b', 'b.id', 'm.merchant_id')
      .select(['m.id', 'm.merchant_id', 'b.currency'])
      .where('m.is_agent', '=', 4)
      .where('m.trial_expires_at', '<', now)
      // Only those not yet closed: a live session or demo credit left.
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('sessions as s')
              .select('s.id')
              .whereRef('s.member_id', '=', 'm.id')
              .where('s.revoked_at', 'is', null),
          ),
          eb.exists(
            eb
              .selectFrom('ledger_accounts as a')
              .select('a.id')
              .whereRef('a.member_id', '=', 'm.id')
              .where('a.kind', '=', 'demo')
              .where('a.balance', '>', 0),
          ),
        ]),
      )
      .execute();
    return rows.map((r) => ({ id: Number(r.id), merchantId: Number(r.merchant_id), currency: r.currency }));
  },
};

function parseNames(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}
