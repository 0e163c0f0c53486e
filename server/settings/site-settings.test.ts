import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import {
  SiteSettingsFormSchema,
  SiteSettingsSchema,
  socialLinksOf,
} from '#common/contracts/site-settings.ts';

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
    expect(() => loadConfig(env('{"socialX":"http://x.com/t"}'))).toThrow(
      new ConfigError('Invalid SITE_SETTINGS: socialX must be a full https:// address'),
    );
    expect(() => loadConfig(env('phone=1'))).toThrow(/Invalid SITE_SETTINGS: must be a JSON object/);
  });
});
