// The language menu of the page frame (issue 10): every locale named in its own language; the
// choice downloads that language's catalogues, shows it everywhere at once and is kept in the
// user's settings (this browser's storage for a visitor).
import { observer } from 'mobx-react-lite';
import { t } from '../i18n';
import { MenuButton } from '../ui/Menu';
import { LANGUAGE_NAMES, LOCALES } from '../format/locale';
import { useStore } from './store-context';

export const LanguageMenu = observer(function LanguageMenu() {
  const { settings } = useStore();
  return (
    <MenuButton
      label={t('nav.language')}
      menuLabel={t('nav.languages')}
      className="frame-language"
      align="right"
      entries={LOCALES.map((locale) => ({
        id: locale,
        label: LANGUAGE_NAMES[locale],
        checked: settings.locale === locale,
        onSelect: () => void settings.setLocale(locale).catch((err: unknown) => console.error('language not loaded', err)),
      }))}
    >
      <span aria-hidden="true">{settings.locale.slice(0, 2).toUpperCase()}</span>
    </MenuButton>
  );
});
