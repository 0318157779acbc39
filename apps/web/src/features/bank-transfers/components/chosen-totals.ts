import type { PayablePartner } from '@saakh/domain/bank-transfers';
import { roundPaise } from '@saakh/domain/money';

/**
 * What a bank file of these partners sends: how many transfers and their sum, added in paise so the total shown is
 * the sum of the file's amounts to the paisa.
 */
export function chosenTotals(partners: Iterable<Pick<PayablePartner, 'net'>>): { count: number; net: number } {
  let count = 0;
  let paise = 0;
  for (const partner of partners) {
    count += 1;
    paise += Math.round(partner.net * 100);
  }
  return { count, net: roundPaise(paise / 100) };
}
