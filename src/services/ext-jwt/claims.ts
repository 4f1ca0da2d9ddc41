/**
 * Reading the claim that names the identity. A signer's claimsProperty is a top-level claim name
 * (`sub`, `email`), or a JSON pointer (RFC 6901) when it starts with '/' (`/user/id`, or
 * `/https:~1~1example.com~1uid` for a claim name holding slashes).
 */

export const DEFAULT_CLAIMS_PROPERTY = 'sub';

/** The identity claim of a token's payload: a non-empty string, or undefined. */
export function identityClaim(payload: Record<string, unknown>, claimsProperty: string): string | undefined {
  const value = claimsProperty.startsWith('/') ? atPointer(payload, claimsProperty) : payload[claimsProperty || DEFAULT_CLAIMS_PROPERTY];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function atPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) {
      if (!/^(0|[1-9]\d*)$/.test(key)) return undefined;
      node = node[Number(key)];
    } else if (node !== null && typeof node === 'object' && Object.prototype.hasOwnProperty.call(node, key)) {
      node = (node as Record<string, unknown>)[key];
    } else {
      return undefined;
    }
  }
  return node;
}
