import { z } from './zod.ts';
import { LANGUAGES, languageFallbackChain, type Language } from '../languages.ts';

/**
 * The facts an operator states about their own site (issue 28, point 5): the About page's statements, the
 * contact page's phone, address and hours, and the footer's social links. Each is optional: a setting that is
 * absent is not shown at all, never replaced by a placeholder. Stored one row per key in `site_settings`
 * (server/settings/), and fixed by the `SITE_SETTINGS` environment variable where it names a key.
 */

/** A short figure the About page shows as stated ("50M+", "180+", "7+"), in every language. */
const statement = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(24, 'must be at most 24 characters (a figure such as 50M+)');

/** A claimed percentage ("98%", "99.9%"), shown beside the site's own measurement. */
const percentClaim = z
  .string()
  .trim()
  .regex(/^(100|\d{1,2})(\.\d{1,3})?%$/, 'must be a percentage such as 98% or 99.9%');

/**
 * A text readers read in their language (the contact page's address and hours): one string, shown in every
 * language, or the text per language ({ "en": …, "ko": … }), English required since a language without its own
 * text shows the one its fallback chain finds (common/languages.ts).
 */
function localizedText(max: number) {
  const text = z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
  const perLanguage = z.partialRecord(z.enum(LANGUAGES), text).refine((texts) => texts.en !== undefined, {
    path: ['en'],
    message: 'must have the English text, shown in a language without its own',
  });
  return z.union([text, perLanguage]);
}
export type LocalizedText = string | Partial<Record<Language, string>>;

/** A social profile: an https:// address, since the footer links to it from every page. */
const socialLink = z
  .string()
  .trim()
  .max(300, 'must be at most 300 characters')
  .pipe(z.url({ protocol: /^https$/, error: 'must be a full https:// address' }));

export const SOCIAL_NETWORKS = ['x', 'facebook', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The setting that holds each network's address. */
export const SOCIAL_SETTING = {
  x: 'socialX',
  facebook: 'socialFacebook',
  instagram: 'socialInstagram',
  youtube: 'socialYoutube',
} as const satisfies Record<SocialNetwork, string>;

export const SiteSettingsSchema = z
  .object({
    /** How many people read the site, as the operator states it ("50M+"). */
    audience: statement.optional(),
    /** In how many countries it is read ("180+"). */
    readerCountries: statement.optional(),
    /** From how many countries its contributors come ("50+"). */
    contributorCountries: statement.optional(),
    /** Years of experience in news ("7+"). */
    yearsOfExperience: statement.optional(),
    /** The summary accuracy the operator aims for; the About page shows the measured share beside it. */
    accuracyClaim: percentClaim.optional(),
    /** The uptime the operator aims for; the About page shows the site's own record beside it. */
    uptimeClaim: percentClaim.optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s().-]{5,30}$/, 'must be a phone number: digits, spaces, + ( ) . -')
      .optional(),
    address: localizedText(200).optional(),
    /** Office hours as the operator writes them ("Monday to Friday, 9 AM to 6 PM EST"), per language or not. */
    hours: localizedText(120).optional(),
    socialX: socialLink.optional(),
    socialFacebook: socialLink.optional(),
    socialInstagram: socialLink.optional(),
    socialYoutube: socialLink.optional(),
  })
  .strict();
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
export type SiteSettingKey = keyof SiteSettings;

export const SITE_SETTING_KEYS = Object.keys(SiteSettingsSchema.shape) as SiteSettingKey[];

/** The settings readers read in their language: one string, or a text per language. */
export const LOCALIZED_SETTING_KEYS = ['address', 'hours'] as const satisfies SiteSettingKey[];
export type LocalizedSettingKey = (typeof LOCALIZED_SETTING_KEYS)[number];

export function isLocalizedSetting(key: SiteSettingKey): key is LocalizedSettingKey {
  return (LOCALIZED_SETTING_KEYS as readonly string[]).includes(key);
}

/** A localized setting's text in `language`: its own, else the first its fallback chain finds. */
export function textIn(value: LocalizedText | undefined, language: Language): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  for (const fallback of languageFallbackChain(language)) {
    const text = value[fallback];
    if (text !== undefined) return text;
  }
  return undefined;
}

/** What the settings screen reads: the stored settings, and those the environment fixes over them. */
export const AdminSiteSettingsSchema = z.object({
  stored: SiteSettingsSchema,
  fixedByEnvironment: SiteSettingsSchema,
});
export type AdminSiteSettings = z.infer<typeof AdminSiteSettingsSchema>;

/** The footer's links: only networks with an address. */
export const SocialLinkSchema = z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() });
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/** The social links a site's settings name, in the footer's order. */
export function socialLinksOf(settings: SiteSettings): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = settings[SOCIAL_SETTING[network]];
    return url ? [{ network, url }] : [];
  });
}

/** The site's uptime from its own record (server/uptime/measure-uptime.ts). */
export const UptimeFigureSchema = z.object({
  /** Minutes recorded / minutes elapsed since the first record of the window; null with under a day of history. */
  share: z.number().min(0).max(1).nullable(),
  /** The first recorded minute of the window (ISO), or null with no record. */
  since: z.string().nullable(),
  minutesRecorded: z.number().int().nonnegative(),
  minutesElapsed: z.number().int().nonnegative(),
});
export type UptimeFigure = z.infer<typeof UptimeFigureSchema>;

/** What the About page shows: the operator's statements, and what the site counts and measures itself. */
export interface AboutFacts {
  statements: Pick<
    SiteSettings,
    | 'audience'
    | 'readerCountries'
    | 'contributorCountries'
    | 'yearsOfExperience'
    | 'accuracyClaim'
    | 'uptimeClaim'
  >;
  /** Enabled sources. */
  publishersMonitored: number;
  /** Languages with at least one published text. */
  languagesPublished: number;
  /** Share of checked sentences found supported over `days` days; null when nothing was checked. */
  accuracy: { share: number | null; days: number };
  uptime: UptimeFigure;
}

/** What the contact page shows of the settings, in its language. */
export interface ContactFacts {
  phone?: string | undefined;
  address?: string | undefined;
  hours?: string | undefined;
}

/** The contact details in `language` (the phone is the same in every language). */
export function contactFactsIn(settings: SiteSettings, language: Language): ContactFacts {
  return {
    phone: settings.phone,
    address: textIn(settings.address, language),
    hours: textIn(settings.hours, language),
  };
}

const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * A localized setting's form value (a field per language) as the setting: blank fields left out, English
 * alone stored as one string (shown in every language), nothing at all as no setting.
 */
function localizedFromForm(value: unknown) {
  if (typeof value !== 'object' || value === null) return blankAsAbsent(value);
  const texts = Object.fromEntries(
    Object.entries(value).filter(([, text]) => typeof text === 'string' && text.trim() !== ''),
  ) as Record<string, string>;
  const languages = Object.keys(texts);
  if (languages.length === 0) return undefined;
  return languages.length === 1 && texts.en !== undefined ? texts.en : texts;
}

/**
 * The settings form's values: every field a string (a localized setting, one per language), and an emptied
 * one removes its setting. Checked with the same rules as the API, so a bad address is refused in the form
 * with the server's words.
 */
export const SiteSettingsFormSchema = z.object(
  Object.fromEntries(
    SITE_SETTING_KEYS.map((key) => [
      key,
      z.preprocess(
        isLocalizedSetting(key) ? localizedFromForm : blankAsAbsent,
        SiteSettingsSchema.shape[key],
      ),
    ]),
  ) as unknown as { [K in SiteSettingKey]: z.ZodType<SiteSettings[K], SiteSettingsFormValues[K]> },
);
export type SiteSettingsFormValues = {
  [K in SiteSettingKey]: K extends LocalizedSettingKey ? Record<Language, string> : string;
};

/** A setting as the form shows it: '' when unset; a localized one as a field per language. */
export function formValuesOf(settings: SiteSettings): SiteSettingsFormValues {
  return Object.fromEntries(
    SITE_SETTING_KEYS.map((key) => {
      if (!isLocalizedSetting(key)) return [key, settings[key] ?? ''];
      const value = settings[key];
      const texts = typeof value === 'string' ? { en: value } : (value ?? {});
      return [key, Object.fromEntries(LANGUAGES.map((language) => [language, texts[language] ?? '']))];
    }),
  ) as SiteSettingsFormValues;
}
