/**
 * V8's explicit compile hint (Chrome 136 on): a script that starts with this comment has every function compiled
 * while it streams in, on a background thread, and kept in the code cache. Without it V8 compiles a function on the
 * main thread at its first call, which on a slow phone made each start-up task (the router, the first render, the
 * first translation) longer by the compiling. The customer build's chunks are route-split, so a chunk that loads is
 * one whose code runs: every one of them with code gets the hint (decision 030, stop 27). Used by the customer build
 * (vite.config.ts) and the bundle check (scripts/check-bundle.mjs), which fails on a script without it.
 */
import { isDomainMessages } from './domain-messages.mjs';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * A chunk of text catalogues (locales/*.json, the domain's texts of a language) has no function to compile: the
 * comment would only add bytes.
 */
export const isTextCatalogue = (id) => id.endsWith('.json') || isDomainMessages(id);
const hasCode = (chunk) => !chunk.moduleIds.every(isTextCatalogue);

/** @returns {import('vite').Plugin} */
export function compileHints() {
  return {
    name: 'saakh-compile-hints',
    apply: 'build',
    // In the file names' hashes too: a build with a different hint is a different file.
    augmentChunkHash: (chunk) => (hasCode(chunk) ? compileHint : ''),
    generateBundle: {
      // Last, so the comment opens the file: after minification, which would drop it, and after Vite's own additions.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && hasCode(chunk)) chunk.code = compileHint + chunk.code;
      },
    },
  };
}
