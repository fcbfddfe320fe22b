import type { Rng } from './prng';

/** Bangladeshi person names and organisation name parts. Pure data + small pickers. */
const MALE_FIRST = [
  'Abdul',
  'Arif',
  'Asif',
  'Ashraful',
  'Emon',
  'Faisal',
  'Habibur',
  'Hasibul',
  'Jahid',
  'Kamal',
  'Khaled',
  'Mahbub',
  'Masud',
  'Mehedi',
  'Mizanur',
  'Monirul',
  'Nazmul',
  'Rakib',
  'Rashed',
  'Rezaul',
  'Saiful',
  'Shahriar',
  'Shakil',
  'Sohel',
  'Tanim',
  'Tareq',
  'Towhid',
  'Zahid',
  'Ziaul',
  'Anisur',
  'Biplob',
  'Dipankar',
];
const FEMALE_FIRST = [
  'Ayesha',
  'Farzana',
  'Fahmida',
  'Jannatul',
  'Lamia',
  'Mahfuza',
  'Marium',
  'Nasrin',
  'Nazia',
  'Nishat',
  'Rumana',
  'Sabrina',
  'Salma',
  'Sharmin',
  'Sumaiya',
  'Tahmina',
  'Tania',
  'Umme',
  'Rokeya',
  'Shirin',
  'Priyanka',
];
const SURNAMES = [
  'Rahman',
  'Hossain',
  'Ahmed',
  'Islam',
  'Chowdhury',
  'Khan',
  'Uddin',
  'Sarker',
  'Talukder',
  'Majumder',
  'Haque',
  'Karim',
  'Alam',
  'Siddiqui',
  'Biswas',
  'Bhuiyan',
  'Mollah',
  'Sheikh',
  'Miah',
  'Kabir',
  'Hasan',
  'Mahmud',
  'Akhtar',
  'Saha',
  'Roy',
  'Das',
  'Barua',
  'Paul',
];
const FEMALE_SURNAMES = [
  'Akter',
  'Begum',
  'Sultana',
  'Khatun',
  'Rahman',
  'Islam',
  'Chowdhury',
  'Haque',
  'Das',
  'Roy',
  'Saha',
];

export type Person = { name: string; first: string; last: string; gender: 'male' | 'female' };

export function pickPerson(rng: Rng): Person {
  const female = rng.chance(0.35);
  const first = rng.pick(female ? FEMALE_FIRST : MALE_FIRST);
  const last = rng.pick(female ? FEMALE_SURNAMES : SURNAMES);
  return { name: `${first} ${last}`, first, last, gender: female ? 'female' : 'male' };
}

const ORG_PREFIX = [
  'Meghna',
  'Padma',
  'Jamuna',
  'Karnaphuli',
  'Surma',
  'Teesta',
  'Rupsha',
  'Buriganga',
  'Sundarban',
  'Sonar Bangla',
  'Bengal',
  'Deshbandhu',
  'Nabil',
  'Anwar',
  'Rahim',
  'Shapla',
  'Doel',
  'Kazi',
  'Nahar',
  'Rupali',
  'Purbachal',
  'Chattala',
  'Mohona',
  'Shatabdi',
  'Green Delta',
  'Golden Harvest',
  'Asian',
  'Eastern',
  'Northern',
  'Royal',
  'Pacific',
  'Sunrise',
  'Unity',
  'Crescent',
  'Noor',
  'Jalalabad',
  'Mousumi',
  'Shahjalal',
  'Al-Madina',
  'Star',
];
/** Suffixes per industry id (master-data INDUSTRIES order). */
const ORG_SUFFIX: Record<number, string[]> = {
  1: [
    'Textiles Ltd',
    'Knit Composite Ltd',
    'Spinning Mills Ltd',
    'Apparels Ltd',
    'Denim Ltd',
    'Fashions Ltd',
  ],
  2: ['Pharmaceuticals Ltd', 'Pharma Ltd', 'Laboratories Ltd', 'Healthcare Ltd'],
  3: ['Agro Industries Ltd', 'Food Products Ltd', 'Feeds Ltd', 'Agro Processing Ltd'],
  4: ['Builders Ltd', 'Properties Ltd', 'Developers Ltd', 'Construction Ltd'],
  5: ['Steel Mills Ltd', 'Re-Rolling Mills Ltd', 'Engineering Works', 'Steel & Engineering Ltd'],
  6: ['Electronics Ltd', 'Electricals Ltd', 'Cables Ltd'],
  7: ['Leather Goods Ltd', 'Footwear Ltd', 'Tannery Ltd'],
  8: ['Plastic Industries Ltd', 'Packaging Ltd', 'Printing & Packaging Ltd'],
  9: ['Ceramics Ltd', 'Tiles Ltd', 'Sanitary Ware Ltd'],
  10: ['Jute Mills Ltd', 'Jute Spinners Ltd', 'Jute Products Ltd'],
  11: ['Technologies Ltd', 'Soft Ltd', 'IT Solutions Ltd', 'Digital Ltd'],
  12: ['Consumer Products Ltd', 'Foods & Beverage Ltd', 'Cosmetics Ltd'],
  13: ['Hospital Ltd', 'Diagnostic Centre', 'Medical Devices Ltd'],
  14: ['Logistics Ltd', 'Shipping Lines Ltd', 'Freight Services Ltd'],
  15: ['Power Ltd', 'Solar Energy Ltd', 'Energy Ltd'],
  16: ['Hotels & Resorts Ltd', 'Tours & Travels Ltd', 'Hospitality Ltd'],
};

/** Unique organisation names (a counter-suffixed variant when every combination is taken). */
export function createOrgNamer() {
  const used = new Set<string>();
  return (rng: Rng, industryId: number): string => {
    const suffixes = ORG_SUFFIX[industryId] ?? ['Group'];
    for (let tries = 0; tries < 30; tries++) {
      const name = `${rng.pick(ORG_PREFIX)} ${rng.pick(suffixes)}`;
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
    let n = 2;
    const base = `${rng.pick(ORG_PREFIX)} ${rng.pick(suffixes)}`;
    while (used.has(`${base} ${n}`)) n++;
    used.add(`${base} ${n}`);
    return `${base} ${n}`;
  };
}

export const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/\b(ltd|limited)\b/g, '')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);

const MOBILE_PREFIX = [
  '711',
  '712',
  '713',
  '715',
  '716',
  '817',
  '819',
  '911',
  '914',
  '558',
  '678',
  '552',
  '313',
  '722',
  '911',
];
export const mobile = (rng: Rng): string => `+8801${rng.pick(MOBILE_PREFIX)}${rng.digits(6)}`;
