import type { RouterSession } from '../router-session';
import type { EdgeSync } from '../edge-sync';
import { Bodies, ContentType } from '../wire/messages';

/** Edge (`edge_ctrl_pb`) messages of edge routers, translated into the edge sync and service calls. */
export function registerEdgeHandlers(session: RouterSession, edge: EdgeSync): void {
  const { channel } = session;

  channel.on(ContentType.ClientHello, (frame) => edge.clientHello(Bodies.ClientHello.decode(frame.body)));

  channel.on(ContentType.RequestClientReSync, (frame) => {
    const { reason } = Bodies.RequestClientReSync.decode(frame.body);
    edge.fullSync(`the router asked (${reason || 'no reason given'})`);
  });

  channel.on(ContentType.SubscribeToDataModelRequest, (frame) => {
    const request = Bodies.SubscribeToDataModelRequest.decode(frame.body);
    return edge.subscribeToDataModel(request.subscriptionId);
  });

  // Tokens of the SDKs connected to the router: which identities are connected through an edge router.
  channel.on(ContentType.ApiSessionHeartbeat, async (frame) => {
    const { tokens } = Bodies.ApiSessionHeartbeat.decode(frame.body);
    await session.services.edgeSync.seenThroughRouter(tokens);
  });

  // A router asks which of the sessions it holds still exist: the others are removed (SessionRemoved), as OpenZiti answers.
  channel.on(ContentType.ValidateSessionsRequest, async (frame) => {
    const { sessionTokens } = Bodies.ValidateSessionsRequest.decode(frame.body);
    const unknown = await session.services.edgeSync.unknownSessionTokens(sessionTokens);
    if (unknown.length) await channel.send(ContentType.SessionRemoved, Bodies.SessionRemoved.encode({ tokens: unknown, ids: [] }));
  });

  // 2.x routers report which identities are connected to them (a full state first, then changes).
  channel.on(ContentType.ConnectEvents, async (frame) => {
    const { events, fullState } = Bodies.ConnectEvents.decode(frame.body);
    await session.services.routerPresence.identityConnections(session.key, events, fullState);
  });
}
