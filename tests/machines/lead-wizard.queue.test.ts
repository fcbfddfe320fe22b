/**
 * The lead wizard when the server cannot be reached (issue 29): each step is queued on this device
 * (src/queue/, IndexedDB through fake-indexeddb) instead of lost, the wizard goes on and finishes
 * with the "saved on this device" message, and the queued lead is one unit: step 1, step 2 and the
 * visiting card as a Blob, owned by the signed-in user. The app's own actors
 * (src/features/lead-wizard/actors.ts) over a store whose API does not answer.
 */
import 'fake-indexeddb/auto';
import { createActor, waitFor } from 'xstate';
import { createAppStore } from '../../src/app/store';
import { baseApi } from '../../src/api/baseApi';
import { signedIn } from '../../src/api/sessionEvents';
import { leadWizardActors } from '../../src/features/lead-wizard/actors';
import { leadWizardMachine } from '../../machines/lead-wizard.machine';
import { deleteUnit, unitsOf } from '../../src/queue/store';
import type { QueuedLead } from '../../src/queue/types';
import { keepPendingCard } from '../../src/queue/pendingCards';
import { QUEUED_LEAD_GONE, SAVED_ON_DEVICE } from '../../src/queue/messages';
import { queuedStep1 } from '../../src/features/lead-wizard/continueQueued';
import { initialInfoPayload } from '../../src/features/lead-wizard/mapping';
import { initialInfo, person, PNG_BYTES } from '../api/lead-wizard-fixtures';

const OWNER = 7;
let store: ReturnType<typeof createAppStore>;

beforeAll(() => {
  store = createAppStore({ apiUrl: 'http://127.0.0.1:9' });
  store.dispatch(
    signedIn({
      token: 't',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      user: { id: OWNER, name: 'Booth User', email: 'booth@example.com' },
      roles: [],
      permissions: [],
    } as never),
  );
});
afterAll(() => store.dispatch(baseApi.util.resetApiState()));

test('offline, both steps are queued as one unit and the wizard finishes saying so', async () => {
  const told: (string | null)[] = [];
  const actor = createActor(
    leadWizardMachine.provide({
      actors: leadWizardActors(store.dispatch),
      actions: { notifySaved: ({ context }) => void told.push(context.lastMessage) },
    }),
  ).start();
  actor.send({ type: 'START_CREATE' });
  const step1 = initialInfo({ organization_name: 'Booth Queue Org', exhibitions: [] });
  actor.send({ type: 'SUBMIT', values: { ...step1, exhibitions: [], social_networks: [] } });
  await waitFor(actor, (s) => s.matches({ create: { step2: 'editing' } }), { timeout: 10_000 });
  const { clientId, leadId } = actor.getSnapshot().context;
  expect(leadId).toBeNull();
  expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
  expect(told).toEqual([SAVED_ON_DEVICE]);

  const card = keepPendingCard(new File([PNG_BYTES], 'card.png', { type: 'image/png' }));
  actor.send({ type: 'SUBMIT', values: { concern_person_info: [person({ attachment: card })] } });
  await waitFor(actor, (s) => s.status === 'done', { timeout: 10_000 });
  expect(told).toEqual([SAVED_ON_DEVICE, SAVED_ON_DEVICE]);

  const [unit, ...others] = (await unitsOf(OWNER)) as QueuedLead[];
  expect(others).toEqual([]);
  expect(unit).toMatchObject({
    clientId,
    owner: OWNER,
    state: 'waiting',
    title: 'Booth Queue Org',
    leadId: null,
    initialInfo: expect.objectContaining({ organization_name: 'Booth Queue Org' }),
  });
  // The card waits as a file; the person's attachment is filled in when it is uploaded at sync.
  expect(unit.persons?.concern_person_info[0].attachment).toBeNull();
  expect(unit.cards).toHaveLength(1);
  expect(unit.cards[0]).toMatchObject({ person: 0, name: 'card.png' });
  expect(await unitsOf(OWNER + 1)).toEqual([]);
});

test('a step 1 queued alone is continued later (CONTINUE_QUEUED): its persons join that unit', async () => {
  const start = () =>
    createActor(leadWizardMachine.provide({ actors: leadWizardActors(store.dispatch) })).start();
  const first = start();
  // Started from a prospect (its create link): continued later, step 2 starts from its persons again.
  const prospect = {
    id: 4,
    organization_name: 'Booth Prospect',
    concern_person_info: [{ name: 'Prospect Person' }],
  };
  first.send({ type: 'START_CREATE', prospect });
  // As the form holds them: place ids are the selects' strings.
  const places = { country_id: '1', division_id: '1', district_id: '1', zone_id: '1' };
  const step1 = { ...initialInfo({ organization_name: 'Booth Continued Org', exhibitions: [] }), ...places };
  first.send({ type: 'SUBMIT', values: { ...step1, exhibitions: [], social_networks: [] } });
  await waitFor(first, (s) => s.matches({ create: { step2: 'editing' } }), { timeout: 10_000 });
  const { clientId } = first.getSnapshot().context;
  first.stop(); // the user left (or reloaded) before step 2
  const queued = (await unitsOf(OWNER)).find((u) => u.clientId === clientId) as QueuedLead;
  expect(queued.persons).toBeNull();

  // The Waiting to sync screen's Continue (src/features/lead-wizard/continueQueued.ts).
  const continued = await queuedStep1(OWNER, clientId as string);
  const values = continued!.initialInfo;
  expect(values.organization_name).toBe('Booth Continued Org');
  expect(continued!.prospect).toEqual(prospect);
  // The form's values give back the very step 1 that was queued (blanks sent as null).
  expect(initialInfoPayload(values, null)).toEqual(queued.initialInfo);
  expect(await queuedStep1(OWNER + 1, clientId as string)).toBeNull();
  const later = start();
  later.send({
    type: 'CONTINUE_QUEUED',
    clientId: clientId as string,
    initialInfo: { ...values },
    prospect: continued!.prospect,
  });
  expect(later.getSnapshot().matches({ create: { step2: 'editing' } })).toBe(true);
  expect(later.getSnapshot().context.prospect).toEqual(prospect);
  later.send({ type: 'SUBMIT', values: { concern_person_info: [person({ name: 'Continued Person' })] } });
  await waitFor(later, (s) => s.status === 'done', { timeout: 10_000 });

  const mine = ((await unitsOf(OWNER)) as QueuedLead[]).filter((u) => u.title === 'Booth Continued Org');
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ clientId, leadId: null, initialInfo: queued.initialInfo });
  expect(mine[0].persons?.concern_person_info.map((p) => p.name)).toEqual(['Continued Person']);
  // Complete now: nothing is left to continue.
  expect(await queuedStep1(OWNER, clientId as string)).toBeNull();
});

test('persons saved for a queued lead that is gone meanwhile are refused with a message, not queued alone', async () => {
  const first = createActor(leadWizardMachine.provide({ actors: leadWizardActors(store.dispatch) })).start();
  first.send({ type: 'START_CREATE' });
  const step1 = {
    ...initialInfo({ organization_name: 'Booth Gone Org', exhibitions: [] }),
    social_networks: [],
  };
  first.send({ type: 'SUBMIT', values: { ...step1, exhibitions: [] } });
  await waitFor(first, (s) => s.matches({ create: { step2: 'editing' } }), { timeout: 10_000 });
  const { clientId } = first.getSnapshot().context;
  await deleteUnit(OWNER, clientId as string); // discarded on Waiting to sync, in another tab
  first.send({ type: 'SUBMIT', values: { concern_person_info: [person({ name: 'Stranded Person' })] } });
  await waitFor(
    first,
    (s) => s.matches({ create: { step2: 'editing' } }) && s.context.errorMessage !== null,
    {
      timeout: 10_000,
    },
  );
  expect(first.getSnapshot().context.errorMessage).toBe(QUEUED_LEAD_GONE);
  expect((await unitsOf(OWNER)).some((u) => u.clientId === clientId)).toBe(false);
});
