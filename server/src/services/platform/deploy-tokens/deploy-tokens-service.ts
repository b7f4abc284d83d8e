/**
 * Deploy tokens: a team's pipeline publishes its remote with one (`x-deploy-token`). Issued on the
 * platform console (shown once; only its sha-256 is kept), one remote each, revoked there; every
 * issue and revoke is in the platform's audit log.
 */
import { randomBytes } from 'node:crypto';
import type { DeployToken, DeployTokenBody, DeployTokenIssued } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { recordAudit, type Actor } from '../../../lib/audit';
import { foundOr404, notFound } from '../../../lib/http-errors';
import { PLATFORM_TENANT_ID } from '../remotes/remote-changes';
import * as repo from './deploy-tokens-repository';

function toToken(row: repo.TokenRow): DeployToken {
  return {
    id: row.id,
    remote: row.remote,
    name: row.name,
    created_by: row.createdBy,
    created_at: row.createdAt,
    revoked_at: row.revokedAt,
    last_used_at: row.lastUsedAt,
  };
}

export async function listDeployTokens(db: Db): Promise<DeployToken[]> {
  return (await repo.tokenRows(db)).map(toToken);
}

/** A new token for one remote; the answer carries it this once. */
export async function issueDeployToken(db: Db, actor: Actor, body: DeployTokenBody): Promise<DeployTokenIssued> {
  const token = `${repo.DEPLOY_TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
  const id = await db.transaction(async (tx) => {
    const id = await repo.insertToken(tx, {
      remote: body.remote,
      name: body.name,
      tokenHash: repo.hashDeployToken(token),
      createdBy: actor.userId,
    });
    await recordAudit(
      tx,
      { ...actor, tenantId: PLATFORM_TENANT_ID },
      { action: 'create', entity: 'deploy_token', entityId: id, after: { remote: body.remote, name: body.name } },
    );
    return id;
  });
  return { ...toToken(foundOr404(await repo.findToken(db, id), 'Deploy token')), token };
}

/** The token stops working at once; 404 for one unknown or revoked already. */
export async function revokeDeployToken(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = foundOr404(await repo.findToken(tx, id), 'Deploy token');
    if (!(await repo.revokeToken(tx, id))) throw notFound('A live deploy token with this id');
    await recordAudit(
      tx,
      { ...actor, tenantId: PLATFORM_TENANT_ID },
      {
        action: 'revoke',
        entity: 'deploy_token',
        entityId: id,
        before: { remote: row.remote, name: row.name, revoked_at: null },
        after: { remote: row.remote, name: row.name, revoked: true },
      },
    );
  });
}

export interface DeployCaller {
  tokenId: number;
  remote: string;
  name: string;
}

/** The pipeline a deploy token names, or undefined when it is no live token. */
export async function deployCaller(db: Db, token: string): Promise<DeployCaller | undefined> {
  if (!token.startsWith(repo.DEPLOY_TOKEN_PREFIX) || token.length > 100) return undefined;
  const row = await repo.findLiveToken(db, repo.hashDeployToken(token));
  return row ? { tokenId: row.id, remote: row.remote, name: row.name } : undefined;
}
