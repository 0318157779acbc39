/** Insurance quote and call-back requests (issue 13): made once by a customer, worked through by admins. */
import {
  canMoveInsuranceRequest,
  INSURANCE_REQUEST_CONSENT_VERSION,
  INSURANCE_REQUEST_DEDUPE_MINUTES,
  type AdminInsuranceRequest,
  type AdminInsuranceRequestListQuery,
  type CreateInsuranceRequestInput,
  type CreateInsuranceRequestResult,
  type InsuranceRequest,
  type UpdateInsuranceRequestStatusInput,
} from '@saakh/domain/insurance-requests';
import type { Page } from '@saakh/domain/lists';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import * as repo from './insurance-requests.repository';

function ownView(row: repo.InsuranceRequestRow): InsuranceRequest {
  return {
    id: row.id,
    kind: row.kind,
    request_type: row.request_type,
    preferred_time: row.preferred_time,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Records a customer's request, with the partner who brought them and the consent version. The same request
 * again while the first is new and younger than the de-dupe window answers the first one (`duplicate`), under a
 * per-customer lock, so a double tap never queues two calls.
 */
export async function createRequest(
  deps: Deps,
  session: Session,
  input: CreateInsuranceRequestInput,
  ip: string,
): Promise<CreateInsuranceRequestResult> {
  const userId = session.subjectId;
  return deps.db.transaction(async (tx) => {
    await repo.lockCustomerRequests(tx, userId);
    const since = new Date(deps.clock.now().getTime() - INSURANCE_REQUEST_DEDUPE_MINUTES * 60_000);
    const existing = await repo.findRecentOpenRequest(tx, {
      userId,
      kind: input.kind,
      requestType: input.request_type,
      since,
    });
    if (existing) return { request: ownView(existing), duplicate: true };
    const row = await repo.insertRequest(tx, {
      user_id: userId,
      partner_id: await repo.customerPartnerId(tx, userId),
      kind: input.kind,
      request_type: input.request_type,
      preferred_time: input.preferred_time,
      consent_version: INSURANCE_REQUEST_CONSENT_VERSION,
      ip,
    });
    return { request: ownView(row), duplicate: false };
  });
}

export async function listOwnRequests(deps: Deps, session: Session): Promise<InsuranceRequest[]> {
  return (await repo.listOwnRequests(deps.db, session.subjectId)).map(ownView);
}

function adminView(row: repo.AdminInsuranceRequestRow): AdminInsuranceRequest {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    user_id: row.user_id,
    kind: row.kind,
    request_type: row.request_type,
    preferred_time: row.preferred_time,
    status: row.status,
    created_at: row.created_at.toISOString(),
    customer_name: name === '' ? null : name,
    // Only role 1 opens this list: they call the customer back, so they read the whole number.
    mobile: row.mobile,
    partner_name: row.partner_name,
    handled_by: row.handled_by,
    handled_at: row.handled_at?.toISOString() ?? null,
  };
}

export async function listRequests(
  deps: Deps,
  query: AdminInsuranceRequestListQuery,
): Promise<Page<AdminInsuranceRequest>> {
  const page = await repo.listRequests(deps.db, query);
  return { ...page, items: page.items.map(adminView) };
}

/** Moves a request forward (new → contacted → closed), audited with the admin who did it. */
export async function updateStatus(
  deps: Deps,
  session: Session,
  id: number,
  input: UpdateInsuranceRequestStatusInput,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await repo.findRequestForUpdate(tx, id);
    if (!row) throw new AppError('not_found', 'insuranceRequestNotFound');
    if (!canMoveInsuranceRequest(row.status, input.status))
      throw new AppError('conflict', 'insuranceRequestStatusConflict');
    await repo.setStatus(tx, id, { status: input.status, handledBy: session.subjectId });
    await recordAudit(tx, session, [
      {
        action: 'insurance_request.status',
        entity: 'insurance_request',
        entityId: id,
        field: 'status',
        oldValue: row.status,
        newValue: input.status,
      },
    ]);
  });
}
