import { useField, useForm } from 'react-final-form';
import { skipToken } from '@reduxjs/toolkit/query';
import { CascadeSelects } from '../../../components/CascadeSelects';
import { fieldError } from '../../../components/form';
import {
  useWizardCountriesQuery,
  useWizardDistrictsQuery,
  useWizardDivisionsQuery,
  useWizardZonesQuery,
} from '../api';

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
  const countries = useWizardCountriesQuery().data;
  const divisions = useWizardDivisionsQuery(values.country_id || skipToken).data;
  const districts = useWizardDistrictsQuery(values.division_id || skipToken).data;
  const zones = useWizardZonesQuery(values.district_id || skipToken).data;
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
