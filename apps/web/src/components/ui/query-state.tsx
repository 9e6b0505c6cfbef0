import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/i18n';
import { FormAlert } from './form';
import { Loading } from './page-blocks';

/** A query's loading spinner and its error (as the code's message), then what its data shows. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.isError) return <FormAlert>{t(errorMessageKey(query.error))}</FormAlert>;
  return children(query.data);
}

/** The same for a list page: `empty` stands in for a list without entries. */
export function ListQueryState<T extends { list: readonly unknown[] }>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return <QueryState query={query}>{(data) => (data.list.length === 0 ? empty : children(data))}</QueryState>;
}
