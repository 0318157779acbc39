/** The domain namespace's texts in one language, as the build cuts them (apps/web/domain-messages.mjs). */
declare module 'virtual:domain-messages/*' {
  const texts: Record<string, string>;
  export default texts;
}
