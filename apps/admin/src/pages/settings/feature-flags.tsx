import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlagGroupState } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { api, errorText } from '../../lib/api';
import { Loaded } from '../../components/form-footer';
import { settingsKey, settingsPath, type BrandChoice } from './settings-api';

/**
 * The whitelabel flags by group, each a switch that takes effect when ticked (running servers
 * within a second). A flag under a group that is off stays off for players: it says so.
 */
export function FeatureFlagsSection({ brand, mayWrite }: { brand: BrandChoice; mayWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = settingsKey('flags', brand);
  const flags = useQuery({ queryKey: key, queryFn: () => api<FlagGroupState[]>('GET', settingsPath('flags', brand)) });
  const flip = useMutation({
    mutationFn: ({ modId, enabled }: { modId: string; enabled: boolean }) =>
      api<FlagGroupState[]>('PUT', settingsPath(`flags/${modId}`, brand), { enabled }),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
  const name = (modId: string) => t(`settings.flags.names.${modId}`, { defaultValue: modId });
  const toggle = (modId: string, enabled: boolean, note?: string) => (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        checked={enabled}
        disabled={!mayWrite || flip.isPending}
        onChange={(event) => flip.mutate({ modId, enabled: event.target.checked })}
      />
      <span>
        {name(modId)} <code className="text-xs text-fg-muted">{modId}</code>
        {note && <span className="ml-2 text-sm text-fg-muted">{note}</span>}
      </span>
    </label>
  );
  return (
    <section className="space-y-3" aria-labelledby="flags-title">
      <h2 id="flags-title" className="text-xl font-bold">
        {t('settings.flags.title')}
      </h2>
      <p className="text-fg-muted">{t('settings.flags.help')}</p>
      {flip.isError && (
        <p role="alert" className="text-danger">
          {errorText(flip.error)}
        </p>
      )}
      <Loaded query={flags}>
        {(groups) => (
          <div className="grid gap-4 md:grid-cols-2">
            {groups.map((group) => (
              <fieldset key={group.modId} className="card space-y-2">
                <legend className="font-bold">{toggle(group.modId, group.enabled)}</legend>
                <ul className="space-y-1 pl-6">
                  {group.flags.map((flag) => (
                    <li key={flag.modId}>
                      {toggle(
                        flag.modId,
                        flag.enabled,
                        flag.enabled && !group.enabled ? t('settings.flags.groupOff') : undefined,
                      )}
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
          </div>
        )}
      </Loaded>
    </section>
  );
}
