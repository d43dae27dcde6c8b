// 繁體中文: the frame's occasional notices (translation of ../notices.ts).
import type { noticeMessages } from '../notices';

export const messages: Record<keyof typeof noticeMessages, string> = {
  'connection.refused': '此位址的連線過多；{seconds} 秒後重試',
  'site.notOfferedTitle': '本站不提供此功能',
  'site.notOffered':
    '本站不提供{feature, select, funding {融資與放貸} margin {保證金交易} derivatives {衍生性商品交易} securities {證券} otc {場外交易（OTC）} custody {受監管託管} staking {質押} borrow {借款} terminal {融資終端} affiliates {推薦計畫} pay {支付} competitions {交易競賽} other {此功能}}。其他功能照常可用。',
  'site.backToMarkets': '前往市場',
  'consent.title': 'Cookie 同意',
  'consent.body':
    '我們使用必要的 Cookie 來維持您的登入狀態並確保網站正常運作。經您同意，我們也會統計頁面瀏覽次數（分析類）並衡量行銷活動成效（行銷類）。您可以隨時變更選擇。',
  'consent.necessary': '必要（一律開啟）',
  'consent.analytical': '分析類',
  'consent.marketing': '行銷類',
  'consent.save': '儲存選擇',
  'consent.settings': '設定',
  'consent.rejectAll': '全部拒絕',
  'consent.acceptAll': '全部接受',
  'permissions.title': '權限不足',
  'permissions.body': '交易所拒絕了此操作：您的工作階段缺少所需權限（{reason}）。',
  'permissions.inSub': '您正在使用子帳戶。登入方式、第二重驗證與安全性設定都屬於主帳戶：如需變更，請切換回主帳戶。',
  'permissions.whatToDo': '請使用具備此權限的帳戶或 API 金鑰：帳戶擁有者可在 API 金鑰頁面建立金鑰時授予權限。',
  'permissions.close': '關閉',
  'permissions.denied':
    '{scope, select, orders {此工作階段不能下單、修改或取消訂單} positions {此工作階段不能平倉、認領或增加倉位} funding {此工作階段不能提供、借入或取消融資} wallets {此工作階段不能在錢包間轉帳、兌換或建立充值地址} withdraw {此工作階段不能提領} settings {此工作階段不能儲存設定或版面} account {此工作階段不能變更帳戶} other {此工作階段不能執行此操作}}：缺少 {scope} 寫入權限。',
  'permissions.readOnly': '唯讀工作階段：可讀取全部內容但不能變更任何內容（缺少寫入權限 {scopes}）。會寫入的控制項皆已停用，並各附原因。',
  'permissions.restricted': '受限工作階段：缺少寫入權限 {scopes}。需要這些權限的控制項皆已停用，並各附原因；其他一切照常運作。',
  'permissions.bodyLocal': '您的工作階段沒有此操作所需的權限（{reason}），因此未傳送至交易所。',
  'offline.notice': '您已離線。此頁面上的價格、餘額與訂單並非即時資料；連線恢復後會自動更新。',
};
