/** CSV cells for spreadsheet use: quoted per RFC 4180, formula triggers neutralised. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A cell starting with = + - @ (or tab / carriage return) is run as a formula by spreadsheet
  // programs; a leading apostrophe makes it plain text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: unknown[]): string {
  return cells.map(csvCell).join(',');
}
