import { baseApi } from '../../api/baseApi';
import type { Envelope } from '../../api/envelope';
import { masterTags } from '../../api/tags';
import type { DuplicateMatch } from '../../../machines/lead-wizard.machine';
import type { IdName, Prospect } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
function contents<T>(r: Envelope<T>): T {
  return r.contents;
}
const LEAD_LIST = { type: 'Lead' as const, id: 'LIST' };

export interface Employee {
  id: number;
  user?: { id: number; name: string; email: string };
}
export interface Industry {
  id: number;
  type: string;
}
export interface SavedLead {
  id: number;
  message?: string;
}

/** Every call of the lead wizard, injected into the one createApi (names prefixed: no clashes). */
export const leadWizardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    wizardLead: build.query<Loose, number>({
      query: (id) => `/leads/${id}`,
      transformResponse: contents,
      providesTags: (_r, _e, id) => [{ type: 'Lead', id }],
    }),
    wizardEmployees: build.query<Employee[], void>({
      query: () => '/employees',
      transformResponse: contents,
      providesTags: [masterTags.list('employees')],
    }),
    wizardExhibitions: build.query<IdName[], void>({
      query: () => '/exhibitions',
      transformResponse: contents,
      providesTags: [masterTags.list('exhibitions')],
    }),
    wizardIndustries: build.query<Industry[], void>({
      query: () => '/industries',
      transformResponse: contents,
      providesTags: [masterTags.list('industries')],
    }),
    wizardInformationSources: build.query<IdName[], void>({
      query: () => ({ url: 'get-information-sources', method: 'POST', body: {} }),
      transformResponse: contents,
      providesTags: [masterTags.list('information-sources')],
    }),
    wizardCountries: build.query<IdName[], void>({
      query: () => '/countries',
      transformResponse: contents,
      providesTags: [masterTags.list('countries')],
    }),
    wizardDivisions: build.query<IdName[], string>({
      query: (country_id) => ({ url: '/divisions-by-country', method: 'POST', body: { country_id } }),
      transformResponse: contents,
    }),
    wizardDistricts: build.query<IdName[], string>({
      query: (division_id) => ({ url: '/districts-by-division', method: 'POST', body: { division_id } }),
      transformResponse: contents,
    }),
    wizardZones: build.query<IdName[], string>({
      query: (district_id) => ({ url: '/zones-by-district', method: 'POST', body: { district_id } }),
      transformResponse: contents,
    }),
    wizardDepartments: build.query<IdName[], void>({
      query: () => '/departments',
      transformResponse: contents,
      providesTags: [masterTags.list('departments')],
    }),
    wizardDesignations: build.query<IdName[], void>({
      query: () => '/designations',
      transformResponse: contents,
      providesTags: [masterTags.list('designations')],
    }),
    wizardInfluencingRoles: build.query<IdName[], void>({
      query: () => '/influencing-roles',
      transformResponse: contents,
      providesTags: [masterTags.list('influencing-roles')],
    }),
    wizardProspects: build.query<Prospect[], void>({
      query: () => '/prospects-list',
      transformResponse: contents,
      providesTags: [{ type: 'Prospect', id: 'LIST' }],
    }),
    wizardOrganizationSuggestions: build.query<string[], string>({
      query: (q) => ({ url: '/organizations-suggestions', params: { q } }),
      transformResponse: contents,
    }),
    checkLeadDuplicates: build.mutation<DuplicateMatch[], Loose>({
      query: (body) => ({ url: '/lead-duplicates-check', method: 'POST', body }),
      transformResponse: contents,
    }),
    storeLeadInitialInfo: build.mutation<SavedLead, Loose>({
      query: (body) => ({ url: '/store-leads-initial-info', method: 'POST', body }),
      transformResponse: (r: Envelope<{ id: number }>) => ({ id: r.contents.id, message: r.message }),
      // A typed industry or source may have been created: refresh those lists too.
      invalidatesTags: [LEAD_LIST, masterTags.list('industries'), masterTags.list('information-sources')],
    }),
    updateLeadInitialInfo: build.mutation<SavedLead, Loose & { initialID: number }>({
      query: (body) => ({ url: '/update-leads-initial-info', method: 'POST', body }),
      transformResponse: (r: Envelope<{ id: number }>) => ({ id: r.contents.id, message: r.message }),
      invalidatesTags: (_r, _e, body) => [
        LEAD_LIST,
        { type: 'Lead', id: body.initialID },
        masterTags.list('industries'),
        masterTags.list('information-sources'),
      ],
    }),
    storeLeadConcernInfo: build.mutation<SavedLead, Loose & { lead_id: number }>({
      query: (body) => ({ url: '/lead-concern-info', method: 'POST', body }),
      transformResponse: (r: Envelope<{ id: number }>) => ({ id: r.contents.id, message: r.message }),
      invalidatesTags: (_r, _e, body) => [LEAD_LIST, { type: 'Lead', id: body.lead_id }],
    }),
    updateLeadConcernInfo: build.mutation<SavedLead, Loose & { lead_id: number }>({
      query: (body) => ({ url: `/lead-concern-info/${body.lead_id}`, method: 'PUT', body }),
      transformResponse: (r: Envelope<{ id: number }>) => ({ id: r.contents.id, message: r.message }),
      invalidatesTags: (_r, _e, body) => [LEAD_LIST, { type: 'Lead', id: body.lead_id }],
    }),
    uploadVisitingCard: build.mutation<{ success: boolean; file_name: string }, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return { url: '/upload-file', method: 'POST', body: form };
      },
    }),
  }),
});

export const {
  useWizardEmployeesQuery,
  useWizardExhibitionsQuery,
  useWizardIndustriesQuery,
  useWizardInformationSourcesQuery,
  useWizardCountriesQuery,
  useWizardDivisionsQuery,
  useWizardDistrictsQuery,
  useWizardZonesQuery,
  useWizardDepartmentsQuery,
  useWizardDesignationsQuery,
  useWizardInfluencingRolesQuery,
  useWizardProspectsQuery,
  useLazyWizardOrganizationSuggestionsQuery,
  useUploadVisitingCardMutation,
} = leadWizardApi;
