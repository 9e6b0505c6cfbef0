import { NavLink, Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGUAGES, setLanguage } from '../i18n';
import { api, tokenStore } from '../lib/api';
import { usePermissions } from '../lib/session';
import { useTheme } from '../lib/theme';
import { PAGES } from '../pages/registry';

/** The frame: the menu of the pages this operator may open, theme, language and sign-out. */
export function Layout() {
  const { t, i18n } = useTranslation();
  const { theme, toggle } = useTheme();
  const me = usePermissions();
  const navigate = useNavigate();
  const client = useQueryClient();
  const allowed = PAGES.filter((p) => p.navKey && me.data?.permissions.includes(p.permission));
  const signOut = async () => {
    await api('DELETE', '/session/logout').catch(() => undefined);
    tokenStore.clear();
    client.clear();
    void navigate('/sign-in');
  };
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <a href="#main" className="sr-only focus:not-sr-only">
        {t('common.skip')}
      </a>
      <aside className="border-b border-line bg-sidebar p-4 md:w-56 md:border-r md:border-b-0">
        <p className="mb-4 font-extrabold">{t('common.console')}</p>
        <nav aria-label={t('common.console')}>
          <ul className="flex gap-2 md:flex-col">
            {allowed.map((page) => (
              <li key={page.path}>
                <NavLink
                  to={`/${page.path}`}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 font-medium ${isActive ? 'bg-brand text-on-brand' : 'hover:bg-surface-2'}`
                  }
                >
                  {t(page.navKey!)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 space-y-3 text-sm">
          <p className="text-fg-muted">{me.data?.role}</p>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={theme === 'dark'} onChange={toggle} />
            {t('common.theme')}
          </label>
          <label className="flex flex-col gap-1">
            {t('common.language')}
            <select className="field" value={i18n.language} onChange={(e) => setLanguage(e.target.value)}>
              {CONSOLE_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {l.toUpperCase()}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn-secondary" onClick={() => void signOut()}>
            {t('common.signOut')}
          </button>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
        <Outlet />
      </main>
    </div>
  );
}
