import { Form, Table } from 'react-bootstrap';
import {
  mapRows,
  rowProblems,
  isBlankRow,
  sheetRow,
  type ColumnMapping,
  type ImportField,
  type SheetRow,
} from '../../../machines/import.mapping';

const PREVIEW_ROWS = 20;

interface Props {
  fields: ImportField[];
  headers: string[];
  rows: SheetRow[];
  mapping: ColumnMapping;
  disabled: boolean;
  onMap: (field: string, header: string) => void;
}

/** Column mapping (one select per field) and the first rows as they will be sent, failing rows marked. */
export function ImportPreview({ fields, headers, rows, mapping, disabled, onMap }: Props) {
  const shown = mapRows(rows.slice(0, PREVIEW_ROWS), mapping);
  // Blank lines of the sheet are kept for the row numbers; the server skips them, so do the counts.
  const filled = rows.filter((r) => !isBlankRow(r));
  const failing = mapRows(filled, mapping).filter((r) => rowProblems(r, fields).length > 0).length;
  return (
    <div>
      <h3 className="h6 mt-3">Columns</h3>
      <div className="row g-2">
        {fields.map((f) => (
          <Form.Group key={f.field} className="col-12 col-sm-6" controlId={`import-map-${f.field}`}>
            <Form.Label className="small mb-0">
              {f.label}
              {f.required ? ' *' : ''}
            </Form.Label>
            <Form.Select
              size="sm"
              value={mapping[f.field] ?? ''}
              disabled={disabled}
              isInvalid={!!f.required && !mapping[f.field]}
              onChange={(e) => onMap(f.field, e.target.value)}
            >
              <option value="">(not imported)</option>
              {headers.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        ))}
      </div>
      <p className="small mt-3 mb-1" aria-live="polite">
        {filled.length} row(s) in the file; {failing} will likely be rejected. First{' '}
        {Math.min(PREVIEW_ROWS, rows.length)} shown.
      </p>
      <div className="table-responsive" style={{ maxHeight: 320 }}>
        <Table size="sm" bordered className="small mb-0">
          <thead>
            <tr>
              <th scope="col">Row</th>
              {fields
                .filter((f) => mapping[f.field])
                .map((f) => (
                  <th key={f.field} scope="col">
                    {f.label}
                  </th>
                ))}
              <th scope="col">Check</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, i) => {
              const problems = rowProblems(row, fields);
              return (
                <tr
                  key={i}
                  className={problems.length ? 'table-danger' : undefined}
                  data-testid="import-preview-row"
                >
                  <td>{sheetRow(i)}</td>
                  {fields
                    .filter((f) => mapping[f.field])
                    .map((f) => (
                      <td key={f.field}>{row[f.field]}</td>
                    ))}
                  <td>{problems.length ? `Will fail: ${problems.join(' ')}` : 'OK'}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
    </div>
  );
}
