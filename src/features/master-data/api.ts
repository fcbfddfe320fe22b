import { baseApi } from '../../api/baseApi';
import type { Envelope, Paged } from '../../api/envelope';
import { masterTags } from '../../api/tags';
import type { FormValues, MasterRow } from './types';
import type { CategoryNode, EmployeeNode } from '../../../contract/master-data';

/** A node of either tree, as the tree select reads it (its name, or its employee's). */
export interface TreeNode {
  id: number;
  name?: string;
  user?: { name?: string };
  children?: TreeNode[];
  children_recursive?: TreeNode[];
}

type Saved = { message?: string; contents?: MasterRow };
const ROLE_PERMISSIONS_TAG = { type: 'Auth' as const, id: 'ROLE_PERMISSIONS' };
/**
 * Saving an employee may change the signed-in user's own role, renaming a role may rename it
 * (the sidebar shows the first role name): re-fetch get-role-permissions for both.
 */
const extraTags = (collection: string) =>
  collection === 'employees' || collection === 'roles' ? [ROLE_PERMISSIONS_TAG] : [];

/**
 * Master-data calls, one generic set for every collection. The lists themselves
 * (GET /{collection}, the cascades) are the shared lookups of src/api/lookups.ts.
 */
export const masterDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    countryList: build.query<Paged<MasterRow>, { page: number; per_page: number; search: string }>({
      query: (params) => ({ url: '/country-list', params }),
      transformResponse: (r: Envelope<Paged<MasterRow>>) => r.contents,
      providesTags: (result) => masterTags.forList('countries', result?.data),
    }),
    categoryTree: build.query<CategoryNode[], void>({
      query: () => '/categories/tree',
      transformResponse: (r: Envelope<CategoryNode[]>) => r.contents,
      providesTags: (result) => masterTags.forList('categories', result),
    }),
    employeeTree: build.query<EmployeeNode[], void>({
      query: () => '/get-employee-tree-view',
      transformResponse: (r: Envelope<EmployeeNode[]>) => r.contents,
      providesTags: (result) => masterTags.forList('employees', result),
    }),
    createMaster: build.mutation<Saved, { collection: string; body: FormValues }>({
      query: ({ collection, body }) => ({ url: `/${collection}`, method: 'POST', body }),
      invalidatesTags: (_r, error, { collection }) =>
        error ? [] : [masterTags.list(collection), ...extraTags(collection)],
    }),
    updateMaster: build.mutation<Saved, { collection: string; id: number; body: FormValues }>({
      query: ({ collection, id, body }) => ({ url: `/${collection}/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, error, { collection, id }) =>
        error ? [] : [masterTags.item(collection, id), masterTags.list(collection), ...extraTags(collection)],
    }),
    // Product delete goes to /products/{id} like every other collection (docs/decisions.md).
    deleteMaster: build.mutation<Saved, { collection: string; id: number }>({
      query: ({ collection, id }) => ({ url: `/${collection}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { collection, id }) =>
        error ? [] : [masterTags.item(collection, id), masterTags.list(collection), ...extraTags(collection)],
    }),
  }),
});

export const { useCountryListQuery, useCategoryTreeQuery, useEmployeeTreeQuery } = masterDataApi;
