// The icons the web app carries (decision 049) render exactly as @mui/icons-material's own: the package's module and
// the copy scripts/vendor-icons.mjs writes are compiled alike and rendered with react-dom/server through the same
// createSvgIcon, and their markup compared. The package comes from npm's cache (`npm pack`, no network once cached).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { findPackageDir, iconModule, iconsDir, importedIconNames, readIcon, vendorIcons } from './vendor-icons.mjs';

const require = createRequire(import.meta.url);
const { createSvgIcon } = require('@mui/material/utils');

let packageDir;
let unavailable = '';
try {
  packageDir = findPackageDir({ log: () => {} });
} catch (error) {
  unavailable = `@mui/icons-material could not be had (not installed, not in npm's cache, no network): ${error.message}`;
}

/** The default export of an ES module's source (TSX or the package's JS), compiled as the app's build would. */
function componentOf(source, loader) {
  const { code } = transformSync(source, { loader, jsx: 'automatic', format: 'cjs' });
  const module = { exports: {} };
  const requireFor = (specifier) =>
    // The package's own re-export of @mui/material/utils' createSvgIcon.
    specifier === './utils/createSvgIcon.js' ? { __esModule: true, default: createSvgIcon } : require(specifier);
  new Function('require', 'module', 'exports', code)(requireFor, module, module.exports);
  return module.exports.default;
}

function packageMarkup(name) {
  const source = fs.readFileSync(path.join(packageDir, 'esm', `${name}.js`), 'utf8');
  return renderToStaticMarkup(createElement(componentOf(source, 'js')));
}

function copyMarkup(file) {
  return renderToStaticMarkup(createElement(componentOf(fs.readFileSync(file, 'utf8'), 'tsx')));
}

describe.skipIf(!packageDir)(
  `scripts/vendor-icons.mjs${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  { timeout: 60_000 },
  () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-icons-test-'));
    afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

    // One of each form the package has: one path; paths and circles in an array; a group with an attribute; a
    // React.Fragment with fillOpacity; attributes too long for one line.
    const forms = ['Add', 'SupportAgent', 'FactCheckOutlined', 'Battery20', 'AccessAlarmTwoTone'];

    it.each(forms)('writes %s, which renders as the package renders it', async (name) => {
      const [file] = await vendorIcons([name], { packageDir, outDir });
      expect(file).toBe(path.join(outDir, `${name}.tsx`));
      const markup = copyMarkup(file);
      expect(markup).toContain(`data-testid="${name}Icon"`);
      expect(markup).toContain('<path');
      expect(markup).toBe(packageMarkup(name));
    });

    it('refuses a name the package does not have', async () => {
      await expect(vendorIcons(['NoSuchIconAtAll'], { packageDir, outDir })).rejects.toThrow(
        /no icon "NoSuchIconAtAll"/,
      );
    });

    it('the app carries exactly the icons it imports, as the script writes them, rendering as the package does', async () => {
      const names = importedIconNames();
      expect(names.length).toBeGreaterThan(0);
      const carried = fs
        .readdirSync(iconsDir)
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => file.slice(0, -'.tsx'.length))
        .sort();
      expect(carried).toEqual(names);
      const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
      for (const name of names) {
        const file = path.join(iconsDir, `${name}.tsx`);
        expect(fs.readFileSync(file, 'utf8'), name).toBe(await iconModule(name, readIcon(packageDir, name), version));
        expect(copyMarkup(file), name).toBe(packageMarkup(name));
      }
    });
  },
);
