/** The signed-in caller as every route sees it, and the licence rule that can refuse it. */
import { licenceExpiredMessage } from '@console/shared/contracts/permissions';
import { HttpError } from './http-errors';

export interface Principal {
  userId: number;
  tenantId: number;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  roleId: number;
  roleName: string;
  roleCode: string;
  permissions: string[];
  /** The token the call came with (`jti`): a refresh replaces it. */
  tokenId: string;
  /** When the session began: its absolute life (SESSION_MAX_DAYS) counts from here. */
  sessionCreatedAt: string;
  /** Only `ownSession` routes see a principal whose tenant's licence has lapsed. */
  licenceExpired: boolean;
}

export function isLicenceExpired(licenceExpiresAt: string | null, now = new Date()): boolean {
  return licenceExpiresAt !== null && new Date(licenceExpiresAt).getTime() <= now.getTime();
}

export class LicenceExpiredError extends HttpError {
  constructor(readonly roleCode: string) {
    super(402, licenceExpiredMessage(roleCode), 'LICENCE_EXPIRED');
  }
}
