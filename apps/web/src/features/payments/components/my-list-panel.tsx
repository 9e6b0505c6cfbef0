import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { ListIcon } from '@/components/ui/money-icons';
import { ListQueryState } from '@/components/ui/query-state';
import { EmptyState, Pager, Panel } from '@/components/ui/page-blocks';
import { useSessionValue } from '@/lib/session-store';

type Page = { list: readonly unknown[]; totalPages: number };

/**
 * A panel of the member's own payments (deposits, withdrawals), newest first: a page of rows, the
 * empty state when there are none, and a pager that keeps the page on screen while the next loads.
 */
export function MyListPanel<P extends Page, K extends QueryKey>({
  labels: { title, empty },
  pageQuery,
  className,
  children,
}: {
  labels: { title: string; empty: string };
  pageQuery: (token: string, pageNo: number) => UseQueryOptions<P, Error, P, K>;
  className: string;
  /** One row (an <li> with its key). */
  children: (item: P['list'][number]) => ReactNode;
}) {
  const token = useSessionValue('token') ?? '';
  const [page, setPage] = useState(1);
  const query = useQuery({ ...pageQuery(token, page), enabled: Boolean(token), placeholderData: keepPreviousData });
  return (
    <Panel title={title}>
      <ListQueryState query={query} empty={<EmptyState icon={<ListIcon />} title={empty} />}>
        {(data) => (
          <>
            <ul className={className} aria-label={title}>
              {data.list.map((item) => children(item))}
            </ul>
            <Pager page={page} totalPages={data.totalPages} onChange={setPage} busy={query.isFetching} />
          </>
        )}
      </ListQueryState>
    </Panel>
  );
}
