/** Characters a lender name may hold; anything else is dropped as it is typed (admin spec §5). */
export function lenderNameAsTyped(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '');
}

/** Characters a lender group name may hold (letters, digits, space, hyphen, underscore). */
export function groupNameAsTyped(value: string): string {
  return value.replace(/[^A-Za-z0-9 _-]/g, '');
}

/** Revenue inputs never take a minus sign: negative input is ignored (admin spec §5). */
export function nonNegativeAsTyped(value: string): string {
  return value.replace(/-/g, '');
}
