import { randomBytes } from 'node:crypto';
import { Header, boolValue, capabilityMask, readBool, readString, stringValue } from './wire/headers';
import { Bodies, ContentType, type CtrlListener } from './wire/messages';
import type { Frame, Headers } from './wire/frame';

/**
 * The OpenZiti release whose control protocol this controller speaks: routers gate features on
 * the controller's version (2.x routers expect a 2.x controller).
 */
export const CTRL_PROTOCOL_VERSION = 'v2.0.3';

/** Limits of a hello (OpenZiti's): a router id and a few headers. */
export const HELLO_LIMITS = { maxHeaderBytes: 16_384, maxBodyBytes: 4_192 };

/** Longest group secret a hello may carry back (controllers issue 16 bytes). */
const MAX_GROUP_SECRET_BYTES = 64;

/** The sequence of a hello and of its ack. */
const HELLO_SEQUENCE = -1;

/**
 * Controller capabilities (common/capabilities): 1 CreateTerminatorV2, 2 SingleRouterLinkSource,
 * 3 CreateCircuitV2, 4 RouterDataModel, 5 GroupedCtrlChan, 6 SupportsJWTLegacySessions. A 2.x
 * router refuses a controller without bit 6.
 */
export const CONTROLLER_CAPABILITIES = capabilityMask([1, 2, 3, 4, 5, 6]);

export interface VersionInfo {
  version: string;
  revision: string;
  buildDate: string;
  os: string;
  arch: string;
}

/** What a router says about itself in a hello. */
export interface RouterHello {
  routerId: string;
  versionInfo: VersionInfo;
  /** 2.x routers group their underlays into one channel; 1.x routers open one connection. */
  grouped: boolean;
  /** `ctrl.default` or `ctrl.high` (grouped); `ctrl.default` for 1.x. */
  underlayType: string;
  /** Set on a grouped router's later underlays: which channel they join. */
  connectionId?: string;
  groupSecret?: Buffer;
  isFirstGroupConnection: boolean;
  listeners: CtrlListener[];
}

export class HelloError extends Error {}

/** Parses a hello frame of either router generation; throws HelloError when it is not one. */
export function parseHello(frame: Frame): RouterHello {
  if (frame.contentType !== ContentType.Hello) throw new HelloError(`expected a hello, got content type ${frame.contentType}`);
  const routerId = frame.body.toString('utf8');
  if (!/^[\w.-]{1,64}$/.test(routerId)) throw new HelloError('the hello carries no valid router id');
  const version = readString(frame.headers, Header.HelloVersion);
  if (!version) throw new HelloError('the hello carries no version header');
  const grouped = readBool(frame.headers, Header.IsGrouped) === true;
  const listenersHeader = frame.headers.get(grouped ? Header.Listeners : Header.LegacyListeners);
  let listeners: CtrlListener[] = [];
  if (listenersHeader) {
    try {
      listeners = Bodies.Listeners.decode(listenersHeader).listeners;
    } catch {
      throw new HelloError('the listeners header is not a Listeners message');
    }
  }
  const secret = grouped ? frame.headers.get(Header.GroupSecret) : undefined;
  // Routers send back what a controller gave them (16 bytes, an id of 36 and a suffix).
  if (secret && secret.length > MAX_GROUP_SECRET_BYTES) throw new HelloError('the group secret is too long');
  const connectionId = grouped ? readString(frame.headers, Header.ConnectionId) || undefined : undefined;
  if (connectionId && !/^[\w.-]{1,128}$/.test(connectionId)) throw new HelloError('the connection id is not a valid id');
  return {
    routerId,
    versionInfo: parseVersion(version),
    grouped,
    underlayType: (grouped && readString(frame.headers, Header.Type)) || 'ctrl.default',
    connectionId,
    groupSecret: secret && secret.length > 0 ? Buffer.from(secret) : undefined,
    isFirstGroupConnection: grouped && readBool(frame.headers, Header.IsFirstGroupConnection) === true,
    listeners,
  };
}

/** `version|revision|buildDate|os|arch`, as both sides put it in header 4. */
export function parseVersion(value: string): VersionInfo {
  const [version = '', revision = '', buildDate = '', os = '', arch = ''] = value.split('|');
  return { version, revision, buildDate, os, arch };
}

export function formatVersion(v: VersionInfo): string {
  return [v.version, v.revision, v.buildDate, v.os, v.arch].join('|');
}

export interface AckOptions {
  controllerId: string;
  controllerVersion: VersionInfo;
  connectionId: string;
  /** For a grouped channel: the secret its later underlays must present. */
  groupSecret?: Buffer;
}

/** The accepting `Result` to a hello: what each generation needs to bind. */
export function helloAck(hello: RouterHello, opts: AckOptions): Frame {
  const headers: Headers = new Map([
    [Header.ResultSuccess, boolValue(true)],
    [Header.ConnectionId, stringValue(opts.connectionId)],
    [Header.Id, stringValue(opts.controllerId)],
    [Header.HelloVersion, stringValue(formatVersion(opts.controllerVersion))],
    [Header.Capabilities, CONTROLLER_CAPABILITIES],
    [Header.LegacyCapabilities, CONTROLLER_CAPABILITIES],
    [Header.ReplyFor, Buffer.from([0xff, 0xff, 0xff, 0xff])],
  ]);
  if (hello.grouped) {
    headers.set(Header.IsGrouped, boolValue(true));
    headers.set(Header.Type, stringValue(hello.underlayType));
    headers.set(Header.GroupSecret, opts.groupSecret ?? newGroupSecret());
  }
  return { contentType: ContentType.Result, sequence: HELLO_SEQUENCE, headers, body: Buffer.alloc(0) };
}

/** The refusing `Result`: the router logs the reason, backs off and dials again. */
export function helloRefusal(reason: string): Frame {
  return {
    contentType: ContentType.Result,
    sequence: HELLO_SEQUENCE,
    headers: new Map([
      [Header.ResultSuccess, boolValue(false)],
      [Header.ReplyFor, Buffer.from([0xff, 0xff, 0xff, 0xff])],
    ]),
    body: Buffer.from(reason),
  };
}

export const newGroupSecret = (): Buffer => randomBytes(16);
