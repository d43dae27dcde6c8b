// The travel rule's questions, asked above its threshold: who receives the money, where it goes
// (a self-hosted wallet, or an exchange named by the address check when it knows it), and the
// declaration.
import { t } from '../../i18n';
import { Check } from '../../ui/Check';

export interface TravelRuleAnswers {
  firstName: string;
  lastName: string;
  destination: 'self' | 'vasp';
  vaspName: string;
  declared: boolean;
}

export const NO_TRAVEL_ANSWERS: TravelRuleAnswers = { firstName: '', lastName: '', destination: 'self', vaspName: '', declared: false };

export function travelRuleComplete(a: TravelRuleAnswers): boolean {
  return Boolean(a.firstName.trim() && a.lastName.trim() && a.declared && (a.destination === 'self' || a.vaspName.trim()));
}

export function TravelRuleFields({
  threshold,
  value,
  onChange,
}: {
  threshold: number;
  value: TravelRuleAnswers;
  onChange(next: TravelRuleAnswers): void;
}) {
  const text = (key: 'firstName' | 'lastName' | 'vaspName', label: string) => (
    <label className="ui-form">
      <span className="ui-label">{label}</span>
      <input className="ui-input" value={value[key]} onChange={(e) => onChange({ ...value, [key]: e.target.value })} />
    </label>
  );
  return (
    <fieldset className="mn-travel">
      <legend>{t('withdraw.travel')}</legend>
      <p className="dim mn-note">{t('withdraw.travelIntro', { threshold })}</p>
      {text('firstName', t('withdraw.firstName'))}
      {text('lastName', t('withdraw.lastName'))}
      <label className="ui-form">
        <span className="ui-label">{t('withdraw.destination')}</span>
        <select
          className="ui-select"
          value={value.destination}
          onChange={(e) => onChange({ ...value, destination: e.target.value === 'vasp' ? 'vasp' : 'self' })}
        >
          <option value="self">{t('withdraw.destination.self')}</option>
          <option value="vasp">{t('withdraw.destination.vasp')}</option>
        </select>
      </label>
      {value.destination === 'vasp' && text('vaspName', t('withdraw.vaspName'))}
      <Check label={t('withdraw.declare')} checked={value.declared} onChange={(declared) => onChange({ ...value, declared })} />
    </fieldset>
  );
}
