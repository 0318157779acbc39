// The domain namespace as the web build cuts it (apps/web/domain-messages.mjs): one module per language with every
// key of packages/domain/src/messages.ts in that language, so a page loads its visitor's texts alone (issue 34).
import { describe, expect, it } from 'vitest';
import { domainMessages } from '../apps/web/domain-messages.mjs';
import { messages } from '../packages/domain/src/messages.ts';

/** The module the plugin answers for an import, as Vite would ask for it. */
async function cut(specifier) {
  const plugin = domainMessages();
  const id = plugin.resolveId(specifier);
  if (!id) return undefined;
  const context = {
    addWatchFile: () => undefined,
    error: (message) => {
      throw new Error(message);
    },
  };
  const code = await plugin.load.call(context, id);
  return JSON.parse(code.replace(/^export default /, '').replace(/;\n$/, ''));
}

describe('the domain texts per language', () => {
  it.each(['en', 'hi'])('holds every message in %s, and only its text', async (locale) => {
    const texts = await cut(`virtual:domain-messages/${locale}`);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(messages).sort());
    for (const [key, text] of Object.entries(messages)) expect(texts[key]).toBe(text[locale]);
  });

  it('refuses a language the app does not have, and leaves other imports alone', async () => {
    await expect(cut('virtual:domain-messages/fr')).rejects.toThrow(/no such locale/);
    expect(await cut('virtual:loan-routes')).toBeUndefined();
  });
});
