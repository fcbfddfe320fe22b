import { useState } from 'react';
import { Card, Col, Form, Row } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { SubmitButton } from '../../components/form';
import { toApiFailure } from '../../lib/apiErrors';
import { useSyncRolePermissionsMutation, type RolePermissionSet } from './api';
import { groupPermissions } from './groupPermissions';

/** Role name, Select All, permissions grouped by section, Save Changes. */
export function PermissionChecklist({ role }: { role: RolePermissionSet }) {
  const [checked, setChecked] = useState(() => new Set(role.permission_ids));
  const [sync, { isLoading }] = useSyncRolePermissionsMutation();
  const all = role.all_permissions;
  const allChecked = all.length > 0 && all.every((p) => checked.has(p.id));

  const toggle = (id: number) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const result = await sync({
        roleId: role.id,
        permissions: [...checked].sort((a, b) => a - b),
      }).unwrap();
      toast.success(result.message ?? 'Permissions updated successfully.');
    } catch (error) {
      toast.error(toApiFailure(error).message);
    }
  };

  return (
    <Form onSubmit={save}>
      <Card>
        <Card.Header className="d-flex justify-content-between align-items-center">
          <h1 className="h5 mb-0">{role.name}</h1>
          <Form.Check
            id="select-all-permissions"
            label="Select All"
            checked={allChecked}
            onChange={() => setChecked(allChecked ? new Set() : new Set(all.map((p) => p.id)))}
          />
        </Card.Header>
        <Card.Body>
          {groupPermissions(all).map(([section, items]) => (
            <fieldset key={section} className="mb-3">
              <legend className="h6">{section}</legend>
              <Row>
                {items.map((p) => (
                  <Col sm={6} md={4} lg={3} key={p.id}>
                    <Form.Check
                      id={`permission-${p.id}`}
                      label={p.name}
                      checked={checked.has(p.id)}
                      onChange={() => toggle(p.id)}
                    />
                  </Col>
                ))}
              </Row>
            </fieldset>
          ))}
        </Card.Body>
        <Card.Footer className="text-end">
          <SubmitButton busy={isLoading}>Save Changes</SubmitButton>
        </Card.Footer>
      </Card>
    </Form>
  );
}
