import { GEOGRAPHY } from './geography-data';

export type Place = {
  country_id: number;
  division_id: number;
  district_id: number;
  zone_id: number;
  country: string;
  division: string;
  district: string;
  zone: string;
};

/** Builds the countries/divisions/districts/thanas/zones collections and a flat list of places. */
export function buildGeography(created_at: string) {
  const countries: { id: number; name: string; created_at: string }[] = [];
  const divisions: { id: number; name: string; country_id: number; created_at: string }[] = [];
  const districts: { id: number; name: string; division_id: number; created_at: string }[] = [];
  const thanas: { id: number; name: string; district_id: number; created_at: string }[] = [];
  const zones: { id: number; name: string; district_id: number; created_at: string }[] = [];
  const places: Place[] = [];
  for (const c of GEOGRAPHY) {
    const country_id = countries.length + 1;
    countries.push({ id: country_id, name: c.name, created_at });
    for (const dv of c.divisions) {
      const division_id = divisions.length + 1;
      divisions.push({ id: division_id, name: dv.name, country_id, created_at });
      for (const ds of dv.districts) {
        const district_id = districts.length + 1;
        districts.push({ id: district_id, name: ds.name, division_id, created_at });
        for (const name of ds.thanas) thanas.push({ id: thanas.length + 1, name, district_id, created_at });
        for (const name of ds.zones) {
          const zone_id = zones.length + 1;
          zones.push({ id: zone_id, name, district_id, created_at });
          places.push({
            country_id,
            division_id,
            district_id,
            zone_id,
            country: c.name,
            division: dv.name,
            district: ds.name,
            zone: name,
          });
        }
      }
    }
  }
  return { countries, divisions, districts, thanas, zones, places };
}

/** How likely a lead is to come from a given district (Dhaka/Chattogram industry belts dominate). */
export function placeWeight(p: Place): number {
  if (p.country !== 'Bangladesh') return 0.25;
  if (['Dhaka', 'Gazipur', 'Narayanganj', 'Chattogram'].includes(p.district)) return 4;
  if (p.division === 'Dhaka' || p.division === 'Chattogram') return 1.5;
  return 0.8;
}
