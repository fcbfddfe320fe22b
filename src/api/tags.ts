/**
 * Every tag type the product uses, declared once so features only inject endpoints. Lists are
 * tagged `{type, id: 'LIST'}` plus one tag per record id; creates invalidate LIST, updates and
 * deletes invalidate the record on every screen that shows it (`leadRowTags`). Master collections
 * share the `Master` tag with ids `${collection}-LIST` and `${collection}-${id}` (see `masterTags`).
 * tests/components/rtk-tags.test.tsx holds every endpoint to this list: each type is provided by
 * some query, and nothing invalidates a type no query provides.
 */
export const TAG_TYPES = [
  'Auth',
  'Lead',
  'LeadActivity',
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
  'RolePermission',
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

/**
 * One lead's row on every screen that lists it: the leads list and the lead's own reads (`Lead`),
 * the key-account list (`KeyAccount`, the same lead ids) and the employee activity report (no ids:
 * its cards group leads, so it is read again as a whole). A lead's update or delete invalidates
 * these; whatever also moves counts (the dashboard, filters) adds `{Lead, LIST}`.
 */
export const leadRowTags = (leadId: number) => [
  { type: 'Lead' as const, id: leadId },
  { type: 'KeyAccount' as const, id: leadId },
  { type: 'Report' as const, id: LIST },
];

/**
 * Tags a lead details write invalidates (an activity, online or sent from the queue, the logo): the
 * lead's row everywhere (panel, lists, the report), its timeline, and the key-account list (a
 * key-account activity makes the lead one).
 */
export const leadDetailsTags = (leadId: number) => [
  ...leadRowTags(leadId),
  { type: 'Lead' as const, id: LIST },
  { type: 'LeadActivity' as const, id: leadId },
  { type: 'KeyAccount' as const, id: LIST },
];
