import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Database } from '../../server/db/database';
import type { LeadRow } from '../../server/stored/leads';
import { LeadRepository, newestFirst, searchTextOf } from '../../server/leads/repository';
import { dateWindow, filterLeads, type LeadFilters } from '../../server/leads/query';
import { describeOnEmbedded } from '../support/stores';

describeOnEmbedded(
  'the in-memory paths of server/leads/query.ts over the embedded indexes',
  "the leads list's query paths",
  () => {
    // server/leads/query.ts picks a path per request (a group's members walked, the range tested, the
    // joined search text, a kept range) and returns positions, not rows. Whatever it picks, the
    // leads must be exactly those a plain filter and sort of every lead gives.

    const STAGES = ['new', 'contacted', 'won', 'lost'];
    const PRIORITIES = ['Low', 'Good', 'High'];
    const WORDS = ['textile', 'pharma', 'ltd', 'agro', 'dhaka', 'mills'];
    let dir: string;
    let leads: LeadRepository;
    let every: LeadRow[];

    // A small deterministic generator, so a failure can be replayed.
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor(seed / 65536) % n; // the high bits: the low ones of this generator cycle
    };

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-filters-'));
      const file = path.join(dir, 'db.json');
      fs.writeFileSync(file, JSON.stringify({ leads: [] }));
      const db = Database.open({ file });
      leads = new LeadRepository(db);
      await db.transaction((tx) => {
        for (let i = 0; i < 3000; i++)
          // Only the fields the filters read: written as a plain row (`string`), not a checked LeadRow.
          tx.insert<string>('leads', {
            created_by: 1 + rand(12),
            lead_stage: STAGES[rand(STAGES.length)],
            lead_priority: PRIORITIES[rand(PRIORITIES.length)],
            // Some leads share a timestamp: the order then falls back to the id.
            created_at: new Date(Date.UTC(2026, 0, 1) + rand(300) * 86_400_000).toISOString(),
            initial_info: {
              organization_name: `${WORDS[rand(WORDS.length)]} ${WORDS[rand(WORDS.length)]} ${i}`,
              industry_id: 1 + rand(12),
              exhibitions: [
                { exhibition_id: 1 + rand(10), employee_id: 1 + rand(12), additionalEmployeeID: null },
              ],
            },
            concern_person: [{ name: `Person ${i}`, phone: [`0171${i}`], email: [`p${i}@example.com`] }],
          });
      });
      every = [...leads.newestFirst()];
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    function plainly(f: LeadFilters): number[] {
      const window = dateWindow(f);
      return every
        .filter((lead) => {
          const t = Date.parse(lead.created_at);
          const info = lead.initial_info;
          const employees = [lead.created_by, ...info.exhibitions.flatMap((b) => [b.employee_id])];
          return (
            (!window || (t >= window.from && t < window.to)) &&
            (!f.stage || lead.lead_stage === f.stage) &&
            (!f.priority || lead.lead_priority?.toLowerCase() === f.priority) &&
            (f.industryId === undefined || info.industry_id === f.industryId) &&
            (f.exhibitionId === undefined ||
              info.exhibitions.some((b) => b.exhibition_id === f.exhibitionId)) &&
            (f.employeeId === undefined || employees.includes(f.employeeId)) &&
            (!f.search || searchTextOf(lead).includes(f.search))
          );
        })
        .sort(newestFirst)
        .map((lead) => lead.id);
    }

    it('every combination of filters gives the leads a plain filter and sort gives, page by page', () => {
      let nonEmpty = 0;
      for (let round = 0; round < 400; round++) {
        const f: LeadFilters = {};
        if (rand(3) === 0) f.stage = STAGES[rand(STAGES.length)];
        if (rand(3) === 0) f.priority = PRIORITIES[rand(PRIORITIES.length)].toLowerCase();
        if (rand(4) === 0) f.industryId = 1 + rand(12);
        if (rand(4) === 0) f.exhibitionId = 1 + rand(10);
        if (rand(4) === 0) f.employeeId = 1 + rand(12);
        if (rand(2) === 0) f.search = [WORDS[rand(WORDS.length)], 'ltd', 'a', 'person 12', 'zzz'][rand(5)];
        if (rand(2) === 0) {
          f.startDate = `2026-0${1 + rand(5)}-1${rand(9)}`;
          f.endDate = `2026-0${6 + rand(4)}-0${1 + rand(9)}`;
        }
        const want = plainly(f);
        const got = filterLeads(leads, f);
        expect({ f, ids: got.rows().map((lead) => lead.id) }).toEqual({ f, ids: want });
        expect(got.length).toBe(want.length);
        expect(got.slice(10, 20).map((lead) => lead.id)).toEqual(want.slice(10, 20));
        if (want.length) nonEmpty++;
      }
      expect(nonEmpty).toBeGreaterThan(100);
    });

    it('a group of members (the key accounts) limits the leads as a plain filter does', () => {
      // Chosen by id, so the group's own order is not the list's.
      const members = new Set(every.filter((lead) => lead.id % 9 === 0).map((lead) => lead.id));
      for (const f of [
        {},
        { search: 'ltd' },
        { stage: 'won' },
        { search: 'a', employeeId: 2 },
      ] as LeadFilters[]) {
        const want = plainly(f).filter((id) => members.has(id));
        expect(
          filterLeads(leads, f, members)
            .rows()
            .map((lead) => lead.id),
        ).toEqual(want);
      }
    });
  },
);
