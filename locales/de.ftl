# Deutsch (de). Die deutsche Datei des Katalogs, in Project Fluents Syntax (der Teilmenge, die
# src/catalog/syntax.rs liest); en.ftl beschreibt, wie die Dateien funktionieren. Jede Id und
# jede Variable von en.ftl bleibt erhalten.

## Times told (src/certainty)

# A time whose hour no source gives: its date and "time TBC".
told-when-tbc = { $date }, Uhrzeit noch offen
# Its date unknown on this clock: both dates it may fall on.
told-when-dates-tbc = { $first } oder { $last }, Datum und Uhrzeit noch offen
told-estimated = { $when } (voraussichtlich)
told-at-latest = { $when } (spätestens)
# The two dates a time may fall on, in a time told with its notes (told-marked).
told-either-date = { $first } oder { $last }
told-zoned = { $when } ({ $zone })
# A time with what is uncertain about it: $tbc is none, time or date; $mark none, estimated or
# latest.
told-marked = { $when }{ $tbc ->
        [time] , Uhrzeit noch offen
        [date] , Datum und Uhrzeit noch offen
       *[none] {""}
    }{ told-mark-alone }
told-mark-alone = { $mark ->
        [estimated] {" "}(voraussichtlich)
        [latest] {" "}(spätestens)
       *[none] {""}
    }
# The Chinese file joins a mark to a TBC note in one pair of brackets; English tells each apart.
told-mark-joined = { told-mark-alone }

standing-may-have-ended = möglicherweise beendet
standing-start-not-announced = Beginn nicht angekündigt
end-not-announced = kein Ende angekündigt

# What is uncertain about a time, beside a phrase.
note-time-tbc = Uhrzeit noch offen
note-date-tbc = Datum und Uhrzeit noch offen
note-estimated = voraussichtlich
notes-beside = { $text } ({ $notes })
notes-join = {", "}

## Counts

unit-days = { $n ->
        [one] { $n } Tag
       *[other] { $n } Tagen
    }
unit-hours = { $n ->
        [one] { $n } Stunde
       *[other] { $n } Stunden
    }
unit-minutes = { $n ->
        [one] { $n } Minute
       *[other] { $n } Minuten
    }
unit-seconds = { $n ->
        [one] { $n } Sekunde
       *[other] { $n } Sekunden
    }
units-join = {" "}

## Where an edge stands from now: $edge is start or end, $latest yes or no (an upper bound).

verb = { $edge ->
        [start] beginnt
       *[end] endet
    }
rel-latest = { $latest ->
        [yes] {" "}spätestens
       *[no] {""}
    }
rel-verb = { verb }{ rel-latest }
rel-tomorrow = { rel-verb } morgen
rel-in = { rel-verb } in { $span }
rel-in-about = { rel-verb } in etwa { $span }

## Countdowns (the page, the card, the badge)

countdown-days = { $days } T. { $hours } Std.
countdown-hours = { $hours } Std. { $minutes } Min.
countdown-minutes = { $minutes } Min.
countdown-left = noch { $span }
countdown-starts-in = beginnt in { $span }
# The words around a live countdown's number, and an upcoming one's.
countdown-left-before = noch{" "}
countdown-left-after = {""}
countdown-starts-before = beginnt in{" "}
countdown-starts-after = {""}
# An edge told by its date: $edge start or end; $mark none, estimated or latest; $tbc none,
# time or date.
countdown-dated = { $mark ->
        [estimated] { verb } voraussichtlich am { $date }
        [latest] { verb } spätestens am { $date }{ countdown-tbc }
       *[none] { verb } am { $date }{ countdown-tbc }
    }
countdown-tbc = { $tbc ->
        [time] , Uhrzeit noch offen
        [date] , Datum und Uhrzeit noch offen
       *[none] {""}
    }

## Dates

# Two dates a time may fall on, where its date is not known on this clock.
dates-either = { $first } oder { $last }
month-short = { $month ->
        [1] Jan.
        [2] Feb.
        [3] März
        [4] Apr.
        [5] Mai
        [6] Juni
        [7] Juli
        [8] Aug.
        [9] Sept.
        [10] Okt.
        [11] Nov.
       *[12] Dez.
    }
date-month-day = { $day }. { month-short }

## The dataset behind the calendar

behind-headline = Version { $number } endete am { $on }; die nächste Version ist hier noch nicht erfasst
behind-sentence = { $headline } – { $asof }; siehe die offiziellen Ankündigungen
behind-said = { $sentence }.
behind-short = nächste Version noch nicht erfasst
data-as-of = Datenstand { $at } ({ $zone })
nothing-upcoming = Hier ist noch nichts Bevorstehendes erfasst.
nothing-upcoming-behind = Die nächste Version ist hier noch nicht erfasst; was als Nächstes kommt, steht in den offiziellen Ankündigungen.

## Names (servers, categories, versions)

server-cn = CN (UTC+8)
server-asia = Global Asia (UTC+8)
server-americas-europe = Global Amerika / Europa (UTC−5)
category-operator-plural = Operator-Rekrutierungen
category-arsenal-plural = Waffenausgaben
category-permanent-plural = dauerhafte Inhalte
category-limited-plural = zeitlich begrenzte Events
category-update-plural = Updates
version-named-official = Version { $number } „{ $title }“
version-named = Version { $number } { $quoted }
# A name in 「」, unless it brings its own.
quoted = 「{ $name }」
list-join = {", "}

## End notes

end-official = offiziell: 「{ $label }」
end-inferred = abgeleitet: { $label }
end-official-before = offiziell: 「
end-official-after = 」
end-inferred-before = abgeleitet:{" "}
end-inferred-after = {""}
rule-after-headhuntings = endet nach { $count ->
        [one] { $count } „Rekrutierung: Priorisiert“-Banner
       *[other] { $count } „Rekrutierung: Priorisiert“-Bannern
    }, gezählt ab { $from }
rule-version-end = endet vor dem Versionsupdate und der Wartung
rule-with-event = endet mit { $event }
# The generator's Chinese end wording, told in this language, phrase by phrase.
label-end-not-announced = Ende nicht angekündigt
label-before-maintenance = vor dem Versionsupdate und der Wartung
label-estimated = voraussichtlich { $time }
label-at-latest = spätestens { $time }
label-after-headhuntings = endet nach { $count ->
        [one] { $count } „Rekrutierung: Priorisiert“-Banner
       *[other] { $count } „Rekrutierung: Priorisiert“-Bannern
    }
label-counted-from = gezählt ab 「{ $title }」
label-join = {"; "}
# An end label in the Chinese feeds, quoted or inferred.
label-official-feed = 「{ $label }」 (offiziell)
label-inferred-feed = { $label } (abgeleitet)

## Change records (the JSON's words, the Atom feed)

field-start = Beginn
field-end = Ende
field-title = Titel
field-pool = Pool
field-end-label = Ende-Angabe
changed-start = Beginn verschoben
changed-end-announced = Ende angekündigt
changed-end = Ende verschoben
changed-title = umbenannt
changed-pool = Pool ersetzt
changed-end-label = Ende-Angabe geändert
change-new-version = Neue Version:{" "}
change-new = Neu:{" "}
change-changed = Geändert:{" "}
change-removed = Entfernt:{" "}
atom-title = Arknights: Endfield-Kalender – Terminänderungen
atom-subtitle = Hinzugefügte, entfernte oder verschobene Pools, Events und Versionen. Zeiten in { $zone }. { -notice }
atom-author = endfield-calendar (inoffiziell, von der Community betrieben)
atom-entry-changed = { $title } ({ $words })
# What a record did: $kind is added, removed or changed.
atom-verb = { $kind ->
        [added] wurde zum Kalender hinzugefügt
        [removed] wurde aus dem Kalender entfernt
       *[changed] wurde geändert
    }
atom-about-event-in-version = { $title } ({ $version }) { atom-verb }.
atom-about-event = { $title } { atom-verb }.
atom-about-version-named = { $version } { atom-verb }.
atom-about-version = Version 「{ $title }」 { atom-verb }.
atom-nothing = —
atom-none = keine
atom-line = { $name }: { $value }
atom-line-moved = { $name }: { $before } → { $after }
atom-line-hour-hidden = { $name }: { $after } (vorher mit einer Uhrzeit, die keine Quelle bestätigt)
atom-notices = Offizielle Ankündigung: { $notices }.
atom-times-in = Zeiten in { $zone }. { -notice }
-notice = Inoffizielle Community-Daten, nicht mit den Rechteinhabern des Spiels verbunden; es gelten die offiziellen Ankündigungen und die Anzeige im Spiel.

## Notifications

reminder-heading = { $words }:{" "}
leads-before-start = { $leads } vor jedem Beginn
leads-before-end = { $leads } vor jedem Ende

## The badge and the card

badge-nothing = Endfield · nichts Laufendes oder Kommendes erfasst
badge-title = Arknights: Endfield-Kalender (inoffiziell): { $text }
card-kind-operator = Operator-Pool
card-kind-arsenal = Waffen-Pool
card-kind-permanent = dauerhaft
card-kind-limited = begrenzt
card-kind-update = Update

## The page

page-no-limited-incomplete = Kein laufendes begrenztes Event erfasst (die Event-Liste dieser Version ist unvollständig).
page-no-limited = Kein begrenztes Event läuft.

## The generator's notes and start labels, in this language

note-end-capped-by-version = Ende nicht angekündigt: begrenzt auf das Ende seiner Version.
note-end-latest-allowed = Ende nicht angekündigt: das späteste Ende, das die Quellen zulassen (eine Obergrenze).
note-start-hour-unconfirmed = Die Uhrzeit des Beginns ist nicht bestätigt.
note-end-hour-unconfirmed = Die Uhrzeit des Endes ist nicht bestätigt.
note-hours-unconfirmed = Die Uhrzeiten von Beginn und Ende sind nicht bestätigt.
note-end-by-version-rule = Ende nach offizieller Regel abgeleitet: das Ende der Version 「{ $version }」 (die Update-Wartung der nächsten Version).
note-end-by-headhunting-rule = Ende nach offizieller Regel abgeleitet: die { $count ->
        [1] 1.
        [2] 2.
        [3] 3.
       *[other] { $count }.
    } „Rekrutierung: Priorisiert“ ab 「{ $from }」 ist 「{ $with }」; es endet mit ihr.
start-after-version = nach Beginn der Version
start-after-version-named = nach Beginn der Version 「{ $version }」
start-after-update = nach dem Versionsupdate 「{ $version }」
start-permanent-from = dauerhaft ab Beginn der Version 「{ $version }」

## The iCalendar feed

ics-name = Arknights: Endfield-Kalender
ics-name-filtered = Arknights: Endfield-Kalender – { $filters }
ics-name-from = ab { $from }
ics-name-until = bis { $to }
# $sources: origin, partial or fallback (source.mode).
ics-description = Versionen, Pools und Events von Arknights: Endfield, Zeiten in { $zone }. Datenstand { $updated } ({ $zone }); { $sources ->
        [partial] nur ein Teil der Quellen hat geantwortet (die gespeicherten Quellen ergänzen den Rest)
        [fallback] offline aus den gespeicherten Quellen erstellt (die Upstream-Statistik-Schnittstelle wurde nicht gelesen)
       *[origin] die Upstream-Statistik-Schnittstelle hat geantwortet
    }; { $notices } offizielle Ankündigung(en) zitiert (vom Generator gelesen oder aus einem Archiv der Ankündigungsliste zitiert). { -notice }
ics-summary-start-unknown = {" "}(Beginn unbekannt)
ics-summary-open-ended = {" "}(offenes Ende)
ics-summary-end-estimated = {" "}(Ende geschätzt)
ics-summary-time-tbc = {" "}(Uhrzeit offen)
ics-related = Siehe auch: { $related }
ics-span = { $start } – { $end } ({ $zone })
ics-at = Um { $start } ({ $zone })
ics-open-ended = Beginnt { $start } ({ $zone }). Kein Ende angekündigt: Es bleibt offen, daher zeigt der Kalender es als ganztägige Markierung am Starttag.
ics-through-estimated-end = Beginnt { $start } ({ $zone }). Kein offizielles Ende angekündigt: Der Kalender zeigt es ganztägig bis zum geschätzten Ende, { $end }.
ics-through-version-end = Beginnt { $start } ({ $zone }). Kein Ende angekündigt, nicht einmal vorläufig: Der Kalender zeigt es ganztägig bis zum Ende seiner Version, { $end }, eine Schätzung.
ics-estimated-end = Geschätztes Ende: { $end }
ics-start-unknown = Das Startdatum ist noch nicht angekündigt; das gezeigte Datum ist nur ein Platzhalter.
ics-start-label = Beginn: { $label }
ics-end-label = Ende: { $label }
ics-featured = Im Fokus: { $names }
ics-names-join = {", "}
ics-source = Quelle: { $note }
ics-notice = { -notice }
ics-alarm = { $title } { $words }
ics-marker = { $title } endet { $end } ({ $zone }). Eine Erinnerungsmarkierung: Der Feed wurde mit ending={ $lead } angefordert.
    { -notice }

page-description = Inoffizieller Kalender von Arknights: Endfield · { $server }: laufende Pools und Events, was als Nächstes kommt, eine Zeitleiste und Kalender-Abos.

## The feed builder's and the "Get notified" form's choices

feed-alarm-pt1h = 1 Stunde vor Beginn und Ende
feed-alarm-p1d = 1 Tag vor Beginn und Ende
feed-alarm-p1d-pt1h = 1 Tag und 1 Stunde vorher
feed-ending-p1d = „endet bald“ 1 Tag vorher
feed-ending-pt3h = „endet bald“ 3 Stunden vorher
notify-ending-p1d = 1 Tag vor dem Ende
notify-ending-pt3h = 3 Stunden vor dem Ende

## The page (src/service/page/view/)

page-server = Server
page-server-2 = Server:{" "}
page-a-community-calendar-of-the = : ein Community-Kalender des CN-Servers, nicht mit den Rechteinhabern des Spiels verbunden.{" "}
page-all-times-are-beijing-time = Alle Zeiten in Pekinger Zeit (Asia/Shanghai, UTC+8).
page-a-community-calendar-of-the-2 = : ein Community-Kalender des globalen Asien-Servers (zusammengestellt aus den Ankündigungen des CN-Servers: die Server teilen einen Zeitplan), nicht mit den Rechteinhabern des Spiels verbunden.{" "}
page-all-times-are-the-global = Alle Zeiten in der Zeit des globalen Asien-Servers (UTC+8).
page-a-community-calendar-of-the-3 = : ein Community-Kalender des globalen Amerika/Europa-Servers (zusammengestellt aus den Ankündigungen des CN-Servers: die Server teilen einen Zeitplan), nicht mit den Rechteinhabern des Spiels verbunden.{" "}
page-all-times-are-the-global-2 = Alle Zeiten in der Zeit des globalen Amerika/Europa-Servers (UTC−5).
page-unofficial = Inoffiziell
page-where-it-differs-from-the = Wo er von den offiziellen Ankündigungen oder dem Spiel abweicht, gilt das Offizielle.{" "}
page-arknights-endfield-calendar = Arknights: Endfield-Kalender
page-page-navigation = Seitennavigation
page-live = Laufend
page-upcoming = Demnächst
page-timeline = Zeitleiste
page-banner-history = Banner-Verlauf
page-subscribe = Abonnieren
page-language = Sprache
page-version = Version{" "}
page-end-not-announced = Ende nicht angekündigt
page-starts-in = Beginnt in{" "}
page-start-date-and-time-tbc = Startdatum und Uhrzeit noch offen
page-start-date-known-time-tbc = Startdatum bekannt, Uhrzeit offen
page-ended = Beendet
page-ends-in = Endet in{" "}
page-end-date-and-time-tbc = Enddatum und Uhrzeit noch offen
page-end-date-known-time-tbc = Enddatum bekannt, Uhrzeit offen
page-this-version-s-activity-list = Die Event-Liste dieser Version ist unvollständig: noch nicht erfasste Events werden nicht gezeigt.
page-the-data-holds-no-version = Die Daten enthalten keine Version.
page-no-pool-is-live = Kein Pool läuft.
page-their-estimated-end-has-passed = Ihr geschätztes Ende ist vorbei; kein offizielles Ende angekündigt.
page-none = Keine.
page-text-2 = {" "}
page-text-3 = (
page-text-4 = )
page-their-estimated-start-has-passed = Ihr geschätzter Beginn ist vorbei; noch kein offizieller Beginn angekündigt.
page-rate-up = Rate-up:{" "}
page-operator-pool = Operator-Pool
page-arsenal-pool = Waffen-Pool
page-permanent = Dauerhaft
page-limited = Begrenzt
page-update = Update
page-text-5 = ;{" "}
page-text-6 = noch{" "}
page-left-until = , bis{" "}
page-ends = Endet:{" "}
page-permanent-no-end = Dauerhaft, ohne Ende
page-end-not-announced-2 = Ende nicht angekündigt
page-start-not-announced = Beginn nicht angekündigt
page-was-estimated-for = {" "}(geschätzt war{" "}
page-text-7 = )
page-text-8 = {" "}(
page-to-go = {" "}bis zum Beginn,{" "}
page-the-upstream-answered-origin = Upstream hat geantwortet (origin)
page-only-part-of-the-sources = nur ein Teil der Quellen hat geantwortet; die gespeicherten Quellen ergänzen den Rest (partial)
page-built-offline-from-the-kept = offline aus den gespeicherten Quellen erstellt, ohne Upstream (fallback)
page-sources-the-game-s-official = Quellen: die offiziellen Ankündigungen im Spiel (
page-text-9 = {""}
page-cited-read-by-the-generator = {" "}zitiert, vom Generator gelesen oder aus einem Archiv der Ankündigungsliste), die öffentliche Schnittstelle des Upstreams (
page-and-community-records-every-fact = ) und Aufzeichnungen der Community (jede Angabe nennt ihre Quelle). Dies ist ein inoffizielles Community-Projekt; maßgeblich sind die offiziellen Ankündigungen und das Spiel.
page-data-last-updated = Datenstand{" "}
page-upstream-data-of = , Upstream-Daten vom{" "}
page-page-generated = ; Seite erstellt{" "}
page-text-10 = .
page-last-recorded-version = Zuletzt erfasste Version
page-current-version = Aktuelle Version
page-live-now = Läuft jetzt
page-pools = Pools
page-updates = Updates
page-may-have-ended = Evtl. beendet
page-permanent-2 = Dauerhaft
page-add-pools-and-events-to = Pools und Events zur Kalender-App hinzufügen; sie folgt jeder Aktualisierung der Daten. Eine Vorauswahl nehmen oder selbst wählen:
page-presets = Vorauswahl
page-none-checked-every-category = Nichts angehakt = alle Kategorien.
page-all-versions = Alle Versionen
page-all = Alle
page-live-2 = Laufend
page-no-alarm = Kein Alarm
page-none-2 = Keine
page-some-calendar-apps-google-calendar = Manche Kalender-Apps (Google Kalender) ignorieren Alarme abonnierter Kalender; dort ein „endet bald“-Event wählen.
page-copy = Kopieren
page-webcal-link-apple-calendar-and = webcal-Link (Apple Kalender und Outlook öffnen ihn direkt)
page-google-calendar = Google Kalender
page-on-the-web-settings-add = Im Web: Einstellungen → Kalender hinzufügen → Per URL, und den https-Link oben einfügen. Handys übernehmen es über das Konto.
page-apple-calendar = Apple Kalender
page-iphone-ipad-tap-open-in = iPhone / iPad: „In Kalender-App öffnen“ tippen. Mac: Ablage → Neues Kalenderabonnement, und den Link einfügen.
page-outlook-on-the-web-add = Outlook im Web: Kalender hinzufügen → Aus dem Internet abonnieren, und den https-Link einfügen.
page-new-calendar-on-the-network = Neuer Kalender → Im Netzwerk, den https-Link einfügen, Format iCalendar (ICS).
page-calendar-apps-refresh-a-subscription = Kalender-Apps aktualisieren ein Abo alle paar Stunden; Zeiten stehen in UTC und werden in deiner Zeitzone gezeigt.
page-icalendar-feed-ics = iCalendar-Feed (ICS)
page-schedule-changes-atom-feed = Terminänderungen (Atom-Feed)
page-what-was-added-or-moved = : was hinzugefügt oder verschoben wurde, für einen Feedreader –{" "}
page-openapi-document = OpenAPI-Dokument
page-download-the-whole-dataset-events = Gesamten Datensatz herunterladen (events.json)
page-the-latest-rolling-release = , das neueste Rolling Release
page-source-code = Quellcode
page-subscribe-2 = Abonnieren
page-categories = Kategorien
page-version-2 = Version
page-status = Status
page-server-3 = Server
page-alarm = Alarm
page-ending = Endet bald
page-get-links = Links erzeugen
page-feed-url = Feed-URL
page-open-in-calendar-app = In Kalender-App öffnen
page-how-to-subscribe = So abonnierst du
page-data-api = Daten & API
page-what-is-stored-the-webhook = Gespeichert werden: die Webhook-URL (verschlüsselt, nie gezeigt oder protokolliert), die gewählten Kategorien, Server, Erinnerungen und Sprache sowie ein Hash des Verwaltungstokens.
page-to-unsubscribe-delete-the-webhook = Abbestellen: den Webhook in Discord löschen (das Abo endet beim nächsten Post) oder ein DELETE mit dem Verwaltungstoken senden (die Seite nach dem Abonnieren nennt den Befehl).
page-get-new-versions-schedule-changes = Neue Versionen, Terminänderungen und Erinnerungen an Beginn/Ende in deinem Discord-Kanal: einen Webhook erstellen (Kanaleinstellungen → Integrationen → Webhooks), seine URL kopieren und hier einfügen. Der Kalender postet zuerst eine Bestätigung.
page-no-reminder = Keine Erinnerung
page-none-3 = Keine
page-get-notified-arknights-endfield-calendar = Benachrichtigen lassen · Arknights: Endfield-Kalender
page-the-confirmation-is-in-your = Die Bestätigung steht in deinem Kanal.
page-the-management-token-is-shown = Das Verwaltungstoken wird nur dieses eine Mal gezeigt: jetzt sichern.
page-subscription-id = Abo-ID:{" "}
page-management-token = Verwaltungstoken:{" "}
page-to-see-it = Anzeigen:{" "}
page-to-unsubscribe = Abbestellen:{" "}
page-put-this-site-s-address = (Die Adresse dieser Seite vor den Pfad setzen.)
page-nothing-was-stored-why = Nichts wurde gespeichert. Grund:{" "}
page-back-to-the-calendar = Zurück zum Kalender
page-get-notified = Benachrichtigen lassen
page-discord-webhook-url = Discord-Webhook-URL
page-reminder = Erinnerung
page-subscribe-3 = Abonnieren
page-subscribed = Abonniert
page-not-subscribed = Nicht abonniert
page-everything-of-the-current-version = Alles der aktuellen Version und ihrer Nachbarn; senkrechte Linien trennen Versionen, die rote Linie ist jetzt. Die Grafik scrollt seitwärts.
page-jump-to-now = Zu jetzt springen
page-timeline-scrolls-sideways = Zeitleiste (scrollt seitwärts)
page-now = jetzt
page-text-11 = :{" "}
page-permanent-3 = dauerhaft
page-not-announced = nicht angekündigt
page-versions-on-the-timeline = Versionen auf der Zeitleiste
page-every-rate-up-6-operator = Jeder 6★-Rate-up-Operator und jede 6★-Waffe mit ihren Pools (Reruns inklusive) auf einer Zeitachse; am längsten ohne Lauf zuerst, die rote Linie ist jetzt, ein blasser Balken hat noch nicht begonnen oder kein angekündigtes Ende. Einem Namen folgen, um seine Pools zu abonnieren.
page-the-data-names-no-rate = Die Daten nennen keine Rate-up-Einheit.
page-operator = Operator
page-weapon = Waffe
page-its-pools = : seine Pools
page-live-now-2 = läuft jetzt
page-not-run-yet = noch nicht gelaufen
page-next = nächster:{" "}
page-h1 = Arknights: Endfield-Kalender
page-trademark = Arknights: Endfield ist eine Marke ihrer Rechteinhaber; diese Seite ist nicht mit ihnen verbunden.
page-runs = { $count ->
        [one] { $count } Durchlauf
       *[other] { $count } Durchläufe
    }
# $count is where the number stands (set in bold); $days chooses the plural.
page-days-since-last = { $days ->
        [one] { $count } Tag seit dem letzten
       *[other] { $count } Tage seit dem letzten
    }

## Why the "Get notified" form's subscription was refused

refused-rate-limited = Zu viele Anfragen: erneut versuchen in { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }.
refused-invalid = Die Webhook-URL oder eine Auswahl wurde nicht akzeptiert: eine Discord-Webhook-URL (https://discord.com/api/webhooks/…) einfügen und unter den angebotenen Optionen wählen.
refused-webhook-not-allowed = Diese Webhook-URL ist nicht erlaubt: nur die URL eines Discord-Webhooks wird angenommen.
refused-webhook-not-confirmed = Die Bestätigung konnte nicht gepostet werden: prüfen, ob die Webhook-URL stimmt und der Webhook noch existiert.
refused-full = Derzeit werden keine weiteren Abos angenommen; später erneut versuchen.
refused-other = Das Abo konnte nicht angelegt werden; später erneut versuchen.

## Notifications (src/notify/)

notify-start = Beginn
notify-end = Ende
notify-featured = Im Fokus
notify-sep = ,{" "}
notify-unofficial-arknights-endfield-calendar = Inoffizieller Arknights: Endfield-Kalender
notify-official-notice = {" "}· offizielle Ankündigung{" "}
notify-sep-2 = :{" "}
notify-test-message-from-the-calendar = Testnachricht vom Kalender – keine Terminänderung
notify-target = Ziel „
notify-works-the-schedule-changes-and = “ funktioniert: Terminänderungen und Erinnerungen des inoffiziellen Arknights: Endfield-Kalenders werden hier gepostet.
notify-subscribed-the-unofficial-arknights-endfield = Abonniert: Der inoffizielle Arknights: Endfield-Kalender postet hier.
notify-schedule-changes = Terminänderungen
notify-reminders = Erinnerungen
notify-server = Server
notify-language = Sprache
notify-english = Deutsch
notify-to-stop = Beenden
notify-every-category-and-new-versions = alle Kategorien und neue Versionen
notify-every-category = alle Kategorien
notify-only-pools-featuring = , nur Pools mit{" "}
notify-sep-3 = {""}
notify-none = keine
notify-sep-4 = ;{" "}
notify-remove-the-target-from-the = das Ziel aus der Zieldatei entfernen
notify-send-delete = DELETE senden{" "}
notify-with-the-management-token-the = {" "}mit dem Verwaltungstoken aus der Antwort des Abos (Authorization: Bearer …)
notify-or-delete-this-webhook-in = , oder diesen Webhook in Discord löschen

## The page's presets, the rate-limited page, the countdown card

page-preset-all-pools = Alle Pools
page-preset-operator-pools = Operator-Pools
page-preset-limited = Begrenzte Events
page-preset-everything = Alles
limited-title = Zu viele Anfragen · Arknights: Endfield-Kalender
limited-heading = Zu viele Anfragen
# $wait is where the wait stands (set in bold, as limited-wait tells it); $seconds chooses the plural.
limited-try-again = Du (oder jemand mit derselben Netzwerkadresse) hast in kurzer Zeit zu viele Anfragen gesendet. Bitte in { $wait } erneut versuchen{ $seconds ->
        [one] {""}
       *[other] {""}
    }; diese Seite lädt sich dann selbst neu.
limited-wait = { $seconds } s
card-title = Arknights: Endfield-Kalender · Countdown
card-nothing = Hier ist nichts Laufendes oder Kommendes erfasst.
card-link = Endfield-Kalender (inoffiziell)
page-json-api = JSON-API

## MCP's tools' texts (for language models; the Chinese file keeps them in English, as they were)

mcp-not-announced = nicht angekündigt
mcp-span = { $start } → { $end }
mcp-summary-events = { $total ->
        [one] { $total } Event
       *[other] { $total } Events
    }, Zeiten in { $zone }:
mcp-summary-changes = { $total ->
        [one] { $total } Änderung
       *[other] { $total } Änderungen
    }, Zeiten in { $zone }:
mcp-summary-units = { $total ->
        [one] { $total } Einheit
       *[other] { $total } Einheiten
    }, Zeiten in { $zone }:
mcp-and-more = … und { $more } weitere (structuredContent listet alle)
mcp-end = {"; "}Ende: { $note }
mcp-featured = {"; "}im Fokus: { $names }
mcp-event-line = - { $title } [{ $category }, { $status }] { $span }{ $more } ({ $id })
mcp-change-line = - { $at } { $kind } { $subject } { $title } ({ $key }; { $words })
mcp-join = {", "}
mcp-record-stops = Die Aufzeichnung endet mit ihrer neuesten Änderung, { $newest }; die Daten wurden am { $generated } erzeugt: spätere Änderungen sind noch nicht erfasst.
mcp-record-empty = Die Aufzeichnung enthält keine Änderung; die Daten wurden am { $generated } erzeugt: spätere Änderungen sind noch nicht erfasst.
mcp-times-in = Zeiten in { $zone }.
mcp-unit-names = { $name } ({ $en })
mcp-unit-runs = { $names }, { $kind }: { $n ->
        [one] { $n } Durchlauf
       *[other] { $n } Durchläufe
    } begonnen
mcp-unit-live = , einer läuft jetzt
mcp-unit-days-since = , { $n ->
        [one] { $n } Tag
       *[other] { $n } Tage
    } seit dem Ende des letzten
mcp-unit-next = ; nächster Durchlauf beginnt { $start }
mcp-unit-no-next = ; hier noch kein nächster Durchlauf erfasst
mcp-run-line = { $title } [{ $status }] { $span } ({ $id })

## Chat (src/chat/): the commands' answers in Discord, Telegram and QQ, and their descriptions

chat-notice = Inoffizieller Community-Kalender: Maßgeblich sind die offiziellen Ankündigungen und das Spiel.
chat-more = … und { $n } weitere
chat-now-title = Jetzt · { $server }
chat-next-title = Demnächst · { $server }
chat-version-ends = endet { $when }
chat-version-starts = beginnt { $when }
chat-live = Jetzt aktiv:
chat-nothing-live = Gerade ist nichts aktiv.
chat-next-not-recorded = Die nächste Version ist hier noch nicht erfasst.
chat-upcoming = Demnächst:
chat-unit-ask = Nenne eine Einheit, zum Beispiel ihren englischen oder chinesischen Namen.
chat-unit-unknown = Unter diesem Namen ist hier keine Rate-up-Einheit erfasst.
chat-unit-runs = { $n ->
        [one] bisher { $n } Rate-up
       *[other] bisher { $n } Rate-ups
    }
chat-unit-last = Letztes Rate-up:
chat-unit-live = läuft gerade
chat-unit-days-since = { $n ->
        [one] endete vor { $n } Tag
       *[other] endete vor { $n } Tagen
    }
chat-unit-next = Nächstes Rate-up:
chat-unit-no-next = Das nächste Rate-up ist hier noch nicht erfasst.
chat-help = Befehle
chat-no-reminders = keine Erinnerungen
chat-status-on = Dieser Chat ist abonniert: { $server }, { $lang }, Erinnerung { $lead } vor jedem Beginn.
chat-status-off = Dieser Chat ist nicht abonniert.
chat-subscribed = Abonniert: Ankündigungen und eine Erinnerung { $lead } vor jedem Beginn werden hier gepostet.
chat-already-subscribed = Dieser Chat ist bereits abonniert.
chat-unsubscribed = Abbestellt: Hier wird nichts mehr gepostet.
chat-not-subscribed = Dieser Chat ist nicht abonniert.
chat-not-allowed = Nur ein Administrator dieses Chats kann das Abonnement ändern.
chat-group-only = Abonnements gibt es in Gruppen und Serverkanälen, nicht in privaten Chats.
chat-failed = Das Abonnement konnte gerade nicht geändert werden; nichts wurde geändert. Versuche es später erneut.
chat-option-invalid = Diese Option konnte nicht gelesen werden:
chat-option-accepted = Mögliche Optionen: { $options }
chat-slow-down = Zu viele Befehle: Dieser Chat erhält eine Minute lang keine Antworten.
chat-unknown = Unbekannter Befehl. Sende { $help } für die Liste.
chat-webhook-name = Endfield-Kalender
# A chat endpoint's refusals (read by the platform's servers and their operators).
chat-refused-unauthorized = Signatur oder Geheimnis des Updates fehlt, ist gefälscht oder abgelaufen
chat-refused-unreadable = der Body ist kein Update dieser Plattform
chat-cmd-endfield = Der inoffizielle Arknights: Endfield-Kalender
chat-cmd-now = Die aktuelle Version und was gerade läuft
chat-cmd-next = Was demnächst kommt
chat-cmd-unit = Die Rate-ups einer Einheit: letztes, nächstes, Tage seitdem
chat-cmd-unit-name = Der Name der Einheit
chat-cmd-unit-placeholder = NAME
chat-cmd-subscribe = Ankündigungen und Erinnerungen hier posten (Admins)
chat-cmd-unsubscribe = Hier nichts mehr posten (Admins)
chat-cmd-status = Ob dieser Chat abonniert ist
chat-cmd-help = Die Befehle
chat-cmd-server = Nach welcher Serveruhr die Zeiten gelten
chat-cmd-lang = Die Sprache der Beiträge
chat-cmd-category = Nur diese Kategorien (operator, arsenal, limited, permanent, update)

## Dates: CLDR patterns

date-year-month-day = { $day }. { month-short } { $year }
time-pattern = HH:mm
date-time = { $date }, { $time }

## Errors

error-invalid-query = ungültige Abfrage
error-invalid-parameter = ungültiger Abfrageparameter `{ $parameter }`: { $message }
error-more-problems = { $message } (und { $more ->
        [one] 1 weiteres Problem
       *[other] { $more } weitere Probleme
    }, siehe details)
error-more-problems-listed = { $message } (und { $more ->
        [one] 1 weiteres Problem
       *[other] { $more } weitere Probleme
    }; details nennt nur die ersten { $listed })
error-not-found = keine Ressource unter `{ $path }`; die API liegt unter { $api }
error-method-not-allowed = die Methode `{ $method }` ist nicht erlaubt; { $allow } verwenden
error-rate-limited = zu viele Anfragen; in { $seconds } s erneut versuchen
error-internal = interner Serverfehler
error-bad-request = fehlerhafte Anfrage: { $why }
error-uri-too-long = das Ziel der Anfrage ist zu lang
error-headers-too-large = die Header der Anfrage sind zu groß
error-request-timeout = kein vollständiger Anfragekopf innerhalb der Header-Zeitüberschreitung
problem-encoding = die Prozentkodierung ergibt keinen UTF-8-Text
problem-unknown-events = unbekannter Parameter; die Parameter sind { $events }, bei /api/v1/events.ics außerdem { $feed }
problem-unknown-on = unbekannter Parameter; die Parameter von { $path } sind { $parameters }
problem-duplicate = mehr als einmal angegeben
problem-empty = hat keinen Wert; den Parameter weglassen, um nicht zu filtern
problem-empty-range = `from` muss vor `to` liegen: das Intervall [from, to) wäre leer
problem-version = erwartet `all`, einen Versionsschlüssel wie `version-5` oder eine Zahl wie `5`
problem-unknown-version = keine solche Version; die Versionen sind { $versions }
problem-too-many-durations = höchstens { $max } Dauern, durch Kommas getrennt
problem-duration = erwartet eine ISO-8601-Dauer größer als null und höchstens P7D, etwa P1D, PT1H oder P2DT12H
problem-too-many-names = höchstens { $max } Namen
problem-empty-item = leerer Eintrag in der durch Kommas getrennten Liste
problem-name-too-long = ein Name hat höchstens { $max } Zeichen
problem-name-control = ein Name enthält keine Steuerzeichen
problem-all-and-categories = `all` lässt sich nicht mit Kategorien kombinieren
problem-unknown-category = unbekannte Kategorie; erwartet `all` oder eine durch Kommas getrennte Liste aus { $categories }
problem-server = erwartet eines von cn, asia, americas-europe
problem-expected-one-of = erwartet eines von { $values }
problem-datetime = erwartet einen RFC-3339-Zeitstempel mit Offset, etwa 2026-08-01T00:00:00+08:00 oder 2026-07-31T16:00:00Z
problem-limit = muss eine ganze Zahl von 1 bis { $max } sein
problem-theme = muss light, dark oder transparent sein
mcp-problem-argument = unbekanntes Argument; die Argumente von unit_history sind { $arguments }
mcp-problem-name = unit_history braucht den Namen der Einheit (den chinesischen oder den offiziellen englischen)
bad-request-host = der Host-Header ist kein gültiges host[:port]
bad-request-hosts = mehr als ein Host-Header
bad-request-alarm = dieses `alarm` wird nicht angeboten
bad-request-ending = dieses `ending` wird nicht angeboten
mcp-unit-unknown = keine Einheit namens „{ $name }“ in den Daten: keine Operator-Rekrutierung und keine Waffenausgabe hebt sie hervor (ein Name ist genau der chinesische oder der offizielle englische); list_units nennt jede Einheit

## Names

# A name shown untranslated (its title): never "not announced".
names-untranslated = Kein offizieller deutscher Name hier erfasst

## Subscriptions refused
subscription-invalid = ungültiges Abonnement: { $problems }
subscription-invalid-body = ungültiges Abonnement
subscription-problems = { $list }; { $next }
subscription-not-allowed = Webhook nicht erlaubt: { $why }
subscription-not-confirmed = der Webhook hat die Bestätigungsnachricht nicht angenommen; nichts wurde gespeichert
subscription-too-large = der Inhalt ist größer als { $bytes } Bytes
subscription-not-json = sende das Abonnement als Content-Type: application/json
subscription-method = Methode nicht erlaubt; verwende { $allow }
subscription-full = dieser Server nimmt keine weiteren Abonnements an
subscription-cross-site = ein Abonnement wird nur über die eigene Seite dieser Website oder ohne Browser angelegt; nichts wurde gespeichert
subscription-json-secret = ein `json`-Abonnement nimmt kein `secret`: der Server erzeugt eines und nennt es einmal in der Antwort
subscription-not-object = der Inhalt ist kein Abonnement-Objekt: Zeile { $line }, Spalte { $column }: { $place }{ $kind }
subscription-url-not-url = `url` ist keine URL
subscription-url-discord = eine `discord`-URL lautet https://discord.com/api/webhooks/<id>/<token> (oder discordapp.com, ptb., canary.)
subscription-url-not-public = `url` ist keine öffentliche Adresse (Loopback-, private, Link-Local- und andere Sonderadressen werden abgelehnt)
subscription-url-http = `url` ist keine https-URL (einfaches http nur zu einem Loopback-Host, den der Server erlaubt)
subscription-url-not-resolved = der Host von `url` lässt sich nicht auflösen
subscription-url-not-answered = der Host von `url` lässt sich gerade nicht auflösen (sein Nameserver ist ausgefallen); versuche es später erneut
subscription-disabled-unopened = es lässt sich mit diesem Schlüssel nicht öffnen
subscription-disabled-gone = der Empfänger { $why }: sein Webhook existiert nicht mehr
subscription-disabled-failures = { $failures } Zustellungen in Folge nicht angenommen (zuletzt: { $why })
json-not-valid-because = kein gültiges JSON ({ $why })
json-not-valid = kein gültiges JSON
json-unreadable = nicht lesbar
json-wrong-type = { $expected ->
        [string] ein Wert vom falschen Typ, erwartet eine Zeichenkette
        [number] ein Wert vom falschen Typ, erwartet eine ganze Zahl
        [array] ein Wert vom falschen Typ, erwartet ein Array
        [object] ein Wert vom falschen Typ, erwartet ein Objekt
       *[none] ein Wert vom falschen Typ
    }
json-out-of-range = { $expected ->
        [string] ein Wert außerhalb des Bereichs, erwartet eine Zeichenkette
        [number] ein Wert außerhalb des Bereichs, erwartet eine ganze Zahl
        [array] ein Wert außerhalb des Bereichs, erwartet ein Array
        [object] ein Wert außerhalb des Bereichs, erwartet ein Objekt
       *[none] ein Wert außerhalb des Bereichs
    }
json-unknown-field = ein unbekanntes Feld (docs/notify.md nennt die Felder eines Ziels)
json-missing-field = `{ $field }` fehlt
json-field-twice = `{ $field }` ist zweimal angegeben
json-wrong-length = eine Liste der falschen Länge
json-does-not-fit = ein Wert, der nicht passt
target-url-too-long = `url` ist länger als 2048 Bytes
target-url-space = `url` enthält ein Leerzeichen oder ein Steuerzeichen
target-url-not-https = `url` ist keine https-URL (einfaches http nur zu einer Loopback-Adresse, für Tests)
target-url-user = `url` enthält einen Benutzernamen oder ein Passwort (`user@`): nicht erlaubt
target-name = `name` besteht aus 1 bis { $max } ASCII-Buchstaben, Ziffern, `.`, `_` oder `-`
target-kind = `kind` ist `discord`, `json`, `telegram` oder `onebot`
target-onebot-secret = `secret` ist das Zugriffstoken von OneBot: 1 bis 256 sichtbare ASCII-Zeichen
target-no-secret = ein `{ $kind }`-Ziel nimmt kein `secret`
target-chat-id = `chatId` ist die Nummer eines Chats (`-1001234567890`) oder der `@username` eines Kanals
target-chat-id-needed = ein `telegram`-Ziel braucht `chatId`
target-chat-id-only = nur ein `telegram`-Ziel nimmt `chatId`
target-group-id-needed = ein `onebot`-Ziel braucht `groupId`, die Nummer einer QQ-Gruppe
target-group-id-only = nur ein `onebot`-Ziel nimmt `groupId`
target-invalid-field = ungültiges Feld `{ $field }`: { $message }
target-invalid-field-value = ungültiges Feld `{ $field }`: { $message } (`{ $value }`)
target-env-name = `{ $field }Env` ist der Name einer Umgebungsvariablen (A-Z, 0-9, _)
target-both = gib `{ $field }` oder `{ $field }Env` an, nicht beides
target-required = `{ $field }` oder `{ $field }Env` ist erforderlich
delivery-no-connection = keine Verbindung
delivery-timed-out = Zeitüberschreitung
delivery-failed = die Anfrage ist fehlgeschlagen
delivery-lost = { $why }, nachdem die Anfrage hinausging
delivery-rate-limited-long = für { $seconds } s gedrosselt, länger als ein Lauf wartet
delivery-rate-limited = gedrosselt (429)
delivery-answered = antwortete { $status }
delivery-telegram-refused = Telegram antwortete `ok: false`
delivery-onebot-refused = die OneBot-Implementierung antwortete retcode { $retcode }
delivery-attempts = { $attempts ->
        [one] { $why } ({ $attempts } Versuch)
       *[other] { $why } ({ $attempts } Versuche)
    }
delivery-out-of-time = die Zeit des Laufs war vor einem Versuch um
delivery-out-of-time-after = { $why }; die Zeit des Laufs war um

## The page's script (src/service/page/page.js)

# Beside a time, the same moment on the viewer's clock ($time: its date and time in its zone).
page-local-time = {" "}(lokal { $time })
