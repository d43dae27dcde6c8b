// What every money page needs loaded once the account is signed in: the methods, the movements.
import { useEffect } from 'react';
import type { MoneyStoreInstance } from '../../models/account/money';

export function useMoneyLoaded(money: MoneyStoreInstance, signedIn: boolean): void {
  useEffect(() => {
    void money.loadMethods().catch(() => undefined);
  }, [money]);
  useEffect(() => {
    if (signedIn) void money.loadMovements().catch(() => undefined);
  }, [money, signedIn]);
}
