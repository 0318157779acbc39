/**
 * `virtual:domain-messages/<locale>`: the domain namespace (every area's validation and API texts,
 * `packages/domain/src/messages.ts`) in one language, cut when the app is built, served, prerendered or tested. A page
 * that words an error or a consent loads its visitor's language only: 12 KB instead of 24 KB for both (issue 34).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const prefix = 'virtual:domain-messages/';
/** The module's id, whose last segment names its chunk: `domain-en`, `domain-hi`. */
const resolvedPrefix = `\0${prefix}domain-`;

/**
 * Whether a module (by its id, or its name in Vite's manifest, without the leading NUL) is one of these texts: a text
 * catalogue, with no code to compile (compile-hints.mjs).
 */
export const isDomainMessages = (id) => id.replace(/^\0/, '').startsWith(`${prefix}domain-`);
const domainSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/domain/src');
const catalogue = path.join(domainSource, 'messages.ts');

/** @returns {import('vite').Plugin} */
export function domainMessages() {
  return {
    name: 'saakh-domain-messages',
    resolveId: (source) => (source.startsWith(prefix) ? `${resolvedPrefix}${source.slice(prefix.length)}` : undefined),
    async load(module) {
      if (!isDomainMessages(module)) return undefined;
      const locale = module.slice(resolvedPrefix.length);
      // messages.ts gathers the areas' *-messages.ts files: a change to any of them cuts the texts again.
      this.addWatchFile(catalogue);
      for (const file of fs.readdirSync(domainSource))
        if (file.endsWith('-messages.ts')) this.addWatchFile(path.join(domainSource, file));
      const { locales, messages } = {
        ...(await tsImport(path.join(domainSource, 'i18n.ts'), import.meta.url)),
        ...(await tsImport(catalogue, import.meta.url)),
      };
      if (!locales.includes(locale)) this.error(`${prefix}${locale}: no such locale (${locales.join(', ')})`);
      const texts = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[locale]]));
      return `export default ${JSON.stringify(texts)};\n`;
    },
  };
}
