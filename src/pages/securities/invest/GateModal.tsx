// The modal of the gate still closed for the account (protocol/account/securities.ts nextGate),
// each gate's form in its own file beside this one; answering sends the answer to the exchange
// and the flow reads the state again.
import { t } from '../../../i18n';
import type { SecuritiesStoreInstance } from '../../../models/account/securities';
import type { SecuritiesGate } from '../../../protocol/account/securities';
import type { TermsKind } from '../../../protocol/account/terms-kinds';
import { AccreditedModal } from './AccreditedModal';
import { ElSalvadorModal } from './ElSalvadorModal';
import { NoticeModal } from './NoticeModal';
import { ProhibitedModal } from './ProhibitedModal';
import { SaleTermsModal } from './SaleTermsModal';
import { UsModal } from './UsModal';

/** The terms each terms gate asks to accept (kept on the exchange under that kind). */
const TERMS_KIND = { membership: 'securities_membership', aifc: 'securities_aifc' } as const satisfies Record<string, TermsKind>;

export function GateModal({ gate, store, onClose }: { gate: SecuritiesGate; store: SecuritiesStoreInstance; onClose(): void }) {
  switch (gate) {
    case 'enabled':
      return <NoticeModal title={t('securities.disabled.title')} body={t('securities.disabled.body')} onClose={onClose} />;
    case 'us':
      return <UsModal store={store} onClose={onClose} />;
    case 'usAccredited':
      return <AccreditedModal store={store} onClose={onClose} />;
    case 'prohibited':
      return <ProhibitedModal store={store} onClose={onClose} />;
    case 'prohibitedBlocked':
      return <NoticeModal title={t('securities.blocked.title')} body={t('securities.blocked.body')} onClose={onClose} role="alert" />;
    case 'membership':
    case 'aifc':
      return (
        <SaleTermsModal
          store={store}
          kind={TERMS_KIND[gate]}
          title={t(`securities.${gate}.title`)}
          body={t(`securities.${gate}.body`)}
          onClose={onClose}
        />
      );
    case 'elSalvador':
      return <ElSalvadorModal store={store} onClose={onClose} />;
  }
}
