// 简体中文: the OTC desk page's messages (translation of ../otc.ts).
import type { otcMessages } from '../otc';

export const messages: Record<keyof typeof otcMessages, string> = {
  'otc.title': '场外交易台',
  'otc.intro': '交易所对全部数量给出的确定报价，有效期 {seconds} 秒：在订单簿中间价两侧各加减 {spread}。已接受的报价在您的交易钱包中结算。',
  'otc.pair': '交易对',
  'otc.side': '方向',
  'otc.side.name': '{side, select, buy {买入} sell {卖出} other {{side}}}',
  'otc.amount': '数量（{currency}）',
  'otc.amountInvalid': '请输入正数数量。',
  'otc.available': '可用：{amount} {currency}',
  'otc.getQuote': '获取报价',
  'otc.acceptQuote': '接受报价',
  'otc.quote': '确定报价',
  'otc.quote.deal': '以 {price} {quote} 的价格{side, select, buy {买入} sell {卖出} other {{side}}} {amount} {base}',
  'otc.quote.total': '{side, select, buy {您支付} sell {您收到} other {合计}} {total} {quote}',
  'otc.quote.left': '剩余有效时间 {seconds} 秒',
  'otc.quote.lapsed': '报价已过期且未被接受。请获取新的报价。',
  'otc.history': '您的报价',
  'otc.history.empty': '暂无报价：请在上方获取。',
  'otc.col':
    '{id, select, time {时间} id {ID} pair {交易对} side {方向} amount {数量} price {价格} total {合计} status {状态} other {{id}}}',
  'otc.status': '{status, select, FIRM {有效} ACCEPTED {已接受} LAPSED {已过期} other {{status}}}',
};
