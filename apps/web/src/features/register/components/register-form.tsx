import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { RegisterType } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox, FormAlert, SubmitButton } from '@/components/ui/form';
import { PhoneIcon, UserIcon } from '@/components/ui/icons';
import { SegmentedTabs, tabSet } from '@/components/ui/segmented-tabs';
import { useRgBrandSettings } from '@/lib/site/rg-brand-settings';
import { useFlag } from '@/lib/site/use-status';
import { useRegisterFields } from '../hooks/use-register-fields';
import { useRegisterSubmit } from '../hooks/use-register-submit';
import { buildRegisterSchema, emptyRegisterValues, type RegisterValues } from '../utils/register-schema';
import { readUrlCodes } from '../utils/url-codes';
import { RegisterField } from './register-field';

export type RegisterFormProps = {
  /** In the popup a login button switches back; on the page a reset button clears the form. */
  variant: 'modal' | 'page';
  initialType?: RegisterType;
  onLogin?: () => void;
};

const REGISTER_TYPES = tabSet<RegisterType>('register', 'register.typeLabel', [
  { value: 'register', label: 'register.typeUsername', icon: UserIcon },
  { value: 'registerMobile', label: 'register.typeMobile', icon: PhoneIcon },
]);

/** Registration by username or by mobile number; tabs only when mobile registration is on. */
export function RegisterForm({ variant, initialType, onLogin }: RegisterFormProps) {
  const { t } = useTranslation();
  const byUsername = useFlag('USERNAMEREG3');
  const byMobile = useFlag('MOBILEREG3');
  const kinds = [byUsername ? 'register' : null, byMobile ? 'registerMobile' : null].filter(
    (kind): kind is RegisterType => kind !== null,
  );
  const [kind, setKind] = useState<RegisterType | undefined>(
    initialType && kinds.includes(initialType) ? initialType : kinds[0],
  );

  if (!kind) return <p className="px-1 py-6 text-center text-sm text-fg-muted">{t('errors.register.disabled')}</p>;
  return (
    <div className="flex flex-col gap-5">
      {kinds.length > 1 ? <SegmentedTabs tabs={REGISTER_TYPES} value={kind} onChange={setKind} /> : null}
      {/* Keyed by kind: the form is rebuilt whenever the registration type changes (spec section 4). */}
      <RegisterKindForm key={kind} kind={kind} variant={variant} onLogin={onLogin} />
    </div>
  );
}

function RegisterKindForm({
  kind,
  variant,
  onLogin,
}: {
  kind: RegisterType;
  variant: 'modal' | 'page';
  onLogin?: () => void;
}) {
  const { t } = useTranslation();
  const fields = useRegisterFields(kind);
  const visible = fields.filter((f) => f.enabled);
  const [urlCodes] = useState(() => readUrlCodes());
  const [captchaKey, setCaptchaKey] = useState(0);
  const schema = useMemo(() => buildRegisterSchema(fields), [fields]);
  // The brand's minimum age (18, or 21) and whether its agreement box starts ticked (the spec's default).
  const { settings: brand, loaded: brandLoaded } = useRgBrandSettings();
  const defaults = useMemo(
    () => ({ ...emptyRegisterValues(fields, urlCodes.affiliateCode), agreement: brand.agreementTicked }),
    [fields, urlCodes.affiliateCode, brand.agreementTicked],
  );
  const form = useForm<RegisterValues>({
    resolver: zodResolver(schema) as unknown as Resolver<RegisterValues>,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { submit, formError, clearFormError } = useRegisterSubmit({
    kind,
    fields,
    form,
    urlCodes,
    onCaptchaUsed: () => setCaptchaKey((key) => key + 1),
  });
  const agreed = useWatch({ control: form.control, name: 'agreement' });
  useEffect(() => {
    // The settings came after the form: their default applies unless the visitor already chose.
    if (brandLoaded && !form.getFieldState('agreement').isDirty)
      form.resetField('agreement', { defaultValue: brand.agreementTicked });
  }, [brandLoaded, brand.agreementTicked, form]);

  const reset = () => {
    // Keep the chosen country: clearing it would only make the picker guess again.
    form.reset({ ...defaults, countryDialingCode: form.getValues('countryDialingCode') });
    clearFormError();
    setCaptchaKey((key) => key + 1);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate autoComplete="off" className="flex flex-col gap-4">
      {visible.map((setting) => (
        <RegisterField key={setting.field} setting={setting} form={form} captchaKey={captchaKey} />
      ))}
      <Checkbox
        {...form.register('agreement')}
        label={
          <>
            {t('register.agreement', { age: brand.minimumAge })}{' '}
            <a
              href="/help"
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-fg underline-offset-2 hover:underline"
            >
              {t('register.agreementLink')}
            </a>
          </>
        }
      />
      <FormAlert>{formError}</FormAlert>
      <div className={variant === 'page' ? 'grid grid-cols-[1fr_2fr] gap-3' : 'flex flex-col'}>
        {variant === 'page' ? (
          <Button variant="outline" size="lg" onClick={reset}>
            {t('register.reset')}
          </Button>
        ) : null}
        <SubmitButton variant="gold" loading={form.formState.isSubmitting} disabled={!agreed}>
          {t('register.submit')}
        </SubmitButton>
      </div>
      {variant === 'modal' && onLogin ? (
        <p className="text-center text-sm text-fg-muted">
          {t('register.haveAccount')}{' '}
          <button
            type="button"
            onClick={onLogin}
            className="font-semibold text-brand-fg hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t('register.loginLink')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
