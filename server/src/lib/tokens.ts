/** Access tokens: HS256 JWTs (algorithm pinned on verify) that name their session. */
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  tenantId: number;
  sessionId: string;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ALG = 'HS256';
const ISSUER = 'console';

export class TokenSigner {
  private readonly key: Uint8Array;
  /** Tokens already verified, with their expiry: an HMAC per request is a tenth of the CPU. */
  private readonly verified = new Map<string, { claims: TokenClaims; exp: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ tid: claims.tenantId, sid: claims.sessionId })
      .setProtectedHeader({ alg: ALG })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  async verify(token: string): Promise<VerifyResult> {
    const hit = this.verified.get(token);
    if (hit) {
      if (Date.now() < hit.exp) return { ok: true, claims: hit.claims };
      this.verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALG], issuer: ISSUER });
      const userId = Number(payload.sub);
      const { tid, sid } = payload as { tid?: unknown; sid?: unknown };
      if (!Number.isInteger(userId) || typeof tid !== 'number' || typeof sid !== 'string') {
        return { ok: false, reason: 'invalid' };
      }
      const claims = { userId, tenantId: tid, sessionId: sid };
      if (this.verified.size >= 50_000) this.verified.clear();
      this.verified.set(token, { claims, exp: (payload.exp ?? 0) * 1000 });
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
