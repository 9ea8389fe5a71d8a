import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a .br and a .gz copy beside every text file of the build, so that the server sends them
 * compressed without compressing on each request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'depot-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After vite-plugin-pwa has written the service worker at closeBundle, so it is included.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of walk(outDir)) {
          if (!COMPRESSIBLE.test(path)) continue;
          const data = readFileSync(path);
          // Below about a kilobyte the headers cost more than compression saves.
          if (data.length < 1024) continue;
          writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
          );
        }
      },
    },
  };
}

/** The modules of the owner's home, from the signed-in layout down (app/router.tsx). */
const DASHBOARD_HOME = [
  'src/app/app-layout.tsx',
  'src/app/guards.tsx',
  'src/app/dashboard-shell.tsx',
  'src/features/dashboard/dashboard-home.tsx',
];

/** The script that starts the home's first calls before the app has loaded. */
const DASHBOARD_EARLY = 'src/boot/dashboard-early.ts';

/**
 * dashboard.html, which the server sends for /dashboard: index.html with the signed-in frame
 * drawn in plain HTML (dashboard-skeleton.html), so the first paint needs no script, the home's
 * first calls started by a small script of their own (DASHBOARD_EARLY) while the app loads, and
 * every chunk and style of the owner's home preloaded beside the entry, instead of requested only
 * once the entry has run and the router has matched the path.
 */
function dashboardPage(): Plugin {
  let root = '';
  let outDir = '';
  let early = '';
  let earlyScript = '';
  const preload: string[] = [];
  return {
    name: 'depot-dashboard-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      early = this.emitFile({ type: 'chunk', id: join(root, DASHBOARD_EARLY) });
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const js = new Set<string>();
      const css = new Set<string>();
      const add = (fileName: string) => {
        const chunk = chunks.find((c) => c.fileName === fileName);
        if (!chunk || chunk.isEntry || js.has(fileName)) return;
        js.add(fileName);
        chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
        chunk.imports.forEach(add);
      };
      for (const module of DASHBOARD_HOME) {
        const chunk = chunks.find((c) => c.facadeModuleId === join(root, module));
        if (!chunk) throw new Error(`dashboard.html: no chunk for ${module}`);
        add(chunk.fileName);
      }
      const earlyChunk = chunks.find((c) => c.fileName === this.getFileName(early));
      if (!earlyChunk || earlyChunk.imports.length) {
        throw new Error(`dashboard.html: ${DASHBOARD_EARLY} must be one chunk without imports`);
      }
      earlyScript = `<script type="module" async src="/${earlyChunk.fileName}"></script>`;
      // crossorigin as Vite's own loader requests them, or the browser fetches each twice.
      preload.length = 0;
      preload.push(
        ...[...css].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}" />`),
        ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
      );
    },
    writeBundle() {
      const skeleton = readFileSync(join(root, 'dashboard-skeleton.html'), 'utf8').replace(
        /<!--.*?-->\s*/s,
        '',
      );
      const style = skeleton.match(/<style>.*?<\/style>/s)?.[0] ?? '';
      const markup = skeleton.replace(style, '').trim();
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      // The entry's own imports are preloaded in index.html already.
      const links = preload.filter((link) => !index.includes(link.match(/href="[^"]+"/)![0]));
      // Before the entry's script, so that the calls are asked for first.
      const page = index
        .replace('<script type="module"', `${earlyScript}\n    <script type="module"`)
        .replace('</head>', `${links.join('\n')}\n${style}\n</head>`)
        .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
      if (!page.includes(markup)) throw new Error('dashboard.html: no empty #root in index.html');
      writeFileSync(join(outDir, 'dashboard.html'), page);
    },
  };
}

/**
 * The service worker (Workbox, generated at build): installable on Android, and an offline start
 * shows the app. It precaches, with revisions, the files whose names do not change (index.html,
 * the icons, the manifest); a new build replaces them and removes the earlier precache. Built
 * chunks, whose hashed names never change, are kept as the pages fetch them, so installing it
 * downloads nothing a visitor of the landing page has not fetched already. /api is never cached,
 * nor the landing videos (big Range requests, played online only). `main.tsx` registers it after
 * `load`, so it costs the first screen nothing.
 */
function serviceWorker() {
  return VitePWA({
    injectRegister: false,
    // public/manifest.webmanifest is the manifest, linked from index.html.
    manifest: false,
    workbox: {
      globPatterns: ['index.html', '*.{svg,png,webmanifest}'],
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      navigateFallback: 'index.html',
      // Server paths and files opened in a tab are not the app's pages.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /\.[a-z0-9]+$/i],
      runtimeCaching: [
        {
          urlPattern: /\/assets\/[^/]+\.(js|css)$/,
          handler: 'CacheFirst',
          options: {
            cacheName: 'depot-chunks',
            // Chunks of earlier builds go, as the newest are kept.
            expiration: { maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 60 },
          },
        },
      ],
    },
  });
}

interface MantineShim {
  /** The Mantine module whose import is replaced. */
  importer: RegExp;
  /** The import it makes, as written there. */
  source: string;
  /** The replacement module; `real` is the absolute path of what it replaces. */
  code: (real: string) => string;
}

const MANTINE_SHIMS: MantineShim[] = [
  // Mantine's ScrollArea (the scroll container of every Table) takes only `useMergeRefs` from
  // Floating UI; given Mantine's own hook instead, signed-in screens fetch Floating UI (11 KB on
  // the wire) only with their first popup.
  {
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    source: '@floating-ui/react',
    code: () => `import { useMergedRef } from '@mantine/hooks';
export const useMergeRefs = (refs) => useMergedRef(...refs);`,
  },
  // The app shell's header, footer and aside read two class names from react-remove-scroll; the
  // names alone, from its scroll bar package, keep the scroll lock of dialogs (4 KB on the wire)
  // out of every signed-in screen until a dialog or drawer opens.
  {
    importer:
      /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/][^\\/]+\.mjs$/,
    source: 'react-remove-scroll',
    code: () => `import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';
export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };`,
  },
  // Every Table carries Table.ScrollContainer, whose default type draws a ScrollArea (5 KB on
  // the wire). Loaded when a scroll container of that type first renders, a screen with a plain
  // table (the owner's home) goes without it.
  {
    importer:
      /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/,
    source: '../ScrollArea/ScrollArea.mjs',
    code: (real) => `import { createElement, lazy, Suspense } from 'react';
const Lazy = lazy(() => import(${JSON.stringify(real)}).then((m) => ({ default: m.ScrollArea })));
export function ScrollArea(props) {
  return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
}`,
  },
];

function mantineShims(): Plugin {
  const PREFIX = '\0depot-mantine-shim:';
  const real = new Map<string, string>();
  return {
    name: 'depot-mantine-shims',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const index = MANTINE_SHIMS.findIndex(
        (shim) => shim.source === source && shim.importer.test(importer),
      );
      if (index < 0) return null;
      const id = `${PREFIX}${index}`;
      real.set(id, resolve(dirname(importer), source));
      return { id, moduleSideEffects: false };
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return MANTINE_SHIMS[Number(id.slice(PREFIX.length))]?.code(real.get(id) ?? '');
    },
  };
}

// react-router's package exports name only its development build (with its warnings); the
// production build beside it is the same code without them.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), mantineShims(), dashboardPage(), serviceWorker(), precompress()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left to itself rolldown puts these libraries into a chunk with small helpers that
          // the owner's home needs (SegmentedControl imports from it), so every signed-in screen
          // fetched the floating layer and the scroll lock of popups and dialogs it never
          // opened. Alone, they come with the first popup or dialog.
          groups: [
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
            {
              name: 'remove-scroll',
              // Not the scroll bar's class names, which the app shell reads (MANTINE_SHIMS).
              test: /node_modules[\\/](react-remove-scroll(-bar)?|use-sidecar|react-style-singleton|use-callback-ref|get-nonce)[\\/](?!.*constants\.js$)/,
            },
          ].map((group) => ({ ...group, includeDependenciesRecursively: false })),
        },
      },
    },
  },
}));
