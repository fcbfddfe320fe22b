import * as XLSX from '@e965/xlsx';
import { BIRTHDAY_FIELDS } from './input';

export const SAMPLE_FILE_NAME = 'birthday_wish_sample.xlsx';

/** The sample import file: the field names as the header row and one example contact. */
export function birthdaySampleXlsx(): Buffer {
  const rows = [
    [...BIRTHDAY_FIELDS],
    [
      'Padma Technologies Ltd',
      'Tania Roy',
      'Director',
      'tania.roy@example.com',
      '+8801716262934',
      '1985-03-21',
      'House 30, Road 2, Binodpur, Rajshahi',
    ],
  ];
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = BIRTHDAY_FIELDS.map(() => ({ wch: 24 }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Birthday List');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
