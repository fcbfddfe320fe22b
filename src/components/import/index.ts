export { ImportDialog, ACCEPT } from './ImportDialog';
export { downloadRejectedRows, rejectedSheet } from './rejectedRows';
export { importActors, loadXlsx, parseSheet, uploadRows } from './importActors';
export { useImport } from './useImport';
export { DOWNLOAD_REJECTED, UPLOAD_FAILED } from './importToasts';
export type { ImportDescriptor, ImportField } from './types';
