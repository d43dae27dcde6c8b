// The verification form: account type, the level wanted, the fields that level needs (name or
// corporate name, date of birth, address parts, identity document), the country of residence (from
// the exchange's list: the country rules and deposits read it) and the prohibited-person question —
// answering Yes shows its warning.
import { useState } from 'react';
import { t, type MessageKey } from '../../i18n';
import { Check } from '../../ui/Check';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { SelectField } from '../../ui/SelectField';
import { CountryPicker } from '../../ui/CountryPicker';
import { useCountries, useRecentCountries } from '../../app/use-countries';
import { EMPTY_FIELDS, requiredFields, type AccountType, type KycFields } from '../../models/account/verification';

type TextField = Exclude<keyof KycFields, 'high_net_worth' | 'id_document_type'>;

const LABEL: Record<keyof KycFields, MessageKey> = {
  first_name: 'verify.firstName',
  last_name: 'verify.lastName',
  full_corporate_name: 'verify.corporateName',
  high_net_worth: 'verify.highNetWorth',
  date_of_birth: 'verify.dateOfBirth',
  apartment: 'verify.apartment',
  floor: 'verify.floor',
  building: 'verify.building',
  street: 'verify.street',
  district: 'verify.district',
  city: 'verify.city',
  state: 'verify.state',
  country: 'verify.country',
  zipcode: 'verify.zipcode',
  id_document_type: 'verify.documentType',
  id_document_number: 'verify.documentNumber',
};

const ADDRESS: TextField[] = ['apartment', 'floor', 'building', 'street', 'district', 'city', 'state', 'zipcode'];
const DOC_TYPES = ['', 'passport', 'id_card', 'driving_licence'] as const;

export interface KycSubmit {
  accountType: AccountType;
  level: 1 | 2 | 3;
  prohibitedPerson: boolean;
  fields: KycFields;
}

export function KycForm({
  minLevel,
  initial,
  initialType,
  onType,
  onSubmit,
}: {
  minLevel: 1 | 2 | 3;
  initial?: Partial<KycFields>;
  /** The account type chosen before (type_account), kept again by `onType` when changed. */
  initialType?: AccountType | null;
  onType?(type: AccountType): void;
  onSubmit(s: KycSubmit): Promise<void>;
}) {
  const [type, setTypeShown] = useState<AccountType>(initialType ?? 'individual');
  const setType = (next: AccountType) => {
    setTypeShown(next);
    onType?.(next);
  };
  const [level, setLevel] = useState<1 | 2 | 3>(minLevel);
  const [fields, setFields] = useState<KycFields>({ ...EMPTY_FIELDS, ...initial });
  const [prohibited, setProhibited] = useState<boolean | null>(null);
  const [warning, setWarning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { countries, error: countriesError } = useCountries();
  const recentCountries = useRecentCountries(countries);
  const required = requiredFields(type, level);
  const missing = required.filter((f) => String(fields[f]).trim() === '');
  const set = (f: keyof KycFields, v: string | boolean) => setFields({ ...fields, [f]: v });
  const input = (f: TextField, type = 'text') => (
    <label className="ui-form" key={f}>
      <span className="ui-label">
        {t(LABEL[f])}
        {required.includes(f) ? ' *' : ''}
      </span>
      <input className="ui-input" type={type} value={fields[f]} maxLength={128} onChange={(e) => set(f, e.target.value)} />
    </label>
  );
  const submit = async () => {
    if (missing.length > 0 || prohibited === null) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ accountType: type, level, prohibitedPerson: prohibited, fields });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const levels = ([1, 2, 3] as const).filter((l) => l >= minLevel);
  return (
    <form
      className="vf-form"
      aria-label={t('verify.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="vf-row">
        <SelectField<AccountType>
          label={t('verify.accountType')}
          value={type}
          options={['individual', 'corporate']}
          onChange={setType}
          optionLabel={(v) => t(v === 'individual' ? 'verify.individual' : 'verify.corporate')}
        />
        <SelectField
          label={t('verify.levelWanted')}
          value={String(level)}
          options={levels.map(String)}
          onChange={(v) => setLevel(Number(v) as 1 | 2 | 3)}
          optionLabel={(v) => t('level.name', { level: ['BASIC', 'BASIC_PLUS', 'INTERMEDIATE', 'FULL'][Number(v)] ?? v })}
        />
      </div>
      <div className="vf-row">
        {type === 'individual' ? [input('first_name'), input('last_name')] : input('full_corporate_name')}
        {type === 'individual' && level >= 2 && input('date_of_birth', 'date')}
        <CountryPicker
          label={`${t('verify.country')} *`}
          texts={{ search: t('verify.countrySearch'), loading: t('verify.countryLoading'), none: t('verify.countryNone') }}
          value={fields.country}
          onChange={(code) => {
            recentCountries.remember(code);
            set('country', code);
          }}
          countries={countries}
          recent={recentCountries.recent}
          error={countriesError ? t('verify.countryFailed', { reason: countriesError }) : null}
        />
      </div>
      {type === 'corporate' && (
        <Check label={t('verify.highNetWorth')} checked={fields.high_net_worth} onChange={(on) => set('high_net_worth', on)} />
      )}
      {level >= 2 && (
        <fieldset className="vf-group">
          <legend>{t('verify.address')}</legend>
          <div className="vf-row">{ADDRESS.map((f) => input(f))}</div>
        </fieldset>
      )}
      {level >= 3 && (
        <fieldset className="vf-group">
          <legend>{t('verify.document')}</legend>
          <div className="vf-row">
            <SelectField
              label={`${t('verify.documentType')} *`}
              value={fields.id_document_type}
              options={DOC_TYPES}
              onChange={(v) => set('id_document_type', v)}
              optionLabel={(v) => t('verify.docType', { type: v || 'none' })}
            />
            {input('id_document_number')}
          </div>
        </fieldset>
      )}
      <fieldset className="vf-group" role="radiogroup" aria-label={t('verify.prohibited')}>
        <legend>{t('verify.prohibited')}</legend>
        {([false, true] as const).map((yes) => (
          <label key={String(yes)} className="ui-check">
            <input
              type="radio"
              name="prohibited"
              checked={prohibited === yes}
              onChange={() => {
                setProhibited(yes);
                if (yes) setWarning(true);
              }}
            />
            <span>{t(yes ? 'verify.yes' : 'verify.no')}</span>
          </label>
        ))}
      </fieldset>
      {missing.length > 0 && <p className="dim">{t('verify.required', { fields: missing.map((f) => t(LABEL[f])).join(', ') })}</p>}
      {missing.length === 0 && prohibited === null && <p className="dim">{t('verify.answer')}</p>}
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="ui-button ui-button-primary" disabled={busy || missing.length > 0 || prohibited === null}>
          {t('verify.submit')}
        </button>
      </div>
      {warning && (
        <ConfirmModal
          title={t('verify.prohibitedTitle')}
          body={t('verify.prohibitedBody')}
          confirmLabel={t('verify.understood')}
          cancelLabel={t('verify.no')}
          danger
          onConfirm={() => setWarning(false)}
          onCancel={() => {
            setProhibited(false);
            setWarning(false);
          }}
        />
      )}
    </form>
  );
}
