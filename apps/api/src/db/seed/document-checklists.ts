/**
 * The documents the demo lenders ask for (decision 054): a sensible checklist per loan product, given to every
 * lender of that product, so the demo's open applications ask their customers for documents on a fresh start.
 */
import type { DocumentKind } from '@saakh/domain/documents';
import type { LoanProductCode } from '@saakh/domain/product-types';
import type { Executor } from '../client';
import { lenders } from '../schema/catalogue';
import { lender_document_requirements } from '../schema/documents';

const identity: DocumentKind[] = ['pan_card', 'aadhaar'];

export const demoDocumentChecklists: Record<LoanProductCode, DocumentKind[]> = {
  pl: [...identity, 'salary_slips', 'bank_statement'],
  bl: [...identity, 'gst_certificate', 'business_proof', 'bank_statement', 'itr'],
  gl: [...identity, 'photo'],
  hl: [...identity, 'salary_slips', 'bank_statement', 'itr', 'property_papers'],
  sl: [...identity, 'photo', 'address_proof'],
  tw: [...identity, 'address_proof', 'salary_slips'],
  cl: [...identity, 'address_proof', 'salary_slips', 'bank_statement'],
};

/** Gives every lender the checklist of its product (a lender with a checklist already keeps its own). */
export async function seedDocumentChecklists(tx: Executor): Promise<void> {
  const rows = await tx.select({ id: lenders.id, product: lenders.product }).from(lenders);
  const values = rows.flatMap((lender) =>
    (demoDocumentChecklists[lender.product] ?? []).map((kind) => ({
      lender_id: lender.id,
      product: lender.product,
      kind,
    })),
  );
  if (values.length > 0) await tx.insert(lender_document_requirements).values(values).onConflictDoNothing();
}
