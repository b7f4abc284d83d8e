/** Access tokens: HS256 JWTs (algorithm pinned on verify) that name their session. */
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export interface TokenClaims {
  userId: number;
  tenantId: number;
  sessionId: string;
  /** This token's own id (`jti`): a refresh replaces it, so an old token stops working. */
  tokenId: string;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ALG = 'HS256';
const ISSUER = 'console';

export class TokenSigner {
  private readonly key: Uint8Array;
  /**
   * Tokens already verified, each kept until its own expiry (at most `max`, least recently used
   * first out): an HMAC per request is a tenth of the CPU. Revocation is not decided here but by
   * the session row (plugins/access.ts), so a cached signature check never outlives a logout.
   */
  private readonly verified = new LRUCache<string, TokenClaims>({ max: 50_000 });

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ tid: claims.tenantId, sid: claims.sessionId })
      .setProtectedHeader({ alg: ALG })
      .setSubject(String(claims.userId))
      .setJti(claims.tokenId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  async verify(token: string): Promise<VerifyResult> {
    const hit = this.verified.get(token);
    if (hit) return { ok: true, claims: hit };
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALG], issuer: ISSUER });
      const userId = Number(payload.sub);
      const { tid, sid, jti } = payload as { tid?: unknown; sid?: unknown; jti?: unknown };
      if (!Number.isInteger(userId) || typeof tid !== 'number' || typeof sid !== 'string' || typeof jti !== 'string') {
        return { ok: false, reason: 'invalid' };
      }
      const claims = { userId, tenantId: tid, sessionId: sid, tokenId: jti };
      const ttl = (payload.exp ?? 0) * 1000 - Date.now();
      if (ttl > 0) this.verified.set(token, claims, { ttl });
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
