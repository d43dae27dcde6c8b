// The state of the programmes' pages (/affiliates, /pay, /compete): what the exchange says of the
// account's referral code, referrals and commissions; its programmes; its invoices; the site's
// competitions and the live ranking of one. Every change is asked of the exchange and read back.
import { flow, types, type Instance } from 'mobx-state-tree';
import { PROGRAMME_CALLS as P } from '../../protocol/calls/programmes';
import { decodeAffiliateSummary, type AffiliateSummary } from '../../protocol/programmes/affiliates';
import {
  decodeCompetitionEntry,
  decodeRanking,
  type CompetitionEntry,
  type Programme,
  type RankingEntry,
} from '../../protocol/programmes/competitions';
import { decodeInvoice, type Invoice } from '../../protocol/programmes/invoices';
import { callAccount } from './env';

const listOf = <T>(raw: unknown, decode: (r: unknown) => T | undefined): T[] =>
  (Array.isArray(raw) ? raw : []).map(decode).filter((v): v is T => v !== undefined);

/** The text of a notification answer ([MTS, TYPE, MESSAGE_ID, null, DATA, CODE, STATUS, TEXT]). */
const textOf = (raw: unknown): string => (Array.isArray(raw) && typeof raw[7] === 'string' ? raw[7] : '');

export const AffiliatesStore = types
  .model('AffiliatesStore', {})
  .volatile(() => ({ summary: null as AffiliateSummary | null }))
  .actions((self) => ({
    set(s: AffiliateSummary | null) {
      self.summary = s;
    },
  }))
  .actions((self) => ({
    reload: flow(function* reload() {
      const raw: unknown = yield callAccount(self, P.affiliates, {});
      self.set(decodeAffiliateSummary(raw) ?? null);
    }),
  }));
export type AffiliatesStoreInstance = Instance<typeof AffiliatesStore>;

/** The account's programmes (merchant payments, competitions): since when each is on. */
const ProgrammeFlags = types
  .model('ProgrammeFlags', {})
  .volatile(() => ({ since: {} as Partial<Record<Programme, number | null>>, loaded: false }))
  .actions((self) => ({
    setFlags(rows: unknown) {
      const next: Partial<Record<Programme, number | null>> = {};
      for (const r of (Array.isArray(rows) ? rows : []) as unknown[]) {
        if (!Array.isArray(r)) continue;
        const [name, mts] = r as unknown[];
        if (name === 'merchant' || name === 'competition') next[name] = typeof mts === 'number' ? mts : null;
      }
      self.since = next;
      self.loaded = true;
    },
  }))
  .views((self) => ({
    on(p: Programme): boolean {
      return typeof self.since[p] === 'number';
    },
  }))
  .actions((self) => ({
    loadFlags: flow(function* loadFlags() {
      self.setFlags(yield callAccount(self, P.programmes, {}));
    }),
  }))
  .actions((self) => ({
    /** Opts into the programme: the exchange's text, or its refusal thrown. */
    enable: flow(function* enable(programme: Programme) {
      const raw: unknown = yield callAccount(self, P.programmeEnable, { programme });
      yield self.loadFlags();
      return textOf(raw);
    }),
  }));

export const PayStore = ProgrammeFlags.named('PayStore')
  .volatile(() => ({ invoices: [] as Invoice[], busy: false }))
  .actions((self) => ({
    setInvoices(list: Invoice[]) {
      self.invoices = list;
    },
    setBusy(on: boolean) {
      self.busy = on;
    },
  }))
  .actions((self) => {
    const reload = flow(function* reload() {
      self.setInvoices(listOf((yield callAccount(self, P.invoices, { limit: 100 })) as unknown, decodeInvoice));
    });
    return {
      reload,
      /** A new invoice (the exchange's), or its refusal thrown. */
      create: flow(function* create(currency: string, amount: string, description: string) {
        self.setBusy(true);
        try {
          const raw: unknown = yield callAccount(self, P.invoiceCreate, { currency, amount, description });
          const inv = Array.isArray(raw) ? decodeInvoice(raw[4]) : undefined;
          if (!inv) throw new Error(textOf(raw) || 'invoice: unexpected answer');
          yield reload();
          return inv;
        } finally {
          self.setBusy(false);
        }
      }),
    };
  });
export type PayStoreInstance = Instance<typeof PayStore>;

export const CompetitionsStore = ProgrammeFlags.named('CompetitionsStore')
  .volatile(() => ({ list: [] as CompetitionEntry[], ranking: [] as RankingEntry[], rankingOf: '' }))
  .actions((self) => ({
    setList(list: CompetitionEntry[]) {
      self.list = list;
    },
    setRanking(slug: string, rows: RankingEntry[]) {
      self.rankingOf = slug;
      self.ranking = rows;
    },
  }))
  .actions((self) => {
    const reload = flow(function* reload() {
      self.setList(listOf((yield callAccount(self, P.competitions, {})) as unknown, decodeCompetitionEntry));
    });
    return {
      reload,
      loadRanking: flow(function* loadRanking(slug: string) {
        self.setRanking(slug, listOf((yield callAccount(self, P.competitionRanking, { slug })) as unknown, decodeRanking));
      }),
      /** Joins the competition: the exchange's text, or its refusal thrown. */
      join: flow(function* join(slug: string) {
        const raw: unknown = yield callAccount(self, P.competitionJoin, { slug });
        yield reload();
        return textOf(raw);
      }),
    };
  });
export type CompetitionsStoreInstance = Instance<typeof CompetitionsStore>;
