import type { AuthPolicyRules } from '../auth-policy.schema';

type UpdbRules = AuthPolicyRules['primary']['updb'];

/**
 * What is wrong with a password under an auth policy's updb rules (empty when nothing is).
 * A special character is anything but a letter or a digit, in any script.
 */
export function passwordProblems(rules: UpdbRules, password: string): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < rules.minPasswordLength) problems.push(`at least ${rules.minPasswordLength} characters`);
  if (rules.requireSpecialChar && !/[^\p{L}\p{N}]/u.test(password)) problems.push('a special character');
  if (rules.requireNumberChar && !/\p{N}/u.test(password)) problems.push('a digit');
  if (rules.requireMixedCase && !(/\p{Lu}/u.test(password) && /\p{Ll}/u.test(password))) problems.push('upper and lower case letters');
  return problems.length ? [`the password needs ${problems.join(', ')}`] : [];
}
