/**
 * The texts of the documents a lender asks for (decision 054), in both languages, brought by the code that shows them:
 * the customer build's catalogue list is its first pages' only (lib/i18n.ts), and each entry there is in the first
 * download. Both languages at once, so a language chosen on the page finds them too.
 */
import { i18next } from '@/lib/i18n';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/documents{,-upload}.json');

/** Resolves once the documents' texts are loaded; one that cannot load leaves its keys, as a failed catalogue does. */
export async function loadDocumentTexts(): Promise<void> {
  await Promise.all(
    Object.entries(catalogues).map(async ([path, load]) => {
      const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      if (!language || !namespace || i18next.hasResourceBundle(language, namespace)) return;
      const catalogue = await load().catch(() => undefined);
      if (catalogue) i18next.addResourceBundle(language, namespace, catalogue.default, true, true);
    }),
  );
}
