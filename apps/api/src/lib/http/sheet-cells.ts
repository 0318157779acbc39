/**
 * The one rule every spreadsheet and CSV the API writes follows for its cells (OWASP "CSV injection"): text that
 * starts with = + - @, a tab or a carriage return is run as a formula by Excel, Sheets and LibreOffice (when the
 * file is opened, or when the cell is edited), so it is written with a leading apostrophe, as text. Numbers stay
 * numbers.
 */

export function safeCellText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function safeCell<T>(value: T): T | string {
  return typeof value === 'string' ? safeCellText(value) : value;
}

/** A row's values for exceljs' addRow, every text cell made safe. */
export function safeRow<T>(values: readonly T[]): (T | string)[] {
  return values.map(safeCell);
}
