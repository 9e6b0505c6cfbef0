import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PhoneIcon, PlayIcon, UserIcon } from '@/components/ui/icons';
import { SegmentedTabs, tabSet } from '@/components/ui/segmented-tabs';
import { Spinner } from '@/components/ui/spinner';
import { LinkButton } from '@/components/ui/link-button';
import { useFlag } from '@/lib/site/use-status';
import { startFreePlay } from '@/lib/auth/flows';
import { SmsLogin } from './sms-login';
import { UsernameLogin, type CaptchaState } from './username-login';

type LoginType = 'username' | 'sms';

const LOGIN_TYPES = tabSet<LoginType>('login', 'login.typeLabel', [
  { value: 'username', label: 'login.typeUsername', icon: UserIcon },
  { value: 'sms', label: 'login.typeSms', icon: PhoneIcon },
]);

/** The login form of the popup and of /login: username or SMS, free play, links out. */
export function LoginForm({ onRegister, onForgot }: { onRegister?: () => void; onForgot: () => void }) {
  const { t } = useTranslation();
  const smsLogin = useFlag('MOBILEVERCODELOGIN3');
  const freePlay = useFlag('FREEPLAY3');
  const [type, setType] = useState<LoginType>('username');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [demoLoading, setDemoLoading] = useState(false);

  // Once a failed login asked for a captcha, every later try (either type) carries one.
  const require = useCallback(() => {
    setCaptchaShown(true);
    setCaptchaKey((key) => key + 1);
  }, []);
  const captcha: CaptchaState = { shown: captchaShown, refreshKey: captchaKey, require };

  const playDemo = async () => {
    setDemoLoading(true);
    await startFreePlay();
    setDemoLoading(false);
  };

  return (
    <div className="flex flex-col gap-5">
      {smsLogin ? <SegmentedTabs tabs={LOGIN_TYPES} value={type} onChange={setType} /> : null}
      {type === 'username' ? (
        <UsernameLogin captcha={captcha} onForgot={onForgot} />
      ) : (
        <SmsLogin captcha={captcha} onForgot={onForgot} />
      )}
      {freePlay ? (
        <>
          <div
            className="flex items-center gap-3 text-xs font-semibold tracking-wider text-fg-muted uppercase"
            aria-hidden="true"
          >
            <span className="h-px flex-1 bg-line" />
            {t('login.or')}
            <span className="h-px flex-1 bg-line" />
          </div>
          <Button
            variant="outline"
            size="lg"
            onClick={() => void playDemo()}
            disabled={demoLoading}
            aria-busy={demoLoading || undefined}
          >
            {demoLoading ? <Spinner /> : <PlayIcon size={18} />}
            {t('login.freePlay')}
          </Button>
        </>
      ) : null}
      {onRegister ? (
        <p className="text-center text-sm text-fg-muted">
          {t('login.noAccount')} <LinkButton onClick={onRegister}>{t('login.registerLink')}</LinkButton>
        </p>
      ) : null}
    </div>
  );
}
