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
