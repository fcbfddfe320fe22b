import type { Row } from '../db/row';
import type { Repos } from '../repositories';
import type { MasterDescriptor } from './types';
import { usedBy, usedByConcernPersons, usedByLeadInfo } from './usage';
import { checkCategoryParent, checkDateRange, checkStageRename } from './checks';
import { P } from '../../contract/permissions';
import type { TableCollection } from '../stored/collections';
import type { MasterRecord } from '../../contract/master-data';

const pick = (row: Row | undefined, ...keys: string[]): Record<string, unknown> | null =>
  row ? Object.fromEntries(keys.map((k) => [k, row[k] ?? null])) : null;
/** [added key, collection, the field holding its id, keys picked besides id and name] */
type RefSpec = [as: string, collection: TableCollection, field: string, keys?: string[]];

/**
 * An `expand` adding to each row the {id, name, ...keys} of the rows it points at, each related
 * collection read in one call for all the rows.
 */
const withRefs =
  (...specs: RefSpec[]) =>
  async (rows: readonly Row[], repos: Repos): Promise<MasterRecord[]> => {
    const found = await Promise.all(
      specs.map(([, collection, field]) => repos.table(collection).getMany(rows.map((r) => r[field]))),
    );
    return rows.map((r) => {
      const out: MasterRecord = { ...r };
      specs.forEach(([as, , field, keys = []], i) => {
        const id = r[field];
        out[as] = pick(typeof id === 'number' ? found[i].get(id) : undefined, 'id', 'name', ...keys);
      });
      return out;
    });
  };
const withParentCategory = withRefs(['parent', 'categories', 'parent_category']);

const name = { kind: 'string', required: true, unique: true } as const;
const description = { kind: 'text' } as const;
const dateRange = {
  start_date: { kind: 'date', required: true },
  end_date: { kind: 'date', required: true },
} as const;
/**
 * Every master-data collection in one table: who may write it, what may be
 * written and how it is checked, what is added on read, and what blocks a delete. One generic
 * handler (generic-routes.ts) serves them all; employees add their user-account logic on top.
 */
export const MASTER: MasterDescriptor[] = [
  {
    collection: 'professions',
    title: 'Profession',
    permission: P.professions,
    fields: { name, description },
  },
  {
    collection: 'departments',
    title: 'Department',
    permission: P.departments,
    fields: { name, code: { kind: 'string' }, short_name: { kind: 'string' }, description },
    usedBy: [
      usedBy('employees', { collection: 'employees', name: 'department_id' }),
      ...usedByConcernPersons('department'),
    ],
  },
  {
    collection: 'designations',
    title: 'Designation',
    permission: P.designations,
    fields: { name },
    usedBy: [
      usedBy('employees', { collection: 'employees', name: 'designation_id' }),
      ...usedByConcernPersons('designation'),
    ],
  },
  {
    collection: 'information-sources',
    title: 'Information source',
    permission: P.sources,
    fields: { name, description },
    usedBy: [usedByLeadInfo('information_source_id')],
  },
  {
    collection: 'campaigns',
    title: 'Campaign',
    permission: P.campaigns,
    fields: { name, ...dateRange, description },
    check: checkDateRange,
  },
  {
    collection: 'exhibitions',
    title: 'Exhibition',
    permission: P.exhibitions,
    fields: { name, ...dateRange },
    check: checkDateRange,
    usedBy: [
      usedBy('leads', { collection: 'leads', name: 'exhibitions' }),
      usedBy('prospects', { collection: 'prospects', name: 'exhibitions' }),
      usedBy('stackholders', { collection: 'stackholders', name: 'exhibitions' }),
      usedBy('documents', { collection: 'documents', name: 'exhibition_id' }),
    ],
  },
  {
    collection: 'industries',
    title: 'Industry',
    permission: P.industries,
    fields: { type: { kind: 'string', required: true, unique: true }, description },
    usedBy: [
      usedByLeadInfo('industry_id'),
      usedBy('prospects', { collection: 'prospects', name: 'industry_id' }),
      usedBy('stackholders', { collection: 'stackholders', name: 'industry_id' }),
    ],
  },
  {
    collection: 'lead-stages',
    title: 'Lead stage',
    permission: P.leadStages,
    fields: {
      lead_stage: { kind: 'string', required: true, unique: true },
      color: { kind: 'color', required: true },
      order: { kind: 'int', required: true },
    },
    check: checkStageRename,
    usedBy: [usedBy('leads', { collection: 'leads', name: 'lead_stage' }, (row) => row.lead_stage)],
  },
  {
    collection: 'competitors',
    title: 'Competitor',
    permission: P.competitors,
    fields: { name, remarks: { kind: 'text', required: true } },
  },
  {
    collection: 'companies',
    title: 'Company',
    permission: P.companies,
    fields: { name, addresses: { kind: 'addresses' } },
  },
  {
    collection: 'countries',
    title: 'Country',
    permission: P.countries,
    fields: { name },
    usedBy: [
      usedBy('divisions', { collection: 'divisions', name: 'country_id' }),
      usedByLeadInfo('country_id'),
    ],
  },
  {
    collection: 'divisions',
    title: 'Division',
    permission: P.divisions,
    fields: {
      name: { kind: 'string', required: true },
      country_id: { kind: 'ref', ref: 'countries', required: true },
    },
    expand: withRefs(['country', 'countries', 'country_id']),
    usedBy: [
      usedBy('districts', { collection: 'districts', name: 'division_id' }),
      usedByLeadInfo('division_id'),
    ],
  },
  {
    collection: 'districts',
    title: 'District',
    permission: P.districts,
    fields: {
      name: { kind: 'string', required: true },
      division_id: { kind: 'ref', ref: 'divisions', required: true },
    },
    expand: withRefs(['division', 'divisions', 'division_id', ['country_id']]),
    usedBy: [
      usedBy('thanas', { collection: 'thanas', name: 'district_id' }),
      usedBy('zones', { collection: 'zones', name: 'district_id' }),
      usedByLeadInfo('district_id'),
    ],
  },
  {
    collection: 'thanas',
    title: 'Thana',
    permission: P.thanas,
    fields: {
      name: { kind: 'string', required: true },
      district_id: { kind: 'ref', ref: 'districts', required: true },
    },
    expand: withRefs(['district', 'districts', 'district_id', ['division_id']]),
  },
  {
    collection: 'zones',
    title: 'Zone',
    permission: P.zones,
    fields: {
      name: { kind: 'string', required: true },
      district_id: { kind: 'ref', ref: 'districts', required: true },
    },
    expand: withRefs(['district', 'districts', 'district_id', ['division_id']]),
    usedBy: [usedByLeadInfo('zone_id')],
  },
  {
    collection: 'roles',
    title: 'Role',
    permission: P.manageRole,
    fields: { name },
    createdWith: { permission_ids: [] },
    usedBy: [usedBy('employees', { collection: 'employees', name: 'role_id' })],
  },
  {
    collection: 'units',
    title: 'Unit',
    permission: P.units,
    fields: { name },
    usedBy: [usedBy('products', { collection: 'products', name: 'unit_id' })],
  },
  {
    collection: 'categories',
    title: 'Category',
    permission: P.productCategories,
    fields: { name, parent_category: { kind: 'ref', ref: 'categories' } },
    aliases: { parent_category_id: 'parent_category' },
    check: checkCategoryParent,
    expand: (rows, repos) =>
      withParentCategory(
        rows.map((r) => ({ ...r, parent_category_id: r.parent_category ?? null })),
        repos,
      ),
    usedBy: [
      usedBy('subcategories', { collection: 'categories', name: 'parent_category' }),
      usedBy('products', { collection: 'products', name: 'category_id' }),
    ],
  },
  {
    collection: 'products',
    title: 'Product',
    permission: P.products,
    fields: {
      name,
      unit_id: { kind: 'ref', ref: 'units', required: true },
      category_id: { kind: 'ref', ref: 'categories' },
      price: { kind: 'price', required: true },
      description,
    },
    expand: withRefs(['unit', 'units', 'unit_id'], ['category', 'categories', 'category_id']),
  },
  {
    collection: 'document-categories',
    title: 'Document category',
    permission: P.documentCategories,
    fields: { name },
    usedBy: [usedBy('documents', { collection: 'documents', name: 'category_id' })],
  },
  {
    collection: 'influencing-roles',
    title: 'Influencing role',
    permission: P.influencingRoles,
    fields: { name },
    usedBy: usedByConcernPersons('role'),
  },
];

export const MASTER_BY_COLLECTION = new Map(MASTER.map((d) => [d.collection, d]));
