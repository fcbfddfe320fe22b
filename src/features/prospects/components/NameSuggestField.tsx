import { useCallback } from 'react';
import { useForm } from 'react-final-form';
import { OrganizationNameInput } from '../../../components/person-form/OrganizationNameInput';
import { useLazyOrganizationSuggestionsQuery } from '../../../api/organizationSuggestions';
import { useLazyStakeholderNameSuggestionsQuery } from '../api';
import type { OrganizationKind } from '../types';

/**
 * Organization name with suggestions from 2 characters (300 ms debounce): stakeholder names for
 * the stakeholder form (GET /stackholder-name-suggestions), organizations otherwise.
 */
export function NameSuggestField({ kind }: { kind: OrganizationKind }) {
  const form = useForm();
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
  return <OrganizationNameInput search={search} onPick={(o) => form.change('organization_name', o.label)} />;
}
