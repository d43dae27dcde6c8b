// Every call of the protocol's table with the exchange's shapes of its path parameters and input.
// The exchange reads them here when it registers a route; the client never imports this file.
import { ACCOUNT_CALLS } from './account';
import { ACCOUNT_SHAPES } from './account-shapes';
import { PUBLIC_CALLS } from './public';
import { PUBLIC_SHAPES } from './public-shapes';
import { ShapeRegistry } from './shapes';
import { FUNDING_LISTS, TRADING_CALLS } from './trading';
import { FUNDING_LIST_SHAPES, TRADING_SHAPES } from './trading-shapes';
import { OTC_CALLS } from './otc';
import { OTC_SHAPES } from './otc-shapes';
import { COMPLIANCE_CALLS } from './compliance';
import { COMPLIANCE_SHAPES } from './compliance-shapes';
import { EARN_CALLS } from './earn';
import { EARN_SHAPES } from './earn-shapes';
import { PROGRAMME_CALLS } from './programmes';
import { PROGRAMME_SHAPES } from './programme-shapes';
import { MARGIN_CALLS } from './margin';
import { MARGIN_SHAPES } from './margin-shapes';
import { CUSTODY_CALLS } from './custody';
import { CUSTODY_SHAPES } from './custody-shapes';
import { MODAL_CALLS } from './modals';
import { MODAL_SHAPES } from './modal-shapes';
import { SECURITIES_CALLS } from './securities';
import { SECURITIES_SHAPES } from './securities-shapes';
import { GROUP_CALLS } from './groups';
import { GROUP_SHAPES } from './group-shapes';

export const CALL_SHAPES = new ShapeRegistry()
  .add(PUBLIC_CALLS, PUBLIC_SHAPES)
  .add(TRADING_CALLS, TRADING_SHAPES)
  .add(FUNDING_LISTS.offers, FUNDING_LIST_SHAPES)
  .add(FUNDING_LISTS.loans, FUNDING_LIST_SHAPES)
  .add(FUNDING_LISTS.credits, FUNDING_LIST_SHAPES)
  .add(ACCOUNT_CALLS, ACCOUNT_SHAPES)
  .add(OTC_CALLS, OTC_SHAPES)
  .add(COMPLIANCE_CALLS, COMPLIANCE_SHAPES)
  .add(EARN_CALLS, EARN_SHAPES)
  .add(PROGRAMME_CALLS, PROGRAMME_SHAPES)
  .add(MARGIN_CALLS, MARGIN_SHAPES)
  .add(CUSTODY_CALLS, CUSTODY_SHAPES)
  .add(MODAL_CALLS, MODAL_SHAPES)
  .add(SECURITIES_CALLS, SECURITIES_SHAPES)
  .add(GROUP_CALLS, GROUP_SHAPES);
