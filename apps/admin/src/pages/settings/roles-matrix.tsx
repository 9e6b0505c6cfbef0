import { useQuery } from '@tanstack/react-query';
import type { OperatorRole, Permission } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { Loaded } from '../../components/form-footer';
import { settingsKey } from './settings-api';

type Matrix = { roles: OperatorRole[]; permissions: { permission: Permission; roles: OperatorRole[] }[] };

/** Which role may do what: the server's one matrix, read-only (it changes with the code, not here). */
export function RolesMatrixSection() {
  const { t } = useTranslation();
  const matrix = useQuery({ queryKey: settingsKey('roles'), queryFn: () => api<Matrix>('GET', '/settings/roles') });
  const role = (r: OperatorRole) => t(`settings.roles.names.${r}`);
  return (
    <section className="space-y-3" aria-labelledby="roles-title">
      <h2 id="roles-title" className="text-xl font-bold">
        {t('settings.roles.title')}
      </h2>
      <p className="text-fg-muted">{t('settings.roles.help')}</p>
      <Loaded query={matrix}>
        {({ roles, permissions }) => (
          <div className="overflow-x-auto rounded-xl border border-line bg-surface">
            <table className="w-full text-left text-sm" aria-label={t('settings.roles.title')}>
              <thead className="bg-surface-2 text-fg-muted">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('settings.roles.permission')}
                  </th>
                  {roles.map((r) => (
                    <th key={r} scope="col" className="px-3 py-2 text-center">
                      {role(r)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {permissions.map(({ permission, roles: holders }) => (
                  <tr key={permission} className="border-t border-line">
                    <th scope="row" className="px-3 py-2 font-normal">
                      {t(`settings.roles.permissions.${permission.replace('.', '_')}`)}{' '}
                      <code className="text-xs text-fg-muted">{permission}</code>
                    </th>
                    {roles.map((r) => (
                      <td key={r} className="px-3 py-2 text-center">
                        <span aria-hidden="true">{holders.includes(r) ? '✓' : '—'}</span>
                        <span className="sr-only">
                          {t(holders.includes(r) ? 'settings.roles.holds' : 'settings.roles.lacks', { role: role(r) })}
                        </span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Loaded>
    </section>
  );
}
