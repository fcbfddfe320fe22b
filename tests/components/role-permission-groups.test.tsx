/** Grouping of the role permissions page: by section name, default group Other. */
import { groupPermissions } from '../../src/features/roles/groupPermissions';

test('permissions are grouped by section in first-seen order; no section goes to Other', () => {
  const groups = groupPermissions([
    { id: 1, section_name: 'Leads', name: 'manage leads' },
    { id: 2, section_name: null, name: 'orphan' },
    { id: 3, section_name: 'Basic Settings', name: 'units' },
    { id: 4, section_name: 'Leads', name: 'Leads Edit' },
    { id: 5, section_name: '  ', name: 'blank section' },
  ]);
  expect(groups.map(([section, items]) => [section, items.map((p) => p.name)])).toEqual([
    ['Leads', ['manage leads', 'Leads Edit']],
    ['Other', ['orphan', 'blank section']],
    ['Basic Settings', ['units']],
  ]);
});
