import { FIRST_STAGE } from '../../contract/stages';
import { BASE_MS, DAY_MS, daysAgo, iso, ymd } from './dates';

/** Master data tables (ids are positions, 1-based). Referenced by accounts.ts and the builders. */
export const DEPARTMENTS: [string, string, string][] = [
  ['Management', 'MGT', 'Mgmt'],
  ['Sales', 'SAL', 'Sales'],
  ['Business Development', 'BDV', 'BD'],
  ['Marketing', 'MKT', 'Mktg'],
  ['Customer Service', 'CSV', 'CS'],
  ['Procurement', 'PRC', 'Proc'],
  ['Production', 'PRD', 'Prod'],
  ['Finance & Accounts', 'FNA', 'F&A'],
  ['Information Technology', 'ITD', 'IT'],
  ['Human Resources', 'HRD', 'HR'],
  ['Merchandising', 'MRC', 'Merch'],
  ['Supply Chain', 'SCM', 'SCM'],
];
export const DESIGNATIONS = [
  'Managing Director',
  'General Manager',
  'Sales Manager',
  'Senior Sales Executive',
  'Sales Executive',
  'Business Development Officer',
  'Marketing Executive',
  'Customer Relationship Officer',
  'Chief Executive Officer',
  'Director',
  'Chairman',
  'Head of Procurement',
  'Purchase Manager',
  'Factory Manager',
  'Production Manager',
  'Head of Marketing',
  'Finance Manager',
  'IT Manager',
  'Senior Merchandiser',
  'Operations Manager',
  'Proprietor',
  'Deputy General Manager',
];
/** Designation ids that make sense for a customer's concern person. */
export const CONTACT_DESIGNATION_IDS = [1, 2, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22];
/** Department ids that make sense for a customer's concern person. */
export const CONTACT_DEPARTMENT_IDS = [1, 3, 4, 6, 7, 8, 9, 11, 12];

export const INFLUENCING_ROLES = [
  'Decision Maker',
  'Influencer',
  'Gatekeeper',
  'Technical Evaluator',
  'End User',
  'Budget Holder',
  'Champion',
];
export const INDUSTRIES: [string, string][] = [
  ['Textiles & Garments', 'Spinning, knitting, woven and RMG exporters'],
  ['Pharmaceuticals', 'Drug manufacturers and API producers'],
  ['Agro & Food Processing', 'Agro-based industries, feed, food processing'],
  ['Construction & Real Estate', 'Developers, builders, construction materials'],
  ['Steel & Engineering', 'Re-rolling mills, light engineering, fabrication'],
  ['Electronics & Electricals', 'Consumer electronics, cables, switchgear'],
  ['Leather & Footwear', 'Tanneries, leather goods, footwear'],
  ['Plastics & Packaging', 'Plastic goods, packaging and printing'],
  ['Ceramics', 'Tiles, sanitary ware, tableware'],
  ['Jute & Jute Goods', 'Jute mills and diversified jute products'],
  ['ICT & Software', 'Software, IT enabled services, telecom'],
  ['FMCG', 'Fast moving consumer goods'],
  ['Healthcare', 'Hospitals, diagnostics, medical devices'],
  ['Logistics & Shipping', 'Freight forwarding, shipping, warehousing'],
  ['Energy & Power', 'Power generation, solar, fuel'],
  ['Hospitality & Tourism', 'Hotels, resorts, travel'],
];
export const INFORMATION_SOURCES: [string, string][] = [
  ['Exhibition Visit', 'Met at our stall during an exhibition'],
  ['Website', 'Enquiry through the website form'],
  ['Facebook', 'Facebook page or ads'],
  ['Referral', 'Referred by an existing client'],
  ['Cold Call', 'Outbound call by the sales team'],
  ['Trade Directory', 'Chamber or association directory'],
  ['LinkedIn', 'LinkedIn outreach'],
  ['Email Campaign', 'Replied to an email campaign'],
  ['Walk-in', 'Visited the office'],
  ['Chamber of Commerce', 'Introduced by a chamber of commerce'],
];
const PROFESSIONS: [string, string][] = [
  ['Business Owner', 'Owns or runs a business'],
  ['Engineer', 'Engineering professional'],
  ['Merchandiser', 'Garments merchandising'],
  ['Doctor', 'Medical practitioner'],
  ['Architect', 'Building design'],
  ['Banker', 'Banking and finance'],
  ['Consultant', 'Business consultant'],
  ['Pharmacist', 'Pharmacy professional'],
  ['Agronomist', 'Agriculture specialist'],
  ['IT Professional', 'Software and IT'],
];
/** [name, start (days before base), length in days]. The last one is upcoming. */
const EXHIBITIONS: [string, number, number][] = [
  ['Digital Bangladesh ICT Expo 2025', 350, 3],
  ['BD Textile Expo 2025', 293, 4],
  ['Build Bangladesh Expo 2025', 222, 4],
  ['Dhaka International Trade Fair 2026', 180, 31],
  ['Bangladesh Pharma Expo 2026', 131, 3],
  ['Agro Tech Bangladesh 2026', 110, 3],
  ['Dhaka International Plastic, Packaging & Printing Expo 2026', 69, 4],
  ['Chattogram Industrial Fair 2026', 47, 4],
  ['BD Leather & Footwear Show 2026', 12, 3],
  ['Dhaka Food & Hospitality Expo 2026', -15, 3],
];
export const LEAD_STAGES: [string, string][] = [
  [FIRST_STAGE, '#0d6efd'],
  ['in_progress', '#6f42c1'],
  ['contacted', '#0dcaf0'],
  ['qualified', '#20c997'],
  ['proposal', '#fd7e14'],
  ['negotiation', '#ffc107'],
  ['won', '#198754'],
  ['lost', '#dc3545'],
  ['closed', '#6c757d'],
];
const CAMPAIGNS: [string, number, number, string][] = [
  ['Early Bird Stall Booking', 300, 60, 'Discounted stall space for early confirmations'],
  ['Winter Trade Fair Drive', 210, 45, 'Exhibitor acquisition for the January trade fair'],
  ['Pharma Outreach', 160, 40, 'Pharmaceutical exhibitor campaign'],
  ['Chattogram Roadshow', 90, 30, 'Port-city industrial exhibitors'],
  ['Monsoon Sponsorship Push', 35, 50, 'Sponsorship packages for upcoming expos'],
];
const COMPETITORS: [string, string][] = [
  ['Expo Link Bangladesh', 'Strong in textile shows; aggressive pricing'],
  ['TradeFair Asia Ltd', 'Regional organiser, big international pavilions'],
  ['Bengal Expo Services', 'Cheaper shell schemes, weaker visitor numbers'],
  ['Mega Events BD', 'Good at sponsorship packaging'],
  ['Orion Exhibitions', 'Focus on construction and building materials'],
  ['Delta Fair Management', 'Chattogram based, local industrial fairs'],
];
const COMPANIES: [string, [string, string, string, string, string][]][] = [
  [
    'CRMS Exhibitions Ltd',
    [
      ['+88029881122', 'Bangladesh', 'Dhaka', 'Dhaka', 'Gulshan'],
      ['+88031712233', 'Bangladesh', 'Chattogram', 'Chattogram', 'Agrabad'],
    ],
  ],
  ['Bangladesh Expo Management', [['+88029123344', 'Bangladesh', 'Dhaka', 'Dhaka', 'Banani']]],
  [
    'Trade Promotion Partners',
    [
      ['+88029556677', 'Bangladesh', 'Dhaka', 'Dhaka', 'Motijheel'],
      ['+8801711445566', 'Bangladesh', 'Sylhet', 'Sylhet', 'Zindabazar'],
    ],
  ],
  ['Dhaka Fair Services', [['+88029667788', 'Bangladesh', 'Dhaka', 'Dhaka', 'Tejgaon Industrial Area']]],
  ['South Asia Events Ltd', [['+913322334455', 'India', 'West Bengal', 'Kolkata', 'Salt Lake']]],
];
const UNITS = ['Piece', 'Square Meter', 'Stall', 'Package', 'Day', 'Set', 'Page', 'Slot'];
/** [name, parent index (1-based) or null] */
const CATEGORIES: [string, number | null][] = [
  ['Exhibition Space', null],
  ['Raw Space', 1],
  ['Shell Scheme', 1],
  ['Sponsorship', null],
  ['Title Sponsorship', 4],
  ['Category Sponsorship', 4],
  ['Advertising', null],
  ['Catalogue Advertising', 7],
  ['Digital Advertising', 7],
  ['Event Services', null],
  ['Stall Design & Fabrication', 10],
];
/** [name, unit id, category id, price BDT, description] */
const PRODUCTS: [string, number, number, number, string][] = [
  ['Raw Space (per sqm)', 2, 2, 9500, 'Bare floor space, minimum 18 sqm'],
  ['Corner Raw Space (per sqm)', 2, 2, 11000, 'Two open sides, minimum 36 sqm'],
  ['Shell Scheme Stall 9 sqm', 3, 3, 95000, 'Walls, fascia, 2 chairs, 1 table, 3 spotlights'],
  ['Shell Scheme Stall 18 sqm', 3, 3, 180000, 'Double shell stall with storage'],
  ['Title Sponsorship', 4, 5, 2500000, 'Name in show title, prime stall, all media'],
  ['Gold Sponsorship', 4, 6, 1200000, 'Logo on all media, 36 sqm stall'],
  ['Silver Sponsorship', 4, 6, 600000, 'Logo on printed media, 18 sqm stall'],
  ['Catalogue Full Page Ad', 7, 8, 45000, 'Full colour page in the show catalogue'],
  ['Catalogue Half Page Ad', 7, 8, 25000, 'Half page in the show catalogue'],
  ['Website Banner (1 month)', 8, 9, 30000, 'Rotating banner on the show website'],
  ['Social Media Boost Package', 4, 9, 40000, 'Sponsored posts across show pages'],
  ['Custom Stall Design', 6, 11, 150000, 'Design and fabrication of a custom stall'],
  ['Seminar Slot (1 hour)', 8, 10, 75000, 'Hosted seminar slot in the conference hall'],
];
export const DOCUMENT_CATEGORIES = [
  'Brochure',
  'Floor Plan',
  'Price List',
  'Contract',
  'Exhibitor Manual',
  'Meeting Notes',
  'Visitor Report',
];

export type ExhibitionRow = {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  created_at: string;
};

export function buildMasterData() {
  const created_at = iso(daysAgo(420, 3, 30));
  const rows = <T>(list: T[], f: (item: T, id: number) => object) =>
    list.map((item, i) => ({ id: i + 1, ...f(item, i + 1), created_at }));
  const exhibitions: ExhibitionRow[] = EXHIBITIONS.map(([name, ago, len], i) => {
    const start = BASE_MS - ago * DAY_MS;
    return {
      id: i + 1,
      name,
      start_date: ymd(start),
      end_date: ymd(start + (len - 1) * DAY_MS),
      created_at: iso(Math.min(start - 60 * DAY_MS, daysAgo(5))),
    };
  });
  return {
    professions: rows(PROFESSIONS, ([name, description]) => ({ name, description })),
    departments: rows(DEPARTMENTS, ([name, code, short_name]) => ({
      name,
      code,
      short_name,
      description: `${name} department`,
    })),
    designations: rows(DESIGNATIONS, (name) => ({ name })),
    'information-sources': rows(INFORMATION_SOURCES, ([name, description]) => ({ name, description })),
    campaigns: rows(CAMPAIGNS, ([name, ago, len, description]) => ({
      name,
      start_date: ymd(BASE_MS - ago * DAY_MS),
      end_date: ymd(BASE_MS - (ago - len) * DAY_MS),
      description,
    })),
    exhibitions,
    industries: rows(INDUSTRIES, ([type, description]) => ({ type, description })),
    'lead-stages': rows(LEAD_STAGES, ([lead_stage, color], id) => ({ lead_stage, color, order: id })),
    competitors: rows(COMPETITORS, ([name, remarks]) => ({ name, remarks })),
    companies: rows(COMPANIES, ([name, addresses]) => ({
      name,
      addresses: addresses.map(([phone, country, state, city, area]) => ({
        phone,
        country,
        state,
        city,
        area,
      })),
    })),
    units: rows(UNITS, (name) => ({ name })),
    categories: rows(CATEGORIES, ([name, parent_category]) => ({ name, parent_category })),
    products: rows(PRODUCTS, ([name, unit_id, category_id, price, description]) => ({
      name,
      unit_id,
      category_id,
      price,
      description,
    })),
    'document-categories': rows(DOCUMENT_CATEGORIES, (name) => ({ name })),
    'influencing-roles': rows(INFLUENCING_ROLES, (name) => ({ name })),
  };
}
