/**
 * Reading a Vite build manifest (dist/.vite/manifest.json), shared by the bundle check and the prerender.
 */

/**
 * The manifest keys of `keys` and of every chunk they import statically, transitively. A key the manifest does not
 * have is passed to `onMissing` (which may throw) and left out.
 */
export function staticClosure(manifest, keys, onMissing = () => {}) {
  const seen = new Set();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    if (!manifest[key]) {
      onMissing(key);
      continue;
    }
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * The manifest keys of a page's entry chunks: those marked as entries, and the chunk its HTML loads as its module
 * script. The customer build's entry is its named 'framework' chunk (decision 056), which Vite lists as a shared
 * chunk, not as an entry.
 */
export function entryKeys(manifest, html) {
  const script = html.match(/<script type="module"[^>]*\ssrc="\/?([^"]+)"/)?.[1];
  return Object.keys(manifest).filter((key) => manifest[key].isEntry || manifest[key].file === script);
}
