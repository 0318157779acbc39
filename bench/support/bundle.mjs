/**
 * Bundles a benchmark's TypeScript children as `npm run build` bundles the API (apps/api/build.mjs): every npm
 * package external, @saakh/domain compiled in, the migrations beside the bundle. The children then run on plain
 * Node, as a deployed server does: tsx's loader would add about 35 MB to every peak RSS they report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles `entries` (paths under `root`) into a folder under the API's node_modules, from where Node finds the
 * external packages as the API's own code does; answers the built file of each entry's base name and `remove`.
 */
export async function bundleChildren(root, entries, name) {
  const outDir = path.join(root, 'apps', 'api', 'node_modules', '.cache', 'saakh-bench', `${name}-${process.pid}`);
  await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(builder) {
          // Bare specifiers are npm packages, installed beside the bundle's source; only our workspace is compiled in.
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@saakh/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    banner: {
      js: "import { createRequire as __saakhCreateRequire } from 'node:module';\nconst require = __saakhCreateRequire(import.meta.url);",
    },
  });
  fs.cpSync(path.join(root, 'apps', 'api', 'src', 'db', 'migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  return {
    files: Object.fromEntries(
      entries.map((entry) => [path.basename(entry), path.join(outDir, `${path.basename(entry, '.ts')}.mjs`)]),
    ),
    remove: () => fs.rmSync(outDir, { recursive: true, force: true }),
  };
}
