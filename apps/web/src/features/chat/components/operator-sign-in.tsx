import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorMessageKey } from '@/i18n/error-message';
import { QRCodeSVG } from 'qrcode.react';
import { enrolOperator, signInOperator, verifyOperator } from '../api/operator-api';

type Second = { challenge: string; enrol: { secret: string; uri: string } | null };

/**
 * The operator login of the desk, in the console's two steps (password, then an authenticator
 * code; the first sign-in enrols the authenticator). Keeps what was typed on a failure.
 */
export function OperatorSignIn({ onSignedIn }: { onSignedIn: (token: string, name: string) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [second, setSecond] = useState<Second | null>(null);
  const [code, setCode] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      if (second) {
        const { token, operator } = await verifyOperator(second.challenge, code);
        onSignedIn(token, operator.username);
        return;
      }
      const { challenge, next } = await signInOperator(username, password);
      setSecond({ challenge, enrol: next === 'enrol' ? await enrolOperator(challenge) : null });
    } catch (error) {
      setProblem(t(errorMessageKey(error)));
    } finally {
      setBusy(false);
    }
  };
  const field =
    'w-full rounded-xl border border-line bg-surface-2 px-3 py-2.5 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring';
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="m-auto flex w-full max-w-sm flex-col gap-4 rounded-2xl border border-line bg-surface p-6 shadow-card"
    >
      <h1 className="text-xl font-semibold">{t('operatorDesk.title')}</h1>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {t('operatorDesk.username')}
        <input
          className={field}
          value={username}
          autoComplete="username"
          onChange={(e) => setUsername(e.target.value)}
          required
        />
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {t('operatorDesk.password')}
        <input
          className={field}
          type="password"
          value={password}
          autoComplete="current-password"
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </label>
      {second?.enrol ? (
        <div className="flex flex-col items-center gap-2 text-sm">
          <p>{t('operatorDesk.enrol')}</p>
          <span className="rounded-lg bg-white p-2">
            <QRCodeSVG value={second.enrol.uri} size={160} />
          </span>
          <code data-testid="totp-secret" className="font-mono break-all">
            {second.enrol.secret}
          </code>
        </div>
      ) : null}
      {second ? (
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('operatorDesk.code')}
          <input
            className={field}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            onChange={(e) => setCode(e.target.value)}
            required
          />
        </label>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {t('operatorDesk.signIn')}
      </Button>
    </form>
  );
}
