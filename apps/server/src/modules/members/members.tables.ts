import type { Generated } from 'kysely';

/** Tables of members, their agent tree, labels, sessions and login throttling (migration 0002). */
export interface MembersTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  /** Lower-cased copy: usernames are unique per brand, case-insensitively. */
  username_key: string;
  password_hash: string;
  payment_password_hash: string | null;
  nickname: string;
  mobile: string | null;
  country_dialing_code: string | null;
  email: string | null;
  contact: string;
  is_agent: number;
  upline_id: number | null;
  affiliate_code: string | null;
  referral_code: string | null;
  club_label_id: number | null;
  avatar_id: string;
  language: string;
  first_login: number;
  must_change_password: number;
  password_changed_at: string;
  trial_expires_at: string | null;
  register_ip: string | null;
  register_url: string | null;
  created_at: string;
  last_login_at: string | null;
}

export interface MemberClosureTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

export interface MemberLabelsTable {
  id: Generated<number>;
  merchant_id: number;
  kind: string;
  label_name: string;
  /** JSON object: the name per language code. */
  label_names: Generated<string>;
  color: string;
  color2: string;
  rank_level: number | null;
}

export interface MemberLabelLinksTable {
  member_id: number;
  label_id: number;
}

export interface MemberTables {
  members: MembersTable;
  member_closure: MemberClosureTable;
  member_labels: MemberLabelsTable;
  member_label_links: MemberLabelLinksTable;
}
