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
  'modals.agreement.title': 'Acuerdo de {currency}',
  'modals.agreement.intro':
    '{currency} te pide aceptar su propio acuerdo antes de tu primer {action, select, deposit {depósito} withdraw {retiro} other {operación}} con esta moneda. Léelo abajo; se pregunta una sola vez, y de nuevo solo si cambia.',
  'modals.agreement.accept': 'Aceptar y continuar',
  'modals.agreement.failed': 'No se pudo leer el acuerdo: {reason}',
  'modals.emailCode.title': 'Confirma con el código que te enviamos por correo',
  'modals.emailCode.sending': 'Enviando un código de confirmación a tu correo…',
  'modals.emailCode.sent':
    'Tu cuenta no tiene app de autenticación, llave de seguridad ni códigos SMS, así que enviamos un código de seis dígitos a {email}. Sirve una sola vez, durante 10 minutos.',
  'modals.emailCode.code': 'Código del correo',
  'modals.emailCode.sixDigits': 'Escribe los seis dígitos del código.',
  'modals.emailCode.noMail': '¿No llegó el correo?',
  'modals.emailCode.resend': 'Enviar un código nuevo',
  'modals.emailCode.useLink': 'Confirmar con el enlace del correo',
  'modals.emailCode.confirm': 'Confirmar',
  'modals.beneficiary.title': '¿Quién recibe este retiro?',
  'modals.beneficiary.intro':
    'Por encima de {threshold} USD, la regla de viaje pide a quién va el dinero. El beneficiario que indicaste es {name}.',
  'modals.beneficiary.who': 'El beneficiario es',
  'modals.beneficiary.self': 'Yo: el dinero va a mi propia cuenta o billetera',
  'modals.beneficiary.third': 'Un tercero',
  'modals.beneficiary.relationship': 'Tu relación con esa persona',
  'modals.beneficiary.relationshipNeeded': 'Indica tu relación con el beneficiario.',
  'modals.beneficiary.notPermitted':
    'Esta cuenta no es un beneficiario permitido: por encima del umbral solo puede retirar a tu nombre. La verificación de nivel Full permite indicar a un tercero.',
  'modals.beneficiary.confirm': 'Continuar',
  'modals.disclaimer.funding.title': 'Antes de pedir prestado',
  'modals.disclaimer.funding.body':
    'Pedir prestado coloca una oferta en el mercado de financiamiento: una vez tomada, el préstamo cobra intereses cada día a la tasa que ofreciste, lo uses o no, hasta que lo pagues o termine su plazo. El dinero prestado respalda posiciones con margen; si la garantía de tu billetera de margen deja de cubrirlas, las posiciones se liquidan y la garantía puede perderse. Pide prestado solo lo que entiendes y puedes devolver.',
  'modals.disclaimer.accept': 'Entiendo',
  'modals.disclaimer.leave': 'Ahora no',
  'modals.help.action': 'Ayuda',
  'modals.help.title':
    'Ayuda: {tag, select, deposit {depósitos} withdraw {retiros} security {seguridad} orders {órdenes} other {financiamiento}}',
  'modals.help.list': 'Artículos sugeridos',
  'modals.help.loading': 'Buscando artículos…',
  'modals.help.none': 'Aún no hay artículos sobre esto.',
  'modals.help.failed': 'No se pudieron leer los artículos: {reason}',
  'modals.help.close': 'Cerrar',
};
