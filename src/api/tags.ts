/**
 * Every tag type the product uses, declared once so features only inject endpoints. Lists are
 * tagged `{type, id: 'LIST'}` plus one tag per record id; creates invalidate LIST, updates and
 * deletes invalidate the record. Master collections share the `Master` tag with ids
 * `${collection}-LIST` and `${collection}-${id}` (see `masterTags`).
 */
export const TAG_TYPES = [
  'Auth',
  'Lead',
  'LeadActivity',
  'LeadStage',
  'LeadPermission',
  'EditRequest',
  'Notification',
  'Prospect',
  'Stackholder',
  'KeyAccount',
  'Document',
  'Birthday',
  'EmailTemplate',
  'Report',
  'Profile',
  'Role',
  'RolePermission',
  'Permission',
  'Employee',
  'Master',
  'AuditEntry',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

export const LIST = 'LIST' as const;

/**
 * Tags for a list of records: the LIST tag plus one per id. Every list endpoint provides these.
 * `scope` names a collection inside a shared tag type (`Master`): ids become `${scope}-LIST` and
 * `${scope}-${id}`.
 */
export function listTags<T extends TagType>(
  type: T,
  items: ReadonlyArray<{ id: number | string }> | undefined,
  scope?: string,
) {
  const id = (value: number | string) => (scope ? `${scope}-${value}` : value);
  return [{ type, id: id(LIST) }, ...(items ?? []).map((item) => ({ type, id: id(item.id) }))];
}

/** Tags for a master collection (`professions`, `lead-stages`, ...). */
export const masterTags = {
  list: (collection: string) => ({ type: 'Master' as const, id: `${collection}-${LIST}` }),
  item: (collection: string, id: number | string) => ({ type: 'Master' as const, id: `${collection}-${id}` }),
  forList: (collection: string, items: ReadonlyArray<{ id: number | string }> | undefined) =>
    listTags('Master', items, collection),
};
