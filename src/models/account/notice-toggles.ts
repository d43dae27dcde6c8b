// The notification toggles of the user's settings (market-side §3 "UI settings"): which kinds of
// notice show as a toast. Each notice kind (the exchange's `n` type, or the client's outcome kind)
// belongs to one toggle; a kind that belongs to none always shows, and so does every failure.
export const NOTICE_TOGGLES = ['orders', 'fills', 'positions', 'funding', 'movements', 'alerts'] as const;
export type NoticeToggle = (typeof NOTICE_TOGGLES)[number];
export type NoticeToggles = Partial<Record<NoticeToggle, boolean>>;

const ORDER_REQUESTS = new Set(['on-req', 'ou-req', 'oc-req', 'oc_multi-req', 'ox_multi-req']);
const FUNDING_REQUESTS = new Set(['fon-req', 'foc-req', 'foc_all-req', 'fcl-req', 'fk-req', 'fa-req', 'funding_close']);
const BY_KIND: Readonly<Record<string, NoticeToggle>> = {
  'order-executed': 'fills',
  'order-partial': 'fills',
  'order-cancelled': 'orders',
  'position-opened': 'positions',
  'position-closed': 'positions',
  'position-liquidated': 'positions',
  pos_increase: 'positions',
  'offer-taken': 'funding',
  'offer-cancelled': 'funding',
  'loan-closed': 'funding',
  'credit-closed': 'funding',
  'acc_wd-req': 'movements',
  uca: 'alerts',
};

/** The toggle a notice kind answers to; undefined: it always shows. */
export function noticeToggleOf(kind: string): NoticeToggle | undefined {
  if (ORDER_REQUESTS.has(kind)) return 'orders';
  if (FUNDING_REQUESTS.has(kind)) return 'funding';
  if (/^(deposit|withdrawal)[-_]/.test(kind)) return 'movements';
  return BY_KIND[kind];
}

/** The toggles a stored value holds, anything else dropped. */
export function readNoticeToggles(stored: unknown): NoticeToggles {
  const out: NoticeToggles = {};
  if (typeof stored !== 'object' || stored === null) return out;
  for (const toggle of NOTICE_TOGGLES) {
    const v = (stored as Record<string, unknown>)[toggle];
    if (typeof v === 'boolean') out[toggle] = v;
  }
  return out;
}
