// 简体中文: the modals' messages (translation of ../modals.ts).
import type { modalMessages } from '../modals';

export const messages: Record<keyof typeof modalMessages, string> = {
  'modals.cancel': '取消',
  'modals.failed': '无法读取条款：{reason}',
  'modals.derivatives.title': '欢迎使用衍生品交易',
  'modals.derivatives.intro':
    '{pair} 等永续合约让您以衍生品钱包中的保证金进行杠杆做多或做空。在您的第一笔衍生品订单之前，请阅读并接受下方的衍生品条款；此询问只会出现一次。',
  'modals.derivatives.accept': '接受并提交订单',
  'modals.uk_warning.title': '英国居民风险警告',
  'modals.uk_warning.intro':
    '除非您准备好损失全部投资金额，否则请勿投资。这是高风险投资，如果出现问题，您很可能不受保护。请在第一笔交易前阅读下方警告；此询问只会出现一次。',
  'modals.uk_warning.accept': '我已了解，提交订单',
  'modals.demo.title': '模拟交易已开启',
  'modals.demo.body':
    '{currency} 的{action, select, withdraw {提现} other {充值}}会动用真实资金，而此账户正处于模拟交易，只使用测试资金（TESTBTC、TESTUSD）。请关闭模拟交易以继续，或保持开启并交易测试交易对。',
  'modals.demo.keep': '保持模拟交易',
  'modals.demo.switch': '{action, select, withdraw {关闭模拟交易并提现} other {关闭模拟交易并充值}}',
  'modals.highCost.title': '高成本借款',
  'modals.highCost.body':
    '您将以每天 {rate} 借入 {amount} {currency}，年化 {yearly}：高于视为高成本的每天 {threshold}。{days} 天的利息约为 {cost} {currency}。仍以此利率借款吗？',
  'modals.highCost.confirm': '仍然借款',
  'modals.highCost.cancel': '修改利率',
  'modals.settings.columns': '列',
  'modals.settings.options': '选项',
  'modals.settings.save': '保存',
  'modals.settings.oneColumn': '请至少保留一列。',
  'modals.trades.option.flash': '新成交到达时闪烁',
  'modals.trades.option.sideColour': '按吃单方向为价格着色',
  'modals.markets.option.fit': '面板较窄时先隐藏成交量，再隐藏涨跌幅',
  'modals.markets.option.flash': '最新价变动时闪烁',
};
