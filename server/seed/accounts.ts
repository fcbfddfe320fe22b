import { createHash } from 'node:crypto';
import { hashPasswordSync as hashPassword } from '../lib/password';
import {
  ALL_PERMISSIONS,
  PERMISSION_SECTIONS,
  SALES_EXECUTIVE_PERMISSIONS,
  SUPERVISOR_PERMISSIONS,
} from '../../contract/permissions';
import { daysAgo, iso } from './dates';

/** Staff accounts: ids 1..3 are the demo accounts of the contract; 4+ use password Demo#1234. */
type StaffDef = {
  name: string;
  email: string;
  password: string;
  role: 1 | 2 | 3;
  parent: number | null;
  department: number;
  designation: number;
  phone: string;
  address: string;
};

const DEMO_PASSWORD = 'Demo#1234';

// department ids: see master-data DEPARTMENTS; designation ids: see master-data DESIGNATIONS.
export const STAFF: StaffDef[] = [
  {
    name: 'Admin User',
    email: 'admin@crms.test',
    password: 'Admin#123',
    role: 1,
    parent: null,
    department: 1,
    designation: 1,
    phone: '+8801711000001',
    address: 'House 7, Road 12, Gulshan 1, Dhaka',
  },
  {
    name: 'Sadia Rahman',
    email: 'supervisor@crms.test',
    password: 'Super#123',
    role: 2,
    parent: 1,
    department: 2,
    designation: 3,
    phone: '+8801711000002',
    address: 'House 22, Road 4, Dhanmondi, Dhaka',
  },
  {
    name: 'Tanvir Hasan',
    email: 'staff@crms.test',
    password: 'Staff#123',
    role: 3,
    parent: 2,
    department: 2,
    designation: 5,
    phone: '+8801711000003',
    address: 'Flat 3B, Sector 7, Uttara, Dhaka',
  },
  {
    name: 'Farhana Akter',
    email: 'farhana.akter@crms.test',
    password: DEMO_PASSWORD,
    role: 2,
    parent: 1,
    department: 3,
    designation: 3,
    phone: '+8801819204411',
    address: 'House 9, Road 2, Banani, Dhaka',
  },
  {
    name: 'Mahmudul Karim',
    email: 'mahmudul.karim@crms.test',
    password: DEMO_PASSWORD,
    role: 3,
    parent: 2,
    department: 2,
    designation: 4,
    phone: '+8801712558302',
    address: 'Section 10, Mirpur, Dhaka',
  },
  {
    name: 'Nusrat Jahan',
    email: 'nusrat.jahan@crms.test',
    password: DEMO_PASSWORD,
    role: 3,
    parent: 2,
    department: 2,
    designation: 5,
    phone: '+8801913370245',
    address: 'Mohammadpur, Dhaka',
  },
  {
    name: 'Rafiqul Islam',
    email: 'rafiqul.islam@crms.test',
    password: DEMO_PASSWORD,
    role: 3,
    parent: 2,
    department: 3,
    designation: 6,
    phone: '+8801556781290',
    address: 'Agrabad, Chattogram',
  },
  {
    name: 'Shamima Sultana',
    email: 'shamima.sultana@crms.test',
    password: DEMO_PASSWORD,
    role: 3,
    parent: 4,
    department: 4,
    designation: 7,
    phone: '+8801678120934',
    address: 'Bashundhara R/A, Dhaka',
  },
  {
    name: 'Imran Chowdhury',
    email: 'imran.chowdhury@crms.test',
    password: DEMO_PASSWORD,
    role: 3,
    parent: 4,
    department: 3,
    designation: 5,
    phone: '+8801817650028',
    address: 'Nasirabad, Chattogram',
  },
  {
    name: 'Sabbir Ahmed',
    email: 'sabbir.ahmed@crms.test',
    password: DEMO_PASSWORD,
    role: 3,
    parent: 4,
    department: 2,
    designation: 6,
    phone: '+8801914433871',
    address: 'Tongi, Gazipur',
  },
  {
    name: 'Moushumi Das',
    email: 'moushumi.das@crms.test',
    password: DEMO_PASSWORD,
    role: 3,
    parent: 2,
    department: 4,
    designation: 7,
    phone: '+8801731208845',
    address: 'Sonadanga, Khulna',
  },
  {
    name: 'Kamrul Hossain',
    email: 'kamrul.hossain@crms.test',
    password: DEMO_PASSWORD,
    role: 2,
    parent: 1,
    department: 1,
    designation: 2,
    phone: '+8801711904452',
    address: 'Baridhara DOHS, Dhaka',
  },
  {
    name: 'Anika Tabassum',
    email: 'anika.tabassum@crms.test',
    password: DEMO_PASSWORD,
    role: 3,
    parent: 12,
    department: 5,
    designation: 8,
    phone: '+8801611872301',
    address: 'Zindabazar, Sylhet',
  },
];

/** Employee ids of sales people (everyone except the admin). */
export const SALES_EMPLOYEE_IDS = STAFF.map((_, i) => i + 1).filter((id) => id !== 1);

/** Deterministic salt so the committed seed is reproducible. */
function seedSalt(email: string): Buffer {
  return createHash('sha256').update(`crms-seed:${email}`).digest().subarray(0, 16);
}

// A hash at the production cost takes a good fraction of a second; a process that builds the
// seed twice (the determinism test) hashes each account once.
const seedHashes = new Map<string, string>();
function seedHash(email: string, password: string): string {
  const key = `${email}\n${password}`;
  let hash = seedHashes.get(key);
  if (!hash) seedHashes.set(key, (hash = hashPassword(password, seedSalt(email))));
  return hash;
}

export function buildPermissions() {
  let id = 0;
  return Object.entries(PERMISSION_SECTIONS).flatMap(([section_name, names]) =>
    names.map((name) => ({ id: ++id, section_name, name })),
  );
}

export function buildRoles(permissions: { id: number; name: string }[]) {
  const idsOf = (names: readonly string[]) =>
    permissions.filter((p) => names.includes(p.name)).map((p) => p.id);
  const created_at = iso(daysAgo(400, 3));
  return [
    { id: 1, name: 'Admin', permission_ids: idsOf(ALL_PERMISSIONS), created_at },
    { id: 2, name: 'Supervisor', permission_ids: idsOf(SUPERVISOR_PERMISSIONS), created_at },
    { id: 3, name: 'Sales Executive', permission_ids: idsOf(SALES_EXECUTIVE_PERMISSIONS), created_at },
  ];
}

export function buildUsersAndEmployees() {
  const users = [];
  const employees = [];
  for (const [i, s] of STAFF.entries()) {
    const id = i + 1;
    const created_at = iso(daysAgo(400 - i * 12, 4, 15));
    users.push({
      id,
      name: s.name,
      email: s.email,
      password_hash: seedHash(s.email, s.password),
      created_at,
      updated_at: created_at,
    });
    employees.push({
      id,
      user_id: id,
      phone: s.phone,
      address: s.address,
      parent_id: s.parent,
      department_id: s.department,
      designation_id: s.designation,
      role_id: s.role,
      profile_picture: null,
      created_at,
      updated_at: created_at,
    });
  }
  return { users, employees };
}

export const employeeName = (id: number): string => STAFF[id - 1]?.name ?? 'Unknown';
