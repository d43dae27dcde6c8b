// Los textos de las páginas de contenido en español.
import type { InfoPageTexts } from './types';

export const ES_EM: InfoPageTexts = {
  'anti-spam': {
    title: 'Spam y phishing',
    summary:
      'Tradedesk nunca te pide tu contraseña, tu código de segundo factor ni el secreto de tu clave de API por correo, chat o teléfono.',
    sections: [
      {
        heading: 'Qué enviamos',
        body: 'Nuestros correos confirman un registro, un dispositivo nuevo, un retiro o una suscripción al boletín. Todos llevan al propio dominio de Tradedesk; ninguno te pide escribir un código en la respuesta.',
      },
      {
        heading: 'Si algo parece raro',
        body: 'No hagas clic. Abre Tradedesk tú mismo, revisa en Seguridad si hay sesiones o claves de API desconocidas y cambia la contraseña ante la duda. Un retiro que no pediste puede cancelarse mientras espera confirmación.',
      },
    ],
    cta: 'Revisar tu configuración de seguridad',
  },
  'bitcoin-halving': {
    title: 'El halving de Bitcoin',
    summary: 'Cada unos cuatro años (cada 210.000 bloques) la recompensa por minar un bloque de Bitcoin se reduce a la mitad.',
    sections: [
      {
        heading: 'Qué cambia',
        body: 'Los bitcoins nuevos solo entran en circulación como recompensa de bloque. Cada halving frena esa emisión, hasta que la oferta llegue a su tope de 21 millones de BTC. El halving de abril de 2024 bajó la recompensa de 6,25 a 3,125 BTC por bloque.',
      },
      {
        heading: 'Operar alrededor de él',
        body: 'La volatilidad suele subir en las semanas cercanas a un halving. Sigue el libro de BTC/USD y la tasa de financiación del perpetuo en la mesa, y dimensiona tus posiciones con el margen que puedes permitirte perder.',
      },
    ],
    cta: 'Abrir la mesa',
  },
  'bug-bounty': {
    title: 'Recompensas por errores',
    summary:
      '¿Encontraste una vulnerabilidad en Tradedesk? Cuéntanosla en privado: la corregimos, te damos el crédito y pagamos una recompensa según su impacto.',
    sections: [
      {
        heading: 'Alcance',
        body: 'El cliente web, las API REST y WebSocket del exchange, el inicio de sesión, la autenticación de dos factores, las sesiones, las claves de API, las subcuentas, los depósitos y los retiros.',
      },
      {
        heading: 'Reglas',
        body: 'Prueba solo en tus propias cuentas o en el entorno de operaciones simuladas. No accedas a datos de otros usuarios, no degrades el servicio y danos tiempo para corregir antes de publicar.',
      },
    ],
    cta: 'Leer la política de seguridad',
  },
  'deposits-withdrawals': {
    title: 'Depósitos y retiros',
    summary: 'Cada moneda que mueve el exchange, el método de red o bancario que usa, su comisión de retiro y sus límites.',
    sections: [
      {
        heading: 'Depósitos',
        body: 'Los depósitos son gratuitos. Cada método tiene su propia dirección de depósito, en Billeteras; puedes crear una dirección nueva cuando quieras y las anteriores siguen funcionando.',
      },
      {
        heading: 'Retiros',
        body: 'La comisión se descuenta del monto retirado. Un retiro espera tu confirmación por correo y puede cancelarse hasta que se envía. Las direcciones de confianza pueden guardarse en tu libreta de direcciones.',
      },
    ],
    cta: 'Hacer un depósito',
  },
  download: {
    title: 'Descargar Tradedesk',
    summary: 'Tradedesk funciona en el navegador: no hay nada que instalar, ni en la computadora ni en el teléfono.',
    sections: [
      {
        heading: 'En el navegador',
        body: 'Abre la mesa en cualquier navegador actual. El navegador guarda los archivos de la app, así que la mesa abre rápido en la próxima visita, y tus diseños siguen a tu cuenta de una computadora a otra.',
      },
      {
        heading: 'Tu propio exchange',
        body: 'El repositorio incluye un exchange integrado que arranca con un comando y sirve de entorno de operaciones simuladas, para probar todo sin dinero real.',
      },
    ],
    cta: 'Abrir la mesa',
  },
  features: {
    title: 'Funciones',
    summary: 'Una mesa de operaciones para pantallas densas y manos rápidas: todo lo que un profesional necesita, nada que estorbe.',
    sections: [
      {
        heading: 'La mesa',
        body: 'Organiza libro de órdenes, gráfico, operaciones, formulario de órdenes, posiciones y billeteras en un diseño propio. Vincula paneles por color para que sigan un par, sácalos a otra pantalla y deshaz cualquier cambio de diseño.',
      },
      {
        heading: 'Órdenes',
        body: 'Órdenes límite, de mercado, stop, stop límite, trailing stop, fill-or-kill, immediate-or-cancel y OCO en contado, margen y contratos perpetuos.',
      },
      {
        heading: 'Cuentas',
        body: 'Subcuentas con sus propias claves de API, autenticación de dos factores con cualquier app de autenticación, informes de cada movimiento y operaciones simuladas en TESTUSD y TESTBTC.',
      },
    ],
    cta: 'Crear una cuenta',
  },
  'how-to-buy-bitcoin': {
    title: 'Cómo comprar Bitcoin',
    summary: 'Los pasos desde una cuenta nueva hasta tu primer bitcoin en Tradedesk.',
    sections: [
      {
        heading: '1. Regístrate y verifica',
        body: 'Crea una cuenta con tu correo, activa la autenticación de dos factores y completa la verificación para depositar y operar con dinero real.',
      },
      {
        heading: '2. Deposita',
        body: 'Envía USD por transferencia bancaria o una stablecoin como Tether (UST) a la dirección de depósito en Billeteras.',
      },
      {
        heading: '3. Compra y guarda',
        body: 'Abre BTC/USD en la mesa y envía una orden de mercado, o una orden límite a tu precio. Guarda tus BTC en Tradedesk o retíralos a una billetera propia, en cadena o por Lightning.',
      },
    ],
    cta: 'Crear una cuenta',
  },
  'how-to-buy-ethereum': {
    title: 'Cómo comprar Ethereum',
    summary: 'Compra ether (ETH) en Tradedesk con dólares, euros o stablecoins.',
    sections: [
      {
        heading: '1. Abre una cuenta',
        body: 'Regístrate, protege la cuenta con un segundo factor y verifica tu identidad para operar con dinero real.',
      },
      {
        heading: '2. Fondéala',
        body: 'Deposita USD, EUR o UST. La comisión y los límites de cada método están en la página de depósitos y retiros.',
      },
      {
        heading: '3. Opera ETH',
        body: 'Elige ETH/USD o ETH/BTC en la mesa y envía tu orden. Un retiro a una dirección Ethereum cuesta la comisión de red que se muestra antes de confirmarlo.',
      },
    ],
    cta: 'Crear una cuenta',
  },
  'how-to-buy-litecoin': {
    title: 'Cómo comprar Litecoin',
    summary: 'Litecoin (LTC) se liquida en unos dos minutos y medio; así se compra en Tradedesk.',
    sections: [
      {
        heading: '1. Regístrate',
        body: 'Crea y verifica tu cuenta y activa la autenticación de dos factores.',
      },
      {
        heading: '2. Deposita y opera',
        body: 'Deposita USD o UST, abre el mercado de LTC en la mesa y compra a mercado o a un precio límite. El formulario muestra el costo de la operación antes de enviarla.',
      },
      {
        heading: '3. Retira cuando quieras',
        body: 'Envía LTC a cualquier dirección Litecoin; la comisión está en la página de depósitos y retiros.',
      },
    ],
    cta: 'Crear una cuenta',
  },
  manifesto: {
    title: 'Manifiesto',
    summary: 'Las herramientas de un trader deben ser rápidas, honestas y ordenadas a su manera.',
    sections: [
      {
        heading: 'Densa por defecto',
        body: 'Las pantallas son para números. Mostramos el libro, las operaciones y tus posiciones lado a lado, en un tema oscuro que cuida la vista en una sesión larga.',
      },
      {
        heading: 'Números honestos',
        body: 'Cada comisión se publica, cada rechazo dice por qué y cada cifra de la mesa viene del exchange, nunca de una suposición.',
      },
      {
        heading: 'Abierta para practicar',
        body: 'Cualquiera puede ejecutar el exchange integrado y operar en simulado antes de arriesgar dinero. Aprender no debería costar una comisión.',
      },
    ],
    cta: 'Acerca de Tradedesk',
  },
  'mobile-trading': {
    title: 'Opera donde estés',
    summary:
      'Tradedesk abre en el navegador de tu teléfono o tableta: los mercados, el formulario de órdenes y tus posiciones donde estés.',
    sections: [
      {
        heading: 'En vivo en todas partes',
        body: 'Precios, saldos y órdenes se actualizan en vivo por la misma conexión que en la computadora, y el diseño que guardaste allí es el que encuentras al iniciar sesión.',
      },
      {
        heading: 'Seguro en cada dispositivo',
        body: 'Iniciar sesión desde un dispositivo nuevo pide tu segundo factor. En Seguridad ves cada sesión activa y puedes cerrar cualquiera.',
      },
    ],
    cta: 'Abrir la mesa',
  },
  pro: {
    title: 'Tradedesk Pro: la API',
    summary:
      'Opera desde tus propios programas con el protocolo API v2: REST para órdenes y billeteras, WebSocket para libros, operaciones y cambios de la cuenta en vivo.',
    sections: [
      {
        heading: 'Claves de API',
        body: 'Crea claves solo con los permisos que necesitan (órdenes, financiación, billeteras, retiros), mira cuándo se usó cada una por última vez y revócalas cuando quieras.',
      },
      {
        heading: 'Hecha para bots',
        body: 'Actualizaciones de órdenes en lote, sumas de control del libro y números de secuencia permiten a un programa mantener una copia exacta del libro y recuperarse tras una desconexión.',
      },
    ],
    cta: 'Gestionar claves de API',
  },
  'security-policy': {
    title: 'Política de seguridad',
    summary: 'Cómo protege Tradedesk las cuentas y los fondos, y cómo informar una vulnerabilidad.',
    sections: [
      {
        heading: 'Cuentas',
        body: 'Las contraseñas se guardan con hash scrypt. La autenticación de dos factores usa TOTP de cualquier app de autenticación. Los intentos fallidos repetidos bloquean la dirección de origen, no tu cuenta.',
      },
      {
        heading: 'Fondos',
        body: 'Los retiros requieren confirmación por correo y pueden cancelarse hasta que se envían. Los retiros mayores indican su beneficiario según la regla de viaje.',
      },
      {
        heading: 'Informes',
        body: 'Informa una vulnerabilidad en privado mediante nuestro programa de recompensas por errores. Confirmamos la recepción en dos días hábiles y te mantenemos al tanto hasta la corrección.',
      },
    ],
    cta: 'Revisar tu configuración de seguridad',
  },
  support: {
    title: 'Soporte',
    summary: 'Respuestas a las preguntas más frecuentes de los traders y dónde encontrar tus propios registros.',
    sections: [
      {
        heading: '¿Dónde está mi depósito o retiro?',
        body: 'Informes lista cada depósito y retiro con su estado y su id de transacción. Un retiro espera tu confirmación por correo antes de enviarse.',
      },
      {
        heading: 'Perdí mi segundo factor',
        body: 'Escribe a soporte desde el correo de tu cuenta. Verificamos tu identidad antes de quitar el factor.',
      },
      {
        heading: 'Una orden fue rechazada',
        body: 'El formulario de órdenes muestra el motivo del exchange: por lo general el saldo, el tamaño mínimo del par o un precio fuera de sus límites.',
      },
    ],
    cta: 'Ver tus informes',
  },
  thalex: {
    title: 'Opciones en Thalex',
    summary:
      'Thalex es un exchange de derivados con opciones sobre Bitcoin y Ether; en Tradedesk operas los contratos perpetuos de esas monedas.',
    sections: [
      {
        heading: 'Opciones y perpetuos',
        body: 'Una opción da el derecho a comprar o vender a un precio fijo hasta su vencimiento; un contrato perpetuo no vence y sigue el precio de contado mediante su tasa de financiación. Los traders suelen cubrir uno con el otro.',
      },
      {
        heading: 'Perpetuos en Tradedesk',
        body: 'Los contratos perpetuos requieren una cuenta verificada en un país donde se ofrecen derivados. Pasa garantía en stablecoin de dólar a tu billetera de derivados y opéralos en la mesa.',
      },
    ],
    cta: 'Ver los derivados',
  },
  alpha: {
    title: 'Tradedesk Alpha',
    summary:
      'Nuestra lectura semanal de los mercados: qué se movió, por qué, y qué dicen los libros de órdenes y las tasas de financiación sobre la semana.',
    sections: [
      {
        heading: 'Qué cubre',
        body: 'Volumen y volatilidad de los pares listados, las tasas de financiación de los contratos perpetuos, las tasas de préstamo del libro de financiación y los eventos de la semana siguiente.',
      },
      {
        heading: 'Dónde leerlo',
        body: 'Cada edición se publica en Noticias y se envía a los suscriptores del boletín Mercados de la semana. Es comentario de mercado, no asesoramiento de inversión.',
      },
    ],
    cta: 'Leer las noticias',
  },
  app: {
    title: 'La app de Tradedesk',
    summary: 'Una app para toda la jornada de trading: mercados, la mesa, billeteras, informes y la configuración de tu cuenta.',
    sections: [
      {
        heading: 'Empieza por los mercados',
        body: 'La lista de mercados muestra cada par que ofrece el sitio con su último precio, su variación diaria y su volumen. Elige uno y la mesa se abre en él.',
      },
      {
        heading: 'Todo en un lugar',
        body: 'Deposita y retira en Billeteras, descarga tu libro mayor en Informes, gestiona claves de API y subcuentas, y cambia idioma, tema y formato de números en Interfaz.',
      },
    ],
    cta: 'Abrir la app',
  },
  channels: {
    title: 'Canales oficiales',
    summary: 'Dónde te habla Tradedesk, para que distingas nuestros mensajes de los de impostores.',
    sections: [
      {
        heading: 'Nuestros canales',
        body: 'Las páginas de Noticias de este sitio, los boletines a los que te suscribes, los avisos dentro de la app (mantenimiento, acciones necesarias) y los correos del exchange sobre tu propia cuenta.',
      },
      {
        heading: 'Todo lo demás',
        body: 'Nadie de Tradedesk te escribirá primero por mensaje privado, se ofrecerá a gestionar tus fondos ni te pedirá enviar monedas para “verificar” una dirección. Trata cualquier mensaje así como un fraude.',
      },
    ],
    cta: 'Leer las noticias',
  },
  'financial-inclusion-latam': {
    title: 'Inclusión financiera en América Latina',
    summary:
      'Bitcoin y las stablecoins permiten a cualquiera con un teléfono ahorrar y enviar dinero entre países, con o sin cuenta bancaria.',
    sections: [
      {
        heading: 'Ahorrar en una moneda estable',
        body: 'Donde la inflación se come los ahorros, una stablecoin de dólar como Tether (UST) conserva su valor y se envía en minutos por una comisión de centavos.',
      },
      {
        heading: 'Moneda local, pares locales',
        body: 'El sitio brasileño opera bitcoin contra el real (BTC/BRL), para comprar y vender sin convertir antes a dólares.',
      },
      {
        heading: 'Aprende antes de arriesgar',
        body: 'Las operaciones simuladas en TESTUSD y TESTBTC funcionan exactamente como la mesa real, para aprender órdenes y riesgo sin gastar nada.',
      },
    ],
    cta: 'Cómo comprar Bitcoin',
  },
  join: {
    title: 'Únete a Tradedesk',
    summary: 'Una cuenta lleva un minuto: un correo, una contraseña y el país donde vives.',
    sections: [
      {
        heading: 'Practica primero',
        body: 'Los pares de operaciones simuladas en TESTUSD y TESTBTC funcionan exactamente como los reales y están abiertos a toda cuenta, verificada o no.',
      },
      {
        heading: 'Luego opera de verdad',
        body: 'Verifica tu identidad para depositar, operar y retirar dinero real. Activa la autenticación de dos factores antes de tu primer depósito.',
      },
    ],
    cta: 'Crear una cuenta',
  },
  press: {
    title: 'Prensa',
    summary: 'Datos y cifras de Tradedesk para periodistas y analistas.',
    sections: [
      {
        heading: 'Quiénes somos',
        body: 'Tradedesk es una mesa de operaciones para un exchange de criptomonedas: contado y margen, contratos perpetuos, financiación, staking y operaciones simuladas, en siete idiomas.',
      },
      {
        heading: 'Cifras',
        body: 'El número de mercados y cuentas y el volumen de 24 horas se publican en vivo en la página de estadísticas; cítalos con la hora en que los leíste.',
      },
      {
        heading: 'Nombre',
        body: 'Escribe Tradedesk en una sola palabra, con T mayúscula.',
      },
    ],
    cta: 'Ver las estadísticas',
  },
  utilities: {
    title: 'Utilidades',
    summary: 'Las pequeñas herramientas de la mesa que ahorran tiempo cada día.',
    sections: [
      {
        heading: 'Comandos y atajos',
        body: 'Ctrl+K abre la paleta de comandos: agrega un panel, cambia de par o de diseño escribiendo unas letras. Pulsa ? para ver todos los atajos de teclado.',
      },
      {
        heading: 'Alertas y diseños',
        body: 'Crea alertas de precio desde un panel y recibe un aviso cuando se disparen. Exporta un diseño como archivo e impórtalo en otro navegador.',
      },
      {
        heading: 'Informes',
        body: 'Descarga el libro mayor, las operaciones o los movimientos de cualquier período en CSV, o pide al exchange un informe mayor por correo.',
      },
    ],
    cta: 'Abrir la mesa',
  },
  'vip-early-access': {
    title: 'Acceso anticipado',
    summary: 'Prueba lo que construimos antes que nadie y dinos qué cambiar.',
    sections: [
      {
        heading: 'Cómo conseguirlo',
        body: 'Suscríbete al boletín Novedades del producto en el pie de cualquier página. Cada función nueva se anuncia allí primero.',
      },
      {
        heading: 'Tu opinión cuenta',
        body: 'Prueba las funciones nuevas primero con dinero simulado, sin nada en riesgo. Lo que nos cuentas da forma a la versión que llega a las operaciones reales.',
      },
    ],
    cta: 'Ver las funciones',
  },
  'master-your-universe': {
    title: 'Domina tu universo',
    summary: 'Tus pantallas, tus reglas: arma la mesa que se ajusta a tu forma de operar.',
    sections: [
      {
        heading: 'Ármala',
        body: 'Agrega, divide y redimensiona paneles, y guarda varios diseños para alternar entre ellos. Cada cambio se puede deshacer, y cada diseño se guarda con tu cuenta.',
      },
      {
        heading: 'Extiéndela',
        body: 'Saca paneles a una segunda o tercera pantalla, vincúlalos por color para que sigan un par y lleva todo el conjunto de una computadora a otra como archivo.',
      },
    ],
    cta: 'Abrir la mesa',
  },
  'freedom-art-game': {
    title: 'Freedom Art Game',
    summary:
      'Un concurso de arte abierto con un solo tema: cómo ves tú la libertad financiera. Tres premios en bitcoin, diez menciones de honor y una votación del público.',
    sections: [
      {
        heading: 'El tema',
        body: 'Píntalo, dibújalo, fotografíalo, anímalo o constrúyelo: una sola obra sobre un dinero que nadie puede congelar, quitarte contra tu voluntad ni devaluar imprimiendo más. Vale cualquier técnica, siempre que quepa en una imagen o en un vídeo de hasta 60 segundos.',
      },
      {
        heading: 'Cómo participar',
        body: 'Regístrate, confirma tu correo y envía tu obra desde Soporte con el asunto «Freedom Art Game», con su título y una descripción de hasta 300 palabras. Una obra por cuenta; los colectivos participan con una sola cuenta.',
      },
      {
        heading: 'Reglas',
        body: 'La obra debe ser tuya e inédita. Conservas los derechos de autor y autorizas a Tradedesk a mostrarla en este sitio y en la exposición. Las obras con odio, violencia o datos personales de terceros quedan descalificadas.',
      },
      {
        heading: 'Fechas y premios',
        body: 'Las inscripciones van del 1 de diciembre de 2026 al 31 de enero de 2027. Un jurado elige veinte finalistas; la votación del público dura todo febrero y los ganadores se anuncian el 1 de marzo de 2027. Los premios son 0,5 BTC, 0,25 BTC y 0,1 BTC, y 0,01 BTC por cada mención de honor, pagados en las billeteras de los ganadores en el exchange.',
      },
    ],
    cta: 'Regístrate para participar',
  },
  honey: {
    title: 'Recompensas Honey',
    summary: 'Honey es lo que acumulas operando en Tradedesk. Rebaja tus comisiones y no caduca mientras tu cuenta siga activa.',
    sections: [
      {
        heading: 'Cómo se acumula',
        body: 'Cada 1 USD de comisiones de trading que pagas suma 10 honey a tu tarro. Un amigo que se registra con tu código de referido y opera suma 2 honey por cada 1 USD de sus comisiones, durante un año, sin cambiar lo que él paga.',
      },
      {
        heading: 'Cuánto vale',
        body: '1.000 honey se convierten en un descuento de 1 USD en tus próximas comisiones de trading, aplicado automáticamente en cada liquidación. El honey no se puede retirar ni transferir: es un descuento, no una moneda.',
      },
      {
        heading: 'Niveles',
        body: 'Un tarro de 10.000 honey te hace Forager (5 % menos en comisiones maker); 100.000, Keeper (10 % menos en comisiones maker y taker). Los niveles se revisan el primer día de cada mes con el honey de los últimos 90 días.',
      },
      {
        heading: 'Juego limpio',
        body: 'Las operaciones entre tus propias cuentas y subcuentas no suman nada. El honey de una cuenta que no opera en 12 meses caduca.',
      },
    ],
    cta: 'Abrir la mesa',
  },
};
