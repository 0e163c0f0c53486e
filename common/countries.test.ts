import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './countries.ts';

describe('ISO 3166-1 country codes', () => {
  it('holds the 249 assigned codes, each one a region the browser can name', () => {
    expect(COUNTRY_CODES.size).toBe(249);
    const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).toBeTruthy();
  });

  it('takes KR in any case and refuses KO, a guess from "Korea"', () => {
    expect(isCountryCode('KR')).toBe(true);
    expect(isCountryCode('kr')).toBe(true);
    expect(isCountryCode('KO')).toBe(false);
  });

  it('refuses reserved codes that name no ISO country (UK, EU, XK)', () => {
    for (const code of ['UK', 'EU', 'XK', 'AC', 'SU', 'ZZ']) expect(isCountryCode(code), code).toBe(false);
  });
});
