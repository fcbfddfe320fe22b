import { useMemo } from 'react';
import { byStageOrder } from '../../contract/stages';
import { baseApi } from './baseApi';
import { useLookupList } from './lookups';
import { LIST, leadRowTags } from './tags';

/** A configured lead stage (Basic Settings → Lead Stages): its text, colour and place in order. */
export interface LeadStageRow {
  id: number;
  lead_stage: string;
  color?: string;
  order?: number;
}

/** The lead stages in their configured order (the details page's tracker, the pipeline board). */
export function useLeadStages(): LeadStageRow[] {
  const stages = useLookupList<LeadStageRow>('lead-stages');
  return useMemo(() => [...(stages ?? [])].sort(byStageOrder), [stages]);
}

/** `in_progress` → `In Progress` (stages are stored lower snake case; docs/decisions.md). */
export const stageWords = (stage: string | null | undefined): string =>
  String(stage ?? '')
    .split('_')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

/**
 * POST /leads-stage-update: one lead's stage, with the details pages' access rule (the server
 * decides). Invalidates the lead's row everywhere (lists, key accounts, the report), the lead
 * lists' counts and its timeline.
 */
const leadStageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateLeadStage: build.mutation<{ message?: string }, { leadId: number; stage: string }>({
      query: ({ leadId, stage }) => ({
        url: '/leads-stage-update',
        method: 'POST',
        body: { lead_id: leadId, lead_stage: stage },
      }),
      invalidatesTags: (_r, error, { leadId }) =>
        error
          ? []
          : [
              ...leadRowTags(leadId),
              { type: 'Lead' as const, id: LIST },
              { type: 'LeadActivity' as const, id: leadId },
            ],
    }),
  }),
});

export const { useUpdateLeadStageMutation } = leadStageApi;
