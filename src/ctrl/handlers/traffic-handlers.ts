import type { RouterSession } from '../router-session';
import type { Frame } from '../wire/frame';
import { Bodies, ContentType, CreateTerminatorResult, FaultSubject } from '../wire/messages';
import {
  MsgHeader, decodeStringSlice, decodeU32ToBytesMap, encodeStringMap, encodeU32ToBytesMap, readString, readUint32, stringValue, uint32Value,
} from '../wire/headers';
import { asEdgeCtrlError } from '../../services/router/hosting.service';
import { isLinkFault } from './fabric-handlers';
import { RetryHint, type EdgeCtrlError } from '../../services/router/edge-ctrl-errors';

/**
 * Bind and dial through edge routers (terminators and circuits), and the fabric messages that
 * keep circuits true (RouteResult, Fault, CircuitConfirmation). Each handler decodes, calls the
 * hosting or circuit service and encodes its answer or refusal as OpenZiti's controller does.
 */
export function registerTrafficHandlers(session: RouterSession): void {
  const { channel, services, router } = session;

  /** An edge `Error` reply: the message as body, the edge error code in a header. */
  const replyError = (to: Frame, err: EdgeCtrlError) => {
    const headers = new Map<number, Buffer>([[MsgHeader.EdgeErrorCode, uint32Value(err.code)]]);
    if (err.circuitId) headers.set(MsgHeader.EdgeCircuitId, stringValue(err.circuitId));
    channel.reply(to, ContentType.Error, Buffer.from(err.message), headers);
  };
  const refused = (to: Frame, err: unknown, operation: string): void => {
    const e = asEdgeCtrlError(err);
    session.logger.warn({ operation, err: e.message, code: e.code }, 'edge request refused');
    if (!channel.isClosed) replyError(to, e);
  };

  // A batch of terminators the router no longer has (2.x edge routers send it when a hosting SDK
  // unbinds or its connection closes, and retry until answered): removed, answered with a Result.
  channel.on(ContentType.RemoveTerminatorsRequest, async (frame) => {
    const req = Bodies.RemoveTerminatorsRequest.decode(frame.body);
    try {
      await services.hosting.removeUnknown(router.id, req.terminatorIds ?? []);
      session.logger.info({ terminators: req.terminatorIds }, 'removed terminators');
      if (!channel.isClosed) channel.replyResult(frame, true);
    } catch (err) {
      session.logger.warn({ operation: 'remove.terminators', err: (err as Error).message }, 'remove terminators failed');
      if (!channel.isClosed) channel.replyResult(frame, false, (err as Error).message);
    }
  });

  if (router.isEdge) {
    channel.on(ContentType.CreateTerminatorV2Request, async (frame) => {
      const req = Bodies.CreateTerminatorV2Request.decode(frame.body);
      let response;
      try {
        const { id } = await services.hosting.createTerminator(router.id, {
          address: req.address, sessionToken: req.sessionToken, apiSessionToken: req.apiSessionToken, peerData: req.peerData ?? {},
          cost: req.cost, precedence: req.precedence, instanceId: req.instanceId, instanceSecret: Buffer.from(req.instanceSecret ?? []),
        });
        response = { terminatorId: id, result: CreateTerminatorResult.Success, msg: '', errorCode: 0, retryHint: 0 };
      } catch (err) {
        const e = asEdgeCtrlError(err);
        session.logger.warn({ terminatorId: req.address, err: e.message }, 'create terminator refused');
        response = {
          terminatorId: req.address, result: e.retryHint === RetryHint.TooBusy ? CreateTerminatorResult.FailedBusy : CreateTerminatorResult.FailedOther,
          msg: e.message, errorCode: e.code, retryHint: e.retryHint,
        };
      }
      if (!channel.isClosed) channel.reply(frame, ContentType.CreateTerminatorV2Response, Bodies.CreateTerminatorV2Response.encode(response));
    });

    channel.on(ContentType.UpdateTerminatorRequest, async (frame) => {
      const req = Bodies.UpdateTerminatorRequest.decode(frame.body);
      try {
        await services.hosting.updateTerminator(router.id, {
          sessionToken: req.sessionToken, apiSessionToken: req.apiSessionToken, terminatorId: req.terminatorId,
          cost: req.updateCost ? req.cost : undefined, precedence: req.updatePrecedence ? req.precedence : undefined,
        });
        if (!channel.isClosed) channel.reply(frame, ContentType.UpdateTerminatorResponse);
      } catch (err) {
        refused(frame, err, 'update.terminator');
      }
    });

    channel.on(ContentType.RemoveTerminatorRequest, async (frame) => {
      const req = Bodies.RemoveTerminatorRequest.decode(frame.body);
      try {
        await services.hosting.removeTerminator(router.id, req.terminatorId);
        if (!channel.isClosed) channel.reply(frame, ContentType.RemoveTerminatorResponse);
      } catch (err) {
        refused(frame, err, 'remove.terminator');
      }
    });

    // Health checks of hosted services: OpenZiti only counts them; no reply.
    channel.on(ContentType.HealthEvent, async (frame) => {
      const req = Bodies.HealthEventRequest.decode(frame.body);
      await services.hosting.healthEvent(router.id, req.sessionToken, req.apiSessionToken, req.checkPassed).catch((err: unknown) => {
        session.logger.warn({ err: asEdgeCtrlError(err).message }, 'health event refused');
      });
    });

    // Header-encoded (ctrl_msg CreateCircuitV2Request/Response).
    channel.on(ContentType.CreateCircuitV2Request, async (frame) => {
      const sessionToken = readString(frame.headers, MsgHeader.SessionTokenOrCircuitId) ?? '';
      if (!sessionToken) {
        session.logger.warn('create circuit request without a session token dropped');
        return;
      }
      try {
        // The SDK's certificate fingerprints: the router already checked them against its API
        // session; decoded only so a malformed request is refused rather than half-read.
        decodeStringSlice(frame.headers.get(MsgHeader.FingerprintsOrAddress));
        const result = await services.circuits.dial(router.id, session.key.controllerId, {
          sessionToken,
          apiSessionToken: readString(frame.headers, MsgHeader.ApiSessionToken) ?? '',
          terminatorInstanceId: readString(frame.headers, MsgHeader.TerminatorInstanceIdOrTags) ?? '',
          peerData: decodeU32ToBytesMap(frame.headers.get(MsgHeader.PeerData)),
        });
        const headers = new Map<number, Buffer>([
          [MsgHeader.SessionTokenOrCircuitId, stringValue(result.circuitId)],
          [MsgHeader.FingerprintsOrAddress, stringValue(result.address)],
        ]);
        if (Object.keys(result.peerData).length) headers.set(MsgHeader.PeerData, encodeU32ToBytesMap(result.peerData));
        if (Object.keys(result.tags).length) headers.set(MsgHeader.TerminatorInstanceIdOrTags, encodeStringMap(result.tags));
        if (!channel.isClosed) channel.reply(frame, ContentType.CreateCircuitV2Response, Buffer.alloc(0), headers);
      } catch (err) {
        refused(frame, err, 'create.circuit');
      }
    });
  }

  // RouteResult: the router's answer to a Route; one nobody waits for is unrouted (its dial gave up).
  channel.on(ContentType.RouteResult, (frame) => {
    const attempt = readUint32(frame.headers, MsgHeader.RouteResultAttempt);
    if (attempt === undefined) {
      session.logger.warn('route result without an attempt header dropped');
      return;
    }
    const peerData: Record<string, Buffer> = {};
    for (const [k, v] of frame.headers) {
      // As OpenZiti: every other header above the channel's own is the terminator's peer data.
      if (k >= 10 && (k < MsgHeader.RouteResultAttempt || k > MsgHeader.RouteResultErrorCode)) peerData[String(k)] = v;
    }
    const code = frame.headers.get(MsgHeader.RouteResultErrorCode);
    const circuitId = frame.body.toString('utf8');
    const routing = services.circuits.routeResult({
      routerId: router.id, circuitId, attempt,
      success: frame.headers.has(MsgHeader.RouteResultSuccess),
      error: readString(frame.headers, MsgHeader.RouteResultError) ?? '',
      errorCode: code?.length ? code[0] : undefined,
      peerData,
    });
    if (!routing && frame.headers.has(MsgHeader.RouteResultSuccess)) {
      session.sendQuietly(ContentType.Unroute, Bodies.Unroute.encode({ circuitId, now: true }));
    }
  });

  // Faults: a link that failed (its circuits move to another path); circuits a router can no
  // longer carry: those whose SDK side or terminator went end (unrouted on every router of the
  // path, the reporter too, which keeps its forward table until told; not at once, as OpenZiti:
  // each lets the last payloads drain), those it can not forward are routed again.
  channel.on(ContentType.Fault, async (frame) => {
    const fault = Bodies.Fault.decode(frame.body);
    if (isLinkFault(fault.subject)) {
      services.routerLinks.fault(router.id, fault.id, fault.iteration);
      return;
    }
    const circuitIds = fault.id.split(' ').filter(Boolean);
    if (fault.subject === FaultSubject.IngressFault || fault.subject === FaultSubject.EgressFault) {
      for (const circuitId of circuitIds) await services.circuits.remove(circuitId, undefined, false);
    } else if (fault.subject === FaultSubject.ForwardFault || fault.subject === FaultSubject.UnknownOwnerForwardFault) {
      for (const circuitId of circuitIds) await services.circuits.forwardFault(router.id, circuitId, fault.subject === FaultSubject.UnknownOwnerForwardFault);
    }
  });

  // The router's answer to a validation of its terminators: those it does not have are removed.
  channel.on(ContentType.ValidateTerminatorsV2Response, async (frame) => {
    const { states } = Bodies.ValidateTerminatorsV2Response.decode(frame.body);
    const invalid = Object.entries(states).filter(([, state]) => !state.valid).map(([id]) => id);
    if (invalid.length) session.logger.info({ terminators: invalid }, 'terminators the router does not have are removed');
    await services.hosting.removeUnknown(router.id, invalid);
  });

  // The circuits a router still carries: those the controller no longer knows are unrouted there.
  channel.on(ContentType.CircuitConfirmation, async (frame) => {
    const { circuitIds } = Bodies.CircuitConfirmation.decode(frame.body);
    for (const circuitId of await services.circuits.unknown(circuitIds)) {
      session.sendQuietly(ContentType.Unroute, Bodies.Unroute.encode({ circuitId, now: true }));
    }
  });
}

/**
 * After a router connected: its terminators (kept while it was away) are validated with it
 * (ValidateTerminatorsV2); it answers which it no longer has, and those go.
 */
export async function validateTerminators(session: RouterSession): Promise<void> {
  const terminators = await session.services.hosting.toValidate(session.router.id);
  if (!terminators.length || session.channel.isClosed) return;
  await session.channel.send(ContentType.ValidateTerminatorsV2Request, Bodies.ValidateTerminatorsV2Request.encode({
    terminators: terminators.map((t) => ({ ...t, marker: '0' })), fixInvalid: true, postCreate: false,
  }));
}
