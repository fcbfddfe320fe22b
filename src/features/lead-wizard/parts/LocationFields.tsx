import { useField, useForm } from 'react-final-form';
import { CascadeSelects } from '../../../components/CascadeSelects';
import { fieldError } from '../../../components/form';
import {
  useDistrictsByDivision,
  useDivisionsByCountry,
  useLookupList,
  useZonesByDistrict,
} from '../../../api/lookups';
import type { IdName } from '../types';

const NAMES = ['country_id', 'division_id', 'district_id', 'zone_id'] as const;

/** Country → division → district → zone, each list loaded for the choice above it. */
export function LocationFields() {
  const form = useForm();
  const fields = {
    country_id: useField<string>('country_id'),
    division_id: useField<string>('division_id'),
    district_id: useField<string>('district_id'),
    zone_id: useField<string>('zone_id'),
  };
  const values = Object.fromEntries(NAMES.map((n) => [n, fields[n].input.value ?? ''])) as Record<
    (typeof NAMES)[number],
    string
  >;
  const countries = useLookupList<IdName>('countries');
  const divisions = useDivisionsByCountry<IdName>(values.country_id);
  const districts = useDistrictsByDivision<IdName>(values.division_id);
  const zones = useZonesByDistrict<IdName>(values.district_id);
  const error = (n: (typeof NAMES)[number]) => fieldError(fields[n].meta);
  return (
    <CascadeSelects
      values={values}
      onChange={(changes) =>
        form.batch(() => {
          for (const [name, value] of Object.entries(changes)) {
            form.change(name, value);
          }
          fields.country_id.input.onBlur();
        })
      }
      levels={[
        {
          name: 'country_id',
          label: 'Country',
          required: true,
          options: countries,
          error: error('country_id'),
        },
        {
          name: 'division_id',
          label: 'Division',
          options: values.country_id ? divisions : undefined,
          error: error('division_id'),
        },
        {
          name: 'district_id',
          label: 'District',
          options: values.division_id ? districts : undefined,
          error: error('district_id'),
        },
        {
          name: 'zone_id',
          label: 'Zone',
          options: values.district_id ? zones : undefined,
          error: error('zone_id'),
        },
      ]}
    />
  );
}
