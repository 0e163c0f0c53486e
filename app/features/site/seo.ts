import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#common/languages.ts';
import {
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  previewKey,
  sitePreviewPath,
} from '#common/media/preview-images.ts';
import { metaText, withPageTexts } from '../../i18n/translate-meta.ts';
import type { Catalogs } from '../../i18n/namespaces.ts';

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

/** A page's preview picture, as link previews and search engines read it. */
export interface PageImage {
  /** Absolute, or a path on the site. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What every page's meta needs of the root loader: the site, and its line in the page's language. */
export interface SiteMeta {
  siteName: string;
  siteUrl: string;
  /** The site's one-line description in the page's language (its preview card's title). */
  tagline: string;
}

export interface PageSeo extends SiteMeta {
  language: Language;
  /** The path after the language, '' for the home page, e.g. '/news/some-slug'. */
  path: string;
  /** The page's own title; the site name is added after a bar. Omit it on the home page. */
  title?: string | undefined;
  description: string;
  /** The languages the page exists in (hreflang lists only these); all 11 unless said. */
  languages?: readonly Language[] | undefined;
  /** The language of the canonical address: the page's own, unless the page shows another language's text. */
  canonicalLanguage?: Language | undefined;
  /** The preview picture; the site's card in the page's language unless given. */
  image?: PageImage | undefined;
  type?: 'website' | 'article';
  noindex?: boolean | undefined;
  /** schema.org data for the page, each written as one JSON-LD script (React Router escapes it). */
  structuredData?: ReadonlyArray<Record<string, unknown>>;
}

/** The site's preview card in a language: its line on the brand colour. */
export function sitePreviewImage(site: SiteMeta, language: Language): PageImage {
  const key = previewKey({ title: site.tagline, label: site.siteName, siteName: site.siteName });
  return {
    url: sitePreviewPath(language, key),
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    alt: `${site.siteName}: ${site.tagline}`,
  };
}

/** The site, its line in the root loader's language, for pageMeta. */
export function siteMeta(root: { siteName: string; siteUrl: string; language: Language }): SiteMeta {
  return {
    siteName: root.siteName,
    siteUrl: root.siteUrl,
    tagline: metaText(root.language, 'common:siteTagline', { siteName: root.siteName }),
  };
}

/**
 * Title, description, canonical link, an alternate link per language the page exists in plus x-default, the
 * Open Graph and Twitter card tags with the preview picture, and the page's schema.org data.
 */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const url = (language: Language) => `${seo.siteUrl}/${language}${seo.path}`;
  const languages = seo.languages ?? LANGUAGES;
  const canonical = url(seo.canonicalLanguage ?? seo.language);
  const xDefault = languages.includes(DEFAULT_LANGUAGE)
    ? DEFAULT_LANGUAGE
    : (seo.canonicalLanguage ?? seo.language);
  const title = seo.title ? `${seo.title} | ${seo.siteName}` : seo.siteName;
  const image = seo.image ?? sitePreviewImage(seo, seo.language);
  const imageUrl = new URL(image.url, seo.siteUrl).toString();
  return [
    { title },
    { name: 'description', content: seo.description },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LANGUAGES.filter((language) => languages.includes(language)).map((language) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: language,
      href: url(language),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url(xDefault) },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:title', content: seo.title ?? seo.siteName },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: OG_LOCALE[seo.language] },
    ...LANGUAGES.filter((language) => language !== seo.language && languages.includes(language)).map(
      (language) => ({ property: 'og:locale:alternate', content: OG_LOCALE[language] }),
    ),
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title ?? seo.siteName },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
    ...(seo.structuredData ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
}

/** schema.org BreadcrumbList of a page under the home page, e.g. Home › Archive › 8 March 2025. */
export function breadcrumbs(siteUrl: string, steps: ReadonlyArray<{ name: string; path: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: `${siteUrl}${step.path}`,
    })),
  };
}

/**
 * The meta() of a page whose title and description are interface texts: reads them from the catalogs every page
 * has, and the page's own (`texts`, from its loader: the about and contact pages) (meta runs outside React).
 */
export function textPageMeta(
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>,
  language: Language,
  page: {
    path: string;
    titleKey: string;
    descriptionKey: string;
    noindex?: boolean;
    /** The page's trail from the home page, as schema.org BreadcrumbList. */
    breadcrumbs?: ReadonlyArray<{ titleKey: string; path: string }>;
    texts?: Catalogs;
  },
): MetaDescriptor[] {
  const root = matches[0]?.loaderData as
    { siteName: string; siteUrl: string; language: Language } | undefined;
  if (!root) return [];
  const values = { siteName: root.siteName };
  const catalogs = page.texts && withPageTexts(root.language, page.texts);
  return pageMeta({
    ...siteMeta(root),
    language,
    path: page.path,
    title: metaText(root.language, page.titleKey, values, catalogs),
    description: metaText(root.language, page.descriptionKey, values, catalogs),
    noindex: page.noindex,
    structuredData: page.breadcrumbs
      ? [
          breadcrumbs(
            root.siteUrl,
            page.breadcrumbs.map((step) => ({
              name: metaText(root.language, step.titleKey, values, catalogs),
              path: step.path,
            })),
          ),
        ]
      : [],
  });
}

/** The RSS and Atom links of a feed at `base` (/{lang} or /{lang}/{category}): their type, title and address. */
export function feedLinkAttributes(siteName: string, base: string, name?: string) {
  const title = name ? `${siteName}: ${name}` : siteName;
  return [
    { type: 'application/rss+xml', title: `${title} (RSS)`, href: `${base}/feed.xml` },
    { type: 'application/atom+xml', title: `${title} (Atom)`, href: `${base}/atom.xml` },
  ];
}

/** The same as a page's meta() tags. */
export function feedLinks(siteName: string, base: string, name?: string): MetaDescriptor[] {
  return feedLinkAttributes(siteName, base, name).map((link) => ({
    tagName: 'link',
    rel: 'alternate',
    ...link,
  }));
}

/** The 404 page's title and noindex, for every route that can end in it. */
export function notFoundMeta(matches: ReadonlyArray<{ data?: unknown } | undefined>): MetaDescriptor[] {
  const root = matches[0]?.data as { siteName?: string } | undefined;
  return [{ title: `404 | ${root?.siteName ?? 'Tidings'}` }, { name: 'robots', content: 'noindex' }];
}
