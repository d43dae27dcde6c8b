// Interface settings (/interface, market-side §3 "UI settings"): the theme, mode, language and
// up/down colours, the time format and time zone, sound notices, what a new chart or order book
// starts with, how every order book is arranged, how many orders a chart draws (a step at a time,
// within its bounds), which notices show as toasts and which notice e-mails the exchange sends.
// Every choice applies at once, everywhere, and is kept in the account's settings.
import '../../widgets/market-messages';
import './messages';
import { observer } from 'mobx-react-lite';
import { Collapsible } from '../../app/ui-memory';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatPercent, formatTime, TIME_FORMATS } from '../../format';
import { LANGUAGE_NAMES, LOCALES } from '../../format/locale';
import { MODES, THEMES, UP_DOWN_SCHEMES } from '../../models/interface-settings';
import { NOTICE_TOGGLES } from '../../models/account/notice-toggles';
import { EMAIL_TOGGLES } from '../../protocol/account/email-toggles';
import { TIMEFRAMES } from '../../models/candles';
import { BOOK_PRECISIONS } from '../../models/books';
import { BOOK_LAYOUTS, type BookLayout } from '../../models/settings';
import { CHART_ORDERS_LIMIT, updateByDelta } from '../../models/settings-delta';
import { SIGNIFICANT_FIGURES } from '../../protocol/book/precision';
import { SelectField } from '../../ui/SelectField';
import { Check } from '../../ui/Check';
import { TimeZoneField } from './TimeZoneField';
import './interface.css';

const BOOK_LAYOUT_CHOICES = BOOK_LAYOUTS.map((n) => `${n}` as const);
/** One step of the chart orders limit's − and + buttons. */
const ORDERS_STEP = 5;

export default observer(function InterfacePage() {
  const { settings } = useStore();
  const now = Date.now();
  const blind = settings.theme === 'colourblind' ? 'yes' : 'no';
  const ordersLimit = settings.chartOrdersLimit;
  return (
    <section className="if account-page" aria-label={t('interface.title')}>
      <h1>{t('interface.title')}</h1>
      <div className="if-grid">
        <Collapsible id="interface.look" title={t('interface.look')} level={2} className="if-section">
          <SelectField
            label={t('interface.theme')}
            value={settings.theme}
            options={THEMES}
            optionLabel={(theme) => t(`interface.themeName.${theme}`)}
            onChange={(theme) => settings.setTheme(theme)}
          />
          <SelectField
            label={t('interface.mode')}
            value={settings.mode}
            options={MODES}
            optionLabel={(mode) => t(`interface.modeName.${mode}`)}
            onChange={(mode) => settings.setMode(mode)}
          />
          <SelectField
            label={t('interface.language')}
            value={settings.locale}
            options={LOCALES}
            optionLabel={(locale) => LANGUAGE_NAMES[locale]}
            onChange={(locale) => void settings.setLocale(locale).catch((err: unknown) => console.error('language not loaded', err))}
          />
          <SelectField
            label={t('interface.upDown')}
            value={settings.upDown}
            options={UP_DOWN_SCHEMES}
            optionLabel={(scheme) => t(`interface.upDownName.${scheme}`, { blind })}
            onChange={(scheme) => settings.setUpDown(scheme)}
          />
          <p className="if-preview" aria-label={t('interface.preview')}>
            <span className="dim">{t('interface.preview')}</span>
            <span className="up num">{t('interface.previewUp', { change: formatPercent(0.0123) })}</span>
            <span className="down num">{t('interface.previewDown', { change: formatPercent(-0.0087) })}</span>
          </p>
        </Collapsible>

        <Collapsible id="interface.times" title={t('interface.times')} level={2} className="if-section">
          <SelectField
            label={t('interface.timeFormat')}
            value={settings.timeFormat}
            options={TIME_FORMATS}
            optionLabel={(format) => t('interface.timeFormatOption', { format, example: formatTime(now, format) })}
            onChange={(format) => settings.setTimeFormat(format)}
          />
          <TimeZoneField />
          <h2>{t('interface.sound')}</h2>
          <Check label={t('interface.soundNotices')} checked={settings.soundNotices} onChange={(on) => settings.setSoundNotices(on)} />
        </Collapsible>

        <Collapsible id="interface.panels" title={t('interface.panels')} level={2} className="if-section">
          <SelectField
            label={t('interface.chartInterval')}
            value={settings.chartInterval}
            options={TIMEFRAMES}
            optionLabel={(tf) => t('chart.timeframe', { tf })}
            onChange={(tf) => settings.setChartInterval(tf)}
          />
          <SelectField
            label={t('interface.bookPrecision')}
            value={settings.bookPrecision}
            options={BOOK_PRECISIONS}
            optionLabel={(prec) => t('interface.precisionOption', { prec, figures: SIGNIFICANT_FIGURES[prec] })}
            onChange={(prec) => settings.setBookPrecision(prec)}
          />
          <p className="dim if-note">{t('interface.panelsNote')}</p>
          <SelectField
            label={t('interface.bookLayout')}
            value={String(settings.bookLayout) as `${BookLayout}`}
            options={BOOK_LAYOUT_CHOICES}
            optionLabel={(layout) => t(`interface.bookLayout.${layout}`)}
            onChange={(layout) => settings.setBookLayout(Number(layout) as BookLayout)}
          />
          <p className="dim if-note">{t('interface.bookLayoutNote')}</p>
          <div className="ui-form">
            <span className="ui-label" id="if-chart-orders">
              {t('interface.chartOrders')}
            </span>
            <div className="if-stepper" role="group" aria-labelledby="if-chart-orders">
              <button
                type="button"
                className="ui-button"
                aria-label={t('interface.chartOrdersFewer')}
                disabled={updateByDelta(ordersLimit, -ORDERS_STEP, CHART_ORDERS_LIMIT) === ordersLimit}
                onClick={() => settings.setChartOrdersLimit(updateByDelta(ordersLimit, -ORDERS_STEP, CHART_ORDERS_LIMIT))}
              >
                −
              </button>
              <output className="num" aria-labelledby="if-chart-orders" data-testid="chart-orders-limit">
                {ordersLimit}
              </output>
              <button
                type="button"
                className="ui-button"
                aria-label={t('interface.chartOrdersMore')}
                disabled={updateByDelta(ordersLimit, ORDERS_STEP, CHART_ORDERS_LIMIT) === ordersLimit}
                onClick={() => settings.setChartOrdersLimit(updateByDelta(ordersLimit, ORDERS_STEP, CHART_ORDERS_LIMIT))}
              >
                +
              </button>
            </div>
          </div>
          <p className="dim if-note">{t('interface.chartOrdersNote', { min: CHART_ORDERS_LIMIT.min, max: CHART_ORDERS_LIMIT.max })}</p>
        </Collapsible>

        <Collapsible id="interface.notifications" title={t('interface.notifications')} level={2} className="if-section">
          <div className="if-checks">
            {NOTICE_TOGGLES.map((toggle) => (
              <Check
                key={toggle}
                label={t(`interface.notice.${toggle}`)}
                checked={settings.noticeOn(toggle)}
                onChange={(on) => settings.setNoticeToggle(toggle, on)}
              />
            ))}
          </div>
          <p className="dim if-note">{t('interface.noticesNote')}</p>
        </Collapsible>

        <Collapsible id="interface.emails" title={t('interface.emails')} level={2} className="if-section">
          <div className="if-checks">
            {EMAIL_TOGGLES.map((toggle) => (
              <Check
                key={toggle}
                label={t(`interface.email.${toggle}`)}
                checked={settings.emailOn(toggle)}
                onChange={(on) => settings.setEmailToggle(toggle, on)}
              />
            ))}
          </div>
          <p className="dim if-note">{t('interface.emailsNote')}</p>
        </Collapsible>
      </div>
    </section>
  );
});
