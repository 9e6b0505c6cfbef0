import { fieldSettingSchema, LANGUAGES, type FieldSetting, type ModId, type RegisterType } from '@arcadia/contracts';
import type { MerchantConfig } from '../../modules/merchants/merchant.model.ts';
import DEMO_FIELD_RULES from './demo-register-settings.json' with { type: 'json' };

/**
 * The demo brand. Invented name and art; clearly demo data. Operators replace it (or add their
 * own brands) through the admin CLI and, later, the console.
 */
export const DEMO_MERCHANT = {
  code: 'arcadia',
  name: 'Arcadia Demo',
  platform: 'WEB',
  lotteryType: 'Lott',
  currency: 'USD',
  currencySymbol: '$',
  defaultLanguage: 'pt',
  // Every language the portal speaks; the demo content is seeded in each (issue 24, item 6).
  languages: LANGUAGES,
  // Both names this server answers locally, and they are the speed test's routes, so the demo
  // leads nowhere off this machine; a real brand lists its own domains here instead.
  domains: [
    { domain: 'localhost', isRoute: true },
    { domain: '127.0.0.1', isRoute: true },
  ],
  config: {
    logoText: 'ARCADIA',
    resources: {},
    customerService: [],
    gtagId: null,
    imageCDNs: [],
    launchGameCDNs: [],
  } satisfies MerchantConfig,
} as const;

const ON: ModId[] = [
  'REGISTER3',
  'DIRECTREG3',
  'USERNAMEREG3',
  'MOBILEREG3',
  'SMSVERIF3',
  'MOBILEPASS3',
  'LOGIN3',
  'MOBILEVERCODELOGIN3',
  'FREEPLAY3',
  'PASSWORD3',
  'CHNGPASSVERIF3',
  'FORCECHNGPASS3',
  'MEMBER3',
  'MEMBERCENTER3',
  'CBS3',
  'REFERRAL3',
  'AGENT3',
  'AGENTCENTER3',
  'SALARY3',
  'HOURSALARY3',
  'RTSALARY3',
  'CONTRACT3',
  'DIVIDEND3',
  'LAYOUT3',
];
const OFF: ModId[] = ['PASSEXPIRY3', 'LOGINHOME3', 'SHOWHEADER3'];
export const DEMO_FLAGS: [ModId, boolean][] = [
  ...ON.map((m) => [m, true] as [ModId, boolean]),
  ...OFF.map((m) => [m, false] as [ModId, boolean]),
];

/** The demo's rule for each field, field names in display order; every one accepts any value ("*"). */
const rulesOf = (rules: Record<string, Omit<FieldSetting, 'field' | 'acceptedPattern'>>): FieldSetting[] =>
  Object.entries(rules).map(([field, rule]) => fieldSettingSchema.parse({ field, ...rule, acceptedPattern: '*' }));

/** Pattern ids follow packages/contracts (0 letters and digits, 2 e-mail, 3 digits only, 5 no spaces). */
export const DEMO_REGISTER_SETTINGS: Record<RegisterType, FieldSetting[]> = {
  register: rulesOf(DEMO_FIELD_RULES.register),
  registerMobile: rulesOf(DEMO_FIELD_RULES.registerMobile),
};
