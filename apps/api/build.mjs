/**
 * Bundles the API into dist/server.js and dist/worker.js. Every npm dependency stays external (installed in node_modules, native
 * and WASM packages included) except @saakh/domain, whose TypeScript sources are compiled into the bundle.
 * The generated SQL migrations are copied beside the bundle, where db/client.ts looks for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const bundled = new Set(['@saakh/domain']);
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !bundled.has(name));

fs.rmSync(dist, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  // The server, and the worker that runs only background jobs (npm run worker).
  entryPoints: ['src/server.ts', 'src/worker.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  external,
  // Bundled CommonJS code may call require(); an ES module has none unless we make one.
  banner: {
    js: "import { createRequire as __saakhCreateRequire } from 'node:module';\nconst require = __saakhCreateRequire(import.meta.url);",
  },
});

fs.cpSync(path.join(root, 'src', 'db', 'migrations'), path.join(dist, 'migrations'), { recursive: true });

for (const entry of ['server', 'worker']) {
  const size = fs.statSync(path.join(dist, `${entry}.js`)).size;
  process.stdout.write(`api: dist/${entry}.js ${(size / 1024).toFixed(1)} KB\n`);
}
process.stdout.write('api: migrations copied\n');
