// 简体中文: the trading widgets' messages (translation of ../trading.ts).
import type { tradingMessages } from '../trading';

export const messages: Record<keyof typeof tradingMessages, string> = {
  'widgets.orderForm': '下单',
  'widgets.orders': '委托',
  'widgets.positions': '仓位',
  'widgets.wallets': '钱包',
  'widgets.funding': '融资',
  'widgets.notifications': '通知',
  'widgets.priceAlerts': '价格提醒',

  'trading.signIn': '登录后即可交易。',
  'trading.signInLink': '登录',
  'trading.connecting': '正在连接您的账户…',
  'trading.authFailed': '交易所拒绝了您的会话：{text}',
  'trading.cancel': '取消',
  'trading.confirm': '确认',
  'trading.save': '保存',
  'trading.close': '关闭',
  'trading.buy': '买入',
  'trading.sell': '卖出',
  'trading.side': '{side, select, buy {买入} other {卖出}}',

  'error.required': '必填',
  'error.positive': '请输入大于 0 的数字',
  'error.belowMin': '最少 {min}',
  'error.aboveMax': '最多 {max}',
  'error.leverage': '1 到 100 之间的整数',
  'error.period': '2 到 30 之间的整数天数',
  'error.tif': '请选择未来的日期和时间',
  'error.notNegative': '请输入 0 或更大的数字',

  'funding.currency': '币种',

  'notifications.label': '通知',
  'notifications.empty': '暂无通知：每笔委托的结果都会列在这里。',
  'notifications.dismiss': '关闭',
  'notifications.more': '还有 {count} 条',
  'notifications.clear': '全部清除',
  'notifications.sound': '声音',
  'notifications.soundHint': '声音提醒：每条通知播放一声短音',
  'notifications.toasts': '最新通知',
  'notifications.level': '{level, select, success {成功} error {失败} other {提示}}',
};
