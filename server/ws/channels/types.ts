// How a public channel plugs into the subscription handler: parse a subscribe request (or say
// which error it gets), then open the subscription for one connection.
import type { MarketData } from '../../market/types';
import type { ChannelSubscription, Connection } from '../connection';
import type { EventRequest } from '../frames';
import type { MarketHub } from '../market-hub';

export interface OpenContext {
  conn: Connection;
  chanId: number;
  hub: MarketHub;
}

export type ChannelRequest =
  | {
      ok: true;
      dedupKey: string;
      /** Fields of the `subscribed` event besides event and chanId (the request, normalised). */
      echo: EventRequest;
      open(ctx: OpenContext): ChannelSubscription;
    }
  | { ok: false; code: number; msg: string; echo: EventRequest };

export interface ChannelSpec {
  parse(request: EventRequest, market: MarketData): ChannelRequest;
}

export function refuse(code: number, msg: string, echo: EventRequest): ChannelRequest {
  return { ok: false, code, msg, echo };
}

/** The request is good: one subscription per connection for `dedupKey`, its `subscribed` event
 *  echoing the request's normalised fields as `channel`. */
export function accept(
  channel: string,
  dedupKey: string,
  echo: EventRequest,
  open: (ctx: OpenContext) => ChannelSubscription,
): ChannelRequest {
  return { ok: true, dedupKey, echo: { ...echo, channel }, open };
}

/** A subscription that, when it starts, sends what it has and listens (`start` returns how to
 *  stop listening), until it stops. */
export function listening(channel: string, chanId: number, dedupKey: string, start: () => Array<() => void>): ChannelSubscription {
  let offs: Array<() => void> = [];
  return {
    channel,
    chanId,
    dedupKey,
    start() {
      offs = start();
    },
    stop() {
      for (const off of offs.splice(0)) off();
    },
  };
}
