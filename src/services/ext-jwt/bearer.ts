/** OpenZiti looks at no more bearer tokens than this per request. */
export const MAX_BEARER_TOKENS = 3;

/**
 * The bearer tokens of a request's `Authorization` header(s) (`req.headersDistinct.authorization`
 * keeps every one sent): `Bearer <token>` values, also comma-separated in one header, the first
 * MAX_BEARER_TOKENS of them, as OpenZiti reads them. Other schemes are skipped.
 */
export function bearerTokensOf(authorization: string | readonly string[] | undefined): string[] {
  const values = typeof authorization === 'string' ? [authorization] : (authorization ?? []);
  const tokens: string[] = [];
  for (const value of values) {
    for (const part of value.split(',')) {
      const m = /^\s*Bearer\s+(\S+)\s*$/i.exec(part);
      if (m && tokens.length < MAX_BEARER_TOKENS) tokens.push(m[1]);
    }
  }
  return tokens;
}

/**
 * The API session token among a request's bearer tokens (`Authorization: Bearer <session>, Bearer
 * <jwt>` sends both in one header): the first that is not a JWT, as session tokens are UUIDs and
 * a JWT beside one is a secondary factor; else the first.
 */
export function sessionTokenOf(tokens: readonly string[]): string | undefined {
  return tokens.find((t) => t.split('.').length !== 3) ?? tokens[0];
}
