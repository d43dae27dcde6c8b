// 简体中文: the reports page's messages (translation of ../reports.ts).
import type { reportMessages } from '../reports';

export const messages: Record<keyof typeof reportMessages, string> = {
  'reports.title': '报表',
  'reports.kind': '报表',
  'reports.kind.name':
    '{kind, select, ledger {资金流水} movements {充值与提现} orders {委托} trades {成交} positions {仓位} funding {融资成交} other {{kind}}}',
  'reports.from': '开始',
  'reports.to': '结束',
  'reports.currency': '币种',
  'reports.pair': '交易对',
  'reports.allFilter': '全部',
  'reports.show': '查询',
  'reports.more': '更早的记录',
  'reports.export': '导出 CSV',
  'reports.exporting': '正在读取该时间范围内的所有记录…',
  'reports.exported': '已导出 {count, plural, other {# 条记录}}至 {file}',
  'reports.tooMany': '该时间范围超过 {max, number} 条记录，无法在此导出：请使用邮件发送报表，或缩短时间范围。',
  'reports.email': '邮件发送报表',
  'reports.mailing': '交易所正在生成报表…',
  'reports.mailed': '报表已发送至 {to}：{count, plural, other {# 条记录}}',
  'reports.count': '显示 {count, plural, other {# 条记录}}',
  'reports.empty': '该时间范围内无记录。',
  'reports.badRange': '开始时间晚于结束时间。',
  'reports.col':
    '{id, select, time {时间} id {ID} currency {币种} wallet {钱包} amount {数量} balance {余额} description {描述} kind {类型} fee {手续费} status {状态} address {地址} txid {交易哈希} symbol {交易对} type {类型} price {价格} priceAvg {均价} orderId {委托} feeCurrency {手续费币种} maker {挂单} basePrice {开仓均价} pl {盈亏} offerId {报价} rate {利率} period {天数} other {{id}}}',
  'archive.title': '归档',
  'archive.intro': '早于报表最近 {days} 天的已关闭订单、成交、仓位和账本记录：截至 {day}。',
  'archive.search': '搜索',
  'reports.toArchive': '早于报表的时间范围？请查看归档。',
  'archive.tooRecent': '归档截至 {day}；之后的记录请在报表中查看。',
  'archive.empty': '此范围内没有归档记录。',
};
