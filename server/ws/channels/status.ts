// The `status` channel (PROTOCOL §2.6): `deriv:SYMBOL` sends the current derivatives status and
// then every change; `liq:global` sends each liquidation as `[["pos", …]]` as it happens.
import { ErrorCode } from '../../../src/protocol/errors';
import { accept, listening, refuse, type ChannelSpec } from './types';

export const statusChannel: ChannelSpec = {
  parse(request, market) {
    const { key } = request;
    const echo = { ...request };
    if (typeof key !== 'string' || !market.statusKeys().includes(key)) return refuse(ErrorCode.SUB_FAIL, 'key: invalid', echo);
    const dedupKey = `status|${key}`;
    const liquidations = key.startsWith('liq:');
    return accept('status', dedupKey, { ...echo, key }, ({ conn, hub, chanId }) =>
      listening('status', chanId, dedupKey, () => {
        const row = liquidations ? undefined : hub.market.derivStatus(key);
        if (row) conn.sendChannel(chanId, [row]);
        return [hub.status.add(key, (_row, json) => conn.sendChannelJson(chanId, liquidations ? `[${json}]` : json))];
      }),
    );
  },
};
