import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Relative, so the config's bundler inlines it (a workspace package would be loaded by Node as TypeScript).
import { isStaffPath, staffAppFolder, staffLoginFolder, webAppOf } from '../../packages/domain/src/web-apps';
import { compileHints } from './compile-hints.mjs';
import { domainMessages } from './domain-messages.mjs';
import { loanRoutes } from './loan-routes.mjs';
import { preactAliases } from './preact-aliases.mjs';

/**
 * React Router's package points every import at its development build, whose dev warnings (route checks on every
 * render, their messages) run and ship in a production bundle; its production build, the same code without them,
 * is only reachable by path.
 */
const routerProductionBuild = {
  find: /^react-router$/,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

/** Writes .br and .gz beside every text asset, so the server sends compressed files without compressing per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'saakh-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

const src = fileURLToPath(new URL('./src', import.meta.url));
/** The first page a customer opens: its layout and page, whose code is fetched as one chunk (decision 024). */
const landingModules = [`${src}/app/routes/public/public-layout.tsx`, `${src}/app/routes/public/landing-page.tsx`];
/** The login page, whose first view (the mobile number) loads what it shares with the customer area on its own. */
const loginPage = `${src}/app/routes/public/verification-page.tsx`;
/**
 * Parts of public pages loaded after their first view (the login's OTP step), chunked as public pages are: what they
 * share with the /user pages goes to the shared chunks, so loading one never loads the customer area's own chunks.
 */
const publicParts = [`${src}/features/auth/components/otp-step.tsx`];

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/** Every module `roots` import statically, themselves included. */
function staticClosure(roots: string[], moduleInfo: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The modules of a folder of routes (not its tests). */
function routeFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx') || (name.endsWith('.ts') && !name.endsWith('.test.ts')))
    .map((name) => path.join(folder, name));
}

/**
 * The customer area's frame and the pages a customer reads rather than fills in: the offers (where a returning
 * customer lands), their key facts and the applications. Their chunk leaves out the forms' pages and schemas, whose
 * evaluation was a long task on a slow phone before the offers could render.
 */
const customerReadingModules = [
  'customer-layout.tsx',
  'customer-guard.ts',
  'pages/offers-pages.tsx',
  'pages/key-facts-page.tsx',
  'pages/applications-page.tsx',
  'pages/unknown-page.tsx',
].map((file) => `${src}/app/routes/customer/${file}`);

/** Loaded lazily by every page: what the customer area shares with it must not sit in the area's chunk. */
const everyPageWidgets = [`${src}/components/ui/toast-host.tsx`];

/** Public pages that list the catalogue: they share little with the customer area, and none of its forms. */
const cataloguePages = new Set(['products-page', 'credit-cards-page', 'vouchers-page']);

/**
 * Rollup would cut the customer app's code into dozens of shared chunks (one per MUI component, schema or hook),
 * each a request on a slow network: some forty for a signed-in customer's first page, over the six connections a
 * browser opens to a host. Named chunks instead (decision 030):
 * - 'framework': everything the entry imports (Preact, MUI's core, the router, queries, i18next), and what the
 *   customer area shares with the toast host that any page may load.
 * - 'landing': what the landing page and the public layout need beyond it; other pages that share a piece of it
 *   load it too, and pages that do not skip evaluating it.
 * - 'customer-area': the code of the /user pages' layout and guard and of the pages a customer reads (offers, key
 *   facts, applications) that no public page uses; a public page never loads it.
 * - 'customer-forms': the other /user pages (the profile, intake, submit and product forms), one request more on a
 *   customer's first form page, so the offers page evaluates no form code it does not show.
 * - 'shared-login': what the login page's first view shares with the /user pages (the lazy part's loader, the
 *   mobile number's rule), a few kilobytes, so a customer arriving to log in loads neither of the chunks below.
 * - 'shared-catalogue' and 'shared-forms': what the /user pages share with the other public pages, split so the
 *   catalogue pages (products, cards, vouchers) load only the little they use, and the login and lead forms the
 *   forms, fields and schemas. What the pages a customer reads share with the public pages goes to
 *   'shared-catalogue' (the phone menu's list, for one), so the offers page never loads the forms' chunk. They are
 *   named rather than left to Rollup, because a manual chunk takes in every unassigned module its own modules import:
 *   the customer area would otherwise swallow them, and every public page would load the whole area.
 */
function appChunks(): (id: string, meta: { getModuleInfo: ModuleInfoOf }) => string | undefined {
  let framework: Set<string> | undefined;
  let landing = new Set<string>();
  let customer = new Set<string>();
  let reading = new Set<string>();
  let widgets = new Set<string>();
  let login = new Set<string>();
  let publicPages: [name: string, closure: Set<string>][] = [];
  return (id, { getModuleInfo }) => {
    if (!framework) {
      framework = staticClosure([`${src}/main.tsx`], getModuleInfo);
      landing = staticClosure(landingModules, getModuleInfo);
      customer = staticClosure(routeFiles(`${src}/app/routes/customer`), getModuleInfo);
      reading = staticClosure(customerReadingModules, getModuleInfo);
      widgets = staticClosure(everyPageWidgets, getModuleInfo);
      login = staticClosure([loginPage], getModuleInfo);
      publicPages = [...routeFiles(`${src}/app/routes/public`), ...publicParts].map((file) => [
        path.basename(file).replace(/\.tsx?$/, ''),
        staticClosure([file], getModuleInfo),
      ]);
    }
    if (framework.has(id)) return 'framework';
    if (landing.has(id)) return 'landing';
    if (!customer.has(id)) return undefined;
    // A hook the toast host shares with the area (useMediaQuery's few bytes): a public page's toast loads no area code.
    if (widgets.has(id)) return 'framework';
    if (login.has(id)) return 'shared-login';
    // Named, not left to Rollup: a manual chunk takes in every unassigned module its modules import.
    const users = publicPages.filter(([, closure]) => closure.has(id)).map(([name]) => name);
    if (users.length === 0) return reading.has(id) ? 'customer-area' : 'customer-forms';
    return reading.has(id) || users.some((name) => cataloguePages.has(name)) ? 'shared-catalogue' : 'shared-forms';
  };
}

const staffEntry = `${src}/staff-main.tsx`;
/** The areas' frames: the layout and guard every signed-in partner, or admin, page loads. */
const partnerFrame = [`${src}/app/routes/partner/partner-layout.tsx`, `${src}/app/routes/partner/partner-guard.ts`];
const adminFrame = [`${src}/app/routes/admin/admin-layout.tsx`, `${src}/app/routes/admin/admin-guard.ts`];
/** Where a partner lands after logging in, and most often opens first. */
const partnerHome = `${src}/app/routes/partner/dashboard-page.tsx`;

/**
 * The staff build's chunks for a first visit (decisions 047, 056), each loaded whole, instead of the dozens of scripts
 * of a few hundred bytes each Rollup would cut (every response carries some 430 bytes of headers):
 * - 'staff-first': what the entry imports (React, the router, MUI's core, i18next, queries, the route tables),
 *   preloaded by `staff.html` beside the entry;
 * - 'staff-frames': what the partner area's layout and guard import (the shell, its drawer and navigation, the
 *   language choice, the idle prompt), most of which the admin area's import too, and what the partner dashboard
 *   shares with any other staff page;
 * - 'admin-frame': what only the admin area's layout and guard import, and no partner page;
 * - 'partner-home': the rest of the partner dashboard, which no other page uses;
 * - 'partner-pages': what two or more partner pages import beyond the frames (the data table, the text field, MUI's
 *   tooltip and chips), save what loads zod (which the reports and the dashboards do not evaluate: scripts/schema-free-modules.test.mjs). Left to Rollup, it was some
 *   twenty scripts of a few hundred bytes each, whose preload links the browser added one by one in a long task before
 *   the reports' first render (decision 060).
 */
function staffChunks(): (id: string, meta: { getModuleInfo: ModuleInfoOf }) => string | undefined {
  let entry: Set<string> | undefined;
  let partner = new Set<string>();
  let admin = new Set<string>();
  let home = new Set<string>();
  let otherPages = new Set<string>();
  let partnerPages = new Set<string>();
  let partnerShared = new Set<string>();
  return (id, { getModuleInfo }) => {
    if (!entry) {
      const partnerRouteFiles = routeFiles(`${src}/app/routes/partner`);
      // How many partner pages (or their frame's files) import each module.
      partnerPages = staticClosure(partnerRouteFiles, getModuleInfo);
      const uses = new Map<string, number>();
      for (const file of partnerRouteFiles)
        for (const module of staticClosure([file], getModuleInfo)) uses.set(module, (uses.get(module) ?? 0) + 1);
      const loadsZod = (module: string) =>
        [...staticClosure([module], getModuleInfo)].some((dependency) => dependency.includes('/node_modules/zod/'));
      partnerShared = new Set(
        [...uses].filter(([module, count]) => count > 1 && !loadsZod(module)).map(([module]) => module),
      );
      entry = staticClosure([staffEntry], getModuleInfo);
      partner = staticClosure(partnerFrame, getModuleInfo);
      admin = staticClosure(adminFrame, getModuleInfo);
      home = staticClosure([partnerHome], getModuleInfo);
      const frames = [...partnerFrame, ...adminFrame, partnerHome];
      otherPages = staticClosure(
        [
          ...routeFiles(`${src}/app/routes/admin`),
          ...routeFiles(`${src}/app/routes/partner`),
          ...routeFiles(`${src}/app/routes/staff`),
        ].filter((file) => !frames.includes(file)),
        getModuleInfo,
      );
    }
    if (id === staffEntry) return undefined;
    if (entry.has(id)) return 'staff-first';
    // The partner's own frame is a few kilobytes: a chunk of its own would import the shared one and be imported by it.
    if (partner.has(id)) return 'staff-frames';
    if (home.has(id)) return otherPages.has(id) ? 'staff-frames' : 'partner-home';
    if (partnerShared.has(id)) return 'partner-pages';
    // What a partner page uses too is left to Rollup, so no partner page loads the admin's frame.
    if (admin.has(id)) return partnerPages.has(id) ? undefined : 'admin-frame';
    return undefined;
  };
}

/** In development one server serves both apps: a staff page gets the staff app's shell (decision 030). */
function staffShellInDev(): Plugin {
  return {
    name: 'saakh-staff-shell',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (request.method === 'GET' && request.headers.accept?.includes('text/html') && isStaffPath(url.pathname))
          request.url = webAppOf(url.pathname) === 'staff-login' ? '/staff-login.html' : '/staff.html';
        next();
      });
    },
  };
}

/**
 * Three builds (decisions 030, 056): the customer app (index.html, the default) on Preact's compatibility layer, with
 * the landing's chunk and the prerender after it; the staff app (`vite build --mode staff`, staff.html) on React,
 * into dist/staff/, served for admin and partner pages; and the staff logins (`--mode staff-login`,
 * staff-login.html) on Preact, into dist/staff-login/. The development server runs all of them on React.
 */
export default defineConfig(({ command, mode }) => {
  const alias = [{ find: '@', replacement: src }, ...(command === 'build' ? [routerProductionBuild] : [])];
  if (mode === 'staff') {
    return {
      plugins: [react(), loanRoutes(), domainMessages(), precompress()],
      resolve: { alias },
      base: `/${staffAppFolder}/`,
      // The public folder (logos, card art) is the customer build's, at the root of dist.
      publicDir: false,
      build: {
        outDir: `dist/${staffAppFolder}`,
        manifest: true,
        // Every browser the app supports preloads modules itself; the polyfill was a script of its own (decision 056).
        modulePreload: { polyfill: false },
        target: 'es2020',
        sourcemap: false,
        chunkSizeWarningLimit: 700,
        rollupOptions: {
          input: fileURLToPath(new URL('./staff.html', import.meta.url)),
          output: { manualChunks: staffChunks() },
        },
      },
    };
  }
  if (mode === 'staff-first-view') {
    // The server's renderer of a signed-in partner page's first view (decision 058): one module for Node, with React,
    // MUI, Emotion and the catalogues it reads inside it, which the API loads from the build.
    return {
      plugins: [react(), domainMessages()],
      resolve: { alias },
      publicDir: false,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true },
      build: {
        ssr: fileURLToPath(new URL('./src/staff-first-view.tsx', import.meta.url)),
        outDir: 'dist/staff-first-view',
        target: 'node20',
        sourcemap: false,
        minify: false,
        rollupOptions: { output: { entryFileNames: 'staff-first-view.mjs', format: 'es' } },
      },
    };
  }
  if (mode === 'staff-login') {
    // The staff logins (decision 056): one page on Preact's compatibility layer, minified as the customer build is.
    return {
      plugins: [react(), domainMessages(), compileHints(), precompress()],
      resolve: { alias: [...alias, ...preactAliases] },
      base: `/${staffLoginFolder}/`,
      publicDir: false,
      build: {
        outDir: `dist/${staffLoginFolder}`,
        manifest: true,
        modulePreload: { polyfill: false },
        target: 'es2020',
        sourcemap: false,
        minify: 'terser',
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        rollupOptions: { input: fileURLToPath(new URL('./staff-login.html', import.meta.url)) },
      },
    };
  }
  return {
    plugins: [react(), loanRoutes(), domainMessages(), compileHints(), precompress(), staffShellInDev()],
    resolve: { alias: command === 'build' ? [...alias, ...preactAliases] : alias },
    build: {
      manifest: true,
      // Every browser the app supports preloads modules itself. The polyfill was the entry's own script: without it the
      // entry is the 'framework' chunk, a request fewer for every page (decision 056).
      modulePreload: { polyfill: false },
      target: 'es2020',
      sourcemap: false,
      chunkSizeWarningLimit: 700,
      // Terser, twice over, writes the customer's code some 4 % smaller than esbuild: bytes on a slow network.
      minify: 'terser',
      terserOptions: { compress: { passes: 2 }, format: { comments: false } },
      rollupOptions: { output: { manualChunks: appChunks() } },
    },
    server: {
      port: 3000,
      // Tracking links' short URLs (/t/{code}) are the API's redirects; a pattern, so /terms-of-use stays a page.
      proxy: { '/api': apiTarget, '/uploads': apiTarget, '^/t/': apiTarget },
    },
  };
});
