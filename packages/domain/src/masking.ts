/** Masks a PAN or phone number as six stars and its last four characters (customer spec §9). */
export function maskTail(value: string | null | undefined): string | null {
  if (!value) return null;
  return `******${value.slice(-4)}`;
}

/** Masks a birth date (ISO yyyy-mm-dd) down to its year: the day and month identify a person. */
export function maskBirthDate(isoDate: string | null | undefined): string | null {
  if (!isoDate) return null;
  const year = isoDate.slice(0, 4);
  return `**/**/${year}`;
}

/** Masks a person's name down to the first letter of each part: "Asha Rao" → "A*** R**". */
export function maskName(name: string | null | undefined): string | null {
  const parts = name?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (parts.length === 0) return null;
  return parts.map((part) => `${part.slice(0, 1)}${'*'.repeat(Math.max(part.length - 1, 1))}`).join(' ');
}

/** Masks an e-mail address to its first letter and its domain: "asha@example.in" → "a***@example.in". */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
