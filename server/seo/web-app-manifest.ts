import { LANGUAGE_ENTRIES, type Language } from '#common/languages.ts';
import { siteTexts } from '../i18n/site-texts.ts';
import { THEME_COLORS } from '#common/theme-colors.ts';

/** Icon files in public/icons, drawn from public/icon.svg by `npm run icons`. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * The web app manifest of one language: installed from a Korean page, the app opens on the Korean home page
 * and is described in Korean. All languages share one app id, so installing twice is not two apps.
 */
export function webAppManifest(language: Language, siteName: string) {
  const entry = LANGUAGE_ENTRIES.find((e) => e.code === language);
  return {
    id: '/',
    name: siteName,
    short_name: siteName.length <= 12 ? siteName : siteName.slice(0, 12),
    description: siteTexts(language, siteName).tagline,
    lang: entry?.code ?? language,
    dir: 'ltr',
    start_url: `/${language}`,
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    categories: ['news'],
    icons: MANIFEST_ICONS,
  };
}
