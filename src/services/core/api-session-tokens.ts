import { createHmac } from 'node:crypto';

/**
 * API session tokens derived from the session id: HMAC-SHA256 under a key derived from the
 * controller's PKI (never stored), shaped as a UUIDv4 as OpenZiti's tokens are (122 bits of the
 * MAC). The database still keeps only the token's SHA-256; deriving lets the controller tell
 * edge routers every live session's token (a full resync after a router reconnects, a removal
 * after the row is gone) without ever storing tokens. Every instance sharing the PKI derives
 * the same tokens.
 */
export class ApiSessionTokens {
  constructor(private readonly key: Buffer) {}

  tokenOf(apiSessionId: string): string {
    const mac = createHmac('sha256', this.key).update(apiSessionId).digest().subarray(0, 16);
    mac[6] = (mac[6]! & 0x0f) | 0x40; // version 4
    mac[8] = (mac[8]! & 0x3f) | 0x80; // RFC 4122 variant
    const hex = mac.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}
