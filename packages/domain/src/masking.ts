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
