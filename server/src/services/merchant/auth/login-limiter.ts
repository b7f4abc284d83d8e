/**
 * The login limiter: it locks out attackers, not offices. Failures are counted per (e-mail,
 * address) pair and per address, each in a sliding window; per e-mail across addresses the
 * answer only slows down. A correct password from an address that has not failed is never
 * refused because someone else failed — behind one proxy or one office NAT as anywhere.
 */
import type { Db } from '../../../db/client';
import { tooManyRequests } from '../../../lib/http-errors';
import * as loginFailuresRepo from './login-failures-repository';

export interface LoginPolicy {
  /** Failures of one (e-mail, address) pair that lock that pair. */
  loginMaxFailures: number;
  /** Failures from one address, whatever the e-mail, that lock that address. */
  loginIpMaxFailures: number;
  loginWindowMinutes: number;
  /** Failures of one e-mail (any address) before its attempts start to slow down. */
  loginSlowdownAfter: number;
  loginSlowdownStepMs: number;
  loginSlowdownMaxMs: number;
}

/** How long an attempt for an e-mail with `failures` recent failures waits before it is checked. */
export function slowdownMs(failures: number, policy: LoginPolicy): number {
  if (policy.loginSlowdownStepMs <= 0 || failures < policy.loginSlowdownAfter) return 0;
  const doublings = Math.min(failures - policy.loginSlowdownAfter, 30);
  return Math.min(policy.loginSlowdownMaxMs, policy.loginSlowdownStepMs * 2 ** doublings);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Before a password is checked: 429 when this pair or this address is locked (and the locked
 * attempt counts as a failure too, so hammering a lock keeps it shut), otherwise wait out the
 * e-mail's slowdown. The lock is decided before the password is looked at, so a locked
 * attempt learns nothing about it.
 */
export async function admitLoginAttempt(db: Db, email: string, ip: string, policy: LoginPolicy): Promise<void> {
  const counts = await loginFailuresRepo.failureCounts(db, email, ip, policy.loginWindowMinutes);
  if (counts.pair >= policy.loginMaxFailures || counts.address >= policy.loginIpMaxFailures) {
    await loginFailuresRepo.recordFailure(db, email, ip);
    throw tooManyRequests(
      `Too many failed sign-in attempts. Please try again in ${policy.loginWindowMinutes} minutes.`,
    );
  }
  const wait = slowdownMs(counts.email, policy);
  if (wait > 0) await sleep(wait);
}
