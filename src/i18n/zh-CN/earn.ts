// 简体中文: the staking, borrow, buy-with-cards and Bitrefill pages' messages (translation of ../earn.ts).
import type { earnMessages } from '../earn';

export const messages: Record<keyof typeof earnMessages, string> = {
  'earn.signIn': '登录后即可用您的账户使用本页',
  'earn.available': '可用：{amount} {currency}',
  'earn.currency': '币种',
  'earn.amount': '数量（{currency}）',
  'earn.amountInvalid': '请输入正数。',
  'earn.period':
    '{unit, select, day {{n, plural, other {# 天}}} hour {{n, plural, other {# 小时}}} minute {{n, plural, other {# 分钟}}} other {{n, plural, other {# 秒}}}}',

  'staking.title': '质押',
  'staking.intro':
    '从交易钱包质押一种币，交易所在每个质押周期（{period}）结束时按日利率把奖励支付到您的交易钱包。随时可以解除质押：数量立即回到您的交易钱包。质押或解除质押时，会先支付自上次支付以来累计的奖励。',
  'staking.terms': '利率',
  'staking.col':
    '{id, select, currency {币种} daily {日利率} yearly {年利率} min {最少质押} staked {已质押} paid {已付奖励} next {下次支付} time {时间} kind {类型} amount {数量} other {{id}}}',
  'staking.stake': '质押',
  'staking.unstake': '解除质押',
  'staking.staked': '已质押：{amount} {currency}',
  'staking.history': '您的质押记录',
  'staking.history.empty': '尚未质押任何资产。',
  'staking.kind': '{kind, select, STAKE {质押} UNSTAKE {解除质押} REWARD {奖励} other {{kind}}}',

  'borrow.title': '借贷',
  'borrow.what':
    '借款是在交易所的融资市场上按您出价的日利率向出借人借入资金，期限 2 到 30 天。借入的资金供您的杠杆仓位使用，杠杆钱包的余额是抵押品：仓位亏损侵蚀抵押品时，仓位会被平仓并以此偿还借款。利息随累计从杠杆钱包扣除，您可以随时还款。',
  'borrow.threshold': '日利率高于 {threshold}（年化 {yearly}）即为高成本借款：发送这样的出价前，本页会请您确认。',
  'borrow.collateral': '您的抵押品（杠杆钱包）',
  'borrow.collateral.empty': '您的杠杆钱包为空：借款前请先向其中划转资金。',
  'borrow.available': '可借额度：{amount} {currency}（{usd} USD）',
  'borrow.available.noPrice': '可借额度：{usd} USD（交易所目前没有 {currency} 的价格）',
  'borrow.available.rule':
    '您保证金钱包的 {collateral} USD 以最高 {leverage}× 杠杆可支持 {limit} USD 的借款；其中 {committed} USD 已借入或在出价中。',
  'borrow.aboveAvailable': '超过您的抵押品可支持的 {amount} {currency}：交易所将拒绝此出价。',
  'borrow.rate': '日利率（%）',
  'borrow.rateInvalid': '请输入大于 0 % 且不超过 7 % 的日利率。',
  'borrow.period': '天数',
  'borrow.periodInvalid': '2 到 30 天。',
  'borrow.cost': '整个期限的利息：约 {amount} {currency}（年化 {yearly}）',
  'borrow.submit': '借款',
  'borrow.warning.title': '高成本借款',
  'borrow.bids': '您的出价',
  'borrow.bids.empty': '没有未成交的出价。',
  'borrow.loans': '您的借款',
  'borrow.loans.empty': '没有借款。',
  'borrow.col':
    '{id, select, id {编号} currency {币种} amount {数量} rate {日利率} period {天数} opened {开始时间} action {操作} other {{id}}}',
  'borrow.cancelBid': '取消出价',
  'borrow.repay': '还款',

  'cards.title': '用银行卡购买',
  'cards.intro':
    '用银行卡付款，所购币种按市场汇率扣除 {fee} 的银行卡手续费后立即存入您的交易钱包。本交易所使用模拟资金交易，因此只接受其测试卡：{card}，有效期为任意未来日期，CVC 为任意三位数字。其他任何卡都会被拒绝。',
  'cards.pay': '您支付',
  'cards.fiat': '法币',
  'cards.buy': '您购买',
  'cards.bounds': '每次价值 {min} 至 {max} 美元。',
  'cards.quote': '报价',
  'cards.quote.rate': '汇率：1 {fiat} = {rate} {currency}',
  'cards.quote.fee': '银行卡手续费（{fee}）：{amount} {fiat}',
  'cards.quote.receive': '您将收到约 {amount} {currency}',
  'cards.quote.note': '汇率为您付款时的市场汇率。',
  'cards.number': '卡号',
  'cards.expiry': '有效期（月/年）',
  'cards.cvc': 'CVC',
  'cards.submit': '支付 {amount} {fiat}',
  'cards.history': '您的银行卡购买记录',
  'cards.history.empty': '尚无银行卡购买。',
  'cards.col': '{id, select, time {时间} id {编号} paid {支付} fee {手续费} bought {买入} rate {汇率} card {卡} other {{id}}}',
  'cards.card': '尾号 {last4}',
  'cards.bitrefill': '用加密货币购买礼品卡和充值：Bitrefill',

  'bitrefill.title': '用 Bitrefill 消费',
  'bitrefill.intro':
    'Bitrefill 出售数千家商店和运营商的礼品卡、话费充值和 eSIM，可用比特币支付，也支持闪电网络。在 Tradedesk，您从交易钱包付款：',
  'bitrefill.step1': '在交易钱包中持有比特币：用银行卡或在市场上购买，或者充值。',
  'bitrefill.step2': '在 Bitrefill 选择礼品卡或充值，并用比特币闪电网络付款：Bitrefill 会显示一张闪电发票。',
  'bitrefill.step3': '在这里打开提现，选择闪电网络并粘贴发票（0.000001 至 0.02 BTC）；从邮件中确认提现。',
  'bitrefill.paper':
    '本交易所使用模拟资金交易：其提现是模拟的，不会支付任何真实发票。请在这里试用这些步骤，真实购买请从持有真实资金的交易所进行。',
  'bitrefill.start': '前往 Bitrefill 开始',
  'bitrefill.withdraw': '打开提现',
  'bitrefill.buy': '用银行卡购买比特币',
};
