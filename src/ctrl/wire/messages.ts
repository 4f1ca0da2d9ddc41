import protobuf from 'protobufjs';

/**
 * Content types of the control channel, named as OpenZiti names them (channel: 0-5, fabric
 * `ctrl_pb`: 1000-1999, edge `edge_ctrl_pb`: 20000+). Only those this controller sends or handles.
 */
export const ContentType = {
  Hello: 0,
  Ping: 1,
  Result: 2,
  Latency: 3,
  LatencyResponse: 4,
  Heartbeat: 5,
  // fabric (ctrl_pb)
  Fault: 1004,
  RouteResult: 1022,
  Route: 1005,
  Unroute: 1006,
  Metrics: 1007,
  CircuitConfirmation: 1034,
  RouterLinks: 1035,
  VerifyRouter: 1036,
  UpdateCtrlAddresses: 1037,
  RemoveTerminatorsRequest: 1038,
  ValidateTerminatorsV2Request: 1041,
  ValidateTerminatorsV2Response: 1042,
  /** PeerStateChanges (ctrl_pb PeerStateChangeRequestType). */
  PeerStateChange: 1050,
  UpdateRouterInterfaces: 1052,
  LinkState: 1053,
  Alerts: 1054,
  RequestClusterMembers: 1055,
  UpdateLinkListeners: 1056,
  // edge (edge_ctrl_pb)
  ServerHello: 20000,
  ClientHello: 20001,
  Error: 20002,
  SessionRemoved: 20102,
  ApiSessionAdded: 20200,
  ApiSessionUpdated: 20201,
  ApiSessionRemoved: 20202,
  ApiSessionHeartbeat: 20203,
  RequestClientReSync: 20204,
  UpdateTerminatorRequest: 20209,
  UpdateTerminatorResponse: 20210,
  RemoveTerminatorRequest: 20211,
  RemoveTerminatorResponse: 20212,
  ValidateSessionsRequest: 20213,
  HealthEvent: 20214,
  CreateTerminatorV2Request: 20216,
  CreateTerminatorV2Response: 20217,
  CreateCircuitV2Request: 20218,
  CreateCircuitV2Response: 20219,
  ConnectEvents: 20415,
  DataState: 20500,
  DataStateChangeSet: 20501,
  SubscribeToDataModelRequest: 20505,
  CurrentIndexMessage: 20506,
} as const;

/**
 * Our description of the protobuf bodies we read and write. Field numbers and types are wire
 * facts of OpenZiti's `ctrl_pb` and `edge_ctrl_pb` packages; messages and fields we never touch
 * are left out (protobuf skips unknown fields when decoding).
 */
const SCHEMA = {
  nested: {
    ctrl: {
      nested: {
        Listener: { fields: { address: { id: 1, type: 'string' }, protocol: { id: 2, type: 'string' }, costTags: { id: 3, type: 'string', rule: 'repeated' }, groups: { id: 4, type: 'string', rule: 'repeated' }, localBinding: { id: 5, type: 'string' } } },
        Listeners: { fields: { listeners: { id: 1, type: 'Listener', rule: 'repeated' } } },
        RouterMetadata: { fields: { capabilities: { id: 1, type: 'int32', rule: 'repeated' } } },
        Interface: { fields: { name: { id: 1, type: 'string' }, hardwareAddress: { id: 2, type: 'string' }, mtu: { id: 3, type: 'int64' }, index: { id: 4, type: 'int64' }, flags: { id: 5, type: 'uint64' }, addresses: { id: 6, type: 'string', rule: 'repeated' } } },
        RouterInterfacesUpdate: { fields: { interfaces: { id: 1, type: 'Interface', rule: 'repeated' } } },
        LinkConn: { fields: { type: { id: 1, type: 'string' }, localAddr: { id: 2, type: 'string' }, remoteAddr: { id: 3, type: 'string' } } },
        LinkConnState: { fields: { stateIteration: { id: 1, type: 'uint32' }, conns: { id: 2, type: 'LinkConn', rule: 'repeated' } } },
        RouterLink: {
          fields: {
            id: { id: 1, type: 'string' }, destRouterId: { id: 2, type: 'string' }, linkProtocol: { id: 3, type: 'string' }, linkCostTags: { id: 4, type: 'string', rule: 'repeated' },
            dialAddress: { id: 5, type: 'string' }, iteration: { id: 6, type: 'uint32' }, connState: { id: 7, type: 'LinkConnState' },
          },
        },
        RouterLinks: { fields: { links: { id: 1, type: 'RouterLink', rule: 'repeated' }, fullRefresh: { id: 2, type: 'bool' } } },
        LinkStateUpdate: { fields: { linkId: { id: 1, type: 'string' }, linkIteration: { id: 2, type: 'uint32' }, connState: { id: 3, type: 'LinkConnState' } } },
        VerifyRouter: { fields: { routerId: { id: 1, type: 'string' }, fingerprints: { id: 2, type: 'string', rule: 'repeated' } } },
        PeerStateChange: { fields: { id: { id: 1, type: 'string' }, version: { id: 2, type: 'string' }, state: { id: 3, type: 'int32' }, listeners: { id: 4, type: 'Listener', rule: 'repeated' } } },
        PeerStateChanges: { fields: { changes: { id: 1, type: 'PeerStateChange', rule: 'repeated' } } },
        UpdateCtrlAddresses: { fields: { addresses: { id: 1, type: 'string', rule: 'repeated' }, index: { id: 2, type: 'uint64' }, isLeader: { id: 3, type: 'bool' } } },
        Fault: { fields: { subject: { id: 1, type: 'int32' }, id: { id: 2, type: 'string' }, iteration: { id: 3, type: 'uint32' } } },
        RouteEgress: { fields: { binding: { id: 1, type: 'string' }, address: { id: 2, type: 'string' }, destination: { id: 3, type: 'string' }, peerData: { id: 4, keyType: 'uint32', type: 'bytes' } } },
        RouteForward: { fields: { srcAddress: { id: 1, type: 'string' }, dstAddress: { id: 2, type: 'string' }, dstType: { id: 3, type: 'int32' } } },
        RouteContext: { fields: { fields: { id: 1, keyType: 'string', type: 'string' }, channelMask: { id: 2, type: 'uint32' } } },
        Route: {
          fields: {
            circuitId: { id: 1, type: 'string' },
            attempt: { id: 2, type: 'uint32' },
            egress: { id: 3, type: 'RouteEgress' },
            forwards: { id: 4, type: 'RouteForward', rule: 'repeated' },
            context: { id: 5, type: 'RouteContext' },
            timeout: { id: 6, type: 'uint64' },
            tags: { id: 7, keyType: 'string', type: 'string' },
          },
        },
        Terminator: { fields: { id: { id: 1, type: 'string' }, binding: { id: 2, type: 'string' }, address: { id: 3, type: 'string' }, marker: { id: 4, type: 'uint64' } } },
        ValidateTerminatorsV2Request: { fields: { terminators: { id: 1, type: 'Terminator', rule: 'repeated' }, fixInvalid: { id: 2, type: 'bool' }, postCreate: { id: 3, type: 'bool' } } },
        RouterTerminatorState: { fields: { valid: { id: 1, type: 'bool' }, reason: { id: 2, type: 'int32' }, detail: { id: 3, type: 'string' }, marker: { id: 4, type: 'uint64' } } },
        ValidateTerminatorsV2Response: { fields: { states: { id: 1, keyType: 'string', type: 'RouterTerminatorState' } } },
        RemoveTerminatorsRequest: { fields: { terminatorIds: { id: 1, type: 'string', rule: 'repeated' } } },
        Unroute: { fields: { circuitId: { id: 1, type: 'string' }, now: { id: 2, type: 'bool' } } },
        CircuitConfirmation: { fields: { circuitIds: { id: 1, type: 'string', rule: 'repeated' }, idleTimes: { id: 2, keyType: 'string', type: 'int64' } } },
      },
    },
    metrics: {
      nested: {
        // Only what link costs read: each link's latency and queue time histograms.
        Histogram: { fields: { count: { id: 1, type: 'int64' }, mean: { id: 3, type: 'double' } } },
        MetricsMessage: { fields: { sourceId: { id: 2, type: 'string' }, histograms: { id: 8, keyType: 'string', type: 'Histogram' } } },
      },
    },
    edge: {
      nested: {
        ServerHello: { fields: { version: { id: 1, type: 'string' }, data: { id: 2, keyType: 'string', type: 'string' }, byteData: { id: 3, keyType: 'string', type: 'bytes' } } },
        Address: { fields: { value: { id: 10, type: 'string' }, protocol: { id: 20, type: 'string' }, hostname: { id: 30, type: 'string' }, port: { id: 40, type: 'int32' } } },
        EdgeListener: { fields: { address: { id: 10, type: 'Address' }, advertise: { id: 20, type: 'Address' } } },
        ClientHello: {
          fields: {
            version: { id: 1, type: 'string' },
            hostname: { id: 2, type: 'string' },
            protocols: { id: 3, type: 'string', rule: 'repeated' },
            data: { id: 4, keyType: 'string', type: 'string' },
            protocolPorts: { id: 5, type: 'string', rule: 'repeated' },
            listeners: { id: 10, type: 'EdgeListener', rule: 'repeated' },
          },
        },
        Error: { fields: { code: { id: 1, type: 'string' }, message: { id: 2, type: 'string' }, cause: { id: 3, type: 'string' } } },
        ApiSession: { fields: { token: { id: 1, type: 'string' }, certFingerprints: { id: 2, type: 'string', rule: 'repeated' }, id: { id: 3, type: 'string' }, identityId: { id: 4, type: 'string' } } },
        ApiSessionAdded: { fields: { isFullState: { id: 1, type: 'bool' }, apiSessions: { id: 2, type: 'ApiSession', rule: 'repeated' } } },
        ApiSessionUpdated: { fields: { apiSessions: { id: 1, type: 'ApiSession', rule: 'repeated' } } },
        ApiSessionRemoved: { fields: { tokens: { id: 1, type: 'string', rule: 'repeated' }, ids: { id: 2, type: 'string', rule: 'repeated' } } },
        ApiSessionHeartbeat: { fields: { tokens: { id: 1, type: 'string', rule: 'repeated' } } },
        ValidateSessionsRequest: { fields: { sessionTokens: { id: 1, type: 'string', rule: 'repeated' } } },
        SessionRemoved: { fields: { tokens: { id: 1, type: 'string', rule: 'repeated' }, ids: { id: 2, type: 'string', rule: 'repeated' } } },
        RequestClientReSync: { fields: { reason: { id: 1, type: 'string' } } },
        SubscribeToDataModelRequest: {
          fields: {
            currentIndex: { id: 1, type: 'uint64' },
            subscriptionDurationSeconds: { id: 2, type: 'uint32' },
            renew: { id: 3, type: 'bool' },
            timelineId: { id: 4, type: 'string' },
            subscriptionId: { id: 5, type: 'string' },
          },
        },
        PublicKey: { fields: { data: { id: 1, type: 'bytes' }, kid: { id: 2, type: 'string' }, usages: { id: 3, type: 'int32', rule: 'repeated' }, format: { id: 4, type: 'int32' } } },
        DataStateEvent: { fields: { action: { id: 1, type: 'int32' }, isSynthetic: { id: 3, type: 'bool' }, publicKey: { id: 14, type: 'PublicKey' } } },
        DataState: { fields: { events: { id: 1, type: 'DataStateEvent', rule: 'repeated' }, endIndex: { id: 2, type: 'uint64' }, timelineId: { id: 3, type: 'string' } } },
        ConnectDetails: { fields: { connectTime: { id: 1, type: 'int64' }, srcAddr: { id: 2, type: 'string' }, dstAddr: { id: 3, type: 'string' } } },
        IdentityConnectEvents: { fields: { identityId: { id: 1, type: 'string' }, isConnected: { id: 2, type: 'bool' }, connectTimes: { id: 3, type: 'ConnectDetails', rule: 'repeated' } } },
        ConnectEvents: { fields: { events: { id: 1, type: 'IdentityConnectEvents', rule: 'repeated' }, fullState: { id: 2, type: 'bool' } } },
        CreateTerminatorV2Request: {
          fields: {
            address: { id: 1, type: 'string' },
            sessionToken: { id: 2, type: 'string' },
            fingerprints: { id: 3, type: 'string', rule: 'repeated' },
            peerData: { id: 4, keyType: 'uint32', type: 'bytes' },
            cost: { id: 5, type: 'uint32' },
            precedence: { id: 6, type: 'int32' },
            instanceId: { id: 7, type: 'string' },
            instanceSecret: { id: 8, type: 'bytes' },
            apiSessionToken: { id: 9, type: 'string' },
          },
        },
        CreateTerminatorV2Response: { fields: { terminatorId: { id: 1, type: 'string' }, result: { id: 2, type: 'int32' }, msg: { id: 3, type: 'string' }, errorCode: { id: 4, type: 'uint32' }, retryHint: { id: 5, type: 'uint32' } } },
        RemoveTerminatorRequest: { fields: { sessionToken: { id: 1, type: 'string' }, fingerprints: { id: 2, type: 'string', rule: 'repeated' }, terminatorId: { id: 3, type: 'string' }, apiSessionToken: { id: 4, type: 'string' } } },
        UpdateTerminatorRequest: {
          fields: {
            sessionToken: { id: 1, type: 'string' },
            fingerprints: { id: 2, type: 'string', rule: 'repeated' },
            terminatorId: { id: 3, type: 'string' },
            cost: { id: 4, type: 'uint32' },
            precedence: { id: 5, type: 'int32' },
            updatePrecedence: { id: 6, type: 'bool' },
            updateCost: { id: 7, type: 'bool' },
            apiSessionToken: { id: 8, type: 'string' },
          },
        },
        HealthEventRequest: { fields: { sessionToken: { id: 1, type: 'string' }, fingerprints: { id: 2, type: 'string', rule: 'repeated' }, terminatorId: { id: 3, type: 'string' }, checkPassed: { id: 4, type: 'bool' }, apiSessionToken: { id: 5, type: 'string' } } },
        DataStateChangeSet: { fields: { index: { id: 1, type: 'uint64' }, isSynthetic: { id: 2, type: 'bool' }, changes: { id: 3, type: 'DataStateEvent', rule: 'repeated' }, timestampId: { id: 4, type: 'string' }, previousIndex: { id: 5, type: 'uint64' } } },
      },
    },
  },
};

const root = protobuf.Root.fromJSON(SCHEMA);

/** A protobuf body type: encode from a plain object, decode to one (longs as strings, enums as numbers). */
export interface BodyType<T> {
  encode(value: T): Buffer;
  decode(body: Buffer): T;
}

function bodyType<T>(name: string): BodyType<T> {
  const type = root.lookupType(name);
  return {
    encode: (value) => Buffer.from(type.encode(type.fromObject(value as Record<string, unknown>)).finish()),
    decode: (body) => type.toObject(type.decode(body), { longs: String, defaults: true, arrays: true, objects: true }) as T,
  };
}

export interface CtrlListener {
  address: string;
  protocol: string;
  costTags: string[];
  groups: string[];
  localBinding: string;
}
export interface RouterInterface {
  name: string;
  hardwareAddress: string;
  mtu: string;
  index: string;
  flags: string;
  addresses: string[];
}
export interface LinkConnState {
  stateIteration: number;
  conns: { type: string; localAddr: string; remoteAddr: string }[];
}
export interface RouterLink {
  id: string;
  destRouterId: string;
  linkProtocol: string;
  linkCostTags: string[];
  dialAddress: string;
  iteration: number;
  connState?: LinkConnState;
}
export interface PeerStateChangeBody {
  id: string;
  version: string;
  state: number;
  listeners: CtrlListener[];
}
export interface EdgeAddress {
  value: string;
  protocol: string;
  hostname: string;
  port: number;
}
export interface ClientHello {
  version: string;
  hostname: string;
  protocols: string[];
  data: Record<string, string>;
  protocolPorts: string[];
  listeners: { address?: EdgeAddress; advertise?: EdgeAddress }[];
}
export interface ApiSessionMessage {
  token: string;
  certFingerprints: string[];
  id: string;
  identityId: string;
}
export interface PublicKeyMessage {
  data: Buffer;
  kid: string;
  usages: number[];
  format: number;
}
export interface DataStateEvent {
  action: number;
  isSynthetic: boolean;
  publicKey?: PublicKeyMessage;
}

export interface RouteBody {
  circuitId: string;
  attempt: number;
  egress?: { binding: string; address: string; destination: string; peerData: Record<string, Buffer> };
  forwards: { srcAddress: string; dstAddress: string; dstType: number }[];
  context?: { fields: Record<string, string>; channelMask: number };
  timeout: string;
  tags: Record<string, string>;
}
export interface CreateTerminatorV2Body {
  address: string;
  sessionToken: string;
  fingerprints: string[];
  peerData: Record<string, Buffer>;
  cost: number;
  precedence: number;
  instanceId: string;
  instanceSecret: Buffer;
  apiSessionToken: string;
}
export interface UpdateTerminatorBody {
  sessionToken: string;
  fingerprints: string[];
  terminatorId: string;
  cost: number;
  precedence: number;
  updatePrecedence: boolean;
  updateCost: boolean;
  apiSessionToken: string;
}

export const Bodies = {
  Listeners: bodyType<{ listeners: CtrlListener[] }>('ctrl.Listeners'),
  RouterMetadata: bodyType<{ capabilities: number[] }>('ctrl.RouterMetadata'),
  RouterInterfacesUpdate: bodyType<{ interfaces: RouterInterface[] }>('ctrl.RouterInterfacesUpdate'),
  RouterLinks: bodyType<{ links: RouterLink[]; fullRefresh: boolean }>('ctrl.RouterLinks'),
  LinkStateUpdate: bodyType<{ linkId: string; linkIteration: number; connState?: LinkConnState }>('ctrl.LinkStateUpdate'),
  VerifyRouter: bodyType<{ routerId: string; fingerprints: string[] }>('ctrl.VerifyRouter'),
  PeerStateChanges: bodyType<{ changes: PeerStateChangeBody[] }>('ctrl.PeerStateChanges'),
  MetricsMessage: bodyType<{ sourceId: string; histograms: Record<string, { count: string; mean: number }> }>('metrics.MetricsMessage'),
  UpdateCtrlAddresses: bodyType<{ addresses: string[]; index: string; isLeader: boolean }>('ctrl.UpdateCtrlAddresses'),
  ServerHello: bodyType<{ version: string; data: Record<string, string>; byteData: Record<string, Buffer> }>('edge.ServerHello'),
  ClientHello: bodyType<ClientHello>('edge.ClientHello'),
  Error: bodyType<{ code: string; message: string; cause: string }>('edge.Error'),
  ApiSessionAdded: bodyType<{ isFullState: boolean; apiSessions: ApiSessionMessage[] }>('edge.ApiSessionAdded'),
  ApiSessionUpdated: bodyType<{ apiSessions: ApiSessionMessage[] }>('edge.ApiSessionUpdated'),
  ApiSessionRemoved: bodyType<{ tokens: string[]; ids: string[] }>('edge.ApiSessionRemoved'),
  ApiSessionHeartbeat: bodyType<{ tokens: string[] }>('edge.ApiSessionHeartbeat'),
  SessionRemoved: bodyType<{ tokens: string[]; ids: string[] }>('edge.SessionRemoved'),
  ValidateSessionsRequest: bodyType<{ sessionTokens: string[] }>('edge.ValidateSessionsRequest'),
  RequestClientReSync: bodyType<{ reason: string }>('edge.RequestClientReSync'),
  SubscribeToDataModelRequest: bodyType<{ currentIndex: string; subscriptionDurationSeconds: number; renew: boolean; timelineId: string; subscriptionId: string }>('edge.SubscribeToDataModelRequest'),
  DataState: bodyType<{ events: DataStateEvent[]; endIndex: string; timelineId: string }>('edge.DataState'),
  ConnectEvents: bodyType<{ events: { identityId: string; isConnected: boolean; connectTimes: { connectTime: string; srcAddr: string; dstAddr: string }[] }[]; fullState: boolean }>('edge.ConnectEvents'),
  Fault: bodyType<{ subject: number; id: string; iteration: number }>('ctrl.Fault'),
  Route: bodyType<RouteBody>('ctrl.Route'),
  ValidateTerminatorsV2Request: bodyType<{ terminators: { id: string; binding: string; address: string; marker: string }[]; fixInvalid: boolean; postCreate: boolean }>('ctrl.ValidateTerminatorsV2Request'),
  ValidateTerminatorsV2Response: bodyType<{ states: Record<string, { valid: boolean; reason: number; detail: string; marker: string }> }>('ctrl.ValidateTerminatorsV2Response'),
  RemoveTerminatorsRequest: bodyType<{ terminatorIds: string[] }>('ctrl.RemoveTerminatorsRequest'),
  Unroute: bodyType<{ circuitId: string; now: boolean }>('ctrl.Unroute'),
  CircuitConfirmation: bodyType<{ circuitIds: string[]; idleTimes: Record<string, string> }>('ctrl.CircuitConfirmation'),
  CreateTerminatorV2Request: bodyType<CreateTerminatorV2Body>('edge.CreateTerminatorV2Request'),
  CreateTerminatorV2Response: bodyType<{ terminatorId: string; result: number; msg: string; errorCode: number; retryHint: number }>('edge.CreateTerminatorV2Response'),
  RemoveTerminatorRequest: bodyType<{ sessionToken: string; fingerprints: string[]; terminatorId: string; apiSessionToken: string }>('edge.RemoveTerminatorRequest'),
  UpdateTerminatorRequest: bodyType<UpdateTerminatorBody>('edge.UpdateTerminatorRequest'),
  HealthEventRequest: bodyType<{ sessionToken: string; fingerprints: string[]; terminatorId: string; checkPassed: boolean; apiSessionToken: string }>('edge.HealthEventRequest'),
  DataStateChangeSet: bodyType<{ index: string; isSynthetic: boolean; changes: DataStateEvent[]; timestampId: string; previousIndex: string }>('edge.DataStateChangeSet'),
};

/** Data model enums (edge_ctrl_pb DataState.PublicKey). */
export const PublicKeyUsage = { JWTValidation: 0, ClientX509CertValidation: 1 } as const;
export const PublicKeyFormat = { X509CertDer: 0, PKIXPublicKey: 1 } as const;
export const DataStateAction = { Create: 0, Update: 1, Delete: 2 } as const;
/** RouterMetadata capabilities (ctrl_pb RouterCapability). */
export const RouterCapability = { LinkManagement: 1 } as const;

/** ctrl_pb PeerState: what a router is told of another (it dials links to healthy peers' listeners). */
export const PeerState = { Healthy: 0, Unhealthy: 1, Removed: 2 } as const;
/** ctrl_pb DestType of a Route forward. */
export const DestType = { Start: 0, End: 1, Link: 2 } as const;

/** ctrl_pb FaultSubject. */
export const FaultSubject = { IngressFault: 0, EgressFault: 1, LinkFault: 2, ForwardFault: 3, UnknownOwnerForwardFault: 4, LinkDuplicate: 5 } as const;
/** edge_ctrl_pb CreateTerminatorResult. */
export const CreateTerminatorResult = { Success: 0, FailedIdConflict: 1, FailedOther: 2, FailedBusy: 3, FailedInvalidSession: 4 } as const;
