// Verification (/verification): the account's KYC data and the reviewer's decision, and a new
// submission of the level wanted; while one is under review the page asks again until decided.
// The account freeze (/freeze) is here too: signed in, by a mailed link, and lifted.
import { flow, types, type Instance } from 'mobx-state-tree';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { callAccount } from './env';

export type KycStatus = 'none' | 'pending' | 'approved' | 'rejected';
export type AccountType = 'individual' | 'corporate';

/** The form's fields (account-side §3 KYC info, with date of birth and identity document). */
export interface KycFields {
  first_name: string;
  last_name: string;
  full_corporate_name: string;
  high_net_worth: boolean;
  date_of_birth: string;
  apartment: string;
  floor: string;
  building: string;
  street: string;
  district: string;
  city: string;
  state: string;
  country: string;
  zipcode: string;
  id_document_type: '' | 'passport' | 'id_card' | 'driving_licence';
  id_document_number: string;
}

export const EMPTY_FIELDS: KycFields = {
  first_name: '',
  last_name: '',
  full_corporate_name: '',
  high_net_worth: false,
  date_of_birth: '',
  apartment: '',
  floor: '',
  building: '',
  street: '',
  district: '',
  city: '',
  state: '',
  country: '',
  zipcode: '',
  id_document_type: '',
  id_document_number: '',
};

export interface KycRecord {
  status: KycStatus;
  levelRequested: number;
  accountType: AccountType;
  data: Partial<KycFields> | null;
  reason: string | null;
  submittedAt: number | null;
  decidedAt: number | null;
  level: number;
}

/** The fields a level needs of an account type (the exchange checks the same). */
export function requiredFields(type: AccountType, level: number): Array<keyof KycFields> {
  const out: Array<keyof KycFields> = type === 'corporate' ? ['full_corporate_name', 'country'] : ['first_name', 'last_name', 'country'];
  if (level >= 2) out.push(...(type === 'individual' ? (['date_of_birth'] as const) : []), 'building', 'street', 'city', 'zipcode');
  if (level >= 3) out.push('id_document_type', 'id_document_number');
  return out;
}

/** The body's data: the fields filled in, trimmed; empty ones left out. */
export function kycData(fields: KycFields, type: AccountType): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [k, v] of Object.entries(fields) as Array<[keyof KycFields, string | boolean]>) {
    if (typeof v === 'boolean') {
      if (k === 'high_net_worth' && type === 'corporate') out[k] = v;
    } else if (v.trim() !== '') out[k] = k === 'country' ? v.trim().toUpperCase() : v.trim();
  }
  return out;
}

export function recordOf(raw: unknown): KycRecord {
  const r = Array.isArray(raw) ? raw : [];
  const status = ['pending', 'approved', 'rejected'].includes(r[0] as string) ? (r[0] as KycStatus) : 'none';
  return {
    status,
    levelRequested: typeof r[1] === 'number' ? r[1] : 0,
    accountType: r[2] === 'corporate' ? 'corporate' : 'individual',
    data: r[3] !== null && typeof r[3] === 'object' ? (r[3] as Partial<KycFields>) : null,
    reason: typeof r[4] === 'string' ? r[4] : null,
    submittedAt: typeof r[5] === 'number' ? r[5] : null,
    decidedAt: typeof r[6] === 'number' ? r[6] : null,
    level: typeof r[7] === 'number' ? r[7] : 0,
  };
}

/** The UI setting of the account type chosen (market-side §5). */
export const TYPE_ACCOUNT_KEY = 'type_account';

export const VerificationStore = types
  .model('VerificationStore', {})
  .volatile(() => ({
    record: null as KycRecord | null,
    /** The account type last chosen (the UI setting type_account, kept across devices). */
    typeAccount: null as AccountType | null,
    /** Whether the stored type has been read (the form starts from it once). */
    typeAccountRead: false,
  }))
  .actions((self) => ({
    setRecord(r: KycRecord) {
      self.record = r;
    },
    setTypeAccount(type: unknown, read = false) {
      self.typeAccount = type === 'individual' || type === 'corporate' ? type : null;
      if (read) self.typeAccountRead = true;
    },
  }))
  .actions((self) => ({
    load: flow(function* load() {
      self.setRecord(recordOf(yield callAccount(self, ACCOUNT_CALLS.compliance, { action: 'fetchPublicKycData' })));
    }),
    /** The account type chosen before (type_account); none read is none chosen. */
    loadTypeAccount: flow(function* loadTypeAccount() {
      const rows: unknown = yield callAccount(self, ACCOUNT_CALLS.settings, { keys: [TYPE_ACCOUNT_KEY] });
      const row = Array.isArray(rows) ? rows.find((r) => Array.isArray(r) && r[0] === TYPE_ACCOUNT_KEY) : undefined;
      self.setTypeAccount((row as unknown[] | undefined)?.[1], true);
    }),
    /** Keeps the account type as chosen (the exchange checks it: individual or corporate). */
    chooseTypeAccount: flow(function* chooseTypeAccount(type: AccountType) {
      self.setTypeAccount(type);
      yield callAccount(self, ACCOUNT_CALLS.settingsSet, { settings: { [TYPE_ACCOUNT_KEY]: type } });
    }),
    submit: flow(function* submit(s: { accountType: AccountType; level: 1 | 2 | 3; prohibitedPerson: boolean; fields: KycFields }) {
      const raw: unknown = yield callAccount(self, ACCOUNT_CALLS.compliance, {
        action: 'submitKycData',
        account_type: s.accountType,
        level: s.level,
        prohibited_person: s.prohibitedPerson,
        data: kycData(s.fields, s.accountType) as { country: string },
      });
      self.setRecord(recordOf(raw));
    }),
    freeze: flow(function* freeze() {
      yield callAccount(self, ACCOUNT_CALLS.freeze, {});
    }),
    lift: flow(function* lift(password: string) {
      yield callAccount(self, ACCOUNT_CALLS.freezeLift, { password });
    }),
    requestFreezeLink: flow(function* requestFreezeLink(email: string) {
      yield callAccount(self, ACCOUNT_CALLS.freezeRequest, { email });
    }),
  }));
export type VerificationStoreInstance = Instance<typeof VerificationStore>;
