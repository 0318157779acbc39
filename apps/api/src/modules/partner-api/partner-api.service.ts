/**
 * The partner API's rules (decision 023): keys a partner makes and revokes (kept only as SHA-256 hashes), the key
 * behind a call, and the calls themselves: a lead created or attributed under the de-dupe rule, a duplicate check
 * that tells nothing about the other side, a lead's status, and the sandbox's own status moves.
 */
import { randomBytes } from 'node:crypto';
import { maskTail } from '@saakh/domain/masking';
import {
  API_KEY_MAX_ACTIVE,
  API_KEY_VISIBLE_LENGTH,
  apiKeyPrefixes,
  canMoveLead,
  isSandboxDuplicateMobile,
  type ApiKey,
  type ApiKeyListQuery,
  type ApiKeyPage,
  type ApiKeyScope,
  type CreatedApiKey,
  type DuplicateCheck,
  type PartnerLead,
  type PartnerLeadStatus,
  type SandboxLeadStatusInput,
  createApiKeyInputSchema,
  createLeadInputSchema,
  duplicateCheckInputSchema,
} from '@saakh/domain/partner-api';
import type { z } from 'zod';
import type { Locale } from '@saakh/domain/i18n';
import type { Executor } from '../../db/client';
import { lockForTransaction } from '../../db/sql';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { ApiKeyCaller, Session } from '../../lib/session';
import { sha256 } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { actingPartner } from '../acting-partner/acting-partner.service';
import { recordConsents, tickedMarketing } from '../consents/consents.service';
import * as repo from './partner-api.repository';
import { queueEvent } from './webhooks.service';

/** The key behind a partner API call, as the auth plugin hands it to the routes. */
export type { ApiKeyCaller };

function toApiKey(row: repo.ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    scopes: row.scopes,
    prefix: row.prefix,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

export async function listKeys(deps: Deps, session: Session, query: ApiKeyListQuery): Promise<ApiKeyPage> {
  const { partnerId } = await actingPartner(deps, session);
  const page = await repo.listKeys(deps.db, partnerId, query);
  return { ...page, items: page.items.map(toApiKey) };
}

/** A new key: its secret is answered once and only its SHA-256 is kept. */
export async function createKey(
  deps: Deps,
  session: Session,
  input: z.output<typeof createApiKeyInputSchema>,
): Promise<CreatedApiKey> {
  const { partnerId } = await actingPartner(deps, session);
  const secret = `${apiKeyPrefixes[input.mode]}${randomBytes(32).toString('base64url')}`;
  const row = await deps.db.transaction(async (tx) => {
    await lockForTransaction(tx, `partner-api-keys:${partnerId}`);
    if ((await repo.countActiveKeys(tx, partnerId)) >= API_KEY_MAX_ACTIVE) {
      throw new AppError('conflict', 'apiKeyLimitReached');
    }
    const created = await repo.insertKey(tx, {
      partnerId,
      name: input.name,
      mode: input.mode,
      scopes: input.scopes,
      prefix: secret.slice(0, API_KEY_VISIBLE_LENGTH),
      keyHash: sha256(secret),
      createdBy: session.subjectId,
    });
    await recordAudit(tx, session, [
      {
        action: 'partner_api_key.create',
        entity: 'partner',
        entityId: partnerId,
        field: 'api_key',
        newValue: {
          id: created.id,
          name: created.name,
          mode: created.mode,
          scopes: created.scopes,
          prefix: created.prefix,
        },
      },
    ]);
    return created;
  });
  return { ...toApiKey(row), secret };
}

/** Revokes one of the partner's own keys: the next call made with it is refused (401). */
export async function revokeKey(deps: Deps, session: Session, id: number): Promise<ApiKey> {
  const { partnerId } = await actingPartner(deps, session);
  return deps.db.transaction(async (tx) => {
    const key = await repo.findKeyOfPartner(tx, partnerId, id);
    if (!key) throw new AppError('not_found', 'notFound');
    if (key.revoked_at) throw new AppError('conflict', 'apiKeyAlreadyRevoked');
    const revoked = await repo.revokeKey(tx, id);
    await recordAudit(tx, session, [
      {
        action: 'partner_api_key.revoke',
        entity: 'partner',
        entityId: partnerId,
        field: 'api_key',
        oldValue: { id: key.id, prefix: key.prefix },
        newValue: 'revoked',
      },
    ]);
    return toApiKey(revoked);
  });
}

/** The caller of a partner API request by its bearer key, or null when the key is unknown or revoked. */
export async function findApiKeyCaller(deps: Pick<Deps, 'db'>, token: string): Promise<ApiKeyCaller | null> {
  const row = await repo.findUsableKey(deps.db, sha256(token));
  if (!row) return null;
  await repo.touchKey(deps.db, row.id);
  return { keyId: row.id, partnerId: row.partner_id, mode: row.mode, scopes: row.scopes };
}

export function requireScope(caller: ApiKeyCaller, scope: ApiKeyScope): void {
  if (!caller.scopes.includes(scope)) throw new AppError('forbidden', 'apiKeyScopeMissing');
}

// ---------- leads ----------

function toLead(
  row: repo.LeadRow,
  status: PartnerLeadStatus,
  updatedAt: Date,
  applicationReference: string | null = null,
): PartnerLead {
  return {
    lead_id: row.id,
    product: row.product,
    mode: row.mode,
    status,
    application_reference: applicationReference,
    created_at: row.created_at.toISOString(),
    updated_at: (updatedAt > row.updated_at ? updatedAt : row.updated_at).toISOString(),
  };
}

async function leadView(db: Executor, row: repo.LeadRow): Promise<PartnerLead> {
  if (row.mode === 'sandbox') return toLead(row, row.sandbox_status ?? 'received', row.updated_at);
  // A duplicate's customer makes applications for the partner who holds them: those are never this lead's status.
  const application =
    row.user_id === null
      ? undefined
      : await repo.latestApplicationOf(db, { userId: row.user_id, product: row.product, partnerId: row.partner_id });
  return toLead(
    row,
    application?.status ?? 'received',
    application?.updatedAt ?? row.updated_at,
    application?.reference ?? null,
  );
}

function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : null };
}

function webhookLeadData(lead: PartnerLead): Record<string, unknown> {
  return { lead_id: lead.lead_id, product: lead.product, status: lead.status, created_at: lead.created_at };
}

/**
 * Creates a lead. Live: under the de-dupe rule's locks, a person nobody holds becomes this partner's customer (a new
 * one is created, a customer nobody brought is attributed); a person another side holds is a duplicate, logged
 * here and never told. The answer is the same either way. An Idempotency-Key answers the first call's lead again.
 */
export async function createLead(
  deps: Deps,
  caller: ApiKeyCaller,
  input: z.output<typeof createLeadInputSchema>,
  idempotencyKey: string | null,
  client: { ip: string; locale: Locale },
): Promise<PartnerLead> {
  const requestHash = idempotencyKey ? sha256(JSON.stringify(input)) : null;
  return deps.db.transaction(async (tx) => {
    if (idempotencyKey) {
      await lockForTransaction(tx, `partner-api-idem:${caller.partnerId}:${caller.mode}:${idempotencyKey}`);
      const earlier = await repo.findLeadByIdempotencyKey(tx, caller.partnerId, caller.mode, idempotencyKey);
      if (earlier) {
        if (earlier.request_hash !== requestHash) throw new AppError('conflict', 'idempotencyKeyReused');
        return leadView(tx, earlier);
      }
    }
    const pan = input.pan ?? null;
    let outcome: 'accepted' | 'duplicate' = 'accepted';
    let matchedOn: string | null = null;
    let userId: number | null = null;
    if (caller.mode === 'sandbox') {
      if (isSandboxDuplicateMobile(input.mobile)) {
        outcome = 'duplicate';
        matchedOn = 'mobile';
      }
    } else {
      await repo.lockLeadKeys(tx, { product: input.product, mobile: input.mobile, pan });
      const holder = await repo.findLeadHolder(tx, {
        product: input.product,
        mobile: input.mobile,
        pan,
        windowDays: deps.config.dedupe.windowDays,
      });
      const existing = await repo.findCustomerByMobile(tx, input.mobile);
      const { firstName, lastName } = splitName(input.name);
      if (holder && holder.partnerId !== caller.partnerId) {
        outcome = 'duplicate';
        matchedOn = holder.matchedOn;
        userId = existing?.id ?? null;
      } else if (existing) {
        userId = existing.id;
        await repo.attributeCustomer(tx, existing.id, {
          partnerId: caller.partnerId,
          firstName,
          lastName,
          email: input.email ?? null,
          pan,
        });
      } else {
        userId = await repo.insertCustomer(tx, {
          mobile: input.mobile,
          firstName,
          lastName,
          email: input.email ?? null,
          pan,
          partnerId: caller.partnerId,
          allowSms: input.consent_sms ?? true,
          allowEmails: input.consent_email ?? true,
        });
      }
    }
    if (userId !== null && outcome === 'accepted') {
      // The partner asked the customer: what they agreed to is a marketing consent given through the partner.
      await recordConsents(
        tx,
        userId,
        tickedMarketing({ marketing_sms: input.consent_sms, marketing_email: input.consent_email }),
        { language: client.locale, channel: 'partner_api', ip: client.ip },
      );
    }
    const row = await repo.insertLead(tx, {
      partnerId: caller.partnerId,
      apiKeyId: caller.keyId,
      mode: caller.mode,
      product: input.product,
      userId,
      maskedMobile: maskTail(input.mobile) ?? '',
      outcome,
      matchedOn,
      sandboxStatus: caller.mode === 'sandbox' ? 'received' : null,
      idempotencyKey,
      requestHash,
    });
    if (!row) throw new AppError('conflict', 'idempotencyKeyReused');
    if (outcome === 'duplicate') {
      deps.log.info({ partnerId: caller.partnerId, leadId: row.id, matchedOn }, 'partner API lead is a duplicate');
    }
    const lead = await leadView(tx, row);
    await queueEvent(deps, tx, {
      partnerId: caller.partnerId,
      mode: caller.mode,
      type: 'lead.created',
      payload: webhookLeadData(lead),
    });
    return lead;
  });
}

/** Whether this partner may take the lead: true when nobody else holds the person for the product. */
export async function checkDuplicate(
  deps: Deps,
  caller: ApiKeyCaller,
  input: z.output<typeof duplicateCheckInputSchema>,
): Promise<DuplicateCheck> {
  if (caller.mode === 'sandbox') return { available: !isSandboxDuplicateMobile(input.mobile) };
  const holder = await repo.findLeadHolder(deps.db, {
    product: input.product,
    mobile: input.mobile,
    pan: input.pan ?? null,
    windowDays: deps.config.dedupe.windowDays,
  });
  return { available: !holder || holder.partnerId === caller.partnerId };
}

export async function getLead(deps: Deps, caller: ApiKeyCaller, id: string): Promise<PartnerLead> {
  const row = await repo.findLead(deps.db, caller.partnerId, caller.mode, id);
  if (!row) throw new AppError('not_found', 'notFound');
  return leadView(deps.db, row);
}

/** The sandbox's stand-in for a lender: moves a sandbox lead along the status machine and tells the webhooks. */
export async function moveSandboxLead(
  deps: Deps,
  caller: ApiKeyCaller,
  id: string,
  input: SandboxLeadStatusInput,
): Promise<PartnerLead> {
  if (caller.mode !== 'sandbox') throw new AppError('forbidden', 'sandboxOnly');
  return deps.db.transaction(async (tx) => {
    const row = await repo.findLead(tx, caller.partnerId, 'sandbox', id, { lock: true });
    if (!row) throw new AppError('not_found', 'notFound');
    const from = row.sandbox_status ?? 'received';
    if (!canMoveLead(from, input.status)) throw new AppError('conflict', 'leadStatusMoveInvalid');
    const moved = await repo.setSandboxStatus(tx, id, input.status);
    await queueEvent(deps, tx, {
      partnerId: caller.partnerId,
      mode: 'sandbox',
      type: 'application.status_changed',
      payload: {
        application_id: null,
        lead_id: moved.id,
        product: moved.product,
        from_status: from,
        status: input.status,
        source: 'partner_api',
        changed_at: moved.updated_at.toISOString(),
      },
    });
    return toLead(moved, input.status, moved.updated_at);
  });
}
