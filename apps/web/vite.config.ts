import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
      const entry = staticClosure([`${src}/main.tsx`], getModuleInfo);
      landing = new Set([...staticClosure(landingModules, getModuleInfo)].filter((module) => !entry.has(module)));
    }
    return landing.has(id) ? 'landing' : undefined;
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    manifest: true,
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rollupOptions: { output: { manualChunks: landingChunk() } },
  },
  server: {
    port: 3000,
    // Tracking links' short URLs (/t/{code}) are the API's redirects; a pattern, so /terms-of-use stays a page.
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '^/t/': apiTarget },
  },
});
