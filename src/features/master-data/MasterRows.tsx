import { useState } from 'react';
import { TablePager, usePager } from '../../components/TablePager';
import { QueryFailedAlert } from '../../components/LoadFailedAlert';
import { useMasterListQuery } from '../../api/lookups';
import { useCountryListQuery } from './api';
import { MasterTable } from './MasterTable';
import type { MasterDescriptor } from './types';
import { useSettled } from '../../lib/useDebouncedSearch';

/** Client-side search: the whole list is loaded, rows whose search text contains the term stay. */
export function ClientSearchedRows({ descriptor, search }: { descriptor: MasterDescriptor; search: string }) {
  const query = useMasterListQuery(descriptor.collection);
  const { data = [], isLoading } = query;
  const term = search.trim().toLowerCase();
  const text = descriptor.search.mode === 'client' ? descriptor.search.text : () => '';
  const rows = term ? data.filter((r) => text(r).toLowerCase().includes(term)) : data;
  return (
    <>
      <QueryFailedAlert
        query={query}
        what={`The ${descriptor.title.toLowerCase()} list could not be loaded.`}
      />
      <MasterTable descriptor={descriptor} rows={rows} loading={isLoading} failed={query.isError} />
    </>
  );
}

/** Server-side search and paging (Countries: GET country-list?page&per_page&search). */
export function ServerSearchedRows({
  descriptor,
  search: typed,
}: {
  descriptor: MasterDescriptor;
  search: string;
}) {
  const search = useSettled(typed.trim(), 300);
  const { page, perPage, setPage, pagerProps } = usePager();
  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    // A new search term starts again at page 1 (adjusting state during render, no extra effect).
    setLastSearch(search);
    setPage(1);
  }
  const query = useCountryListQuery({ page, per_page: perPage, search });
  const { data, isFetching, isError } = query;
  return (
    <>
      <QueryFailedAlert
        query={query}
        what={`The ${descriptor.title.toLowerCase()} list could not be loaded.`}
      />
      <MasterTable
        descriptor={descriptor}
        rows={data?.data ?? []}
        loading={isFetching && !data}
        failed={isError}
      />
      {!isError && <TablePager {...pagerProps(data?.total ?? 0)} />}
    </>
  );
}
