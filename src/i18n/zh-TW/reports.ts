// 繁體中文: the reports page's messages (translation of ../reports.ts).
import type { reportMessages } from '../reports';

export const messages: Record<keyof typeof reportMessages, string> = {
  'reports.title': '報表',
  'reports.kind': '報表',
  'reports.kind.name':
    '{kind, select, ledger {帳戶明細} movements {入金與提領} orders {委託} trades {成交} positions {部位} funding {融資成交} other {{kind}}}',
  'reports.from': '起始',
  'reports.to': '結束',
  'reports.currency': '幣別',
  'reports.pair': '交易對',
  'reports.allFilter': '全部',
  'reports.show': '查詢',
  'reports.more': '更早的紀錄',
  'reports.export': '匯出 CSV',
  'reports.exporting': '正在讀取此期間內的所有紀錄…',
  'reports.exported': '已將 {count, plural, other {# 筆紀錄}}匯出至 {file}',
  'reports.tooMany': '此期間超過 {max, number} 筆紀錄，無法在此匯出：請改用「以電子郵件寄送報表」，或縮短期間。',
  'reports.email': '以電子郵件寄送報表',
  'reports.mailing': '交易所正在產生報表…',
  'reports.mailed': '報表已寄至 {to}：{count, plural, other {# 筆紀錄}}',
  'reports.count': '顯示 {count, plural, other {# 筆紀錄}}',
  'reports.empty': '此期間內沒有紀錄。',
  'reports.badRange': '起始時間晚於結束時間。',
  'reports.col':
    '{id, select, time {時間} id {ID} currency {幣別} wallet {錢包} amount {數量} balance {餘額} description {說明} kind {類型} fee {手續費} status {狀態} address {地址} txid {交易雜湊} symbol {交易對} type {類型} price {價格} priceAvg {均價} orderId {委託} feeCurrency {手續費幣別} maker {掛單} basePrice {開倉均價} pl {損益} offerId {報價} rate {利率} period {天數} other {{id}}}',
  'archive.title': '封存',
  'archive.intro': '早於報表最近 {days} 天的已關閉訂單、成交、倉位和帳本記錄：截至 {day}。',
  'archive.search': '搜尋',
  'reports.toArchive': '早於報表的時間範圍？請查看封存。',
  'archive.tooRecent': '封存截至 {day}；之後的記錄請在報表中查看。',
  'archive.empty': '此範圍內沒有封存記錄。',
};
