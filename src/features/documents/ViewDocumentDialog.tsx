import { Modal } from 'react-bootstrap';
import { useApiFiles } from '../../api/apiFile';
import { FilePreview } from '../../components/FilePreview';
import { downloadDocumentFile } from './downloads';
import type { DocumentRow } from './types';
import { ModalCloseFooter } from '../../components/ModalCloseFooter';

/** Show: the document's files with previews (images, webp included) and a Download link each. */
export function ViewDocumentDialog({ doc, onClose }: { doc: DocumentRow | null; onClose(): void }) {
  const files = useApiFiles();
  return (
    <Modal show={doc !== null} onHide={onClose} aria-labelledby="view-document-title">
      <Modal.Header closeButton>
        <Modal.Title id="view-document-title">{doc?.file_name}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary mb-2">
          {[doc?.category?.name, doc?.exhibition?.name].filter(Boolean).join(' · ')}
        </p>
        <ul className="list-unstyled mb-0">
          {(doc?.files ?? []).map((file) => (
            <li key={file.file_path} className="mb-2">
              <FilePreview
                storedName={file.file_path}
                label={file.original_name}
                onDownload={() => downloadDocumentFile(files, file)}
              />
            </li>
          ))}
        </ul>
      </Modal.Body>
      <ModalCloseFooter onClose={onClose} />
    </Modal>
  );
}
