import { UNKNOWN_COUNTRY } from '../shared/messages.ts';

let regionNames: Intl.DisplayNames | undefined;

/** A country's name from its ISO 3166-1 alpha-2 code, in English; 'Narnia' for a code no country has (§8). */
export function countryName(code: string): string {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  try {
    return regionNames.of(code.toUpperCase()) ?? UNKNOWN_COUNTRY;
  } catch {
    return UNKNOWN_COUNTRY;
  }
}
