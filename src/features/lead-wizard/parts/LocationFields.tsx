import { useFormState } from 'react-final-form';
import { FormCascadeSelects } from '../../../components/CascadeSelects';
import {
  useDistrictsByDivision,
  useDivisionsByCountry,
  useLookupList,
  useZonesByDistrict,
} from '../../../api/lookups';
import type { IdName, InitialInfoValues } from '../types';

/** Country → division → district → zone, each list loaded for the choice above it. */
export function LocationFields() {
  const { values } = useFormState<InitialInfoValues>({ subscription: { values: true } });
  const countries = useLookupList<IdName>('countries');
  const divisions = useDivisionsByCountry<IdName>(values.country_id);
  const districts = useDistrictsByDivision<IdName>(values.division_id);
  const zones = useZonesByDistrict<IdName>(values.district_id);
  return (
    <FormCascadeSelects
      levels={[
        { name: 'country_id', label: 'Country', required: true, options: countries },
        { name: 'division_id', label: 'Division', options: values.country_id ? divisions : undefined },
        { name: 'district_id', label: 'District', options: values.division_id ? districts : undefined },
        { name: 'zone_id', label: 'Zone', options: values.district_id ? zones : undefined },
      ]}
    />
  );
}
