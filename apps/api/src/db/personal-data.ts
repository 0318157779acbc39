/**
 * Finding a customer's identifying values inside text other people wrote (a lender's cells, references, remarks),
 * so an erasure can replace them by its pseudonym wherever they were kept (decision 015).
 */
import { sql, type SQL } from 'drizzle-orm';

/** A customer's identifying values, as an erasure searches other records for them; `id` is the user's id. */
export type PersonalValues = {
  id: number;
  mobile: string;
  pan: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
};

/**
 * Whether a text holds one of the customer's identifiers: the mobile number among its digits (a lender may write
 * "+91 98765 43210"), the PAN or e-mail in any letter case, or (with names) the first or last name; a name shorter
 * than 2 letters is not searched for.
 */
export function holdsIdentifier(text: SQL, who: PersonalValues, withNames: boolean): SQL {
  const tests: SQL[] = [sql`regexp_replace(${text}, '[^0-9]', '', 'g') like ${`%${who.mobile}%`}`];
  if (who.pan) tests.push(sql`upper(${text}) like ${`%${who.pan.toUpperCase()}%`}`);
  if (who.email) tests.push(sql`lower(${text}) like ${`%${who.email.toLowerCase()}%`}`);
  if (withNames) {
    for (const name of [who.first_name, who.last_name]) {
      if (name && name.trim().length >= 2) tests.push(sql`lower(${text}) like ${`%${name.trim().toLowerCase()}%`}`);
    }
  }
  return sql`(${sql.join(tests, sql` or `)})`;
}

/** The text itself, or the pseudonym when it holds one of the customer's identifiers or names. */
export function pseudonymisedText(text: SQL, who: PersonalValues, pseudonym: string): SQL {
  return sql`case when ${holdsIdentifier(text, who, true)} then ${pseudonym}::text else ${text} end`;
}

/**
 * A JSON object of cells (column → value) with every string or number cell that holds one of the customer's
 * identifiers or names replaced by the pseudonym; the other cells as they were.
 */
export function pseudonymisedCells(cells: SQL, who: PersonalValues, pseudonym: string): SQL {
  return sql`(select coalesce(jsonb_object_agg(cell.key,
      case when jsonb_typeof(cell.value) in ('string', 'number')
            and ${holdsIdentifier(sql`(cell.value #>> '{}')`, who, true)}
           then to_jsonb(${pseudonym}::text) else cell.value end), '{}'::jsonb)
    from jsonb_each(${cells}) as cell)`;
}

/** Whether a JSON object of cells has a string or number cell holding the customer's mobile number, PAN or e-mail. */
export function cellsHoldIdentifier(cells: SQL, who: PersonalValues): SQL {
  return sql`exists (select 1 from jsonb_each(${cells}) as cell
    where jsonb_typeof(cell.value) in ('string', 'number')
      and ${holdsIdentifier(sql`(cell.value #>> '{}')`, who, false)})`;
}
