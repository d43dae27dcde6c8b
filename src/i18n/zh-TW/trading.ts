// 繁體中文: the trading widgets' messages (translation of ../trading.ts).
import type { tradingMessages } from '../trading';

export const messages: Record<keyof typeof tradingMessages, string> = {
  'widgets.orderForm': '下單',
  'widgets.orders': '委託',
  'widgets.positions': '部位',
  'widgets.wallets': '錢包',
  'widgets.funding': '融資',
  'widgets.notifications': '通知',
  'widgets.priceAlerts': '價格提醒',

  'trading.signIn': '登入後即可交易。',
  'trading.signInLink': '登入',
  'trading.connecting': '正在連線您的帳戶…',
  'trading.authFailed': '交易所拒絕了您的工作階段：{text}',
  'trading.cancel': '取消',
  'trading.confirm': '確認',
  'trading.save': '儲存',
  'trading.close': '關閉',
  'trading.buy': '買進',
  'trading.sell': '賣出',
  'trading.side': '{side, select, buy {買進} other {賣出}}',

  'error.required': '必填',
  'error.positive': '請輸入大於 0 的數字',
  'error.belowMin': '最少 {min}',
  'error.aboveMax': '最多 {max}',
  'error.leverage': '1 到 100 之間的整數',
  'error.period': '2 到 30 之間的整數天數',
  'error.tif': '請選擇未來的日期與時間',
  'error.notNegative': '請輸入 0 或更大的數字',

  'funding.currency': '幣別',

  'notifications.label': '通知',
  'notifications.empty': '尚無通知：每筆委託的結果都會列在這裡。',
  'notifications.dismiss': '關閉',
  'notifications.more': '還有 {count} 則',
  'notifications.clear': '全部清除',
  'notifications.sound': '音效',
  'notifications.soundHint': '音效提醒：每則通知播放一聲短音',
  'notifications.toasts': '最新通知',
  'notifications.level': '{level, select, success {成功} error {失敗} other {資訊}}',
};
