export { ImportDialog } from './ImportDialog';
export type { ImportDescriptor, ImportField } from './types';
