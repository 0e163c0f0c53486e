import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Modules a page loads only when the reader first uses them (menus, dialogs, toasts: Radix and Floating UI; the
 * home page's choice of languages; the saved articles' offline copies, on the first Save; the breaking-news
 * alerts' subscription, on the first click).
 */
const LOADED_ON_USE =
  /[\\/]app[\\/]((ui[\\/](sheet|dropdown-menu|toast-panel|confirm-dialog)|features[\\/]site[\\/](mobile-menu|language-dropdown-menu)|features[\\/]news[\\/]reader-languages-panel)\.tsx|lib[\\/]offline-cache\.ts|features[\\/]alerts[\\/]switch-alerts\.ts)$/;

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
  // The forms' libraries and fields (app/ui/field.tsx): contact and admin pages only (the schemas they check stay
  // with those pages). Taken last: a group takes what its modules import too, and the fields import the site's
  // input and cn, which must stay in the site's file (every page) rather than pull this file into every page.
  {
    name: 'forms',
    test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]|[\\/]app[\\/]ui[\\/]field\.tsx$/,
    priority: 0,
  },
  // Icon drawings (lucide-react/icons/*) are not here: each goes with the module that draws it (app/ui/icons.tsx
  // in the site's code, the editors' and single pages' icons with them), so a page loads only its own icons.
  {
    name: 'libraries',
    test: /node_modules[\\/](clsx|class-variance-authority)[\\/]/,
    priority: 2,
  },
  // The home page's code that other routes share too. What one page alone uses (the article's boxes, the home
  // page's top stories) stays in that page's file, and what only other pages share (the legal pages' layout, the
  // editors' screens) goes to files of Rolldown's own splitting, so the home page, the first view of most
  // visits, loads none of it.
  {
    name: (id: string, context: ChunkingContext) => {
      const routes = routesUsing(id, context);
      return routes.size >= 2 && [...routes].some((route) => HOME_ROUTE.test(route)) ? 'site' : null;
    },
    test: (id: string) =>
      /[\\/](app[\\/](lib|ui|i18n|features[\\/](alerts|news|site))|common[\\/](?!contracts[\\/]))/.test(id) &&
      !LOADED_ON_USE.test(id),
    priority: 1,
  },
];

const ROUTE = /[\\/]app[\\/](root\.tsx|routes[\\/])/;
/** The routes the home page runs. */
const HOME_ROUTE = /[\\/]app[\\/](root|routes[\\/]site[\\/](site-layout|language-layout|home))\.tsx$/;

/** What Rolldown's chunking knows of a module (its `ChunkingContext`). */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/**
 * The route modules that import a module, directly or through other modules (static imports only), and the
 * modules loaded on use that do (the phone menu shares the language switcher with the site's layout).
 */
function routesUsing(id: string, context: ChunkingContext): Set<string> {
  const routes = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = context.getModuleInfo(next);
    // React Router's modules of a route (`?client-route-module` and the like) count as that route.
    if (ROUTE.test(next)) routes.add(next.replace(/\?.*$/, ''));
    else if (info?.dynamicImporters.length) routes.add(next);
    for (const importer of info?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return routes;
}

/** Hashed files are also written compressed (Brotli and gzip), served as they are (server/http/create-app.ts). */
const precompressed: Plugin = {
  ...compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg)$/, threshold: 1024 }),
  applyToEnvironment: (environment) => environment.name === 'client',
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressed],
  build: {
    rolldownOptions: {
      checks: {
        // Rolldown warns when plugins take long: a reading of the machine's load that changes from build to build.
        // Build times are measured by npm run bench, not read off warnings.
        bundlerTimings: false,
        // The not-found page is both a route (imported by app/routes/site/not-found.tsx) and what the error boundary
        // loads on use; the boundary's import then reaches that route's file, which is the split wanted: the page
        // stays out of the first view (tests/e2e/loaded-on-use.spec.ts), so the warning that it is "ineffective"
        // says nothing here.
        ineffectiveDynamicImport: false,
      },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // app/ui/icons.tsx takes only the drawings of lucide-react's icon modules; the component each module
          // also makes is left out when unused, as lucide-react marks no side effects but does not mark the call.
          treeshake: { manualPureFunctions: ['createLucideIcon'] },
          output: { codeSplitting: { groups: CHUNK_GROUPS } },
        },
      },
    },
  },
});
