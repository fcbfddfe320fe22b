import { baseApi } from '../../../api/baseApi';
import { LIST } from '../../../api/tags';
import { ImportDialog } from '../../../components/import';
import { useAppDispatch } from '../../../lib/hooks';
import { PROSPECT_IMPORT, STAKEHOLDER_IMPORT } from '../importDescriptors';

const BY_KIND = {
  prospects: { descriptor: PROSPECT_IMPORT, tag: 'Prospect' },
  stackholders: { descriptor: STAKEHOLDER_IMPORT, tag: 'Stackholder' },
} as const;

/** A list's spreadsheet import; after every finished upload the list reads again. */
export function OrganizationImportDialog({
  kind,
  onHide,
}: {
  kind: keyof typeof BY_KIND;
  onHide: () => void;
}) {
  const dispatch = useAppDispatch();
  const { descriptor, tag } = BY_KIND[kind];
  return (
    <ImportDialog
      descriptor={descriptor}
      show
      onHide={onHide}
      onFinished={() => void dispatch(baseApi.util.invalidateTags([{ type: tag, id: LIST }]))}
    />
  );
}
