// 繁體中文: the staking, borrow, buy-with-cards and Bitrefill pages' messages (translation of ../earn.ts).
import type { earnMessages } from '../earn';

export const messages: Record<keyof typeof earnMessages, string> = {
  'earn.signIn': '登入後即可用您的帳戶使用本頁',
  'earn.available': '可用：{amount} {currency}',
  'earn.currency': '幣別',
  'earn.amount': '數量（{currency}）',
  'earn.amountInvalid': '請輸入正數。',
  'earn.period':
    '{unit, select, day {{n, plural, other {# 天}}} hour {{n, plural, other {# 小時}}} minute {{n, plural, other {# 分鐘}}} other {{n, plural, other {# 秒}}}}',

  'staking.title': '質押',
  'staking.intro':
    '從交易錢包質押一種幣，交易所在每個質押週期（{period}）結束時依日利率將獎勵支付到您的交易錢包。隨時可以解除質押：數量立即回到您的交易錢包。質押或解除質押時，會先支付自上次支付以來累積的獎勵。',
  'staking.terms': '利率',
  'staking.col':
    '{id, select, currency {幣別} daily {日利率} yearly {年利率} min {最少質押} staked {已質押} paid {已付獎勵} next {下次支付} time {時間} kind {類型} amount {數量} other {{id}}}',
  'staking.stake': '質押',
  'staking.unstake': '解除質押',
  'staking.staked': '已質押：{amount} {currency}',
  'staking.history': '您的質押紀錄',
  'staking.history.empty': '尚未質押任何資產。',
  'staking.kind': '{kind, select, STAKE {質押} UNSTAKE {解除質押} REWARD {獎勵} other {{kind}}}',

  'borrow.title': '借款',
  'borrow.what':
    '借款是在交易所的融資市場上依您出價的日利率向出借人借入資金，期限 2 到 30 天。借入的資金供您的保證金倉位使用，保證金錢包的餘額是擔保品：倉位虧損侵蝕擔保品時，倉位會被平倉並以此償還借款。利息隨累積從保證金錢包扣除，您可以隨時還款。',
  'borrow.threshold': '日利率高於 {threshold}（年化 {yearly}）即為高成本借款：送出這樣的出價前，本頁會請您確認。',
  'borrow.collateral': '您的擔保品（保證金錢包）',
  'borrow.collateral.empty': '您的保證金錢包是空的：借款前請先向其中轉入資金。',
  'borrow.available': '可借額度：{amount} {currency}（{usd} USD）',
  'borrow.available.noPrice': '可借額度：{usd} USD（交易所目前沒有 {currency} 的價格）',
  'borrow.available.rule':
    '您保證金錢包的 {collateral} USD 以最高 {leverage}× 槓桿可支持 {limit} USD 的借款；其中 {committed} USD 已借入或在出價中。',
  'borrow.aboveAvailable': '超過您的抵押品可支持的 {amount} {currency}：交易所將拒絕此出價。',
  'borrow.rate': '日利率（%）',
  'borrow.rateInvalid': '請輸入大於 0 % 且不超過 7 % 的日利率。',
  'borrow.period': '天數',
  'borrow.periodInvalid': '2 到 30 天。',
  'borrow.cost': '整個期限的利息：約 {amount} {currency}（年化 {yearly}）',
  'borrow.submit': '借款',
  'borrow.warning.title': '高成本借款',
  'borrow.bids': '您的出價',
  'borrow.bids.empty': '沒有未成交的出價。',
  'borrow.loans': '您的借款',
  'borrow.loans.empty': '沒有借款。',
  'borrow.col':
    '{id, select, id {編號} currency {幣別} amount {數量} rate {日利率} period {天數} opened {開始時間} action {操作} other {{id}}}',
  'borrow.cancelBid': '取消出價',
  'borrow.repay': '還款',

  'cards.title': '用信用卡購買',
  'cards.intro':
    '用信用卡付款，所購幣別依市場匯率扣除 {fee} 的信用卡手續費後立即存入您的交易錢包。本交易所使用模擬資金交易，因此只接受其測試卡：{card}，有效期限為任何未來日期，CVC 為任意三位數字。其他任何卡片都會被拒絕。',
  'cards.pay': '您支付',
  'cards.fiat': '法幣',
  'cards.buy': '您購買',
  'cards.bounds': '每次價值 {min} 至 {max} 美元。',
  'cards.quote': '報價',
  'cards.quote.rate': '匯率：1 {fiat} = {rate} {currency}',
  'cards.quote.fee': '信用卡手續費（{fee}）：{amount} {fiat}',
  'cards.quote.receive': '您將收到約 {amount} {currency}',
  'cards.quote.note': '匯率為您付款時的市場匯率。',
  'cards.number': '卡號',
  'cards.expiry': '有效期限（月/年）',
  'cards.cvc': 'CVC',
  'cards.submit': '支付 {amount} {fiat}',
  'cards.history': '您的信用卡購買紀錄',
  'cards.history.empty': '尚無信用卡購買。',
  'cards.col': '{id, select, time {時間} id {編號} paid {支付} fee {手續費} bought {買入} rate {匯率} card {卡片} other {{id}}}',
  'cards.card': '末四碼 {last4}',
  'cards.bitrefill': '用加密貨幣購買禮品卡與儲值：Bitrefill',

  'bitrefill.title': '用 Bitrefill 消費',
  'bitrefill.intro':
    'Bitrefill 販售數千家商店與電信業者的禮品卡、手機儲值與 eSIM，可用比特幣支付，也支援閃電網路。在 Tradedesk，您從交易錢包付款：',
  'bitrefill.step1': '在交易錢包中持有比特幣：用信用卡或在市場上購買，或者入金。',
  'bitrefill.step2': '在 Bitrefill 選擇禮品卡或儲值，並用比特幣閃電網路付款：Bitrefill 會顯示一張閃電發票。',
  'bitrefill.step3': '在這裡打開提領，選擇閃電網路並貼上發票（0.000001 至 0.02 BTC）；從電子郵件確認提領。',
  'bitrefill.paper':
    '本交易所使用模擬資金交易：其提領是模擬的，不會支付任何真實發票。請在這裡試用這些步驟，真實購買請從持有真實資金的交易所進行。',
  'bitrefill.start': '前往 Bitrefill 開始',
  'bitrefill.withdraw': '打開提領',
  'bitrefill.buy': '用信用卡購買比特幣',
};
