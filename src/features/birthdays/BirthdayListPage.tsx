import { useCallback, useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { QueryFailedAlert, UNAVAILABLE_TEXT } from '../../components/LoadFailedAlert';
import { DataTable } from '../../components/DataTable';
import { ListCardHeader } from '../../components/ListCardHeader';
import { DeleteConfirm } from '../../components/DeleteConfirm';
import { ImportDialog } from '../../components/import';
import { baseApi } from '../../api/baseApi';
import { LIST } from '../../api/tags';
import { useAppDispatch } from '../../lib/hooks';
import { gatedScreen } from '../../components/RequirePermission';
import { TablePager, usePager } from '../../components/TablePager';
import { saveObjectUrl } from '../../lib/download';
import { P } from '../../../contract/permissions';
import { useBirthdayListQuery, useBirthdaySampleMutation } from './api';
import { BirthdayDialog } from './BirthdayDialog';
import { BIRTHDAY_COLUMNS } from './columns';
import { BIRTHDAY_IMPORT } from './importDescriptor';
import { sendBirthdayEvent, useBirthdayDialog } from './useBirthdayDialog';

export default gatedScreen(P.birthdayList, BirthdayList);

function BirthdayList() {
  const { page, perPage, setPage, pagerProps } = usePager();
  const list = useBirthdayListQuery({ page, per_page: perPage });
  const { data, isFetching, isError } = list;
  const [snapshot, , actor] = useBirthdayDialog();
  // Deleting the last row of the last page: show the page before it (adjusted during render).
  if (data && page > 1 && data.data.length === 0 && !isFetching) setPage(page - 1);
  const [sample, { isLoading: downloading }] = useBirthdaySampleMutation();
  const [importing, setImporting] = useState(false);
  const dispatch = useAppDispatch();
  // The dialog closes and the list refreshes whatever the import's outcome.
  const refresh = useCallback(
    () => void dispatch(baseApi.util.invalidateTags([{ type: 'Birthday', id: LIST }])),
    [dispatch],
  );
  const hideImport = useCallback(() => setImporting(false), []);

  const downloadSample = async () => {
    try {
      const file = await sample().unwrap();
      saveObjectUrl(file.url, file.name);
      toast.success('File downloaded successfully.');
    } catch {
      toast.error('Failed to download file.');
    }
  };

  return (
    <>
      <Card>
        <ListCardHeader title="Birthday List">
          <Button variant="outline-secondary" onClick={() => setImporting(true)}>
            Import as Excel
          </Button>
          <Button variant="outline-secondary" onClick={() => void downloadSample()} disabled={downloading}>
            Download sample file
          </Button>
          <Button onClick={() => sendBirthdayEvent({ type: 'OPEN', record: null })}>Add Birthday</Button>
        </ListCardHeader>
        <Card.Body>
          <QueryFailedAlert query={list} what="The birthday list could not be loaded." />
          <DataTable
            columns={BIRTHDAY_COLUMNS}
            data={data?.data ?? []}
            loading={isFetching && !data}
            emptyText={isError ? UNAVAILABLE_TEXT : undefined}
            getRowId={(row) => String(row.id)}
          />
          {!isError && <TablePager {...pagerProps(data?.total ?? 0)} />}
        </Card.Body>
      </Card>
      <BirthdayDialog snapshot={snapshot} actor={actor} />
      <DeleteConfirm title="Birthday Contact" snapshot={snapshot} actor={actor} />
      {importing && (
        <ImportDialog descriptor={BIRTHDAY_IMPORT} show onHide={hideImport} onFinished={refresh} />
      )}
    </>
  );
}
