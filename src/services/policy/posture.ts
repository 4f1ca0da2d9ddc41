import type { PostureCheck } from '../../entities';

/**
 * Whether a posture check passes for the caller. Posture data (OS, MAC, domain, process and
 * MFA responses) is not collected by this controller yet, so a check has nothing to pass on:
 * it fails, and a policy with checks grants nothing until they can pass.
 */
export function evaluatePostureCheck(check: PostureCheck): boolean {
  void check;
  return false;
}
