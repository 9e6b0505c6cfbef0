/** Query-key factory: every system query key comes from here so invalidation stays consistent. */
export const systemKeys = {
  all: ['system'] as const,
  status: () => [...systemKeys.all, 'status'] as const,
  whitelabel: () => [...systemKeys.all, 'whitelabel'] as const,
  registerSettings: () => [...systemKeys.all, 'register-settings'] as const,
  domainRoute: () => [...systemKeys.all, 'domain-route'] as const,
};

export const SYSTEM_MODULE_ID = 'system';
