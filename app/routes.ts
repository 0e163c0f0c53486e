import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Every page URL, in one table. {lang} is one of the 11 language codes.
export default [
  // Redirects of the spec: the language-less forms go to English.
  route('/', 'routes/site/redirect-to-english.tsx', { id: 'redirect-root' }), // / -> /en
  route('today', 'routes/site/redirect-to-english.tsx', { id: 'redirect-today' }), // /today -> /en
  route('news/:slug', 'routes/site/redirect-to-english.tsx', { id: 'redirect-news' }), // -> /en/news/:slug
  route('archive', 'routes/site/redirect-to-english.tsx', { id: 'redirect-archive' }), // -> /en/archive
  route('archive/:date', 'routes/site/redirect-to-english.tsx', { id: 'redirect-archive-day' }), // -> /en/archive/:date

  // A language's interface texts, named by their content (app/i18n/catalog-registry.ts).
  route('assets/i18n/:file', 'routes/catalog-file.ts'),

  // The editors' area (HTTP Basic auth on the server for /admin and everything below it).
  route('admin', 'routes/admin/admin-layout.tsx', [
    index('routes/admin/create-article.tsx'), // the article form
    route('articles', 'routes/admin/articles.tsx'), // article list: search, edit, delete, breaking
    route('articles/:id', 'routes/admin/edit-article.tsx'), // the article form, filled in
    route('translations', 'routes/admin/translations.tsx'), // translation dashboard
    route('messages', 'routes/admin/messages.tsx'), // readers' messages
    route('readership', 'routes/admin/readership.tsx'), // page views: per day, language, most read
    route('freshness', 'routes/admin/freshness.tsx'), // item-to-story and translation delays per language, stalls
    route('sources', 'routes/admin/sources.tsx'), // publishers' feeds, their fetch state, fetch now, passes
    route('held', 'routes/admin/held.tsx'), // feed items held back from publishing, why, publish anyway
    route('settings', 'routes/admin/settings.tsx'), // the operator's facts: About statements, contact, social links
  ]),

  // Public pages: header, footer, page views.
  layout('routes/site/site-layout.tsx', [
    route(':lang', 'routes/site/language-layout.tsx', [
      index('routes/site/home.tsx'), // Today: breaking banner, headlines, search (?search=), category (?category=)
      route('archive', 'routes/site/archive.tsx'), // list of archive days
      route('archive/:date', 'routes/site/archive-day.tsx'), // articles of one UTC day (YYYY-MM-DD)
      route('news/:slug', 'routes/site/article.tsx'), // article detail
      route('about', 'routes/site/about.tsx'),
      route('contact', 'routes/site/contact.tsx'),
      route('accuracy', 'routes/site/accuracy.tsx'), // measured accuracy of the last 30 days, how, what it misses
      route('corrections', 'routes/site/corrections.tsx'), // editors' corrections, newest first
      route('privacy-policy', 'routes/site/privacy-policy.tsx'),
      route('terms-of-service', 'routes/site/terms-of-service.tsx'),
      route('saved', 'routes/site/saved.tsx'), // articles saved on this device
      route('*', 'routes/site/not-found.tsx', { id: 'not-found-in-language' }), // unknown page under a language
    ]),
    // Every other path: the 404 page, in the browser's language.
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig;
