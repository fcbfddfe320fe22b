/** Valid wizard payloads over the seed (shared by the API and machine tests). */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0000003010100c9fe92ef0000000049454e44ae426082',
  'hex',
);

export function initialInfo(overrides: Record<string, unknown> = {}) {
  return {
    organization_name: `Wizard Test Org ${Math.random().toString(36).slice(2, 8)}`,
    industry_type_id: 1,
    information_source_id: 1,
    phone: '+880 1711-000000',
    address: 'Road 1, Gulshan',
    lead_priority: 'Good',
    country_id: 1,
    division_id: 1,
    district_id: 1,
    zone_id: 1,
    website_link: 'https://example.com',
    exhibitions: [{ exhibition_id: 1, employee_id: 4, additionalEmployeeID: null }],
    social_networks: [{ mediaName: 'Facebook', URL: 'https://facebook.com/x' }],
    ...overrides,
  };
}

export function person(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Rahim Uddin',
    phone: ['+8801711111111'],
    email: ['rahim@example.com'],
    dob: '1980-01-31',
    designation: { id: 1, name: 'ignored, the id wins' },
    role: { id: null, name: 'Brand New Role' },
    department: null,
    gender: 'male',
    attachment: null,
    social_networks: [{ social_media: 'linkedin', url: 'https://linkedin.com/in/rahim' }],
    ...overrides,
  };
}
