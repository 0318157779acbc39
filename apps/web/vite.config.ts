import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Relative, so the config's bundler inlines it (a workspace package would be loaded by Node as TypeScript).
import { isStaffPath, staffAppFolder } from '../../packages/domain/src/web-apps';
import { preactAliases } from './preact-aliases.mjs';

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

/**
 * Rollup would cut the landing page's code into some thirty shared chunks (one per MUI component), each a request
 * with its own headers on a slow network. What the landing needs beyond the entry is one chunk instead; other pages
 * that share a piece of it load that chunk too.
 */
function landingChunk(): (id: string, meta: { getModuleInfo: ModuleInfoOf }) => string | undefined {
  let landing: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!landing) {
      landing = staticClosure([`${src}/main.tsx`, ...landingModules], getModuleInfo);
    }
    return landing.has(id) ? 'landing' : undefined;
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
          request.url = '/staff.html';
        next();
      });
    },
  };
}

/**
 * Two builds (decision 030): the customer app (index.html, the default) on Preact's compatibility layer, with the
 * landing's chunk and the prerender after it; and the staff app (`vite build --mode staff`, staff.html) on React,
 * into dist/staff/, served for admin and partner pages. The development server runs both on React.
 */
export default defineConfig(({ command, mode }) => {
  const alias = [{ find: '@', replacement: src }];
  if (mode === 'staff') {
    return {
      plugins: [react(), precompress()],
      resolve: { alias },
      base: `/${staffAppFolder}/`,
      // The public folder (logos, card art) is the customer build's, at the root of dist.
      publicDir: false,
      build: {
        outDir: `dist/${staffAppFolder}`,
        manifest: true,
        target: 'es2020',
        sourcemap: false,
        chunkSizeWarningLimit: 700,
        rollupOptions: { input: fileURLToPath(new URL('./staff.html', import.meta.url)) },
      },
    };
  }
  return {
    plugins: [react(), precompress(), staffShellInDev()],
    resolve: { alias: command === 'build' ? [...alias, ...preactAliases] : alias },
    build: {
      manifest: true,
      target: 'es2020',
      sourcemap: false,
      chunkSizeWarningLimit: 700,
      // Terser, twice over, writes the customer's code some 4 % smaller than esbuild: bytes on a slow network.
      minify: 'terser',
      terserOptions: { compress: { passes: 2 }, format: { comments: false } },
      rollupOptions: { output: { manualChunks: landingChunk() } },
    },
    server: {
      port: 3000,
      // Tracking links' short URLs (/t/{code}) are the API's redirects; a pattern, so /terms-of-use stays a page.
      proxy: { '/api': apiTarget, '/uploads': apiTarget, '^/t/': apiTarget },
    },
  };
});
