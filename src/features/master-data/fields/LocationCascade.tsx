import { useEffect } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { FormCascadeSelects, type FormCascadeLevel } from '../../../components/CascadeSelects';
import { useDistrictsByDivision, useDivisionsByCountry, useLookupList } from '../../../api/lookups';
import { textOf } from '../format';
import type { FieldDescriptor, FormValues, MasterRow } from '../types';

const asId = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));
const optionsOf = (rows: MasterRow[] | undefined) => rows?.map((r) => ({ id: r.id, name: textOf(r.name) }));

/**
 * Country → division → district of a divisions/districts/thanas/zones dialog: divisions load through
 * POST /divisions-by-country after a country is chosen, districts through /districts-by-division;
 * changing a level clears the levels below (the shared cascade of src/components). On edit the
 * missing upper levels are filled from the row's expanded parents (a district row carries
 * `division.country_id`, a thana/zone row only `district.division_id`, so its country comes from
 * the division list).
 */
export function LocationCascade({ field }: { field: FieldDescriptor }) {
  const form = useForm();
  const { values } = useFormState<FormValues>({ subscription: { values: true } });
  const depth = field.depth ?? 'district';
  const countryId = asId(values.country_id);
  const divisionId = asId(values.division_id);

  const countries = useLookupList<MasterRow>('countries');
  const allDivisions = useLookupList<MasterRow>('divisions', { skip: depth === 'country' });
  const divisions = useDivisionsByCountry<MasterRow>(countryId, { skip: depth === 'country' });
  const districts = useDistrictsByDivision<MasterRow>(divisionId, { skip: depth !== 'district' });

  // Edit prefill of the upper levels from the expanded parents.
  useEffect(() => {
    const district = values.district as { division_id?: number } | undefined;
    if (depth === 'district' && values.division_id == null && district?.division_id != null)
      form.change('division_id', district.division_id);
    const division = values.division as { country_id?: number } | undefined;
    if (values.country_id == null && division?.country_id != null)
      form.change('country_id', division.country_id);
    if (values.country_id == null && divisionId != null) {
      const parent = allDivisions?.find((d) => d.id === divisionId);
      if (parent?.country_id != null) form.change('country_id', parent.country_id);
    }
  }, [
    depth,
    form,
    values.district,
    values.division,
    values.division_id,
    values.country_id,
    divisionId,
    allDivisions,
  ]);

  const levels: FormCascadeLevel[] = [
    { name: 'country_id', label: 'Country', required: true, options: optionsOf(countries) },
  ];
  if (depth !== 'country')
    levels.push({ name: 'division_id', label: 'Division', required: true, options: optionsOf(divisions) });
  if (depth === 'district')
    levels.push({ name: 'district_id', label: 'District', required: true, options: optionsOf(districts) });
  // The expanded parents only prefill an edit: a choice made by hand replaces them.
  return (
    <FormCascadeSelects
      levels={levels}
      alsoClear={['division', 'district']}
      placeholder="Select..."
      columns={1}
    />
  );
}
