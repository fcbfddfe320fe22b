import { Modal } from 'react-bootstrap';
import type { ConcernPerson } from '../../../../contract/records';
import { SafeLink } from './SafeLink';
import { ModalCloseFooter } from '../../../components/ModalCloseFooter';

/** 'Leads Concern Person Details': Name, Designation, Phone, Email, Gender, Influencing Role, DOB, Department, Social Networks. */
export function PersonModal({ person, onClose }: { person: ConcernPerson | null; onClose(): void }) {
  const rows: [string, string][] = person
    ? [
        ['Name', person.name],
        ['Designation', person.designation?.name ?? ''],
        ['Phone', (person.phone ?? []).join(', ')],
        ['Email', (person.email ?? []).join(', ')],
        ['Gender', person.gender ?? ''],
        ['Influencing Role', person.role?.name ?? ''],
        ['DOB', person.dob ?? ''],
        ['Department', person.department?.name ?? ''],
      ]
    : [];
  return (
    <Modal show={!!person} onHide={onClose} aria-labelledby="person-modal-title">
      <Modal.Header closeButton>
        <Modal.Title id="person-modal-title">Leads Concern Person Details</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="mb-0">
          {rows.map(([label, value]) => (
            <div key={label} className="d-flex flex-wrap gap-2">
              <dt className="text-body-secondary">{label}</dt>
              <dd className="mb-1 text-break">{value || '—'}</dd>
            </div>
          ))}
          <div className="d-flex flex-wrap gap-2">
            <dt className="text-body-secondary">Social Networks</dt>
            <dd className="mb-1 d-flex flex-wrap gap-2">
              {(person?.social_networks ?? []).length === 0 && '—'}
              {(person?.social_networks ?? []).map((s, i) => (
                <SafeLink key={i} url={s.url}>
                  {s.social_media}
                </SafeLink>
              ))}
            </dd>
          </div>
        </dl>
      </Modal.Body>
      <ModalCloseFooter onClose={onClose} />
    </Modal>
  );
}
