/** The caller behind a request, as routes hand it to services. */
import type { SessionKind } from '@saakh/domain/auth';
import type { ApiKeyMode, ApiKeyScope } from '@saakh/domain/partner-api';
import type { AdminRoleId } from '@saakh/domain/roles';

export type Session = {
  id: number;
  kind: SessionKind;
  subjectId: number;
  /** The admin acting in a partner session (masquerade), else null. */
  masqueradeAdminId: number | null;
  roleId: AdminRoleId | null;
};

/** The partner API key behind a `partner_api` route's call (decision 023). */
export type ApiKeyCaller = { keyId: number; partnerId: number; mode: ApiKeyMode; scopes: ApiKeyScope[] };
