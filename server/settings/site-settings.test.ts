import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import {
  SiteSettingsFormSchema,
  SiteSettingsSchema,
  contactFactsIn,
  formValuesOf,
  socialLinksOf,
  textIn,
} from '#common/contracts/site-settings.ts';
import { LANGUAGES } from '#common/languages.ts';

const env = (settings: string) => ({ NODE_ENV: 'test', SITE_SETTINGS: settings });

describe('site settings', () => {
  it('takes short statements, percentages, contact details and https:// links', () => {
    const settings = {
      audience: '50M+',
      uptimeClaim: '99.9%',
      phone: '+1 (555) 010-0199',
      address: '100 Example Street, New York',
      socialInstagram: 'https://instagram.com/tidings',
    };
    expect(SiteSettingsSchema.parse(settings)).toEqual(settings);
  });

  it('refuses a link that is not https://, a placeholder #, a claim that is not a percentage, an unknown key', () => {
    const refusal = (value: unknown) => SiteSettingsSchema.safeParse(value).error?.issues[0]?.message;
    expect(refusal({ socialX: 'http://x.com/tidings' })).toBe('must be a full https:// address');
    expect(refusal({ socialX: '#' })).toBe('must be a full https:// address');
    expect(refusal({ socialX: 'javascript:alert(1)' })).toBe('must be a full https:// address');
    expect(refusal({ accuracyClaim: 'about 98' })).toBe('must be a percentage such as 98% or 99.9%');
    expect(SiteSettingsSchema.safeParse({ email: 'a@b.example' }).success).toBe(false);
  });

  it('reads an emptied form field as a removed setting', () => {
    expect(SiteSettingsFormSchema.parse({ audience: '  ', phone: '', socialX: 'https://x.com/t' })).toEqual({
      socialX: 'https://x.com/t',
    });
  });

  it('takes the address and hours as one string for every language, or as a text per language with English', () => {
    const hours = { en: 'Monday to Friday, 9 AM to 6 PM EST', ko: '월~금 오전 9시~오후 6시(미 동부 시간)' };
    expect(SiteSettingsSchema.parse({ hours, address: '100 Example Street' })).toEqual({
      hours,
      address: '100 Example Street',
    });
    const refusal = (value: unknown) => SiteSettingsSchema.safeParse(value).error?.issues[0];
    expect(refusal({ hours: { ko: '월~금' } })).toMatchObject({
      path: ['hours', 'en'],
      message: 'must have the English text, shown in a language without its own',
    });
    expect(refusal({ hours: { en: 'Mon–Fri', ko: 'x'.repeat(121) } })).toMatchObject({
      path: ['hours', 'ko'],
      message: 'must be at most 120 characters',
    });
    expect(refusal({ address: { en: 'New York', xx: 'somewhere' } })?.message).toBe('Unrecognized key: "xx"');
    // The figures and the phone are the same in every language.
    expect(SiteSettingsSchema.safeParse({ phone: { en: '+1 555 0100' } }).success).toBe(false);
  });

  it('shows each language its own text, else English; one string in every language', () => {
    const hours = { en: 'Monday to Friday', ko: '월~금', ja: '月〜金' };
    expect(textIn(hours, 'ko')).toBe('월~금');
    expect(textIn(hours, 'ja')).toBe('月〜金');
    expect(textIn(hours, 'tr')).toBe('Monday to Friday');
    expect(LANGUAGES.map((language) => textIn('Mon–Fri', language))).toEqual(LANGUAGES.map(() => 'Mon–Fri'));
    expect(textIn(undefined, 'ko')).toBeUndefined();
    expect(contactFactsIn({ phone: '+1 555 0100', hours, address: 'New York' }, 'ko')).toEqual({
      phone: '+1 555 0100',
      hours: '월~금',
      address: 'New York',
    });
  });

  it('reads the form’s fields per language: English alone as one string, blank ones left out, none as removed', () => {
    const values = formValuesOf({ hours: 'Mon–Fri', address: { en: 'New York', ko: '뉴욕' } });
    expect(values.hours).toEqual({ ...Object.fromEntries(LANGUAGES.map((l) => [l, ''])), en: 'Mon–Fri' });
    expect(values.address.ko).toBe('뉴욕');
    expect(values.phone).toBe('');
    const form = (hours: Record<string, string>) =>
      SiteSettingsFormSchema.safeParse({
        ...formValuesOf({}),
        hours: { ...formValuesOf({}).hours, ...hours },
      });
    expect(form({ en: 'Mon–Fri', ko: ' ' }).data?.hours).toBe('Mon–Fri');
    expect(form({ en: 'Mon–Fri', ja: '月〜金' }).data?.hours).toEqual({ en: 'Mon–Fri', ja: '月〜金' });
    expect(form({}).data).toEqual({});
    expect(form({ ko: '월~금' }).error?.issues[0]?.path).toEqual(['hours', 'en']);
  });

  it('links only the networks with an address, in the footer order', () => {
    expect(socialLinksOf({ socialYoutube: 'https://youtube.com/@t', socialX: 'https://x.com/t' })).toEqual([
      { network: 'x', url: 'https://x.com/t' },
      { network: 'youtube', url: 'https://youtube.com/@t' },
    ]);
    expect(socialLinksOf({})).toEqual([]);
  });

  it('takes SITE_SETTINGS from the environment, checked with the same rules', () => {
    expect(loadConfig(env('{"phone":"+1 555 0100","socialX":"https://x.com/t"}')).siteSettings).toEqual({
      phone: '+1 555 0100',
      socialX: 'https://x.com/t',
    });
    expect(loadConfig({ NODE_ENV: 'test' }).siteSettings).toEqual({});
    expect(
      loadConfig(env('{"hours":{"en":"Mon–Fri","ko":"월~금"},"address":"Berlin"}')).siteSettings,
    ).toEqual({
      hours: { en: 'Mon–Fri', ko: '월~금' },
      address: 'Berlin',
    });
    expect(() => loadConfig(env('{"hours":{"ko":"월~금"}}'))).toThrow(
      new ConfigError(
        'Invalid SITE_SETTINGS: hours.en must have the English text, shown in a language without its own',
      ),
    );
    expect(() => loadConfig(env('{"socialX":"http://x.com/t"}'))).toThrow(
      new ConfigError('Invalid SITE_SETTINGS: socialX must be a full https:// address'),
    );
    expect(() => loadConfig(env('phone=1'))).toThrow(/Invalid SITE_SETTINGS: must be a JSON object/);
  });
});
