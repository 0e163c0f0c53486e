import { type RouteConfig, route } from '@react-router/dev/routes';

// Every page URL, in one table. {lang} is one of the 11 language codes; anything else is the 404 page.
export default [
  route('/', 'routes/site/redirect-to-english.tsx', { id: 'redirect-root' }), // / -> /en
  route('today', 'routes/site/redirect-to-english.tsx', { id: 'redirect-today' }), // /today -> /en
  route(':lang', 'routes/site/home.tsx'), // Today: latest headlines
  route('*', 'routes/site/not-found.tsx'), // every other path: 404
] satisfies RouteConfig;
