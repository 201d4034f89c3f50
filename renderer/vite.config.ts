import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** A module id pattern written with '/', matching Windows' '\\' as well (the installers build there). */
const anySeparator = (pattern: string) => new RegExp(pattern.replaceAll('/', String.raw`[\\/]`));

/** The libraries every screen runs on: one file. */
const FRAMEWORK = anySeparator(String.raw`node_modules/(preact|@tanstack/(query-core|react-query)|wouter|regexparam|use-sync-external-store|clsx|zustand|react-intersection-observer)/`);

/**
 * What the diner's screens share (the menu, home, legal pages): one file, not a dozen. Only modules
 * whose own imports are light belong here, since the group brings those imports along.
 */
const PUBLIC_PARTS = anySeparator(
  [
    // saved-bookings and use-now: the home page's banner of this device's next booking (with the
    // schedule rules they bring along, which every page loads anyway): here, not in files of their own.
    String.raw`renderer/src/lib/(api|storage-keys|failure-messages|use-document-title|saved-bookings|use-now)\.ts$`,
    String.raw`renderer/src/components/ui/LazyPart\.tsx$`,
    // The home page's and the menu's pieces are taken over with it: here, or the home page would fetch the menu's file for it.
    String.raw`renderer/src/components/HydrateLater\.tsx$`,
    String.raw`node_modules/react-error-boundary/`,
    // Vite's helper that loads a screen with its chunks: the entry needs it, so it must not land with the menu.
    String.raw`vite/preload-helper`,
    String.raw`renderer/src/stores/`,
    String.raw`renderer/src/components/(ui/QueryView|menu/)`,
    String.raw`renderer/src/features/public/cookies/`,
    String.raw`renderer/src/features/public/site/(ExternalLink|HomeLink|BrandLink|HeaderBar|SiteFooter|PhoneHiddenWord|scroll-to-section)\.tsx?$`,
    String.raw`renderer/src/features/public/booking/dates\.ts$`,
    String.raw`shared/(venue|messages|menu-order|search-text|allergens|routes|calendar|opening-hours|long-date|sections|reservation-status)\.ts$`,
    // Icons both the booking form or the menu and the dashboard draw: otherwise each is a file of its own.
    String.raw`node_modules/lucide-react/dist/esm/icons/(calendar-days|calendar-check|chevron-down|message-circle|search|star|x|arrow-left|arrow-right|house)\.mjs$`,
  ].join('|'),
);

/** What the menu's pages share and the home page does not need: one file, fetched with the screen's. */
const MENU_PARTS = anySeparator(
  String.raw`renderer/src/features/public/menu/(copy|menu-queries|menu-order|MenuFrame|ProductImage|ProductCard|AllergenList|AllergenFilter|allergen-choice|allergen-filter|scroll-state|use-like)\.tsx?$`,
);

/** The browser's build: hashed, grouped chunks in dist/renderer. */
const clientBuild: UserConfig['build'] = {
  // RENDERER_OUT_DIR lets parallel test runs build side by side without emptying each other's folder.
  outDir: process.env.RENDERER_OUT_DIR ?? fileURLToPath(new URL('../dist/renderer', import.meta.url)),
  // The output folder sits outside `root`, where Vite only empties it when told to.
  emptyOutDir: true,
  // The server reads it to hint each screen's chunks to the browser with the page (server/site/chunk-hints.ts).
  manifest: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        // A phone on a weak signal pays a round trip per file. Without these groups a menu page pulled
        // two dozen chunks of a few hundred bytes each; with them it loads five or six files.
        groups: [
          { name: 'framework', test: FRAMEWORK, priority: 2 },
          { name: 'public', test: PUBLIC_PARTS, priority: 1 },
          { name: 'menu', test: MENU_PARTS, priority: 1 },
        ],
      },
    },
  },
};

// In development the API server runs beside Vite (scripts/dev.ts); both read the same PORT.
const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/**
 * `vite build --ssr` (npm run build:renderer's second step): the diner's pages as the server renders
 * them (server/site/page-render.ts), one self-contained file for Node, libraries included, so the
 * packaged app needs nothing from node_modules to run it.
 */
const serverBuild: UserConfig = {
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    // Beside the browser's build, where the server looks for it (server/site/page-render.ts).
    outDir: `${process.env.RENDERER_OUT_DIR ?? fileURLToPath(new URL('../dist/renderer', import.meta.url))}-ssr`,
    emptyOutDir: true,
    minify: false,
    rolldownOptions: {
      input: fileURLToPath(new URL('src/ssr/entry-server.tsx', import.meta.url)),
      output: {
        codeSplitting: false,
        // .mjs: the packaged app keeps it outside any package.json that would say it is an ES module.
        entryFileNames: 'entry-server.mjs',
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The screens are written for React and run on Preact's compatibility layer (react and react-dom
  // are aliased to preact/compat): the framework file a diner's phone downloads before the first
  // screen is 21 KB compressed instead of 69 KB. Every browser test runs on this build.
  plugins: [
    preact(),
    tailwindcss(),
    // Each script and stylesheet also written brotli- and gzip-compressed at their strongest, which a
    // server cannot afford per request: about a seventh fewer bytes than compressing on the fly
    // (server/site/router.ts serves these files to the browsers that accept them).
    isSsrBuild ? null : compression({ include: /^assets\/.*\.(js|css)$/, algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  ...(isSsrBuild ? serverBuild : { build: clientBuild }),
  server: {
    // The same loopback address the API server binds to by default, never `localhost`'s IPv6 guess.
    host: '127.0.0.1',
    proxy: {
      '/api': apiOrigin,
      '/objects': apiOrigin,
    },
  },
}));
