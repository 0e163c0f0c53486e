import type { MetaDescriptor } from 'react-router';
import { LANGUAGES, type Language } from '../../../common/languages.ts';
import { textFromCatalogs } from '../../i18n/translate-meta.ts';
import { catalogsFor } from '../../i18n/catalog-registry.ts';

/** Open Graph locales of the 11 languages. */
const OG_LOCALE: Record<Language, string> = {
  en: 'en_US',
  ko: 'ko_KR',
  ja: 'ja_JP',
  es: 'es_ES',
  de: 'de_DE',
  fr: 'fr_FR',
  id: 'id_ID',
  hi: 'hi_IN',
  vi: 'vi_VN',
  pt: 'pt_BR',
  tr: 'tr_TR',
};

export interface PageSeo {
  siteName: string;
  siteUrl: string;
  language: Language;
  /** The path after the language, '' for the home page, e.g. '/news/some-slug'. */
  path: string;
  /** The page's own title; the site name is added after a bar. Omit it on the home page. */
  title?: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
}

/**
 * Title, description, canonical link, one alternate link per language plus x-default (English), and the
 * Open Graph and Twitter card tags of a page.
 */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const url = (language: Language) => `${seo.siteUrl}/${language}${seo.path}`;
  const title = seo.title ? `${seo.title} | ${seo.siteName}` : seo.siteName;
  const image = seo.image ? new URL(seo.image, seo.siteUrl).toString() : undefined;
  return [
    { title },
    { name: 'description', content: seo.description },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url(seo.language) },
    ...LANGUAGES.map((language) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: language,
      href: url(language),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('en') },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:title', content: seo.title ?? seo.siteName },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:url', content: url(seo.language) },
    { property: 'og:locale', content: OG_LOCALE[seo.language] },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:width', content: '1200' },
          { property: 'og:image:height', content: '630' },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title ?? seo.siteName },
    { name: 'twitter:description', content: seo.description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
}

/**
 * The meta() of a page whose title and description are interface texts: reads them from the root loader's
 * catalogs (meta runs outside React).
 */
export function textPageMeta(
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>,
  language: string | undefined,
  page: { path: string; titleKey: string; descriptionKey: string; noindex?: boolean },
): MetaDescriptor[] {
  const root = matches[0]?.loaderData as
    { siteName: string; siteUrl: string; language: Language } | undefined;
  if (!root) return [];
  const values = { siteName: root.siteName };
  return pageMeta({
    siteName: root.siteName,
    siteUrl: root.siteUrl,
    language: (language ?? 'en') as Language,
    path: page.path,
    title: textFromCatalogs(catalogsFor(root.language), page.titleKey, values),
    description: textFromCatalogs(catalogsFor(root.language), page.descriptionKey, values),
    noindex: page.noindex,
  });
}

/** The 404 page's title and noindex, for every route that can end in it. */
export function notFoundMeta(matches: ReadonlyArray<{ data?: unknown } | undefined>): MetaDescriptor[] {
  const root = matches[0]?.data as { siteName?: string } | undefined;
  return [{ title: `404 | ${root?.siteName ?? 'Tidings'}` }, { name: 'robots', content: 'noindex' }];
}
