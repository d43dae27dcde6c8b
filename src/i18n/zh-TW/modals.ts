// 繁體中文: the modals' messages (translation of ../modals.ts).
import type { modalMessages } from '../modals';

export const messages: Record<keyof typeof modalMessages, string> = {
  'modals.cancel': '取消',
  'modals.failed': '無法讀取條款：{reason}',
  'modals.derivatives.title': '歡迎使用衍生品交易',
  'modals.derivatives.intro':
    '{pair} 等永續合約讓您以衍生品錢包中的保證金進行槓桿做多或做空。在您的第一筆衍生品訂單之前，請閱讀並接受下方的衍生品條款；此詢問只會出現一次。',
  'modals.derivatives.accept': '接受並送出訂單',
  'modals.uk_warning.title': '英國居民風險警告',
  'modals.uk_warning.intro':
    '除非您準備好損失全部投資金額，否則請勿投資。這是高風險投資，若出現問題，您很可能不受保障。請在第一筆交易前閱讀下方警告；此詢問只會出現一次。',
  'modals.uk_warning.accept': '我已了解，送出訂單',
  'modals.demo.title': '模擬交易已開啟',
  'modals.demo.body':
    '{currency} 的{action, select, withdraw {提領} other {存入}}會動用真實資金，而此帳戶正處於模擬交易，只使用測試資金（TESTBTC、TESTUSD）。請關閉模擬交易以繼續，或保持開啟並交易測試交易對。',
  'modals.demo.keep': '保持模擬交易',
  'modals.demo.switch': '{action, select, withdraw {關閉模擬交易並提領} other {關閉模擬交易並存入}}',
  'modals.highCost.title': '高成本借款',
  'modals.highCost.body':
    '您將以每天 {rate} 借入 {amount} {currency}，年化 {yearly}：高於視為高成本的每天 {threshold}。{days} 天的利息約為 {cost} {currency}。仍以此利率借款嗎？',
  'modals.highCost.confirm': '仍然借款',
  'modals.highCost.cancel': '修改利率',
  'modals.settings.columns': '欄位',
  'modals.settings.options': '選項',
  'modals.settings.save': '儲存',
  'modals.settings.oneColumn': '請至少保留一個欄位。',
  'modals.trades.option.flash': '新成交到達時閃爍',
  'modals.trades.option.sideColour': '依吃單方向為價格著色',
  'modals.markets.option.fit': '面板較窄時先隱藏成交量，再隱藏漲跌幅',
  'modals.markets.option.flash': '最新價變動時閃爍',
};
