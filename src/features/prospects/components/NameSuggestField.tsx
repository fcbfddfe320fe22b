import { useCallback } from 'react';
import { useField } from 'react-final-form';
import { TypeaheadInput } from '../../../components/TypeaheadInput';
import { FieldRow, fieldId } from '../../../components/person-form/FieldRow';
import { ORGANIZATION_MIN_CHARS, TYPEAHEAD_DEBOUNCE_MS } from '../../../components/person-form/constants';
import { useLazyOrganizationSuggestionsQuery, useLazyStakeholderNameSuggestionsQuery } from '../api';
import type { OrganizationKind } from '../types';

/**
 * Organization name with suggestions from 2 characters (300 ms debounce): stakeholder names for
 * the stakeholder form (GET /stackholder-name-suggestions), organizations otherwise.
 */
export function NameSuggestField({ kind }: { kind: OrganizationKind }) {
  const { input } = useField<string>('organization_name', { subscription: { value: true } });
  const [stakeholders] = useLazyStakeholderNameSuggestionsQuery();
  const [organizations] = useLazyOrganizationSuggestionsQuery();
  const search = useCallback(
    async (q: string) => {
      const names = await (kind === 'stakeholder' ? stakeholders(q, true) : organizations(q, true))
        .unwrap()
        .catch(() => [] as string[]);
      return names.map((name) => ({ key: name, label: name }));
    },
    [kind, stakeholders, organizations],
  );
  return (
    <FieldRow
      name="organization_name"
      label="Organization Name"
      required
      htmlFor={fieldId('organization_name')}
    >
      {(invalid) => (
        <TypeaheadInput
          id={fieldId('organization_name')}
          invalid={invalid}
          value={input.value ?? ''}
          minChars={ORGANIZATION_MIN_CHARS}
          debounceMs={TYPEAHEAD_DEBOUNCE_MS}
          search={search}
          onTextChange={(v) => input.onChange(v)}
          onPick={(o) => input.onChange(o.label)}
        />
      )}
    </FieldRow>
  );
}
