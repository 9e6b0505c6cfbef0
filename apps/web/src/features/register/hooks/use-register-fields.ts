import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isFlagOn, type FieldSetting, type RegisterField, type RegisterType } from '@arcadia/contracts';
import { useSiteInfo } from '@/features/system';
import { registerSettingsQueryOptions } from '../api/register-settings';
import { DEFAULT_RULES } from '@/lib/field-rules';

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
 * The fields of one registration kind with the brand's flags folded in, exactly as the server
 * folds them: on mobile registration the number is always required, the password pair shows only
 * with MOBILEPASS3 and the SMS code only with SMSVERIF3.
 */
export function useRegisterFields(kind: RegisterType): FieldSetting[] {
  const settings = useRegisterSettings();
  const { whitelabel } = useSiteInfo();
  return useMemo(() => {
    const fields = settings.find((entry) => entry.registerType === kind)?.fields ?? [];
    if (kind === 'register') return fields;
    const withPassword = isFlagOn(whitelabel, 'MOBILEPASS3');
    const withSms = isFlagOn(whitelabel, 'SMSVERIF3');
    return fields.map((field) => {
      if ((field.field === 'password' || field.field === 'confirmPassword') && !withPassword)
        return { ...field, enabled: false };
      if (field.field === 'verificationCode' && !withSms) return { ...field, enabled: false };
      if (field.field === 'mobileNum') return { ...field, enabled: true, required: true };
      return field;
    });
  }, [settings, whitelabel, kind]);
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
