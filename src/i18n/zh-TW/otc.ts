// 繁體中文: the OTC desk page's messages (translation of ../otc.ts).
import type { otcMessages } from '../otc';

export const messages: Record<keyof typeof otcMessages, string> = {
  'otc.title': '場外交易台',
  'otc.intro': '交易所對全部數量給出的確定報價，有效期 {seconds} 秒：在委託簿中間價兩側各加減 {spread}。已接受的報價在您的交易錢包中結算。',
  'otc.pair': '交易對',
  'otc.side': '方向',
  'otc.side.name': '{side, select, buy {買入} sell {賣出} other {{side}}}',
  'otc.amount': '數量（{currency}）',
  'otc.amountInvalid': '請輸入正數數量。',
  'otc.available': '可用：{amount} {currency}',
  'otc.getQuote': '取得報價',
  'otc.acceptQuote': '接受報價',
  'otc.quote': '確定報價',
  'otc.quote.deal': '以 {price} {quote} 的價格{side, select, buy {買入} sell {賣出} other {{side}}} {amount} {base}',
  'otc.quote.total': '{side, select, buy {您支付} sell {您收到} other {合計}} {total} {quote}',
  'otc.quote.left': '剩餘有效時間 {seconds} 秒',
  'otc.quote.lapsed': '報價已過期且未被接受。請取得新的報價。',
  'otc.history': '您的報價',
  'otc.history.empty': '尚無報價：請在上方取得。',
  'otc.col':
    '{id, select, time {時間} id {ID} pair {交易對} side {方向} amount {數量} price {價格} total {合計} status {狀態} other {{id}}}',
  'otc.status': '{status, select, FIRM {有效} ACCEPTED {已接受} LAPSED {已過期} other {{status}}}',
};
