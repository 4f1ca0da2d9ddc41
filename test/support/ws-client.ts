import WebSocket from 'ws';
import { print, type GraphQLFormattedError } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphqlUrl } from './gql-client';

/** The WebSocket URL of a controller's GraphQL endpoint (base URL or …/graphql). */
export function graphqlWsUrl(url: string): string {
  return graphqlUrl(url).replace(/^http/, 'ws');
}

/** A session token (sent as connectionParams `zt-session`), or connectionParams as they are. */
export type WsAuth = string | Record<string, unknown> | undefined;

/**
 * A graphql-ws client over the `ws` package, authenticated through connectionParams
 * (`zt-session`, as the HTTP header). It never retries, so a refused or broken
 * connection surfaces as an error instead of a hang.
 */
export function createWsClient(url: string, auth?: WsAuth): Client {
  return createClient({
    url: graphqlWsUrl(url),
    webSocketImpl: WebSocket,
    connectionParams: typeof auth === 'string' ? { 'zt-session': auth } : (auth ?? {}),
    lazy: true,
    retryAttempts: 0,
    shouldRetry: () => false,
    connectionAckWaitTimeout: 5_000,
  });
}

/** Thrown by `Subscription.take` when fewer than the asked events arrived in time. */
export class SubscriptionTimeout extends Error {
  constructor(readonly wanted: number, readonly received: unknown[]) {
    super(`timed out waiting for ${wanted} subscription event(s); got ${received.length}: ${JSON.stringify(received)}`);
  }
}

/** Thrown by `Subscription.take` when the operation ended with errors. */
export class SubscriptionError extends Error {
  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(`subscription failed: ${JSON.stringify(errors)}`);
  }
}

interface Waiter {
  check(): boolean;
}

/**
 * One running subscription that buffers what it receives: data events, GraphQL errors
 * (sent as a result with `errors`, or as an `error` message) and its completion.
 * Every wait has a timeout; `dispose()` unsubscribes and closes the socket.
 */
export class Subscription<R> {
  /** Data events not yet taken. */
  private readonly buffer: R[] = [];
  /** GraphQL errors received (results with errors, error messages, or a failed socket). */
  readonly errors: GraphQLFormattedError[] = [];
  completed = false;
  private readonly waiters = new Set<Waiter>();
  private readonly completeOperation: () => void;
  private disposed = false;

  constructor(private readonly client: Client, document: TypedDocumentNode<R, Record<string, unknown>>, variables: Record<string, unknown> = {}) {
    this.completeOperation = client.subscribe<R>(
      { query: print(document), variables },
      {
        next: (result) => {
          if (result.errors?.length) this.errors.push(...result.errors);
          if (result.data != null) this.buffer.push(result.data as R);
          this.notify();
        },
        error: (err) => {
          this.errors.push(...toFormattedErrors(err));
          this.completed = true;
          this.notify();
        },
        complete: () => {
          this.completed = true;
          this.notify();
        },
      },
    );
  }

  /** Resolves with the next `n` data events (in order of arrival); rejects after `timeoutMs`. */
  take(n: number, timeoutMs = 5_000): Promise<R[]> {
    return this.waitFor(
      () => this.buffer.length >= n || this.errors.length > 0 || this.completed,
      timeoutMs,
      () => {
        if (this.buffer.length >= n) return this.buffer.splice(0, n);
        if (this.errors.length) throw new SubscriptionError(this.errors);
        throw new Error(`subscription completed after ${this.buffer.length} of ${n} event(s)`);
      },
      () => new SubscriptionTimeout(n, [...this.buffer]),
    );
  }

  /** Takes data events until one satisfies `match`; returns it and the events skipped before it. */
  async takeUntil(match: (event: R) => boolean, timeoutMs = 5_000): Promise<{ event: R; skipped: R[] }> {
    const skipped: R[] = [];
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [event] = await this.take(1, Math.max(1, deadline - Date.now()));
      if (match(event)) return { event, skipped };
      skipped.push(event);
    }
  }

  /** Everything that arrives (data events) within `windowMs`, without failing on none. */
  async collectFor(windowMs: number): Promise<R[]> {
    await new Promise((r) => setTimeout(r, windowMs));
    return this.buffer.splice(0, this.buffer.length);
  }

  /** Resolves with the GraphQL errors of a refused subscription; rejects if none arrive in time. */
  failure(timeoutMs = 5_000): Promise<readonly GraphQLFormattedError[]> {
    return this.waitFor(
      () => this.errors.length > 0 || this.completed,
      timeoutMs,
      () => {
        if (!this.errors.length) throw new Error(`subscription completed without errors (data: ${JSON.stringify(this.buffer)})`);
        return [...this.errors];
      },
      () => new Error(`no subscription error within ${timeoutMs} ms (data: ${JSON.stringify(this.buffer)})`),
    );
  }

  /** Data events received and not yet taken. */
  pending(): readonly R[] {
    return this.buffer;
  }

  /** Completes this operation only (the client and its socket stay, for its other operations). */
  unsubscribe(): void {
    this.completed = true;
    this.notify();
    this.completeOperation();
  }

  /** Unsubscribes and closes the socket (idempotent). */
  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    this.completed = true;
    this.notify();
    this.completeOperation();
    await this.client.dispose();
  }

  private waitFor<T>(ready: () => boolean, timeoutMs: number, settle: () => T, timeoutError: () => Error): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
        try {
          resolve(settle());
        } catch (err) {
          reject(err);
        }
      };
      const waiter: Waiter = {
        check: () => {
          if (!ready()) return false;
          finish();
          return true;
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(timeoutError());
      }, timeoutMs);
      if (!waiter.check()) this.waiters.add(waiter);
    });
  }

  private notify(): void {
    for (const w of [...this.waiters]) w.check();
  }
}

/** Subscribes with a fresh client (one socket per subscription) authenticated by `auth` (or anonymous). */
export function subscribe<R, V extends Record<string, unknown>>(
  url: string,
  document: TypedDocumentNode<R, V>,
  variables?: V,
  auth?: WsAuth,
): Subscription<R> {
  return new Subscription<R>(createWsClient(url, auth), document as unknown as TypedDocumentNode<R, Record<string, unknown>>, variables ?? {});
}

/** Subscribes on an existing client: several operations over one socket. */
export function subscribeOn<R, V extends Record<string, unknown>>(client: Client, document: TypedDocumentNode<R, V>, variables?: V): Subscription<R> {
  return new Subscription<R>(client, document as unknown as TypedDocumentNode<R, Record<string, unknown>>, variables ?? {});
}

/**
 * Makes sure a subscription is live on the server before the test writes: graphql-ws has no
 * per-operation acknowledgement, so this repeats a probe write until the subscription delivers
 * the probe's event (`isProbe`), then drops everything received so far.
 */
export async function untilLive<R>(
  sub: Subscription<R>,
  probe: () => Promise<unknown>,
  isProbe: (event: R) => boolean,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await probe();
    try {
      await sub.takeUntil(isProbe, Math.min(500, Math.max(1, deadline - Date.now())));
      // Events of earlier probes may still be in flight; let them land and drop them.
      await sub.collectFor(100);
      return;
    } catch (err) {
      if (!(err instanceof SubscriptionTimeout)) throw err;
    }
  }
  throw new Error(`subscription not live within ${timeoutMs} ms (errors: ${JSON.stringify(sub.errors)})`);
}

function toFormattedErrors(err: unknown): GraphQLFormattedError[] {
  if (Array.isArray(err)) return err as GraphQLFormattedError[];
  if (err instanceof Error) return [{ message: err.message }];
  const close = err as { code?: number; reason?: string } | undefined;
  if (close && typeof close.code === 'number') return [{ message: `socket closed ${close.code} ${close.reason ?? ''}`.trim(), extensions: { closeCode: close.code } }];
  return [{ message: String(err) }];
}
