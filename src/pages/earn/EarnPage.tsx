// The staking, borrow, buy-with-cards and Bitrefill pages (issue 16, items 3 and 4): one lazy
// chunk behind their four routes, which shows the page of the path. Signed in, the money pages'
// tabs lead between them (each where the site offers it).
import './messages';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { useStore } from '../../app/store-context';
import { createPageModel } from '../../models/account/page-model';
import { EarnStore } from '../../models/account/earn';
import { MoneyTabs } from '../money/MoneyTabs';
import { StakingPage } from './StakingPage';
import { BorrowPage } from './BorrowPage';
import { BuyWithCardsPage } from './BuyWithCardsPage';
import { BitrefillStartPage } from './BitrefillStartPage';
import './earn.css';

export default observer(function EarnPage() {
  const { account } = useStore();
  const [earn] = useState(() => createPageModel(EarnStore, account));
  const { pathname } = useLocation();
  const page =
    pathname === '/staking' ? (
      <StakingPage earn={earn} />
    ) : pathname === '/borrow' ? (
      <BorrowPage earn={earn} />
    ) : pathname === '/buy-with-cards' ? (
      <BuyWithCardsPage earn={earn} />
    ) : (
      <BitrefillStartPage />
    );
  return (
    <>
      {account.signedIn && <MoneyTabs />}
      {page}
    </>
  );
});
