/** Query-key factory: every system query key comes from here so invalidation stays consistent. */
export const systemKeys = {
  all: ['system'] as const,
  status: () => [...systemKeys.all, 'status'] as const,
  registerSettings: () => [...systemKeys.all, 'register-settings'] as const,
};

export const SYSTEM_MODULE_ID = 'system';
