import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, errorText } from '../lib/api';
import { usePermissions } from '../lib/session';
import { RgMember } from './rg-member';
import { RgSettings } from './rg-settings';

type Found = { id: number; username: string; nickname: string };

/**
 * Responsible gaming (issue 30): find a member by username and see its limits, pending raises,
 * reality check, exclusion and six months of history, add a restriction (never shortening one);
 * and the brand's settings (minimum age, agreement default, deposit-limit prompt, ranges).
 */
export default function RgPage() {
  const { t } = useTranslation();
  const me = usePermissions();
  const [username, setUsername] = useState('');
  const found = useQuery({
    queryKey: ['rg-member', username],
    queryFn: () => api<Found>('GET', `/responsible-gaming/members?username=${encodeURIComponent(username)}`),
    enabled: username !== '',
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUsername(String(new FormData(event.currentTarget).get('username') ?? '').trim());
  };
  const may = (permission: 'rg.restrict' | 'rg.settings') => me.data?.permissions.includes(permission) ?? false;
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-extrabold">{t('rg.title')}</h1>
      <form role="search" className="flex flex-wrap items-end gap-2" onSubmit={submit}>
        <label className="flex flex-col gap-1">
          {t('rg.username')}
          <input name="username" className="field w-72 max-w-full" required maxLength={64} autoComplete="off" />
        </label>
        <button className="btn-primary">{t('rg.find')}</button>
      </form>
      {found.isError && (
        <p role="alert" className="text-danger">
          {errorText(found.error)}
        </p>
      )}
      {found.data && <RgMember key={found.data.id} member={found.data} mayRestrict={may('rg.restrict')} />}
      <RgSettings mayWrite={may('rg.settings')} />
    </section>
  );
}
