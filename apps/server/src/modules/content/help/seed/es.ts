import type { HelpSeedTexts } from './types.js';

export const HELP_SEED_ES: HelpSeedTexts = {
  'how-to-deposit': {
    title: 'Cómo depositar criptomonedas',
    keywords: 'depósito, depositar, recargar, añadir fondos, comprobante, dirección',
    body: `Los depósitos llegan a tu **cuenta de intercambio** (mercado al contado). Abre **Activos → Depositar** ([/recharge](/recharge)).

1. Elige la moneda y la red: USDT y ETH en **ERC20**, BTC en la red **Bitcoin**.
2. Copia la dirección o escanea su código QR y envía desde tu monedero u otro exchange. Envía solo esa moneda en esa red: lo enviado por otra red no se puede recuperar.
3. De vuelta en la página de depósito, indica el importe enviado y sube una captura de la transferencia completada (JPG o PNG de menos de 8 MB) con el importe y el hash de la transacción.
4. Finanzas comprueba la transferencia y abona tu cuenta una sola vez. Sigue cada depósito en **Registro de depósitos** ([/cbjl](/cbjl)); un depósito rechazado muestra el motivo.

### «Dirección de demostración» y «Precios simulados»

Si la página muestra **No envíes fondos a esta dirección**, esta instalación no tiene configurada una dirección de depósito real: la dirección es provisional y todo lo que se envíe se pierde. Contacta primero con el operador.

La insignia **Precios simulados** indica que los precios vienen del simulador de la plataforma, no de un exchange real, y que los libros de órdenes los llenan creadores de mercado de demostración. Una cuenta demo empieza con un **saldo inicial de demostración**, indicado así en tu historial. Nada en una instalación de demostración es dinero real.`,
  },
  'how-to-withdraw': {
    title: 'Cómo retirar: comisiones, límites y bloqueos',
    keywords: 'retiro, retirar, sacar fondos, comisión, mínimo, límite, contraseña de transacciones, bloqueo',
    body: `Retira desde **Activos → Retirar** ([/money](/money)). Los retiros salen como **USDT en ERC20** desde tu cuenta de intercambio.

### Antes de tu primer retiro

- un correo o teléfono confirmado,
- una **contraseña de transacciones** (6 dígitos, se establece en [/bindmpwd](/bindmpwd)),
- **verificación de identidad básica**; un único retiro de **20.000 USDT o más** también requiere **verificación avanzada**.

### Las reglas

| Regla | Valor predeterminado |
|---|---|
| Importe por retiro | 100 – 200.000 USDT |
| Comisión de red | 1 USDT por retiro |
| Retiros por día | 2 (día natural de Hong Kong) |
| Horario | 12:00 – 24:00 hora de Hong Kong (UTC+8) |
| Volumen de operaciones | al menos el 90 % de tus depósitos en USDT |

La página de retiro muestra los valores actuales y tu situación, y un rechazo indica la regla que lo detuvo.

### El bloqueo de seguridad de 24 horas

Durante **24 horas después de cambiar tu contraseña de acceso, teléfono, correo, autenticación en dos pasos o contraseña de transacciones**, los retiros se rechazan. Así te protegemos si otra persona tomó tu cuenta. Las páginas de seguridad y de retiro muestran cuándo termina.

### Después de enviarlo

El importe más la comisión se congela y finanzas revisa la solicitud. Se paga a la dirección, o se rechaza con un motivo y se descongela. Síguelo en **Registro de retiros** ([/tbjl](/tbjl)). Cinco contraseñas de transacciones erróneas la bloquean una hora.`,
  },
  'trading-fees': {
    title: 'Comisiones de operaciones: al contado, contratos y entrega',
    keywords: 'comisión, comisiones, creador, tomador, maker, taker, financiación, comisión nocturna, overnight, coste',
    body: `Cada comisión se cobra en el momento y aparece en tu historial de cuenta.

### Al contado (moneda contra moneda)

**0,1 % creador y 0,1 % tomador**, cobrada sobre lo que recibes: el comprador paga en la moneda comprada y el vendedor en USDT. Se redondea hacia abajo.

### Contratos apalancados (perpetuos y CFD)

Una comisión de apertura y otra de cierre sobre el valor nocional de la posición:

| Mercado | Apertura / cierre | Coste de mantener |
|---|---|---|
| Perpetuos cripto | 0,05 % cada una | financiación 0,01 % cada 8 h |
| Forex | 0,02 % cada una | nocturna 0,01 % al día |
| Metales, petróleo | 0,03 % cada una | nocturna 0,02 % al día |
| Acciones de EE. UU. | 0,05 % cada una | nocturna 0,02 % al día |

La financiación vence a las 00:00, 08:00 y 16:00 UTC (los largos pagan, los cortos reciben); la comisión nocturna de los CFD a las 22:00 UTC por cada noche que se mantiene la posición. Nunca supera el margen de la posición. La cotización incluye además un pequeño diferencial alrededor del precio de referencia.

### Contratos de entrega

Sin comisión: el porcentaje de pago del producto elegido es todo el precio.

### Retiros

1 USDT por retiro de USDT (comisión de red).`,
  },
  'spot-orders': {
    title: 'Cómo funcionan las órdenes al contado',
    keywords: 'orden limitada, orden de mercado, solo creador, post-only, IOC, FOK, libro de órdenes, comprar, vender',
    body: `Las operaciones al contado ([/deal](/deal)) cambian monedas por USDT en tu **cuenta de intercambio**. Las órdenes se casan por **precio y luego por tiempo**: primero el mejor precio y, al mismo precio, quien llegó antes.

### Tipos de orden

- **Limitada**: fijas precio y cantidad. Lo que no se ejecuta al momento queda en el libro hasta ejecutarse o cancelarse. Comprar congela precio × cantidad en USDT.
- **De mercado**: se ejecuta al instante contra el libro. Una compra a mercado gasta un **importe en USDT** que eliges, nunca más; una venta a mercado vende una **cantidad** de la moneda.

### Opciones

- **Solo creador**: la orden debe quedar en el libro como creador. Si se ejecutaría al instante, se rechaza sin cambiarla.
- **GTC** (válida hasta cancelar, por defecto), **IOC** (ejecuta lo posible ahora y cancela el resto), **FOK** (todo al instante o nada).

### Conviene saber

- Una orden debe valer al menos **5 USDT**, con precio y cantidad en los pasos de precio y lote del mercado.
- Tus órdenes nunca se cruzan entre sí: se cancela la entrante.
- Comisión: 0,1 % de lo que recibes.
- Órdenes abiertas, historial de órdenes e historial de operaciones están bajo el gráfico; lo que retiene una orden abierta queda congelado y se libera al terminar.`,
  },
  'leveraged-contracts': {
    title: 'Contratos apalancados y liquidación',
    keywords: 'apalancamiento, margen, perpetuo, CFD, liquidación, límite de pérdidas, toma de ganancias, stop loss, take profit, largo, corto',
    body: `Las operaciones apalancadas ([/deal_c](/deal_c)) te permiten abrir una posición larga o corta mayor que tu margen. El margen sale de tu **cuenta de contratos**: transfiere USDT primero en la página de activos. La plataforma es la contraparte de cada posición.

### Apalancamiento máximo

Perpetuos cripto (BTC, ETH, SOL, XRP, DOGE, BNB) **100x**; forex **50x**; oro y plata **20x**; petróleo **10x**; acciones de EE. UU. **5x**. Forex, metales, petróleo y acciones solo se negocian en su horario de mercado.

### Liquidación

Las posiciones se valoran al **precio de marca** (el de referencia). Cuando el patrimonio de la posición (margen más ganancia o pérdida no realizada) cae a su **margen de mantenimiento**, se liquida al instante:

| Mercado | Margen de mantenimiento (del nocional) |
|---|---|
| Cripto | 0,5 % |
| Forex | 1 % |
| Metales | 2,5 % |
| Petróleo | 5 % |
| Acciones | 10 % |

El precio de liquidación se muestra antes de confirmar y en la posición. Cuanto mayor el apalancamiento, más cerca de tu entrada.

**Nunca pierdes más que el margen de la posición**: la pérdida que lo supere la cubre el fondo de seguro.

### Limita el riesgo

Fija un **límite de pérdidas** y una **toma de ganancias** al abrir o después; cierran la posición a mercado al alcanzarse. La financiación (cripto) y la comisión nocturna (CFD) se cobran del margen, lo que mueve un poco el precio de liquidación.`,
  },
  'delivery-contracts': {
    title: 'Contratos de entrega: sube o baja en un tiempo fijo',
    keywords: 'entrega, opción, binaria, sube, baja, pago, vencimiento, apuesta',
    body: `Un contrato de entrega ([/deal_jg](/deal_jg)) es una predicción de que el precio estará **más alto (sube)** o **más bajo (baja)** tras un tiempo fijo. Los importes salen de tu **cuenta de futuros**: transfiere USDT primero.

### Productos

| Duración | Pago si aciertas | Importe |
|---|---|---|
| 30 segundos | 80 % | 10 – 5.000 USDT |
| 60 segundos | 85 % | 10 – 10.000 USDT |
| 120 segundos | 88 % | 10 – 10.000 USDT |
| 300 segundos | 90 % | 10 – 10.000 USDT |

### Cómo se liquida

- El **precio de compra** es el último precio de referencia al comprar (se rechaza si tiene más de 5 segundos).
- El **precio de liquidación** es el de referencia en el segundo del vencimiento. Ambos precios y sus horas aparecen en la orden.
- **Aciertas**: recuperas el importe más importe × porcentaje de pago.
- **Fallas**: pierdes el importe.
- **Precio sin cambios**: empate, se devuelve el importe completo.

La duración y el porcentaje quedan fijados en tu orden al comprar. No hay comisión aparte. Las órdenes abiertas y liquidadas están en [/jgcc](/jgcc). Arriesga solo lo que puedas perder: un movimiento corto es casi lanzar una moneda.`,
  },
  'earn-products': {
    title: 'Rendimientos: cómo se acumulan los intereses y el rescate anticipado',
    keywords: 'rendimientos, intereses, ahorro, custodia, rendimiento, TAE, rescate, día de Hong Kong',
    body: `Rendimientos ([/profit_index](/profit_index)) paga intereses diarios por los USDT que depositas a plazo fijo. El principal pasa de tu cuenta de intercambio a tu propia cuenta de rendimientos, y las condiciones se copian en tu orden: un cambio posterior nunca la afecta.

### Productos

| Plazo | Tasa diaria | Aprox. anual | Rescate anticipado |
|---|---|---|---|
| 30 días | 0,012 % | 4,4 % | conservas los intereses |
| 180 días | 0,0164 % | 6,0 % | se retiene la mitad de los intereses |
| 365 días | 0,0219 % | 8,0 % | se pierden los intereses |

Cada orden es de 100 – 100.000 USDT, dentro de la capacidad restante del producto.

### Acumulación

- Los días son **días naturales de Hong Kong** (UTC+8). El día de compra es el **día 1**.
- Los intereses de un día se abonan cuando termina; tu orden lista cada día.
- El redondeo nunca te hace perder: el resto pasa al día siguiente, así el plazo paga exactamente principal × tasa × días, redondeado una sola vez.

### Vencimiento y rescate anticipado

Al vencer, principal e intereses se pagan el siguiente **día hábil** (sin fines de semana ni festivos publicados). Para salir antes, abre **Mi custodia** ([/profit_wdtg](/profit_wdtg)): la cotización muestra exactamente lo que recibirás. Si termina un día antes de confirmar, se te pide confirmar la nueva.`,
  },
  'usdt-loans': {
    title: 'Préstamos en USDT: intereses, recargo por mora y puntuación de crédito',
    keywords: 'préstamo, pedir prestado, intereses, recargo por mora, atraso, puntuación de crédito, límite, garantía',
    body: `Solicita un préstamo en USDT en [/repayment](/repayment). Necesitas un contacto confirmado y la **verificación básica**; el área de préstamos revisa cada solicitud con sus documentos.

### Productos

| Plazo | Interés | Importe |
|---|---|---|
| 30 días | 0,05 % al día | 100 – 50.000 USDT |
| 90 días | 0,04 % al día | 100 – 50.000 USDT |

Los intereses se cobran por los días que tienes el préstamo (al menos uno, como mucho el plazo), así que devolver antes cuesta menos. El calendario se muestra antes de solicitar.

### Recargo por mora

Tras el vencimiento se cobra un **recargo del 0,5 % del principal** por cada día terminado hasta que pagues. Paga con tu saldo o sube un comprobante de transferencia.

### Puntuación de crédito y límite

Tu límite depende de tu puntuación ([/credit](/credit)): base 50, +10 básica, +10 avanzada, +5 domicilio, +1 por cada 30 días de antigüedad (hasta 10), +3 por préstamo devuelto a tiempo (hasta 15), **−2 por día de atraso** (hasta −50).

| Puntuación | Límite (préstamos abiertos) |
|---|---|
| 60 | 1.000 USDT |
| 70 | 5.000 USDT |
| 80 | 20.000 USDT |
| 90 | 50.000 USDT |

### Préstamos con garantía cripto

Pide hasta el 65 % del valor del BTC o ETH que bloqueas, al 0,02 % diario. Al 75 % recibes un aviso de margen; al 85 % se vende la garantía necesaria (comisión del 2 %) para volver al 65 %.`,
  },
  'verification-levels': {
    title: 'Niveles de verificación de identidad y lo que desbloquean',
    keywords: 'KYC, verificación, identidad, DNI, pasaporte, básica, avanzada, domicilio, nombre real',
    body: `El equipo de cumplimiento revisa la verificación. Empieza en [/sfyz](/sfyz). Las imágenes deben ser JPG o PNG nítidos de menos de 8 MB; se guardan de forma privada y solo las ves tú y cumplimiento.

### Básica

Tu nacionalidad (la elegida al registrarte), tipo de documento, nombre real y número, con el **anverso, el reverso y una foto tuya sosteniendo el documento** y una nota firmada.

Desbloquea: **retiros**, **préstamos en USDT**, **compra rápida** (comprar; vender requiere además contraseña de transacciones). Suma 10 a tu puntuación de crédito.

### Avanzada

Requiere la básica: un **retrato** y una **foto sosteniendo el documento**.

Desbloquea: **retiros únicos de 20.000 USDT o más** y solicitar ser **comerciante de compra rápida**. Suma 10 a tu puntuación.

### Domicilio

Requiere la básica: tu dirección y una **factura de suministros** o extracto bancario reciente. Suma 5 a tu puntuación.

### Conviene saber

- Cada nivel está *pendiente* hasta revisarse, y luego *aprobado* o *rechazado* con el motivo del revisor; tras un rechazo puedes volver a enviarlo.
- Los datos aprobados no se pueden cambiar.
- **Una persona, una cuenta verificada**: se rechaza un número de documento ya verificado en otra cuenta.
- Recibes un mensaje en tu bandeja cuando hay una decisión.`,
  },
  'account-security': {
    title: 'Seguridad de la cuenta y autenticación en dos pasos',
    keywords: '2FA, autenticación en dos pasos, autenticador, TOTP, códigos de recuperación, contraseña, sesiones, nivel de seguridad',
    body: `Tu nivel de seguridad ([/security](/security)) cuenta cinco protecciones: **teléfono, correo, contraseña de transacciones, autenticación en dos pasos y pregunta de seguridad**. Las cinco: fuerte; tres o cuatro: débil; menos: peligroso. La página lista lo que falta.

### Autenticación en dos pasos (2FA)

1. Instala una app de autenticación (Google Authenticator, Microsoft Authenticator, Authy, 1Password…).
2. Escanea el QR de la página de seguridad e introduce el código de 6 dígitos para comprobar que funciona.
3. Guarda sin conexión los **diez códigos de recuperación** que se muestran una sola vez. Cada uno sirve una vez si pierdes el teléfono.

Con 2FA activa, cada inicio de sesión y cada cambio de seguridad pide un código, y un código solo se acepta una vez.

### Buenos hábitos

- Usa una contraseña de acceso única y una contraseña de transacciones de 6 dígitos **distinta**.
- Revisa **dispositivos y sesiones** en [/setting](/setting) y cierra las que no reconozcas.
- Tras **10 intentos fallidos** desde una dirección en 15 minutos, el acceso desde ella se pausa 15 minutos.
- Cambiar contraseña, teléfono, correo, 2FA o contraseña de transacciones pausa **los retiros 24 horas**. Si no hiciste el cambio, contacta con soporte de inmediato.`,
  },
  'anti-phishing-code': {
    title: 'Código antiphishing: cómo distinguir al personal real de los impostores',
    keywords: 'phishing, estafa, falso, impostor, código antiphishing, correo, soporte, personal',
    body: `Establece un **código antiphishing** en la página de seguridad ([/security](/security)): una palabra que solo conocemos tú y nosotros.

### Dónde lo verás

- En **cada correo** que enviamos a tu cuenta (códigos, avisos, alertas de seguridad).
- Junto a **cada mensaje de nuestro personal de soporte** en el chat en vivo ([/service](/service)).

Un correo o mensaje que dice venir de nosotros **sin tu código, o con uno incorrecto, es falso**. No abras sus enlaces ni respondas. Los SMS nunca llevan el código, así que trata con cuidado sus enlaces.

### Lo que el personal real nunca hace

- Pedir tu **contraseña de acceso, contraseña de transacciones, códigos de verificación, códigos 2FA o de recuperación**.
- Pedirte enviar cripto para «verificar», «desbloquear» o «mejorar» tu cuenta.
- Pedirte llevar una compra rápida, un pago o una conversación fuera de la plataforma.
- Contactarte primero por redes sociales o apps de mensajería.

### Si te han intentado engañar

No sigas el mensaje. Cambia tus contraseñas si las escribiste en algún sitio, revisa tus sesiones en [/setting](/setting) y avisa a soporte por el chat en vivo de este sitio.`,
  },
  'quick-buy-safety': {
    title: 'Seguridad en la compra rápida (P2P): depósito en garantía, pago y apelaciones',
    keywords: 'P2P, compra rápida, OTC, depósito en garantía, comerciante, liberar, apelación, estafa, transferencia bancaria',
    body: `La compra rápida ([/kjmbSelect](/kjmbSelect)) te permite comprar o vender USDT por dinero (CNY, USD, EUR, GBP, JPY) con comerciantes verificados.

### Cómo te protege la garantía

Al abrirse una orden, **los USDT del vendedor quedan bloqueados en garantía**. Solo salen si el vendedor los libera al comprador, el comprador cancela (vuelven al vendedor), vence el plazo de pago sin pagar, o el personal decide una apelación.

### Como comprador

1. Paga el importe exacto **dentro del plazo de pago** (15–30 minutos) a los datos del vendedor de la orden, por el método elegido. Usa una cuenta a tu nombre verificado.
2. Pulsa **He pagado** y adjunta el comprobante.
3. Nunca pagues fuera de los datos de la orden ni marques pagado antes de pagar.

### Como vendedor

**Nunca liberes antes de que el dinero haya llegado a tu propia cuenta.** Compruébalo en la app del banco o monedero: capturas, transferencias «pendientes» y mensajes pueden falsificarse. Liberar requiere tu contraseña de transacciones.

### Apelaciones

Si pagaste y el vendedor no libera, o algo va mal, pulsa **Apelar** con motivo y pruebas. Los USDT siguen en garantía hasta que decide el personal; ambas partes leen la decisión y su motivo.

### Límites

Comprar requiere verificación básica; vender, además, contraseña de transacciones. Hasta **3 órdenes sin pagar** a la vez; tras **3 cancelaciones** en un día de Hong Kong no puedes abrir órdenes hasta el día siguiente. Mantén toda la comunicación en el chat de la orden.`,
  },
};
