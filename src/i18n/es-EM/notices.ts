// Español (Latinoamérica): the frame's occasional notices (translation of ../notices.ts).
import type { noticeMessages } from '../notices';

export const messages: Record<keyof typeof noticeMessages, string> = {
  'connection.refused': 'Demasiadas conexiones desde esta dirección; reintento en {seconds} s',
  'site.notOfferedTitle': 'No disponible en este sitio',
  'site.notOffered':
    '{feature, select, funding {El financiamiento y los préstamos no están disponibles} margin {El trading con margen no está disponible} derivatives {El trading de derivados no está disponible} securities {Los valores no están disponibles} otc {La mesa OTC no está disponible} custody {La custodia regulada no está disponible} staking {El staking no está disponible} borrow {Los préstamos no están disponibles} terminal {La terminal de financiamiento no está disponible} affiliates {El programa de afiliados no está disponible} pay {Los pagos no están disponibles} competitions {Las competencias de trading no están disponibles} other {Esta función no está disponible}} en este sitio. Todo lo demás funciona con normalidad.',
  'site.backToMarkets': 'Ir a los mercados',
  'consent.title': 'Consentimiento de cookies',
  'consent.body':
    'Usamos cookies necesarias para mantener su sesión iniciada y que este sitio funcione. Con su consentimiento también contamos las visitas a páginas (analíticas) y medimos nuestras campañas (marketing). Puede cambiar su elección en cualquier momento.',
  'consent.necessary': 'Necesarias (siempre activas)',
  'consent.analytical': 'Analíticas',
  'consent.marketing': 'Marketing',
  'consent.save': 'Guardar preferencias',
  'consent.settings': 'Configuración',
  'consent.rejectAll': 'Rechazar todas',
  'consent.acceptAll': 'Aceptar todas',
  'permissions.title': 'Faltan permisos',
  'permissions.body': 'El exchange rechazó esta acción: su sesión no tiene el permiso necesario ({reason}).',
  'permissions.inSub':
    'Está operando en una subcuenta. El inicio de sesión, sus segundos factores y su configuración de seguridad pertenecen a la cuenta principal: vuelva a ella para cambiarlos.',
  'permissions.whatToDo':
    'Use una cuenta o una clave API que tenga este permiso: el titular de la cuenta otorga los permisos al crear una clave en la página Claves API.',
  'permissions.close': 'Cerrar',
  'permissions.denied':
    '{scope, select, orders {Esta sesión no puede crear, modificar ni cancelar órdenes} positions {Esta sesión no puede cerrar, reclamar ni aumentar posiciones} funding {Esta sesión no puede ofrecer, tomar ni cancelar financiación} wallets {Esta sesión no puede transferir entre billeteras, convertir ni crear direcciones de depósito} withdraw {Esta sesión no puede retirar} settings {Esta sesión no puede guardar ajustes ni diseños} account {Esta sesión no puede cambiar la cuenta} other {Esta sesión no puede hacer esto}}: le falta el permiso de escritura {scope}.',
  'permissions.readOnly':
    'Sesión de solo lectura: lee todo y no cambia nada (le faltan los permisos de escritura {scopes}). Los controles que escribirían están desactivados, cada uno con su motivo.',
  'permissions.restricted':
    'Sesión restringida: le faltan los permisos de escritura {scopes}. Los controles que los necesitan están desactivados, cada uno con su motivo; todo lo demás funciona como siempre.',
  'permissions.bodyLocal': 'Su sesión no tiene el permiso que esto necesita ({reason}), así que no se envió al exchange.',
  'offline.notice':
    'Está sin conexión. Los precios, saldos y órdenes de esta página no están en tiempo real; se actualizarán solos cuando vuelva la conexión.',
};
