// The securities pages' own menu.
import { t } from '../../i18n';

const LINKS = [
  ['/securities', 'mk.sec.index'],
  ['/securities/about', 'mk.sec.about'],
  ['/securities/invest', 'mk.sec.invest'],
  ['/securities/fees', 'mk.sec.fees'],
  ['/securities/events', 'mk.sec.events'],
  ['/securities/questionnaire', 'mk.sec.questionnaire'],
  ['/securities/posts', 'mk.nav.posts'],
  ['/securities/aifc', 'mk.sec.aifc'],
  ['/securities/el-salvador', 'mk.sec.elSalvador'],
  ['/securities-sales', 'mk.sec.sales'],
] as const;

export function SecuritiesNav({ current }: { current: string }) {
  return (
    <nav className="mk-tabs" aria-label={t('mk.sec.label')}>
      {LINKS.map(([href, key]) => (
        <a key={href} href={href} aria-current={current === href ? 'page' : undefined}>
          {t(key)}
        </a>
      ))}
    </nav>
  );
}
