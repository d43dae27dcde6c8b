// The US-resident declaration (`/v1/account_us_resident`): read, and made or changed by the account
// holder; the reply `[US_RESIDENT 1 | 0 | null, DECLARED_AT | null]` read into a record (null: none
// was made). Only the verification page asks it.
import type { IAnyStateTreeNode } from 'mobx-state-tree';
import { COMPLIANCE_CALLS } from '../../protocol/calls/compliance';
import { callAccount } from './env';

export interface UsResidentDeclaration {
  usResident: boolean;
  declaredAt: number;
}

export function declarationOf(raw: unknown): UsResidentDeclaration | null {
  const r = Array.isArray(raw) ? raw : [];
  return (r[0] === 0 || r[0] === 1) && typeof r[1] === 'number' ? { usResident: r[0] === 1, declaredAt: r[1] } : null;
}

/** The declaration of the account of `node` (any node of the account's tree). */
export async function usResidentDeclaration(node: IAnyStateTreeNode): Promise<UsResidentDeclaration | null> {
  return declarationOf(await callAccount(node, COMPLIANCE_CALLS.usResident, {}));
}

export async function declareUsResident(node: IAnyStateTreeNode, usResident: boolean): Promise<UsResidentDeclaration | null> {
  return declarationOf(await callAccount(node, COMPLIANCE_CALLS.usResident, { us_resident: usResident }));
}
