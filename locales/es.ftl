# Español (es). El archivo en español del catálogo, en la sintaxis de Project Fluent (el
# subconjunto que lee src/catalog/syntax.rs); en.ftl explica cómo funcionan los archivos. Se
# conservan todos los ids y variables de en.ftl.

## Times told (src/certainty)

# A time whose hour no source gives: its date and "time TBC".
told-when-tbc = { $date }, hora por confirmar
# Its date unknown on this clock: both dates it may fall on.
told-when-dates-tbc = { $first } o { $last }, fecha y hora por confirmar
told-estimated = { $when } (estimado)
told-at-latest = { $when } (a más tardar)
# The two dates a time may fall on, in a time told with its notes (told-marked).
told-either-date = { $first } o { $last }
told-zoned = { $when } ({ $zone })
# A time with what is uncertain about it: $tbc is none, time or date; $mark none, estimated or
# latest.
told-marked = { $when }{ $tbc ->
        [time] , hora por confirmar
        [date] , fecha y hora por confirmar
       *[none] {""}
    }{ told-mark-alone }
told-mark-alone = { $mark ->
        [estimated] {" "}(estimado)
        [latest] {" "}(a más tardar)
       *[none] {""}
    }
# The Chinese file joins a mark to a TBC note in one pair of brackets; English tells each apart.
told-mark-joined = { told-mark-alone }

standing-may-have-ended = puede haber terminado
standing-start-not-announced = inicio sin anunciar
end-not-announced = fin sin anunciar

# What is uncertain about a time, beside a phrase.
note-time-tbc = hora por confirmar
note-date-tbc = fecha y hora por confirmar
note-estimated = estimado
notes-beside = { $text } ({ $notes })
notes-join = {", "}

## Counts

unit-days = { $n ->
        [one] { $n } día
        [many] { $n } de días
       *[other] { $n } días
    }
unit-hours = { $n ->
        [one] { $n } hora
        [many] { $n } de horas
       *[other] { $n } horas
    }
unit-minutes = { $n ->
        [one] { $n } minuto
        [many] { $n } de minutos
       *[other] { $n } minutos
    }
unit-seconds = { $n ->
        [one] { $n } segundo
        [many] { $n } de segundos
       *[other] { $n } segundos
    }
units-join = {" "}

## Where an edge stands from now: $edge is start or end, $latest yes or no (an upper bound).

verb = { $edge ->
        [start] empieza
       *[end] termina
    }
rel-latest = { $latest ->
        [yes] {" "}a más tardar
       *[no] {""}
    }
rel-verb = { verb }{ rel-latest }
rel-tomorrow = { rel-verb } mañana
rel-in = { rel-verb } en { $span }
rel-in-about = { rel-verb } en aprox. { $span }

## Countdowns (the page, the card, the badge)

countdown-days = { $days } d { $hours } h
countdown-hours = { $hours } h { $minutes } min
countdown-minutes = { $minutes } min
countdown-left = quedan { $span }
countdown-starts-in = empieza en { $span }
# The words around a live countdown's number, and an upcoming one's.
countdown-left-before = quedan{" "}
countdown-left-after = {""}
countdown-starts-before = empieza en{" "}
countdown-starts-after = {""}
# An edge told by its date: $edge start or end; $mark none, estimated or latest; $tbc none,
# time or date.
countdown-dated = { $mark ->
        [estimated] { verb } ~{ $date } (estimado)
        [latest] { verb } a más tardar el { $date }{ countdown-tbc }
       *[none] { verb } el { $date }{ countdown-tbc }
    }
countdown-tbc = { $tbc ->
        [time] , hora por confirmar
        [date] , fecha y hora por confirmar
       *[none] {""}
    }

## Dates

# Two dates a time may fall on, where its date is not known on this clock.
dates-either = { $first } o { $last }
month-short = { $month ->
        [1] ene
        [2] feb
        [3] mar
        [4] abr
        [5] may
        [6] jun
        [7] jul
        [8] ago
        [9] sept
        [10] oct
        [11] nov
       *[12] dic
    }
date-month-day = { $day } { month-short }

## The dataset behind the calendar

behind-headline = La versión { $number } terminó el { $on }; la siguiente versión aún no está registrada aquí
behind-sentence = { $headline } — { $asof }; consulta los anuncios oficiales
behind-said = { $sentence }.
behind-short = siguiente versión aún no registrada
data-as-of = datos al { $at } ({ $zone })
nothing-upcoming = Aún no hay nada próximo registrado aquí.
nothing-upcoming-behind = La siguiente versión aún no está registrada aquí; consulta los anuncios oficiales para saber qué viene.

## Names (servers, categories, versions)

server-cn = CN (UTC+8)
server-asia = Global Asia (UTC+8)
server-americas-europe = Global América / Europa (UTC−5)
category-operator-plural = cazas de reclutas de operadores
category-arsenal-plural = solicitudes de arsenal
category-permanent-plural = contenido permanente
category-limited-plural = eventos por tiempo limitado
category-update-plural = actualizaciones
version-named-official = versión { $number } «{ $title }»
version-named = versión { $number } { $quoted }
# A name in 「」, unless it brings its own.
quoted = 「{ $name }」
list-join = {", "}

## End notes

end-official = oficial: 「{ $label }」
end-inferred = deducido: { $label }
end-official-before = oficial: 「
end-official-after = 」
end-inferred-before = deducido:{" "}
end-inferred-after = {""}
rule-after-headhuntings = termina tras { $count ->
        [one] { $count } banner de Caza de reclutas certificada
        [many] { $count } de banners de Caza de reclutas certificada
       *[other] { $count } banners de Caza de reclutas certificada
    }, a partir de { $from }
rule-version-end = termina antes de la actualización de versión y el mantenimiento
rule-with-event = termina con { $event }
# The generator's Chinese end wording, told in this language, phrase by phrase.
label-end-not-announced = fin sin anunciar
label-before-maintenance = antes de la actualización de versión y el mantenimiento
label-estimated = estimado: { $time }
label-at-latest = a más tardar { $time }
label-after-headhuntings = termina tras { $count ->
        [one] { $count } banner de Caza de reclutas certificada
        [many] { $count } de banners de Caza de reclutas certificada
       *[other] { $count } banners de Caza de reclutas certificada
    }
label-counted-from = a partir de 「{ $title }」
label-join = {"; "}
# An end label in the Chinese feeds, quoted or inferred.
label-official-feed = 「{ $label }」 (oficial)
label-inferred-feed = { $label } (deducido)

## Change records (the JSON's words, the Atom feed)

field-start = Inicio
field-end = Fin
field-title = Título
field-pool = Banner
field-end-label = Texto del fin
changed-start = inicio movido
changed-end-announced = fin anunciado
changed-end = fin movido
changed-title = renombrado
changed-pool = banner sustituido
changed-end-label = texto del fin cambiado
change-new-version = Nueva versión:{" "}
change-new = Nuevo:{" "}
change-changed = Cambiado:{" "}
change-removed = Eliminado:{" "}
atom-title = Calendario de Arknights: Endfield — cambios de calendario
atom-subtitle = Banners, actividades y versiones añadidos, eliminados o movidos. Horas en { $zone }. { -notice }
atom-author = endfield-calendar (no oficial, gestionado por la comunidad)
atom-entry-changed = { $title } ({ $words })
# What a record did: $kind is added, removed or changed.
atom-verb = { $kind ->
        [added] se añadió al calendario
        [removed] se eliminó del calendario
       *[changed] cambió
    }
atom-about-event-in-version = { $title } ({ $version }) { atom-verb }.
atom-about-event = { $title } { atom-verb }.
atom-about-version-named = { $version } { atom-verb }.
atom-about-version = La versión 「{ $title }」 { atom-verb }.
atom-nothing = —
atom-none = ninguno
atom-line = { $name }: { $value }
atom-line-moved = { $name }: { $before } → { $after }
atom-line-hour-hidden = { $name }: { $after } (antes daba una hora que ninguna fuente confirma)
atom-notices = Anuncio oficial: { $notices }.
atom-times-in = Horas en { $zone }. { -notice }
-notice = Datos comunitarios no oficiales, sin relación con los titulares de derechos del juego; prevalecen los anuncios oficiales y lo que muestra el juego.

## Notifications

reminder-heading = { $words }:{" "}
leads-before-start = { $leads } antes de cada inicio
leads-before-end = { $leads } antes de cada fin

## The badge and the card

badge-nothing = Endfield · nada activo ni próximo registrado
badge-title = Calendario de Arknights: Endfield (no oficial): { $text }
card-kind-operator = banner de operadores
card-kind-arsenal = banner de arsenal
card-kind-permanent = permanente
card-kind-limited = limitado
card-kind-update = actualización

## The page

page-no-limited-incomplete = No se ha recopilado ninguna actividad limitada activa (la lista de actividades de esta versión está incompleta).
page-no-limited = No hay ninguna actividad limitada activa.

## The generator's notes and start labels, in this language

note-end-capped-by-version = Fin sin anunciar: limitado al fin de su versión.
note-end-latest-allowed = Fin sin anunciar: el fin más tardío que permiten las fuentes (un límite superior).
note-start-hour-unconfirmed = La hora de inicio no está confirmada.
note-end-hour-unconfirmed = La hora de fin no está confirmada.
note-hours-unconfirmed = Las horas de inicio y de fin no están confirmadas.
note-end-by-version-rule = Fin deducido por una regla oficial: el fin de la versión 「{ $version }」 (el mantenimiento de actualización de la siguiente versión).
note-end-by-headhunting-rule = Fin deducido por una regla oficial: la { $count ->
        [1] 1.ª
        [2] 2.ª
        [3] 3.ª
       *[other] { $count }.ª
    } Caza de reclutas certificada desde 「{ $from }」 es 「{ $with }」; termina con ella.
start-after-version = tras el inicio de la versión
start-after-version-named = tras el inicio de la versión 「{ $version }」
start-after-update = tras la actualización de la versión 「{ $version }」
start-permanent-from = permanente desde el inicio de la versión 「{ $version }」

## The iCalendar feed

ics-name = Calendario de Arknights: Endfield
ics-name-filtered = Calendario de Arknights: Endfield — { $filters }
ics-name-from = desde { $from }
ics-name-until = hasta { $to }
# $sources: origin, partial or fallback (source.mode).
ics-description = Versiones, banners y actividades de Arknights: Endfield, horas en { $zone }. Datos actualizados el { $updated } ({ $zone }); { $sources ->
        [partial] solo respondió parte de las fuentes (las fuentes guardadas completan el resto)
        [fallback] generado sin conexión a partir de las fuentes guardadas (no se leyó la interfaz de estadísticas de origen)
       *[origin] respondió la interfaz de estadísticas de origen
    }; { $notices } anuncio(s) oficial(es) citado(s) (leídos por el generador o citados de un archivo de la lista de anuncios). { -notice }
ics-summary-start-unknown = {" "}(fecha de inicio desconocida)
ics-summary-open-ended = {" "}(sin fin)
ics-summary-end-estimated = {" "}(fin estimado)
ics-summary-time-tbc = {" "}(hora por confirmar)
ics-related = Relacionado: { $related }
ics-span = { $start } – { $end } ({ $zone })
ics-at = A las { $start } ({ $zone })
ics-open-ended = Empieza { $start } ({ $zone }). No hay fecha de fin anunciada: queda abierto, así que el calendario lo muestra como marcador de todo el día en su día de inicio.
ics-through-estimated-end = Empieza { $start } ({ $zone }). No hay fin oficial anunciado: el calendario lo muestra como de todo el día hasta su fin estimado, { $end }.
ics-through-version-end = Empieza { $start } ({ $zone }). No hay fin anunciado, ni siquiera provisional: el calendario lo muestra como de todo el día hasta el fin de su versión, { $end }, una estimación.
ics-estimated-end = Fin estimado: { $end }
ics-start-unknown = La fecha de inicio aún no se ha anunciado; la fecha mostrada es solo provisional.
ics-start-label = Inicio: { $label }
ics-end-label = Fin: { $label }
ics-featured = Destacados: { $names }
ics-names-join = {", "}
ics-source = Fuente: { $note }
ics-notice = { -notice }
ics-alarm = { $title } { $words }
ics-marker = { $title } termina { $end } ({ $zone }). Un marcador de aviso: el feed se pidió con ending={ $lead }.
    { -notice }

page-description = Calendario no oficial de Arknights: Endfield · { $server }: banners y eventos activos, lo que viene, una línea de tiempo y suscripciones de calendario.

## The feed builder's and the "Get notified" form's choices

feed-alarm-pt1h = 1 hora antes del inicio y del fin
feed-alarm-p1d = 1 día antes del inicio y del fin
feed-alarm-p1d-pt1h = 1 día y 1 hora antes
feed-ending-p1d = «termina pronto» 1 día antes
feed-ending-pt3h = «termina pronto» 3 horas antes
notify-ending-p1d = 1 día antes del fin
notify-ending-pt3h = 3 horas antes del fin

## The page (src/service/page/view/)

page-server = Servidor
page-server-2 = Servidor:{" "}
page-a-community-calendar-of-the = : un calendario comunitario del servidor CN, sin relación con los titulares de derechos del juego.{" "}
page-all-times-are-beijing-time = Todas las horas son de Pekín (Asia/Shanghai, UTC+8).
page-a-community-calendar-of-the-2 = : un calendario comunitario del servidor global de Asia (elaborado a partir de los anuncios del servidor CN: los servidores comparten un calendario), sin relación con los titulares de derechos del juego.{" "}
page-all-times-are-the-global = Todas las horas son las del servidor global de Asia (UTC+8).
page-a-community-calendar-of-the-3 = : un calendario comunitario del servidor global de América/Europa (elaborado a partir de los anuncios del servidor CN: los servidores comparten un calendario), sin relación con los titulares de derechos del juego.{" "}
page-all-times-are-the-global-2 = Todas las horas son las del servidor global de América/Europa (UTC−5).
page-unofficial = No oficial
page-where-it-differs-from-the = Donde difiera de los anuncios oficiales o del juego, vale lo oficial.{" "}
page-arknights-endfield-calendar = Calendario de Arknights: Endfield
page-page-navigation = Navegación de la página
page-live = Activo
page-upcoming = Próximamente
page-timeline = Línea de tiempo
page-banner-history = Historial de banners
page-subscribe = Suscribirse
page-language = Idioma
page-version = Versión{" "}
page-end-not-announced = fin sin anunciar
page-starts-in = Empieza en{" "}
page-start-date-and-time-tbc = Fecha y hora de inicio por confirmar
page-start-date-known-time-tbc = Fecha de inicio conocida, hora por confirmar
page-ended = Terminado
page-ends-in = Termina en{" "}
page-end-date-and-time-tbc = Fecha y hora de fin por confirmar
page-end-date-known-time-tbc = Fecha de fin conocida, hora por confirmar
page-this-version-s-activity-list = La lista de actividades de esta versión está incompleta: las actividades aún no recopiladas no se muestran.
page-the-data-holds-no-version = Los datos no contienen ninguna versión.
page-no-pool-is-live = No hay ningún banner activo.
page-their-estimated-end-has-passed = Su fin estimado ya pasó; no hay fin oficial anunciado.
page-none = Ninguno.
page-text-2 = {" "}
page-text-3 = (
page-text-4 = )
page-their-estimated-start-has-passed = Su inicio estimado ya pasó; aún no hay inicio oficial anunciado.
page-rate-up = Destacados:{" "}
page-operator-pool = Banner de operadores
page-arsenal-pool = Banner de arsenal
page-permanent = Permanente
page-limited = Limitado
page-update = Actualización
page-text-5 = ;{" "}
page-text-6 = quedan{" "}
page-left-until = , hasta el{" "}
page-ends = Termina:{" "}
page-permanent-no-end = Permanente, sin fin
page-end-not-announced-2 = Fin sin anunciar
page-start-not-announced = Inicio sin anunciar
page-was-estimated-for = {" "}(estimado para el{" "}
page-text-7 = )
page-text-8 = {" "}(
page-to-go = {" "}para el inicio,{" "}
page-the-upstream-answered-origin = la fuente de origen respondió (origin)
page-only-part-of-the-sources = solo respondió parte de las fuentes; las fuentes guardadas completan el resto (partial)
page-built-offline-from-the-kept = generado sin conexión a partir de las fuentes guardadas, sin la fuente de origen (fallback)
page-sources-the-game-s-official = Fuentes: los anuncios oficiales del juego (
page-text-9 = {""}
page-cited-read-by-the-generator = {" "}citados, leídos por el generador o citados de un archivo de la lista de anuncios), la interfaz pública de la fuente de origen (
page-and-community-records-every-fact = ) y registros de la comunidad (cada dato indica su fuente). Este es un proyecto comunitario no oficial; los anuncios oficiales y el juego son la referencia.
page-data-last-updated = Datos actualizados el{" "}
page-upstream-data-of = , datos de origen del{" "}
page-page-generated = ; página generada el{" "}
page-text-10 = .
page-last-recorded-version = Última versión registrada
page-current-version = Versión actual
page-live-now = Activo ahora
page-pools = Banners
page-updates = Actualizaciones
page-may-have-ended = Puede haber terminado
page-permanent-2 = Permanente
page-add-pools-and-events-to = Añade banners y eventos a tu app de calendario; seguirá cada actualización de los datos. Elige un ajuste predefinido o escoge:
page-presets = Predefinidos
page-none-checked-every-category = Nada marcado = todas las categorías.
page-all-versions = Todas las versiones
page-all = Todo
page-live-2 = Activo
page-no-alarm = Sin alarma
page-none-2 = Ninguno
page-some-calendar-apps-google-calendar = Algunas apps de calendario (Google Calendar) ignoran las alarmas de los calendarios suscritos; elige allí un evento «termina pronto».
page-copy = Copiar
page-webcal-link-apple-calendar-and = enlace webcal (Apple Calendar y Outlook lo abren directamente)
page-google-calendar = Google Calendar
page-on-the-web-settings-add = En la web: Configuración → Añadir calendario → Desde URL, y pega el enlace https de arriba. Los teléfonos siguen la cuenta.
page-apple-calendar = Apple Calendar
page-iphone-ipad-tap-open-in = iPhone / iPad: toca «Abrir en la app de calendario». Mac: Archivo → Nueva suscripción a calendario, y pega el enlace.
page-outlook-on-the-web-add = Outlook en la web: Agregar calendario → Suscribirse desde la web, y pega el enlace https.
page-new-calendar-on-the-network = Nuevo calendario → En la red, pega el enlace https, formato iCalendar (ICS).
page-calendar-apps-refresh-a-subscription = Las apps de calendario actualizan una suscripción cada pocas horas; las horas se escriben en UTC y se muestran en tu zona horaria.
page-icalendar-feed-ics = Feed iCalendar (ICS)
page-schedule-changes-atom-feed = Cambios de calendario (feed Atom)
page-what-was-added-or-moved = : lo que se añadió o movió, para un lector de feeds —{" "}
page-openapi-document = Documento OpenAPI
page-download-the-whole-dataset-events = Descargar todos los datos (events.json)
page-the-latest-rolling-release = , la última versión continua
page-source-code = Código fuente
page-subscribe-2 = Suscribirse
page-categories = Categorías
page-version-2 = Versión
page-status = Estado
page-server-3 = Servidor
page-alarm = Alarma
page-ending = Termina pronto
page-get-links = Obtener enlaces
page-feed-url = URL del feed
page-open-in-calendar-app = Abrir en la app de calendario
page-how-to-subscribe = Cómo suscribirse
page-data-api = Datos y API
page-what-is-stored-the-webhook = Qué se guarda: la URL del webhook (cifrada, nunca mostrada ni registrada), las categorías, el servidor, los avisos y el idioma elegidos, y un hash del token de gestión.
page-to-unsubscribe-delete-the-webhook = Para darte de baja: elimina el webhook en Discord (la suscripción se detiene en su siguiente publicación) o envía un DELETE con el token de gestión (la página tras suscribirte da el comando).
page-get-new-versions-schedule-changes = Recibe nuevas versiones, cambios de calendario y avisos de inicio/fin en tu canal de Discord: crea un webhook (ajustes del canal → Integraciones → Webhooks), copia su URL y pégala aquí. El calendario publica primero una confirmación.
page-no-reminder = Sin aviso
page-none-3 = Ninguno
page-get-notified-arknights-endfield-calendar = Recibir avisos · Calendario de Arknights: Endfield
page-the-confirmation-is-in-your = La confirmación está en tu canal.
page-the-management-token-is-shown = El token de gestión se muestra solo esta vez: guárdalo ahora.
page-subscription-id = ID de suscripción:{" "}
page-management-token = Token de gestión:{" "}
page-to-see-it = Para verla:{" "}
page-to-unsubscribe = Para darte de baja:{" "}
page-put-this-site-s-address = (Pon la dirección de este sitio delante de la ruta.)
page-nothing-was-stored-why = No se guardó nada. Motivo:{" "}
page-back-to-the-calendar = Volver al calendario
page-get-notified = Recibir avisos
page-discord-webhook-url = URL del webhook de Discord
page-reminder = Aviso
page-subscribe-3 = Suscribirse
page-subscribed = Suscrito
page-not-subscribed = No suscrito
page-everything-of-the-current-version = Todo lo de la versión actual y sus vecinas; las líneas verticales separan versiones, la línea roja es ahora. El gráfico se desplaza en horizontal.
page-jump-to-now = Ir a ahora
page-timeline-scrolls-sideways = Línea de tiempo (se desplaza en horizontal)
page-now = ahora
page-text-11 = :{" "}
page-permanent-3 = permanente
page-not-announced = sin anunciar
page-versions-on-the-timeline = Versiones en la línea de tiempo
page-every-rate-up-6-operator = Cada operador y arma 6★ destacados con sus banners (reediciones incluidas) en un mismo eje; primero los que llevan más tiempo sin salir, la línea roja es ahora, una barra pálida no ha empezado o no tiene fin anunciado. Sigue un nombre para suscribirte a sus banners.
page-the-data-names-no-rate = Los datos no nombran ninguna unidad destacada.
page-operator = Operador
page-weapon = Arma
page-its-pools = : sus banners
page-live-now-2 = activo ahora
page-not-run-yet = aún no ha salido
page-next = próximo:{" "}
page-h1 = Calendario de Arknights: Endfield
page-trademark = Arknights: Endfield es una marca de sus titulares de derechos; este sitio no tiene relación con ellos.
page-runs = { $count ->
        [one] { $count } edición
        [many] { $count } de ediciones
       *[other] { $count } ediciones
    }
# $count is where the number stands (set in bold); $days chooses the plural.
page-days-since-last = { $days ->
        [one] { $count } día desde la última
        [many] { $count } de días desde la última
       *[other] { $count } días desde la última
    }

## Why the "Get notified" form's subscription was refused

refused-rate-limited = Demasiadas solicitudes: inténtalo de nuevo en { $seconds ->
        [one] { $seconds } segundo
        [many] { $seconds } de segundos
       *[other] { $seconds } segundos
    }.
refused-invalid = No se aceptó la URL del webhook o una opción: pega una URL de webhook de Discord (https://discord.com/api/webhooks/…) y elige entre las opciones ofrecidas.
refused-webhook-not-allowed = Esta URL de webhook no está permitida: solo se acepta la URL de un webhook de Discord.
refused-webhook-not-confirmed = No se pudo publicar la confirmación: comprueba que la URL del webhook es correcta y que el webhook aún existe.
refused-full = Por ahora no se aceptan más suscripciones; inténtalo más tarde.
refused-other = No se pudo crear la suscripción; inténtalo más tarde.

## Notifications (src/notify/)

notify-start = Inicio
notify-end = Fin
notify-featured = Destacados
notify-sep = ,{" "}
notify-unofficial-arknights-endfield-calendar = Calendario no oficial de Arknights: Endfield
notify-official-notice = {" "}· anuncio oficial{" "}
notify-sep-2 = :{" "}
notify-test-message-from-the-calendar = Mensaje de prueba del calendario — sin cambios de calendario
notify-target = El destino «
notify-works-the-schedule-changes-and = » funciona: los cambios de calendario y los avisos del calendario no oficial de Arknights: Endfield se publicarán aquí.
notify-subscribed-the-unofficial-arknights-endfield = Suscrito: el calendario no oficial de Arknights: Endfield publicará aquí.
notify-schedule-changes = Cambios de calendario
notify-reminders = Avisos
notify-server = Servidor
notify-language = Idioma
notify-english = Español
notify-to-stop = Para detenerlo
notify-every-category-and-new-versions = todas las categorías y las nuevas versiones
notify-every-category = todas las categorías
notify-only-pools-featuring = , solo banners con{" "}
notify-sep-3 = {""}
notify-none = ninguno
notify-sep-4 = ;{" "}
notify-remove-the-target-from-the = quitar el destino del archivo de destinos
notify-send-delete = enviar DELETE{" "}
notify-with-the-management-token-the = {" "}con el token de gestión que dio la respuesta de la suscripción (Authorization: Bearer …)
notify-or-delete-this-webhook-in = , o eliminar este webhook en Discord

## The page's presets, the rate-limited page, the countdown card

page-preset-all-pools = Todos los banners
page-preset-operator-pools = Banners de operadores
page-preset-limited = Actividades limitadas
page-preset-everything = Todo
limited-title = Demasiadas solicitudes · Calendario de Arknights: Endfield
limited-heading = Demasiadas solicitudes
# $wait is where the wait stands (set in bold, as limited-wait tells it); $seconds chooses the plural.
limited-try-again = Tú (o alguien que comparte tu dirección de red) enviaste demasiadas solicitudes en poco tiempo. Inténtalo de nuevo en { $wait }{ $seconds ->
        [one] {""}
        [many] {""}
       *[other] {""}
    }; esta página se recargará sola entonces.
limited-wait = { $seconds } s
card-title = Calendario de Arknights: Endfield · cuenta atrás
card-nothing = Aquí no hay nada activo ni próximo registrado.
card-link = Calendario de Endfield (no oficial)
page-json-api = API JSON

## MCP's tools' texts (for language models; the Chinese file keeps them in English, as they were)

mcp-not-announced = sin anunciar
mcp-span = { $start } → { $end }
mcp-summary-events = { $total ->
        [one] { $total } evento
        [many] { $total } de eventos
       *[other] { $total } eventos
    }, horas en { $zone }:
mcp-summary-changes = { $total ->
        [one] { $total } cambio
        [many] { $total } de cambios
       *[other] { $total } cambios
    }, horas en { $zone }:
mcp-summary-units = { $total ->
        [one] { $total } unidad
        [many] { $total } de unidades
       *[other] { $total } unidades
    }, horas en { $zone }:
mcp-and-more = … y { $more } más (structuredContent los lista todos)
mcp-end = {"; "}fin: { $note }
mcp-featured = {"; "}destacados: { $names }
mcp-event-line = - { $title } [{ $category }, { $status }] { $span }{ $more } ({ $id })
mcp-change-line = - { $at } { $kind } { $subject } { $title } ({ $key }; { $words })
mcp-join = {", "}
mcp-record-stops = El registro se detiene en su cambio más reciente, { $newest }; los datos se generaron el { $generated }: los cambios posteriores aún no están registrados.
mcp-record-empty = El registro no contiene ningún cambio; los datos se generaron el { $generated }: los cambios posteriores aún no están registrados.
mcp-times-in = Horas en { $zone }.
mcp-unit-names = { $name } ({ $en })
mcp-unit-runs = { $names }, { $kind }: { $n ->
        [one] { $n } edición iniciada
        [many] { $n } de ediciones iniciadas
       *[other] { $n } ediciones iniciadas
    }
mcp-unit-live = , una activa ahora
mcp-unit-days-since = , { $n ->
        [one] { $n } día
        [many] { $n } de días
       *[other] { $n } días
    } desde que terminó la última
mcp-unit-next = ; la próxima edición empieza { $start }
mcp-unit-no-next = ; aún no hay próxima edición registrada aquí
mcp-run-line = { $title } [{ $status }] { $span } ({ $id })

## Chat (src/chat/): the commands' answers in Discord, Telegram and QQ, and their descriptions

chat-notice = Calendario comunitario no oficial: los avisos oficiales y el juego tienen la última palabra.
chat-more = … y { $n } más
chat-now-title = Ahora · { $server }
chat-next-title = Próximamente · { $server }
chat-version-ends = termina { $when }
chat-version-starts = empieza { $when }
chat-live = Activo ahora:
chat-nothing-live = No hay nada activo ahora mismo.
chat-next-not-recorded = La próxima versión aún no está registrada aquí.
chat-upcoming = Próximamente:
chat-unit-ask = Indica una unidad, por ejemplo su nombre en inglés o en chino.
chat-unit-unknown = No hay ninguna unidad destacada con ese nombre registrada aquí.
chat-unit-runs = { $n ->
        [one] { $n } banner hasta ahora
       *[other] { $n } banners hasta ahora
    }
chat-unit-last = Último banner:
chat-unit-live = activo ahora
chat-unit-days-since = { $n ->
        [one] terminó hace { $n } día
       *[other] terminó hace { $n } días
    }
chat-unit-next = Próximo banner:
chat-unit-no-next = El próximo banner aún no está registrado aquí.
chat-help = Comandos
chat-no-reminders = sin recordatorios
chat-status-on = Este chat está suscrito: { $server }, { $lang }, recordatorio { $lead } antes de cada inicio.
chat-status-off = Este chat no está suscrito.
chat-subscribed = Suscrito: aquí se publicarán los anuncios y un recordatorio { $lead } antes de cada inicio.
chat-already-subscribed = Este chat ya está suscrito.
chat-unsubscribed = Suscripción cancelada: aquí no se publicará nada más.
chat-not-subscribed = Este chat no está suscrito.
chat-not-allowed = Solo un administrador de este chat puede cambiar su suscripción.
chat-group-only = Las suscripciones se hacen en un grupo o un canal de servidor, no en un chat privado.
chat-failed = No se pudo cambiar la suscripción ahora; no cambió nada. Inténtalo más tarde.
chat-option-invalid = No se pudo leer esta opción:
chat-option-accepted = Opciones posibles: { $options }
chat-slow-down = Demasiados comandos: este chat no recibirá respuestas durante un minuto.
chat-unknown = Comando desconocido. Envía { $help } para ver la lista.
chat-webhook-name = Calendario de Endfield
# A chat endpoint's refusals (read by the platform's servers and their operators).
chat-refused-unauthorized = la firma o el secreto de la actualización falta, es falso o ha caducado
chat-refused-unreadable = el cuerpo no es una actualización de esta plataforma
chat-cmd-endfield = El calendario no oficial de Arknights: Endfield
chat-cmd-now = La versión actual y lo que está activo
chat-cmd-next = Lo que viene
chat-cmd-unit = Los banners de una unidad: último, próximo, días desde entonces
chat-cmd-unit-name = El nombre de la unidad
chat-cmd-unit-placeholder = NOMBRE
chat-cmd-subscribe = Publicar aquí anuncios y recordatorios (admins)
chat-cmd-unsubscribe = Dejar de publicar aquí (admins)
chat-cmd-status = Si este chat está suscrito
chat-cmd-help = Los comandos
chat-cmd-server = El reloj de qué servidor
chat-cmd-lang = El idioma de las publicaciones
chat-cmd-category = Solo estas categorías (operator, arsenal, limited, permanent, update)

## Dates: CLDR patterns

date-year-month-day = { $day } { month-short } { $year }
time-pattern = H:mm
date-time = { $date }, { $time }

## Errors

error-invalid-query = consulta no válida
error-invalid-parameter = parámetro de consulta `{ $parameter }` no válido: { $message }
error-more-problems = { $message } (y { $more ->
        [one] 1 problema más
       *[other] { $more } problemas más
    }, ver details)
error-more-problems-listed = { $message } (y { $more ->
        [one] 1 problema más
       *[other] { $more } problemas más
    }; details solo enumera los primeros { $listed })
error-not-found = no hay ningún recurso en `{ $path }`; la API está en { $api }
error-method-not-allowed = el método `{ $method }` no está permitido; usa { $allow }
error-rate-limited = demasiadas solicitudes; vuelve a intentarlo en { $seconds } s
error-internal = error interno del servidor
error-bad-request = solicitud incorrecta: { $why }
error-uri-too-long = el destino de la solicitud es demasiado largo
error-headers-too-large = los encabezados de la solicitud son demasiado grandes
error-request-timeout = no llegó un encabezado de solicitud completo dentro del tiempo de espera
problem-encoding = la codificación porcentual no se decodifica como texto UTF-8
problem-unknown-events = parámetro desconocido; los parámetros son { $events }, y en /api/v1/events.ics también { $feed }
problem-unknown-on = parámetro desconocido; los parámetros de { $path } son { $parameters }
problem-duplicate = dado más de una vez
problem-empty = no tiene valor; omite el parámetro para no aplicar ningún filtro
problem-empty-range = `from` debe ser anterior a `to`: el intervalo [from, to) quedaría vacío
problem-version = se esperaba `all`, una clave de versión como `version-5` o un número como `5`
problem-unknown-version = no existe esa versión; las versiones son { $versions }
problem-too-many-durations = como máximo { $max } duraciones, separadas por comas
problem-duration = se esperaba una duración ISO 8601 mayor que cero y de como máximo P7D, como P1D, PT1H o P2DT12H
problem-too-many-names = como máximo { $max } nombres
problem-empty-item = elemento vacío en la lista separada por comas
problem-name-too-long = un nombre tiene como máximo { $max } caracteres
problem-name-control = un nombre no contiene caracteres de control
problem-all-and-categories = `all` no se puede combinar con categorías
problem-unknown-category = categoría desconocida; se esperaba `all` o una lista separada por comas de { $categories }
problem-server = se esperaba cn, asia o americas-europe
problem-expected-one-of = se esperaba uno de { $values }
problem-datetime = se esperaba una marca de tiempo RFC 3339 con desfase, como 2026-08-01T00:00:00+08:00 o 2026-07-31T16:00:00Z
problem-limit = debe ser un número entero de 1 a { $max }
problem-theme = debe ser light, dark o transparent
mcp-problem-argument = argumento desconocido; los argumentos de unit_history son { $arguments }
mcp-problem-name = unit_history necesita el nombre de la unidad (en chino o en inglés oficial)
bad-request-host = el encabezado Host no es un host[:port] válido
bad-request-hosts = más de un encabezado Host
bad-request-alarm = ese `alarm` no se ofrece
bad-request-ending = ese `ending` no se ofrece
mcp-unit-unknown = no hay ninguna unidad llamada «{ $name }» en los datos: ninguna caza de reclutas ni solicitud de arsenal la destaca (un nombre es exactamente el chino, o el inglés oficial); list_units enumera todas las unidades

## Names

# A name shown untranslated (its title): never "not announced".
names-untranslated = No hay nombre oficial en español registrado aquí

## Subscriptions refused
subscription-invalid = suscripción no válida: { $problems }
subscription-invalid-body = suscripción no válida
subscription-problems = { $list }; { $next }
subscription-not-allowed = webhook no permitido: { $why }
subscription-not-confirmed = el webhook no aceptó el mensaje de confirmación; no se guardó nada
subscription-too-large = el cuerpo supera los { $bytes } bytes
subscription-not-json = envía la suscripción como Content-Type: application/json
subscription-method = método no permitido; usa { $allow }
subscription-full = este servidor no acepta más suscripciones
subscription-cross-site = una suscripción solo se crea desde la página de este sitio o sin navegador; no se guardó nada
subscription-json-secret = una suscripción `json` no lleva `secret`: el servidor genera uno y lo entrega una sola vez en su respuesta
subscription-not-object = el cuerpo no es un objeto de suscripción: línea { $line }, columna { $column }: { $place }{ $kind }
subscription-url-not-url = `url` no es una URL
subscription-url-discord = una URL de `discord` es https://discord.com/api/webhooks/<id>/<token> (o discordapp.com, ptb., canary.)
subscription-url-not-public = `url` no es una dirección pública (se rechazan las direcciones de loopback, privadas, de enlace local y otras de uso especial)
subscription-url-http = `url` no es una URL https (http simple solo hacia un host de loopback que el servidor permite)
subscription-url-not-resolved = el host de `url` no se resuelve
subscription-url-not-answered = el host de `url` no se puede resolver ahora (su servidor de nombres falló); inténtalo más tarde
subscription-disabled-unopened = no se abre con esta clave
subscription-disabled-gone = el receptor { $why }: su webhook ya no existe
subscription-disabled-failures = { $failures } entregas seguidas no aceptadas (la última: { $why })
json-not-valid-because = no es JSON válido ({ $why })
json-not-valid = no es JSON válido
json-unreadable = ilegible
json-wrong-type = { $expected ->
        [string] un valor del tipo equivocado, se esperaba una cadena
        [number] un valor del tipo equivocado, se esperaba un número entero
        [array] un valor del tipo equivocado, se esperaba un arreglo
        [object] un valor del tipo equivocado, se esperaba un objeto
       *[none] un valor del tipo equivocado
    }
json-out-of-range = { $expected ->
        [string] un valor fuera de rango, se esperaba una cadena
        [number] un valor fuera de rango, se esperaba un número entero
        [array] un valor fuera de rango, se esperaba un arreglo
        [object] un valor fuera de rango, se esperaba un objeto
       *[none] un valor fuera de rango
    }
json-unknown-field = un campo desconocido (docs/notify.md enumera los campos de un destino)
json-missing-field = falta `{ $field }`
json-field-twice = `{ $field }` aparece dos veces
json-wrong-length = una lista de longitud equivocada
json-does-not-fit = un valor que no encaja
target-url-too-long = `url` supera los 2048 bytes
target-url-space = `url` contiene un espacio o un carácter de control
target-url-not-https = `url` no es una URL https (http simple solo hacia una dirección de loopback, para pruebas)
target-url-user = `url` contiene un nombre de usuario o una contraseña (`user@`): no permitido
target-name = `name` tiene de 1 a { $max } letras ASCII, dígitos, `.`, `_` o `-`
target-kind = `kind` es `discord`, `json`, `telegram` u `onebot`
target-onebot-secret = `secret` es el token de acceso de OneBot: de 1 a 256 caracteres ASCII visibles
target-no-secret = un destino `{ $kind }` no lleva `secret`
target-chat-id = `chatId` es el número de un chat (`-1001234567890`) o el `@username` de un canal
target-chat-id-needed = un destino `telegram` necesita `chatId`
target-chat-id-only = solo un destino `telegram` lleva `chatId`
target-group-id-needed = un destino `onebot` necesita `groupId`, el número de un grupo de QQ
target-group-id-only = solo un destino `onebot` lleva `groupId`
target-invalid-field = campo `{ $field }` no válido: { $message }
target-invalid-field-value = campo `{ $field }` no válido: { $message } (`{ $value }`)
target-env-name = `{ $field }Env` es el nombre de una variable de entorno (A-Z, 0-9, _)
target-both = da `{ $field }` o `{ $field }Env`, no ambos
target-required = se requiere `{ $field }` o `{ $field }Env`
delivery-no-connection = sin conexión
delivery-timed-out = tiempo agotado
delivery-failed = la solicitud falló
delivery-lost = { $why } después de enviar la solicitud
delivery-rate-limited-long = limitado durante { $seconds } s, más de lo que espera una ejecución
delivery-rate-limited = limitado (429)
delivery-answered = respondió { $status }
delivery-telegram-refused = Telegram respondió `ok: false`
delivery-onebot-refused = la implementación de OneBot respondió retcode { $retcode }
delivery-attempts = { $attempts ->
        [one] { $why } ({ $attempts } intento)
       *[other] { $why } ({ $attempts } intentos)
    }
delivery-out-of-time = el tiempo de la ejecución se acabó antes de un intento
delivery-out-of-time-after = { $why }; el tiempo de la ejecución se acabó

## The page's script (src/service/page/page.js)

# Beside a time, the same moment on the viewer's clock ($time: its date and time in its zone).
page-local-time = {" "}(hora local { $time })
