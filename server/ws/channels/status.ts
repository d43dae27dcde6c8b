// The `status` channel (PROTOCOL §2.6): `deriv:SYMBOL` sends the current derivatives status and
// then every change; `liq:global` sends each liquidation as `[["pos", …]]` as it happens.
import { ErrorCode } from '../../../src/protocol/errors';
import type { ChannelSubscription } from '../connection';
import { type ChannelSpec, type OpenContext, refuse } from './types';

export const statusChannel: ChannelSpec = {
  parse(request, market) {
    const { key } = request;
    const echo = { ...request };
    if (typeof key !== 'string' || !market.statusKeys().includes(key)) return refuse(ErrorCode.SUB_FAIL, 'key: invalid', echo);
    return {
      ok: true,
      dedupKey: `status|${key}`,
      echo: { ...echo, channel: 'status', key },
      open: (ctx) => statusSubscription(ctx, key),
    };
  },
};

function statusSubscription({ conn, hub, chanId }: OpenContext, key: string): ChannelSubscription {
  const liquidations = key.startsWith('liq:');
  let off: (() => void) | null = null;
  return {
    channel: 'status',
    chanId,
    dedupKey: `status|${key}`,
    start() {
      if (!liquidations) {
        const row = hub.market.derivStatus(key);
        if (row) conn.sendChannel(chanId, [row]);
      }
      off = hub.status.add(key, (_row, json) => conn.sendChannelJson(chanId, liquidations ? `[${json}]` : json));
    },
    stop() {
      off?.();
      off = null;
    },
  };
}
