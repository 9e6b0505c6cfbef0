import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FieldSetting, RegisterField, RegisterType } from '@arcadia/contracts';
import { DEFAULT_RULES } from '@/lib/field-rules';
import { registerSettingsQueryOptions } from './register-settings';
import { useSiteInfo } from './use-status';

/**
 * The brand's per-field settings (GET /wps/system/setting/register). The status answer already
 * carries a copy, used as the first value so the form never flashes empty; the call refreshes it.
 */
export function useRegisterSettings() {
  const info = useSiteInfo();
  const { data } = useQuery({
    ...registerSettingsQueryOptions,
    initialData: info.registerRules,
    initialDataUpdatedAt: 0,
  });
  return data;
}

/**
 * One field's rule for the other account forms (the password rule for a new password, the
 * mobile rule for SMS login …), always enabled and required there.
 */
export function useFieldRule(field: RegisterField, kind: RegisterType = 'register'): FieldSetting {
  const settings = useRegisterSettings();
  return useMemo(() => {
    const own = settings.find((entry) => entry.registerType === kind)?.fields.find((f) => f.field === field);
    const other = settings.flatMap((entry) => entry.fields).find((f) => f.field === field);
    const rule = own ?? other ?? DEFAULT_RULES[field] ?? DEFAULT_RULES.password!;
    return { ...rule, field, enabled: true, required: true };
  }, [settings, field, kind]);
}
