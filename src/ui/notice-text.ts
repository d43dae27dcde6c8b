// The words of a notice: the exchange's own text, or the client's outcome (a catalogue key and
// its values) put into the current language.
import { isMessageKey, t } from '../i18n';

export interface NoticeLike {
  text: string;
  message: { key: string; params: Record<string, string> } | null;
}

export function noticeText(n: NoticeLike): string {
  return n.message && isMessageKey(n.message.key) ? t(n.message.key, n.message.params) : n.text;
}
