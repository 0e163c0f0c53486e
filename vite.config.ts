import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Modules a page loads only when the reader first uses them (menus, dialogs, toasts: Radix and Floating UI; the
 * home page's choice of languages).
 */
const LOADED_ON_USE =
  /[\\/]app[\\/](ui[\\/](sheet|dropdown-menu|toast-panel|confirm-dialog)|features[\\/]site[\\/](mobile-menu|language-dropdown-menu)|features[\\/]news[\\/]reader-languages-panel)\.tsx$/;

/**
 * The browser's JavaScript in a few files a page needs whole, rather than forty small ones: the framework
 * every page runs, the libraries every reader's page uses at once, the site's shared code, and the forms'
 * libraries (contact and admin only). Route modules stay files of their own, so a page loads only its routes,
 * and what is loaded on use (LOADED_ON_USE, with the Radix and Floating UI code only it imports) is left to
 * Rolldown's own splitting, so that it stays out of the first view.
 */
const CHUNK_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
    priority: 4,
  },
  // The forms' libraries: contact and admin pages only (the schemas they check stay with those pages).
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 3 },
  {
    name: 'libraries',
    test: /node_modules[\\/](lucide-react|clsx|class-variance-authority|@radix-ui[\\/](react-slot|react-compose-refs))[\\/]/,
    priority: 2,
  },
  {
    name: 'site',
    test: (id: string) =>
      /[\\/](app[\\/](lib|ui|i18n|features[\\/](news|site))|common[\\/](?!contracts[\\/]))/.test(id) &&
      !LOADED_ON_USE.test(id),
    priority: 1,
  },
];

/** Hashed files are also written compressed (Brotli and gzip), served as they are (server/http/create-app.ts). */
const precompressed: Plugin = {
  ...compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg)$/, threshold: 1024 }),
  applyToEnvironment: (environment) => environment.name === 'client',
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressed],
  // Rolldown warns when plugins take long: a reading of the machine's load that changes from build to build. Build
  // times are measured by npm run bench, not read off warnings.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } } },
  },
});
