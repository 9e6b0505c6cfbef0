import type { FieldSetting, ModId, RegisterType } from '@arcadia/contracts';
import type { MerchantConfig } from '../../modules/merchants/merchant.model.ts';

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
  languages: ['pt', 'en'],
  domains: [
    { domain: 'localhost', isRoute: false },
    { domain: '127.0.0.1', isRoute: false },
    { domain: 'play.arcadia.example', isRoute: true },
    { domain: 'play2.arcadia.example', isRoute: true },
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

type Rule = Omit<FieldSetting, 'field'> & { field: FieldSetting['field'] };
const rule = (
  field: FieldSetting['field'],
  enabled: boolean,
  required: boolean,
  minLength: number,
  maxLength: number,
  patternId: number | null,
  acceptedPattern = '*',
): Rule => ({ field, enabled, required, minLength, maxLength, patternId, acceptedPattern });

/** Pattern ids follow packages/contracts (0 letters and digits, 2 e-mail, 3 digits only, 5 no spaces). */
export const DEMO_REGISTER_SETTINGS: Record<RegisterType, Rule[]> = {
  register: [
    rule('username', true, true, 6, 16, 0),
    rule('password', true, true, 6, 20, 5),
    rule('confirmPassword', true, true, 6, 20, 5),
    rule('mobileNum', true, false, 8, 15, 3),
    rule('verificationCode', false, false, 4, 6, 3),
    rule('payeeName', false, false, 2, 50, null),
    rule('paymentPassword', false, false, 6, 6, 3),
    rule('qqNum', false, false, 5, 12, 3),
    rule('line', false, false, 2, 30, 5),
    rule('whatsapp', false, false, 6, 20, 3),
    rule('zalo', false, false, 6, 20, 3),
    rule('facebook', false, false, 2, 50, 5),
    rule('wechat', false, false, 2, 30, 5),
    rule('idNumber', false, false, 6, 30, 0),
    rule('email', true, false, 6, 100, 2),
    rule('affiliateCode', true, false, 4, 20, 0),
    rule('captcha', true, true, 4, 4, 0),
  ],
  registerMobile: [
    rule('mobileNum', true, true, 8, 15, 3),
    rule('verificationCode', true, true, 4, 6, 3),
    rule('password', true, true, 6, 20, 5),
    rule('confirmPassword', true, true, 6, 20, 5),
    rule('affiliateCode', true, false, 4, 20, 0),
    rule('captcha', false, false, 4, 4, 0),
  ],
};
