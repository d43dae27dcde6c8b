// Sequence numbers at the end of channel arrays under the SEQ_ALL conf flag (PROTOCOL §1.5).

/** Where the public sequence number of a channel array is (PROTOCOL §1.5), and how many trailing
 *  sequence slots to strip. Channel 0 carries [… PUB_SEQ, AUTH_SEQ], except `*-req` notifications
 *  which carry the auth sequence only. */
export function publicSequence(msg: readonly unknown[]): { pub: number | undefined; trailing: number } {
  const last = msg[msg.length - 1];
  if (msg[0] !== 0 || msg[1] === 'hb') {
    return typeof last === 'number' && msg.length >= 2 ? { pub: last, trailing: 1 } : { pub: undefined, trailing: 0 };
  }
  const data = msg[2];
  const isRequestNotice = msg[1] === 'n' && Array.isArray(data) && typeof data[1] === 'string' && data[1].endsWith('-req');
  if (isRequestNotice) return { pub: undefined, trailing: typeof last === 'number' ? 1 : 0 };
  const pub = msg[msg.length - 2];
  return typeof pub === 'number' && typeof last === 'number' ? { pub, trailing: 2 } : { pub: undefined, trailing: 0 };
}
