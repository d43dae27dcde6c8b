// 简体中文: the frame's occasional notices (translation of ../notices.ts).
import type { noticeMessages } from '../notices';

export const messages: Record<keyof typeof noticeMessages, string> = {
  'connection.refused': '此地址的连接过多；{seconds} 秒后重试',
  'site.notOfferedTitle': '本站不提供此功能',
  'site.notOffered':
    '本站不提供{feature, select, funding {融资与放贷} margin {杠杆交易} derivatives {衍生品交易} securities {证券} otc {场外交易（OTC）} custody {受监管托管} staking {质押} borrow {借贷} terminal {融资终端} affiliates {推荐计划} pay {支付} competitions {交易竞赛} other {此功能}}。其他功能照常可用。',
  'site.backToMarkets': '前往市场',
  'consent.title': 'Cookie 同意',
  'consent.body':
    '我们使用必要的 Cookie 来保持您的登录状态并确保网站正常运行。经您同意，我们还会统计页面浏览量（分析类）并衡量推广活动效果（营销类）。您可以随时更改选择。',
  'consent.necessary': '必要（始终开启）',
  'consent.analytical': '分析类',
  'consent.marketing': '营销类',
  'consent.save': '保存选择',
  'consent.settings': '设置',
  'consent.rejectAll': '全部拒绝',
  'consent.acceptAll': '全部接受',
  'permissions.title': '权限不足',
  'permissions.body': '交易所拒绝了此操作：您的会话缺少所需权限（{reason}）。',
  'permissions.inSub': '您正在使用子账户。登录方式、第二重验证及安全设置均属于主账户：如需更改，请切换回主账户。',
  'permissions.whatToDo': '请使用拥有此权限的账户或 API 密钥：账户所有者可在 API 密钥页面创建密钥时授予权限。',
  'permissions.close': '关闭',
  'permissions.denied':
    '{scope, select, orders {此会话不能下单、修改或取消订单} positions {此会话不能平仓、认领或增加仓位} funding {此会话不能提供、借入或取消融资} wallets {此会话不能在钱包间划转、兑换或创建充值地址} withdraw {此会话不能提现} settings {此会话不能保存设置或布局} account {此会话不能更改账户} other {此会话不能执行此操作}}：缺少 {scope} 写入权限。',
  'permissions.readOnly': '只读会话：可读取全部内容但不能更改任何内容（缺少写入权限 {scopes}）。会写入的控件均已停用，并各附原因。',
  'permissions.restricted': '受限会话：缺少写入权限 {scopes}。需要这些权限的控件均已停用，并各附原因；其他一切照常运行。',
  'permissions.bodyLocal': '您的会话没有此操作所需的权限（{reason}），因此未发送到交易所。',
  'offline.notice': '您已离线。此页面上的价格、余额和订单不是实时的；连接恢复后会自动更新。',
};
