import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The browser's JavaScript in a few files a page needs whole, rather than forty small ones: the framework
 * every page runs, the libraries every reader's page uses, the site's shared code, and the forms' libraries
 * (contact and admin only). Route modules stay files of their own, so a page loads only its routes.
 */
const CHUNK_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
    priority: 4,
  },
  // The forms' libraries: contact and admin pages only (the schemas they check stay with those pages).
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 3 },
  { name: 'libraries', test: /node_modules[\\/]/, priority: 2 },
  {
    name: 'site',
    test: /[\\/](app[\\/](lib|ui|i18n|features[\\/](news|site))|common[\\/](?!contracts[\\/]))/,
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
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } } },
  },
});
