/**
 * The whitelabel flag tree. The shape (which flag sits under which group) is fixed here; whether
 * each flag is on is per merchant, in the database. Names ending in 3 follow the spec's modIds.
 */
export const FLAG_TREE = {
  REGISTER3: ['DIRECTREG3', 'USERNAMEREG3', 'MOBILEREG3', 'SMSVERIF3', 'MOBILEPASS3'],
  LOGIN3: [
    'MOBILEVERCODELOGIN3',
    'FREEPLAY3',
    'PASSWORD3',
    'CHNGPASSVERIF3',
    'FORCECHNGPASS3',
    'PASSEXPIRY3',
    'LOGINHOME3',
  ],
  MEMBER3: ['MEMBERCENTER3', 'CBS3', 'REFERRAL3'],
  AGENT3: ['AGENTCENTER3', 'SALARY3', 'HOURSALARY3', 'RTSALARY3', 'CONTRACT3', 'DIVIDEND3'],
  LAYOUT3: ['SHOWHEADER3'],
} as const;

export type FlagGroup = keyof typeof FLAG_TREE;
export type FlagId = (typeof FLAG_TREE)[FlagGroup][number];
export type ModId = FlagGroup | FlagId;

export const FLAG_GROUPS = Object.keys(FLAG_TREE) as FlagGroup[];
export const FLAG_IDS = FLAG_GROUPS.flatMap((group) => [...FLAG_TREE[group]]) as FlagId[];
export const MOD_IDS: ModId[] = [...FLAG_GROUPS, ...FLAG_IDS];

/** What each flag switches, for the operator CLI and the docs. */
export const FLAG_DESCRIPTIONS: Record<ModId, string> = {
  REGISTER3: 'Registration features',
  DIRECTREG3: 'Register button in the header',
  USERNAMEREG3: 'Registration by username',
  MOBILEREG3: 'Registration by mobile number',
  SMSVERIF3: 'SMS verification code on registration',
  MOBILEPASS3: 'Password fields on mobile registration',
  LOGIN3: 'Login features',
  MOBILEVERCODELOGIN3: 'Login with an SMS code',
  FREEPLAY3: 'Free play (demo) accounts',
  PASSWORD3: 'Password login enabled',
  CHNGPASSVERIF3: 'Password recovery by phone',
  FORCECHNGPASS3: 'Forced password change when expired',
  PASSEXPIRY3: 'Password expiry policy',
  LOGINHOME3: 'Login required for home',
  MEMBER3: 'Member features',
  MEMBERCENTER3: 'Member centre (deposit, withdraw buttons)',
  CBS3: 'Chat',
  REFERRAL3: 'Referral promotion',
  AGENT3: 'Agent features',
  AGENTCENTER3: 'Agent centre',
  SALARY3: 'Daily salary',
  HOURSALARY3: 'Hourly salary',
  RTSALARY3: 'Real-time salary',
  CONTRACT3: 'Salary contracts',
  DIVIDEND3: 'Dividend contract',
  LAYOUT3: 'Layout',
  SHOWHEADER3: 'Show the header on /seamless and /vnlottery',
};

export function isModId(value: string): value is ModId {
  return (MOD_IDS as string[]).includes(value);
}

export type WhitelabelNode = { modId: string; enabled: '1' | '0'; childrenNodes: WhitelabelNode[] };

/** Reads a flag out of a tree; a flag under a disabled group is off. */
export function isFlagOn(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && isFlagOn(node.childrenNodes, modId)) return true;
  }
  return false;
}
