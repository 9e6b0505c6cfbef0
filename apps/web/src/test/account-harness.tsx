import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FieldSetting, RegisterSettingEntry, StatusValue } from '@arcadia/contracts';
import { statusQueryOptions } from '@/lib/site/status-api';
import { MODAL_REGISTRY } from '@/app/modals/modal-registry';
import { ModalHost } from '@/modals';
import { makeStatus } from './envelopes';

type Flags = Record<string, boolean>;

/** A whitelabel tree with the given flags on (everything else off). */
export function whitelabel(flags: Flags): StatusValue['info']['whitelabel'] {
  return [
    {
      modId: 'ALL3',
      enabled: '1',
      childrenNodes: Object.entries(flags).map(([modId, on]) => ({
        modId,
        enabled: on ? '1' : '0',
        childrenNodes: [],
      })),
    },
  ] as unknown as StatusValue['info']['whitelabel'];
}

export const setting = (over: Partial<FieldSetting> & Pick<FieldSetting, 'field'>): FieldSetting => ({
  enabled: true,
  required: false,
  minLength: 1,
  maxLength: 50,
  patternId: null,
  acceptedPattern: '*',
  ...over,
});

export const DEMO_RULES: RegisterSettingEntry[] = [
  {
    registerType: 'register',
    fields: [
      setting({ field: 'username', required: true, minLength: 6, maxLength: 16, patternId: 0 }),
      setting({ field: 'password', required: true, minLength: 6, maxLength: 20, patternId: 5 }),
      setting({ field: 'confirmPassword', required: true, minLength: 6, maxLength: 20, patternId: 5 }),
      setting({ field: 'email', enabled: false, patternId: 2 }),
      setting({ field: 'captcha', required: true, minLength: 4, maxLength: 4, patternId: 0 }),
    ],
  },
  {
    registerType: 'registerMobile',
    fields: [setting({ field: 'mobileNum', required: true, minLength: 8, maxLength: 15, patternId: 3 })],
  },
];

/** Renders account UI with a loaded status (flags, rules) and the modal host, as the app does. */
export function renderWithStatus(ui: ReactNode, options: { flags?: Flags; rules?: RegisterSettingEntry[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const status = makeStatus();
  status.info.whitelabel = whitelabel(options.flags ?? {});
  status.info.registerRules = options.rules ?? DEMO_RULES;
  queryClient.setQueryData(statusQueryOptions.queryKey, status);
  const result = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <ModalHost registry={MODAL_REGISTRY} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export const memberFixture = {
  id: '42',
  account: 'player01',
  nickname: 'Player One',
  type: 0 as const,
  toUpline: false,
  clubLabel: null,
  memberLabel: [{ labelName: 'New', color: '#ffffff', color2: '#7c5cff' }],
  avatar: '/avatars/avatar-03.svg',
  language: 'pt' as const,
  mobileMasked: null,
  emailMasked: null,
  affiliateCode: null,
  hasPaymentPassword: false,
  currency: 'USD',
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const loginValueFixture = {
  token: 'tok_new',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  user: memberFixture,
};
