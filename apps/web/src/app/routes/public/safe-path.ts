/** A path of this site that a link may send the visitor to (never another origin, never back to a hand-off). */
export function safeInternalPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const path = value.split(/[?#]/)[0] ?? '';
  if (
    ['/redirect', '/auth', '/customer-site', '/socialmedia-onboarding'].includes(path) ||
    path.startsWith('/transfer/')
  )
    return null;
  return value;
}
