// Español (Latinoamérica): the modals' messages (translation of ../modals.ts).
import type { modalMessages } from '../modals';

export const messages: Record<keyof typeof modalMessages, string> = {
  'modals.cancel': 'Cancelar',
  'modals.failed': 'No se pudieron leer los términos: {reason}',
  'modals.derivatives.title': 'Bienvenido al trading de derivados',
  'modals.derivatives.intro':
    'Los contratos perpetuos como {pair} le permiten abrir posiciones largas o cortas con apalancamiento, con garantía en su billetera de derivados. Antes de su primera orden de derivados, lea los términos de derivados de abajo y acéptelos; se le pregunta una sola vez.',
  'modals.derivatives.accept': 'Aceptar y enviar la orden',
  'modals.uk_warning.title': 'Advertencia de riesgo para residentes del Reino Unido',
  'modals.uk_warning.intro':
    'No invierta a menos que esté dispuesto a perder todo el dinero que invierte. Es una inversión de alto riesgo y es poco probable que esté protegido si algo sale mal. Lea la advertencia de abajo antes de su primera operación; se le pregunta una sola vez.',
  'modals.uk_warning.accept': 'Entiendo, enviar la orden',
  'modals.demo.title': 'El trading simulado está activado',
  'modals.demo.body':
    '{action, select, withdraw {Un retiro} other {Un depósito}} de {currency} mueve dinero real, y esta cuenta está en trading simulado, donde solo se usan los fondos de prueba (TESTBTC, TESTUSD). Desactive el trading simulado para continuar, o manténgalo y opere el par de prueba.',
  'modals.demo.keep': 'Mantener el trading simulado',
  'modals.demo.switch':
    '{action, select, withdraw {Desactivar el trading simulado y retirar} other {Desactivar el trading simulado y depositar}}',
  'modals.highCost.title': 'Préstamo de alto costo',
  'modals.highCost.body':
    'Estás por ofrecer {rate} al día por {amount} {currency}, {yearly} al año: por encima del {threshold} diario que se considera de alto costo. En {days} días los intereses sumarían unos {cost} {currency}. ¿Pedir prestado a esta tasa?',
  'modals.highCost.confirm': 'Pedir prestado igual',
  'modals.highCost.cancel': 'Cambiar la tasa',
  'modals.settings.columns': 'Columnas',
  'modals.settings.options': 'Opciones',
  'modals.settings.save': 'Guardar',
  'modals.settings.oneColumn': 'Deje al menos una columna.',
  'modals.trades.option.flash': 'Resaltar las operaciones al llegar',
  'modals.trades.option.sideColour': 'Colorear el precio según el lado del tomador',
  'modals.markets.option.fit': 'En un panel estrecho, ocultar el volumen y luego la variación',
  'modals.markets.option.flash': 'Resaltar el último precio cuando cambia',
};
