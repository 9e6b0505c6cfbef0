import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The row under the fields: remember-me on the left, forgot password on the right. */
export function LoginExtras({ remember, onForgot }: { remember: ReactNode; onForgot: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-3">
      {remember}
      <button
        type="button"
        onClick={onForgot}
        className="rounded text-sm font-semibold text-brand-fg hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t('login.forgot')}
      </button>
    </div>
  );
}
