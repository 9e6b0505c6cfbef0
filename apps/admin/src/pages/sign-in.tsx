import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { api, errorText, tokenStore } from '../lib/api';

type Step =
  | { kind: 'password' }
  | { kind: 'verify'; challenge: string }
  | { kind: 'enrol'; challenge: string; secret: string; uri: string }
  | { kind: 'codes'; codes: string[] };

/** Two steps: the password, then the authenticator (set up here on the first sign-in). */
export default function SignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);

  const run = (work: (form: FormData) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await work(new FormData(event.currentTarget));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const password = run(async (form) => {
    const { challenge, next } = await api<{ challenge: string; next: 'verify' | 'enrol' }>('POST', '/session/login', {
      username: form.get('username'),
      password: form.get('password'),
    });
    if (next === 'verify') return setStep({ kind: 'verify', challenge });
    const { secret, uri } = await api<{ secret: string; uri: string }>('POST', '/session/enrol', { challenge });
    setStep({ kind: 'enrol', challenge, secret, uri });
  });

  const verify = (challenge: string) =>
    run(async (form) => {
      const code = String(form.get('code') ?? '');
      const body = useRecovery ? { challenge, recoveryCode: code } : { challenge, code };
      const done = await api<{ token: string; recoveryCodes: string[] | null }>('POST', '/session/verify', body);
      tokenStore.set(done.token);
      if (done.recoveryCodes) setStep({ kind: 'codes', codes: done.recoveryCodes });
      else void navigate('/');
    });

  const codeField = (
    <label className="flex flex-col gap-1">
      {useRecovery ? t('signIn.recoveryCode') : t('signIn.code')}
      <input
        name="code"
        className="field tracking-widest"
        required
        autoComplete="one-time-code"
        {...(useRecovery ? {} : { inputMode: 'numeric' as const, pattern: '\\d{6}', maxLength: 6 })}
      />
    </label>
  );

  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <div className="card w-full max-w-md space-y-4">
        <h1 className="text-xl font-extrabold">{step.kind === 'enrol' ? t('signIn.enrolTitle') : t('signIn.title')}</h1>
        {step.kind === 'password' && (
          <form className="space-y-3" onSubmit={(e) => void password(e)}>
            <label className="flex flex-col gap-1">
              {t('signIn.username')}
              <input name="username" className="field" required autoComplete="username" />
            </label>
            <label className="flex flex-col gap-1">
              {t('signIn.password')}
              <input name="password" type="password" className="field" required autoComplete="current-password" />
            </label>
            <button className="btn-primary w-full" disabled={busy}>
              {t('signIn.submit')}
            </button>
          </form>
        )}
        {step.kind === 'enrol' && (
          <form className="space-y-3" onSubmit={(e) => void verify(step.challenge)(e)}>
            <p className="text-sm text-fg-muted">{t('signIn.enrolHelp')}</p>
            <div className="mx-auto w-fit rounded-lg bg-white p-3">
              <QRCodeSVG value={step.uri} size={176} title={t('signIn.enrolTitle')} />
            </div>
            <p className="text-sm">
              {t('signIn.secret')}:{' '}
              <code data-testid="totp-secret" className="font-mono break-all">
                {step.secret}
              </code>
            </p>
            {codeField}
            <button className="btn-primary w-full" disabled={busy}>
              {t('signIn.verify')}
            </button>
          </form>
        )}
        {step.kind === 'verify' && (
          <form className="space-y-3" onSubmit={(e) => void verify(step.challenge)(e)}>
            {codeField}
            <button className="btn-primary w-full" disabled={busy}>
              {t('signIn.verify')}
            </button>
            <button type="button" className="text-sm underline" onClick={() => setUseRecovery(!useRecovery)}>
              {useRecovery ? t('signIn.code') : t('signIn.recovery')}
            </button>
          </form>
        )}
        {step.kind === 'codes' && (
          <div className="space-y-3">
            <h2 className="font-bold">{t('signIn.codesTitle')}</h2>
            <p className="text-sm text-fg-muted">{t('signIn.codesHelp')}</p>
            <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
              {step.codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <button type="button" className="btn-primary w-full" onClick={() => void navigate('/')}>
              {t('signIn.codesDone')}
            </button>
          </div>
        )}
        {error && (
          <p role="alert" className="rounded-lg bg-danger-soft p-2 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </main>
  );
}
