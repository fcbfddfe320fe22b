import { useCallback } from 'react';
import { useField, useForm } from 'react-final-form';
import { TypeaheadInput, type TypeaheadOption } from '../../../components/TypeaheadInput';
import { useLazyWizardOrganizationSuggestionsQuery, useLazyWizardProspectsQuery } from '../api';
import { ORGANIZATION_MIN_CHARS, TYPEAHEAD_DEBOUNCE_MS } from '../constants';
import { initialInfoFromProspect } from '../mapping';
import type { InitialInfoValues, Prospect } from '../types';
import { FieldRow, fieldId } from '../../../components/person-form/FieldRow';

type Suggestion = TypeaheadOption & { prospect?: Prospect };

const PROSPECT_SUGGESTIONS = 5;

/**
 * Organization name with suggestions (existing names after more than 1 character, 300 ms) and
 * matching prospects; choosing a prospect prefills step 1 and is carried to step 2.
 */
export function OrganizationNameField({ onProspect }: { onProspect(p: Prospect): void }) {
  const form = useForm<InitialInfoValues>();
  const { input } = useField<string>('organization_name', { subscription: { value: true } });
  const [loadProspects] = useLazyWizardProspectsQuery();
  const [suggest] = useLazyWizardOrganizationSuggestionsQuery();

  const search = useCallback(
    async (q: string): Promise<Suggestion[]> => {
      const lower = q.toLowerCase();
      const prospects = await loadProspects({ search: lower, limit: PROSPECT_SUGGESTIONS }, true)
        .unwrap()
        .catch(() => [] as Prospect[]);
      const fromProspects: Suggestion[] = prospects.map((p) => ({
        key: `prospect-${p.id}`,
        label: `${p.organization_name} (Prospect)`,
        prospect: p,
      }));
      const names = await suggest(q, true)
        .unwrap()
        .catch(() => [] as string[]);
      const taken = new Set(fromProspects.map((s) => s.prospect!.organization_name.toLowerCase()));
      const plain = names
        .filter((n) => !taken.has(n.toLowerCase()))
        .map((n) => ({ key: `name-${n}`, label: n }));
      return [...fromProspects, ...plain];
    },
    [loadProspects, suggest],
  );

  const pick = (s: Suggestion) => {
    if (!s.prospect) return form.change('organization_name', s.label);
    const next = initialInfoFromProspect(form.getState().values, s.prospect);
    form.batch(() =>
      Object.entries(next).forEach(([k, v]) => form.change(k as keyof InitialInfoValues, v as never)),
    );
    onProspect(s.prospect);
  };

  return (
    <FieldRow
      name="organization_name"
      label="Organization Name"
      required
      htmlFor={fieldId('organization_name')}
    >
      {(invalid) => (
        <TypeaheadInput
          invalid={invalid}
          id={fieldId('organization_name')}
          value={input.value ?? ''}
          minChars={ORGANIZATION_MIN_CHARS}
          debounceMs={TYPEAHEAD_DEBOUNCE_MS}
          search={search}
          onTextChange={(v) => input.onChange(v)}
          onPick={pick}
          onBlur={() => input.onBlur()}
        />
      )}
    </FieldRow>
  );
}
