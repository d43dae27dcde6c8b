// 繁體中文: the account stream's outcome messages (translation of ../outcomes.ts).
import type { outcomeMessages } from '../outcomes';

export const messages: Record<keyof typeof outcomeMessages, string> = {
  'outcome.bought': '已買進 {amount} {base}，價格 {price}',
  'outcome.sold': '已賣出 {amount} {base}，價格 {price}',
  'outcome.partial': '目前已{side, select, buy {買進} other {賣出}} {filled} / {amount} {base}，均價 {price}',
  'outcome.cancelled': '已取消：{type} {side, select, buy {買單} other {賣單}} {amount} {base}',
  'outcome.cancelledPartly': '已取消：{type} {side, select, buy {買單} other {賣單}} {amount} {base}，先前已成交 {filled}',
  'outcome.cancelledByOco': '因 OCO 關聯委託而取消：{type} {side, select, buy {買單} other {賣單}} {amount} {base}',
  'outcome.cancelledByOcoPartly':
    '因 OCO 關聯委託而取消：{type} {side, select, buy {買單} other {賣單}} {amount} {base}，先前已成交 {filled}',
  'outcome.expired': '已到期：{type} {side, select, buy {買單} other {賣單}} {amount} {base}',
  'outcome.expiredPartly': '已到期：{type} {side, select, buy {買單} other {賣單}} {amount} {base}，先前已成交 {filled}',
  'outcome.ended': '遭交易所終止（{reason}）：{type} {side, select, buy {買單} other {賣單}} {amount} {base}',
  'outcome.endedPartly': '遭交易所終止（{reason}）：{type} {side, select, buy {買單} other {賣單}} {amount} {base}，先前已成交 {filled}',
  'outcome.positionOpened': '已開倉：{side, select, long {多單} other {空單}} {amount} {pair}，價格 {price}',
  'outcome.positionClosed': '已平倉：{pair}',
  'outcome.positionLiquidated': '部位已遭強制平倉：{pair}',
  'outcome.offerTaken': '已{side, select, lend {出借} other {借入}} {amount} {currency}，日利率 {rate}，期限 {period} 天',
  'outcome.offerCancelled': '融資報價已取消：{side, select, lend {出借} other {借入}} {amount} {currency}',
  'outcome.loanClosed': '借款已結束：{amount} {currency} 已退回融資錢包',
  'outcome.creditClosed': '信貸已結清：已償還 {amount} {currency}',
  'outcome.depositPending': '{amount} {currency} 入金已到達，等待確認',
  'outcome.depositProcessing': '{amount} {currency} 入金處理中',
  'outcome.depositCompleted': '{amount} {currency} 入金已入帳',
  'outcome.depositCancelled': '{amount} {currency} 入金已取消',
  'outcome.depositFailed': '{amount} {currency} 入金失敗',
  'outcome.withdrawalPending': '{amount} {currency} 提領等待您確認',
  'outcome.withdrawalProcessing': '{amount} {currency} 提領處理中',
  'outcome.withdrawalCompleted': '{amount} {currency} 提領已送出',
  'outcome.withdrawalCancelled': '{amount} {currency} 提領已取消；款項已退回您的錢包',
  'outcome.withdrawalFailed': '{amount} {currency} 提領失敗；款項已退回您的錢包',
};
