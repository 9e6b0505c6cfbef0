import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { BANNER_GROUPS, IMAGE_MAX_BYTES, LANGUAGES, LINKAGE_TYPES, type BannerInput } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { api, errorText, upload } from '../../lib/api';
import { useContentBrand, useContentPath } from './content-rows';

type Banner = {
  id: number;
  groupName: string;
  language: string | null;
  title: string;
  imageId: number;
  sort: number;
  enabled: boolean;
  linkageType: string;
  linkage: string;
  startsAt: string | null;
  endsAt: string | null;
  url: string;
};
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** A datetime-local field's value (the operator's own clock) as an ISO instant, or null when empty. */
const instant = (value: FormDataEntryValue | null) => (value ? new Date(String(value)).toISOString() : null);
const local = (at: string | null) => (at ? new Date(at).toLocaleString() : '—');

/**
 * Banners: the list of the brand's, and a form that uploads the picture (checked here for type and
 * size, and again by the server, which reads its bytes and re-encodes it) and schedules the banner.
 */
export function BannersSection({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const brand = useContentBrand();
  const path = useContentPath();
  const key = ['banners', brand ?? ''];
  const banners = useQuery({
    queryKey: key,
    queryFn: () => api<{ list: Banner[] }>('GET', path('banners')),
  });
  const create = useMutation({
    mutationFn: async ({ file, input }: { file: File; input: Omit<BannerInput, 'imageId'> }) => {
      const image = await upload<{ id: number }>(path('images'), file);
      return api<Banner>('POST', path('banners'), { ...input, imageId: image.id });
    },
    onSuccess: (banner) => {
      setMessage(t('content.created', { id: banner.id }));
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => api('DELETE', path(`banners/${id}`)),
    onSuccess: () => void client.invalidateQueries({ queryKey: key }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const form = new FormData(event.currentTarget);
    const file = form.get('image');
    if (!(file instanceof File) || file.size === 0) return setFileError(t('content.imageMissing'));
    if (!IMAGE_TYPES.includes(file.type)) return setFileError(t('content.imageType'));
    if (file.size > IMAGE_MAX_BYTES) return setFileError(t('content.imageSize', { mb: IMAGE_MAX_BYTES / 1024 / 1024 }));
    setFileError(null);
    const language = String(form.get('language'));
    create.mutate({
      file,
      input: {
        groupName: String(form.get('groupName')) as BannerInput['groupName'],
        language: (language === '' ? null : language) as BannerInput['language'],
        title: String(form.get('title')),
        sort: Number(form.get('sort') || 0),
        enabled: form.get('enabled') === 'on',
        linkageType: String(form.get('linkageType')) as BannerInput['linkageType'],
        linkage: String(form.get('linkage') ?? ''),
        startsAt: instant(form.get('startsAt')),
        endsAt: instant(form.get('endsAt')),
      },
    });
  };

  const columns: ColumnDef<Banner, unknown>[] = [
    {
      id: 'image',
      header: t('content.image'),
      cell: ({ row }) => <img src={row.original.url} alt="" width={160} height={50} className="rounded object-cover" />,
    },
    { accessorKey: 'title', header: t('content.titleColumn') },
    { accessorKey: 'groupName', header: t('content.group') },
    {
      accessorKey: 'language',
      header: t('content.language'),
      cell: ({ row }) => row.original.language ?? t('content.allLanguages'),
    },
    { accessorKey: 'startsAt', header: t('content.startsAt'), cell: ({ row }) => local(row.original.startsAt) },
    { accessorKey: 'endsAt', header: t('content.endsAt'), cell: ({ row }) => local(row.original.endsAt) },
    { accessorKey: 'enabled', header: t('content.enabled'), cell: ({ row }) => (row.original.enabled ? '✓' : '—') },
    {
      id: 'actions',
      header: '',
      cell: ({ row }) =>
        mayWrite && (
          <button
            type="button"
            className="btn-secondary"
            aria-label={`${t('content.delete')} ${row.original.title || row.original.id}`}
            onClick={() => remove.mutate(row.original.id)}
          >
            {t('content.delete')}
          </button>
        ),
    },
  ];

  return (
    <section className="space-y-4" aria-labelledby="banners-title">
      <h2 id="banners-title" className="text-xl font-bold">
        {t('content.banners')}
      </h2>
      {mayWrite && (
        <form className="card space-y-3" onSubmit={submit} aria-label={t('content.new')}>
          <h3 className="font-bold">{t('content.new')}</h3>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <label className="flex flex-col gap-1">
              {t('content.title')}
              <input name="title" className="field" maxLength={120} />
            </label>
            <label className="flex flex-col gap-1">
              {t('content.group')}
              <select name="groupName" className="field" defaultValue="hot">
                {BANNER_GROUPS.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1">
              {t('content.language')}
              <select name="language" className="field" defaultValue="">
                <option value="">{t('content.allLanguages')}</option>
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {l.toUpperCase()}
                  </option>
                ))}
              </select>
            </label>
            <div className="flex flex-col gap-1">
              <label htmlFor="banner-image">{t('content.image')}</label>
              <input
                id="banner-image"
                name="image"
                type="file"
                className="field"
                accept={IMAGE_TYPES.join(',')}
                aria-describedby="banner-image-help"
                required
              />
              <span id="banner-image-help" className="text-xs text-fg-muted">
                {t('content.imageHelp', { mb: IMAGE_MAX_BYTES / 1024 / 1024 })}
              </span>
            </div>
            <label className="flex flex-col gap-1">
              {t('content.linkageType')}
              <select name="linkageType" className="field" defaultValue="none">
                {LINKAGE_TYPES.map((l) => (
                  <option key={l} value={l}>
                    {t(`content.linkageTypes.${l}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1">
              {t('content.linkage')}
              <input name="linkage" className="field" maxLength={500} />
            </label>
            <label className="flex flex-col gap-1">
              {t('content.startsAt')}
              <input name="startsAt" type="datetime-local" className="field" />
            </label>
            <label className="flex flex-col gap-1">
              {t('content.endsAt')}
              <input name="endsAt" type="datetime-local" className="field" />
            </label>
            <label className="flex flex-col gap-1">
              {t('content.sort')}
              <input name="sort" type="number" min={0} max={10000} defaultValue={0} className="field" />
            </label>
          </div>
          <label className="flex items-center gap-2">
            <input name="enabled" type="checkbox" defaultChecked />
            {t('content.enabled')}
          </label>
          {(fileError ?? create.error) && (
            <p role="alert" className="text-danger">
              {fileError ?? errorText(create.error)}
            </p>
          )}
          {message && <p role="status">{message}</p>}
          <button className="btn-primary" disabled={create.isPending}>
            {t('content.save')}
          </button>
        </form>
      )}
      {remove.isError && (
        <p role="alert" className="text-danger">
          {errorText(remove.error)}
        </p>
      )}
      <DataTable label={t('content.list')} rows={banners.data?.list ?? []} columns={columns} csvName="banners" />
    </section>
  );
}
