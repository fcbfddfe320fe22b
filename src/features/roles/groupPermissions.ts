import type { PermissionItem } from './api';

const DEFAULT_SECTION = 'Other';

/** Permissions grouped by section name in first-seen order; no section → "Other". */
export function groupPermissions(
  items: readonly PermissionItem[],
): Array<[section: string, items: PermissionItem[]]> {
  const groups = new Map<string, PermissionItem[]>();
  for (const item of items) {
    const section = item.section_name?.trim() || DEFAULT_SECTION;
    groups.set(section, [...(groups.get(section) ?? []), item]);
  }
  return [...groups.entries()];
}
