import { Button, Dropdown } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { useAppDispatch } from '../../../lib/hooks';
import { DOWNLOAD_FAILED, DOWNLOAD_OK, downloadSample, exportPhones } from '../files';

/** Title, the Import/Export menu (Import as Excel, Download Sample File, Export Phone) and Add. */
export function ListHeader({
  title,
  addLabel,
  onAdd,
  onImport,
  source,
  phoneIds,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  onImport: () => void;
  source: 'prospects' | 'stackholders';
  /** The records the export covers: the list's filters (every matching record, not one page). */
  phoneIds: () => Record<string, unknown>;
}) {
  const dispatch = useAppDispatch();
  const run = (job: Promise<void>) =>
    job.then(
      () => void toast.success(DOWNLOAD_OK),
      (err: Error) => void toast.error(err.message || DOWNLOAD_FAILED),
    );
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center mb-3">
      <h1 className="h4 mb-0">{title}</h1>
      <div className="d-flex gap-2">
        <Dropdown>
          <Dropdown.Toggle variant="outline-secondary" size="sm" id={`${source}-import-export`}>
            Import/Export
          </Dropdown.Toggle>
          <Dropdown.Menu>
            <Dropdown.Item as="button" type="button" onClick={onImport}>
              Import as Excel
            </Dropdown.Item>
            <Dropdown.Item as="button" type="button" onClick={() => void run(dispatch(downloadSample()))}>
              Download Sample File
            </Dropdown.Item>
            <Dropdown.Item
              as="button"
              type="button"
              onClick={() => void run(dispatch(exportPhones(source, phoneIds())))}
            >
              Export Phone
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
        <Button size="sm" onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
