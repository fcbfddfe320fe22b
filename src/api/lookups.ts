import { skipToken } from '@reduxjs/toolkit/query';
import { baseApi } from './baseApi';
import type { Envelope } from './envelope';
import { masterTags } from './tags';
import type { MasterRecord } from '../../contract/master-data';

/**
 * The server lists every feature reads (master collections, the location cascade, information
 * sources), injected once so each list has one cache entry and one set of `Master` tags: a
 * master-data create/update/delete refreshes every screen showing that list (basic settings,
 * lead wizard, leads filters alike). Features keep their own feature-specific endpoints.
 */

/** A row of a master list (contract/master-data.ts). Consumers read it through their own type. */
export type LookupRow = MasterRecord;

/** A parent id as forms hold it: a number (master-data) or a select's string value (wizard). */
export type LookupId = number | string | null | undefined;

const rows = (r: Envelope<LookupRow[]>) => r.contents;

export const lookupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /{collection}: any master collection (`industries`, `employees`, `lead-stages`, ...). */
    masterList: build.query<LookupRow[], string>({
      query: (collection) => `/${collection}`,
      transformResponse: rows,
      providesTags: (result, _e, collection) => masterTags.forList(collection, result),
    }),
    divisionsByCountry: build.query<LookupRow[], number>({
      query: (country_id) => ({ url: '/divisions-by-country', method: 'POST', body: { country_id } }),
      transformResponse: rows,
      providesTags: (result) => masterTags.forList('divisions', result),
    }),
    districtsByDivision: build.query<LookupRow[], number>({
      query: (division_id) => ({ url: '/districts-by-division', method: 'POST', body: { division_id } }),
      transformResponse: rows,
      providesTags: (result) => masterTags.forList('districts', result),
    }),
    zonesByDistrict: build.query<LookupRow[], number>({
      query: (district_id) => ({ url: '/zones-by-district', method: 'POST', body: { district_id } }),
      transformResponse: rows,
      providesTags: (result) => masterTags.forList('zones', result),
    }),
    informationSources: build.query<LookupRow[], void>({
      query: () => ({ url: '/get-information-sources', method: 'POST', body: {} }),
      transformResponse: rows,
      providesTags: (result) => masterTags.forList('information-sources', result),
    }),
  }),
});

/** The untyped query hook, for consumers that also want loading state. */
export const { useMasterListQuery } = lookupsApi;

/**
 * The one place parent ids are normalised: `3` and `'3'` share a cache entry; no id (null,
 * undefined, '' or not a number) or `skip` means no request.
 */
export function parentArg(id: LookupId, skip = false): number | typeof skipToken {
  if (skip || id === null || id === undefined || id === '') return skipToken;
  const n = Number(id);
  return Number.isFinite(n) ? n : skipToken;
}

interface SkipOption {
  skip?: boolean;
}

/** A master list's rows read as `T` (undefined until loaded). */
export function useLookupList<T extends { id: number | string } = LookupRow>(
  collection: string,
  options: SkipOption = {},
): T[] | undefined {
  return lookupsApi.useMasterListQuery(options.skip ? skipToken : collection).data as T[] | undefined;
}

export function useInformationSources<T extends { id: number | string } = LookupRow>(): T[] | undefined {
  return lookupsApi.useInformationSourcesQuery().data as T[] | undefined;
}

export function useDivisionsByCountry<T extends { id: number | string } = LookupRow>(
  countryId: LookupId,
  options: SkipOption = {},
): T[] | undefined {
  return lookupsApi.useDivisionsByCountryQuery(parentArg(countryId, options.skip)).data as T[] | undefined;
}

export function useDistrictsByDivision<T extends { id: number | string } = LookupRow>(
  divisionId: LookupId,
  options: SkipOption = {},
): T[] | undefined {
  return lookupsApi.useDistrictsByDivisionQuery(parentArg(divisionId, options.skip)).data as T[] | undefined;
}

export function useZonesByDistrict<T extends { id: number | string } = LookupRow>(
  districtId: LookupId,
  options: SkipOption = {},
): T[] | undefined {
  return lookupsApi.useZonesByDistrictQuery(parentArg(districtId, options.skip)).data as T[] | undefined;
}
