// 简体中文: the account stream's outcome messages (translation of ../outcomes.ts).
import type { outcomeMessages } from '../outcomes';

export const messages: Record<keyof typeof outcomeMessages, string> = {
  'outcome.bought': '已买入 {amount} {base}，价格 {price}',
  'outcome.sold': '已卖出 {amount} {base}，价格 {price}',
  'outcome.partial': '目前已{side, select, buy {买入} other {卖出}} {filled} / {amount} {base}，均价 {price}',
  'outcome.cancelled': '已撤销：{type} {side, select, buy {买单} other {卖单}} {amount} {base}',
  'outcome.cancelledPartly': '已撤销：{type} {side, select, buy {买单} other {卖单}} {amount} {base}，此前已成交 {filled}',
  'outcome.cancelledByOco': '因 OCO 关联委托而撤销：{type} {side, select, buy {买单} other {卖单}} {amount} {base}',
  'outcome.cancelledByOcoPartly':
    '因 OCO 关联委托而撤销：{type} {side, select, buy {买单} other {卖单}} {amount} {base}，此前已成交 {filled}',
  'outcome.expired': '已过期：{type} {side, select, buy {买单} other {卖单}} {amount} {base}',
  'outcome.expiredPartly': '已过期：{type} {side, select, buy {买单} other {卖单}} {amount} {base}，此前已成交 {filled}',
  'outcome.ended': '被交易所终止（{reason}）：{type} {side, select, buy {买单} other {卖单}} {amount} {base}',
  'outcome.endedPartly': '被交易所终止（{reason}）：{type} {side, select, buy {买单} other {卖单}} {amount} {base}，此前已成交 {filled}',
  'outcome.positionOpened': '已开仓：{side, select, long {多头} other {空头}} {amount} {pair}，价格 {price}',
  'outcome.positionClosed': '已平仓：{pair}',
  'outcome.positionLiquidated': '仓位已被强平：{pair}',
  'outcome.offerTaken': '已{side, select, lend {出借} other {借入}} {amount} {currency}，日利率 {rate}，期限 {period} 天',
  'outcome.offerCancelled': '融资报价已撤销：{side, select, lend {出借} other {借入}} {amount} {currency}',
  'outcome.loanClosed': '借款已结束：{amount} {currency} 已返回融资钱包',
  'outcome.creditClosed': '信贷已关闭：已偿还 {amount} {currency}',
  'outcome.depositPending': '{amount} {currency} 充值已到账，等待确认',
  'outcome.depositProcessing': '{amount} {currency} 充值处理中',
  'outcome.depositCompleted': '{amount} {currency} 充值已入账',
  'outcome.depositCancelled': '{amount} {currency} 充值已取消',
  'outcome.depositFailed': '{amount} {currency} 充值失败',
  'outcome.withdrawalPending': '{amount} {currency} 提现等待您确认',
  'outcome.withdrawalProcessing': '{amount} {currency} 提现处理中',
  'outcome.withdrawalCompleted': '{amount} {currency} 提现已发出',
  'outcome.withdrawalCancelled': '{amount} {currency} 提现已取消；资金已退回您的钱包',
  'outcome.withdrawalFailed': '{amount} {currency} 提现失败；资金已退回您的钱包',
};
