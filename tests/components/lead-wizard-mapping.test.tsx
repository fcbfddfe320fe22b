import {
  concernPersonsPayload,
  emptyInitialInfo,
  initialInfoFromProspect,
  initialInfoPayload,
  leadToForms,
  personsFromProspect,
} from '../../src/features/lead-wizard/mapping';
import { prospectFromQuery } from '../../src/features/lead-wizard/prospectLink';
import type { Prospect } from '../../src/features/lead-wizard/types';

const LEAD = {
  id: 9,
  lead_priority: 'Good',
  initial_info: {
    organization_name: 'Acme',
    industry_id: 3,
    industry: { id: 3, type: 'Textiles' },
    information_source: null,
    phone: '+1 555',
    country_id: 1,
    division_id: 2,
    district_id: 3,
    zone_id: 4,
    website_link: null,
    exhibitions: [{ exhibition_id: 5, employee_id: 6, additionalEmployeeID: null, exhibition: { id: 5 } }],
    social_networks: [],
  },
  concern_person: [
    {
      name: 'A',
      phone: ['1'],
      email: ['a@x.com'],
      designation: { id: null, name: 'Owner' },
      gender: null,
      social_networks: [],
    },
  ],
};

test('a loaded lead becomes form values (ids as select strings, one blank row where none)', () => {
  const { initialInfo, persons } = leadToForms(LEAD);
  expect(initialInfo).toMatchObject({
    organization_name: 'Acme',
    industry_type_id: 3,
    industry_type_text: 'Textiles',
    information_source_id: null,
    lead_priority: 'Good',
    country_id: '1',
    zone_id: '4',
    website_link: '',
    exhibitions: [{ exhibition_id: '5', employee_id: '6', additionalEmployeeID: '' }],
    social_networks: [{ mediaName: '', URL: '' }],
  });
  expect(persons.concern_person_info[0]).toMatchObject({
    name: 'A',
    designation: { id: null, name: 'Owner' },
    gender: '',
    social_networks: [{ social_media: '', url: '' }],
  });
});

test('payloads: blank ids are null, a picked industry sends no text, update carries initialID', () => {
  const { initialInfo, persons } = leadToForms(LEAD);
  const body = initialInfoPayload({ ...initialInfo, division_id: '' }, 9);
  expect(body).toMatchObject({
    initialID: 9,
    industry_type_id: 3,
    industry_type_text: '',
    division_id: null,
    exhibitions: [{ additionalEmployeeID: null }],
  });
  expect(initialInfoPayload(emptyInitialInfo(), null)).not.toHaveProperty('initialID');
  expect(concernPersonsPayload(persons, 9)).toMatchObject({
    lead_id: 9,
    concern_person_info: [{ gender: null }],
  });
});

test('a prospect prefills step 1 and, through its persons, step 2', () => {
  const prospect: Prospect = {
    id: 1,
    organization_name: 'Prospect Ltd',
    industry: { id: 2, type: 'Food' },
    phone: '0171',
    address: 'Road 1',
    website_link: 'https://p.example',
    social_networks: [{ mediaName: 'Facebook', URL: 'https://fb.com/p' }],
    concern_person_info: [
      {
        name: 'P',
        phone: ['0171'],
        email: ['p@x.com'],
        dob: null,
        designation: null,
        role: null,
        department: null,
        gender: null,
        attachment: null,
        social_networks: [],
      },
    ],
  };
  expect(initialInfoFromProspect(emptyInitialInfo(), prospect)).toMatchObject({
    organization_name: 'Prospect Ltd',
    industry_type_id: 2,
    industry_type_text: 'Food',
    address: 'Road 1',
    social_networks: [{ mediaName: 'Facebook', URL: 'https://fb.com/p' }],
  });
  expect(personsFromProspect(prospect)?.concern_person_info[0]).toMatchObject({
    name: 'P',
    email: ['p@x.com'],
  });
  expect(personsFromProspect({ ...prospect, concern_person_info: [] })).toBeNull();
});

test('selectedProspect: a prospect object is read; anything else starts empty', () => {
  const p = { id: 3, organization_name: 'Acme', concern_person_info: [{ name: 'A' }] };
  expect(prospectFromQuery(JSON.stringify(p))).toMatchObject({ ...p, social_networks: [] });
  // Edited by hand: a field of another shape reads as blank, so step 1 prefills what is there.
  expect(prospectFromQuery(JSON.stringify({ ...p, phone: 5, industry: 'Food' }))).toMatchObject({
    phone: '',
    address: '',
    industry: null,
  });
  for (const raw of [
    null,
    '',
    'not json',
    '[1,2]',
    '"text"',
    'null',
    '{"id":1}',
    '{"organization_name":"A"}',
  ]) {
    expect(prospectFromQuery(raw)).toBeNull();
  }
});
