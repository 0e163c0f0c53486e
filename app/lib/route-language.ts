import { isLanguage, type Language } from '#common/languages.ts';
import { parseAcceptLanguage, preferredLanguage } from './language-path.ts';
import { throwNotFound } from './page-status.ts';

/** A route's parameters as React Router gives them: `lang` is whatever the address held there. */
type LanguageParams = { lang?: string | undefined };

/**
 * The edition's language of a page under /{lang}; a first segment that is no language throws the route's
 * "not found" (app/lib/page-status.ts), as no such edition exists.
 */
export function routeLanguage(params: LanguageParams): Language {
  if (!isLanguage(params.lang)) return throwNotFound();
  return params.lang;
}

/**
 * The language of a page that also answers outside /{lang} (the document shell, the not-found page): the
 * address's when it names one, else the first of the browser's languages the site has, else English.
 */
export function requestLanguage(params: LanguageParams, request: Request): Language {
  return isLanguage(params.lang)
    ? params.lang
    : preferredLanguage(parseAcceptLanguage(request.headers.get('accept-language')));
}
