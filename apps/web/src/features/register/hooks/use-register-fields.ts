import { useMemo } from 'react';
import { isFlagOn, type FieldSetting, type RegisterType } from '@arcadia/contracts';
import { useSiteInfo } from '@/lib/site/use-status';
import { useRegisterSettings } from '@/lib/site/use-field-rule';

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
