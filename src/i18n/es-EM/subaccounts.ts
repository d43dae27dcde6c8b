// Español (Latinoamérica): the sub-accounts page's messages (translation of ../subaccounts.ts).
import type { subaccountMessages } from '../subaccounts';

export const messages: Record<keyof typeof subaccountMessages, string> = {
  'sub.title': 'Subcuentas',
  'sub.intro':
    'Una subcuenta tiene sus propias billeteras, órdenes, posiciones y claves API: reparta el capital entre estrategias o mesas. Fondéela desde esta cuenta, cambie a ella para operar y vuelva con un clic. Las subcuentas no tienen contraseña propia.',
  'sub.create': 'Crear subcuenta',
  'sub.createTitle': 'Crear una subcuenta',
  'sub.name': 'Nombre',
  'sub.nameHint': '3–24 letras, dígitos, _ . o -',
  'sub.createButton': 'Crear',
  'sub.cancel': 'Cancelar',
  'sub.col.name': 'Nombre',
  'sub.col.email': 'Correo',
  'sub.col.created': 'Creada',
  'sub.col.balances': 'Saldos',
  'sub.noBalance': 'Vacía',
  'sub.empty': 'Aún no hay subcuentas. Cree una para repartir su capital.',
  'sub.switchTo': 'Cambiar a',
  'sub.switchToNamed': 'Cambiar a {name}',
  'sub.inUse': 'En uso',
  'sub.transfer': 'Transferir',
  'sub.transferNamed': 'Transferir con {name}',
  'sub.transferTitle': 'Transferir con {name}',
  'sub.direction': 'Dirección',
  'sub.toSub': 'Cuenta principal → {name}',
  'sub.fromSub': '{name} → Cuenta principal',
  'sub.fromWallet': 'Billetera de origen',
  'sub.toWallet': 'Billetera de destino',
  'sub.currency': 'Moneda',
  'sub.amount': 'Monto',
  'sub.transferButton': 'Transferir',
  'sub.transferred': 'Se transfirieron {amount} {currency}',
  'sub.inSub':
    'Está usando la subcuenta {name}: el espacio de trabajo, las billeteras, las órdenes y las claves API son suyos. Solo la cuenta principal puede crear subcuentas.',
  'sub.created': 'Subcuenta {name} creada.',
};
