import { useCallback } from 'react';
import { useForm } from 'react-final-form';
import { type TypeaheadOption } from '../../../components/TypeaheadInput';
import { OrganizationNameInput } from '../../../components/person-form/OrganizationNameInput';
import { useLazyOrganizationSuggestionsQuery } from '../../../api/organizationSuggestions';
import { useLazyWizardProspectsQuery } from '../api';
import { initialInfoFromProspect } from '../mapping';
import type { InitialInfoValues, Prospect } from '../types';

type Suggestion = TypeaheadOption & { prospect?: Prospect };

const PROSPECT_SUGGESTIONS = 5;

/**
 * Organization name with suggestions (existing names after more than 1 character, 300 ms) and
 * matching prospects; choosing a prospect prefills step 1 and is carried to step 2.
 */
export function OrganizationNameField({ onProspect }: { onProspect(p: Prospect): void }) {
  const form = useForm<InitialInfoValues>();
  const [loadProspects] = useLazyWizardProspectsQuery();
  const [suggest] = useLazyOrganizationSuggestionsQuery();

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
      const taken = new Set(prospects.map((p) => p.organization_name.toLowerCase()));
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

  return <OrganizationNameInput search={search} onPick={pick} />;
}
