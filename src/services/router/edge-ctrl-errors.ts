/**
 * Refusals of the edge control requests (CreateTerminatorV2, CreateCircuitV2, ...), with the
 * error codes and retry hints OpenZiti's SDKs and routers act on (sdk-golang edge_client_pb
 * `Error`, edge `RetryHint`): a router tells its SDK to start over, retry or give up by them.
 */
export const EdgeErrorCode = {
  Internal: 1,
  InvalidApiSession: 2,
  InvalidSession: 3,
  WrongSessionType: 4,
  InvalidEdgeRouterForSession: 5,
  InvalidService: 6,
  TunnelingNotEnabled: 7,
  InvalidTerminator: 8,
  InvalidPrecedence: 9,
  InvalidCost: 10,
  EncryptionDataMissing: 11,
} as const;

export const RetryHint = { Default: 0, TooBusy: 1, StartOver: 2, NotRetriable: 3 } as const;

export class EdgeCtrlError extends Error {
  /** The circuit a failed dial had allocated (OpenZiti names it in the refusal). */
  circuitId?: string;

  constructor(
    message: string,
    readonly code: number,
    readonly retryHint: number,
  ) {
    super(message);
  }
}

export const invalidApiSession = () => new EdgeCtrlError('invalid api session', EdgeErrorCode.InvalidApiSession, RetryHint.StartOver);
export const invalidSession = () => new EdgeCtrlError('invalid session', EdgeErrorCode.InvalidSession, RetryHint.StartOver);
export const wrongSessionType = () => new EdgeCtrlError('incorrect session type', EdgeErrorCode.WrongSessionType, RetryHint.StartOver);
export const invalidEdgeRouterForSession = () => new EdgeCtrlError('invalid edge router for session', EdgeErrorCode.InvalidEdgeRouterForSession, RetryHint.StartOver);
export const invalidService = () => new EdgeCtrlError('invalid service', EdgeErrorCode.InvalidService, RetryHint.NotRetriable);
export const invalidTerminator = (message: string) => new EdgeCtrlError(message, EdgeErrorCode.InvalidTerminator, RetryHint.NotRetriable);
export const invalidCost = (message: string) => new EdgeCtrlError(message, EdgeErrorCode.InvalidCost, RetryHint.NotRetriable);
export const invalidPrecedence = (message: string) => new EdgeCtrlError(message, EdgeErrorCode.InvalidPrecedence, RetryHint.NotRetriable);
export const nonRetriable = (message: string) => new EdgeCtrlError(message, EdgeErrorCode.Internal, RetryHint.NotRetriable);
export const internalError = (message: string) => new EdgeCtrlError(message, EdgeErrorCode.Internal, RetryHint.Default);
