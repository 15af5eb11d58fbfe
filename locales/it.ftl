# Italiano (it). Il file italiano del catalogo, nella sintassi di Project Fluent (il
# sottoinsieme che legge src/catalog/syntax.rs); en.ftl spiega come funzionano i file. Ogni id e
# ogni variabile di en.ftl sono mantenuti.

## Times told (src/certainty)

# A time whose hour no source gives: its date and "time TBC".
told-when-tbc = { $date }, orario da confermare
# Its date unknown on this clock: both dates it may fall on.
told-when-dates-tbc = { $first } o { $last }, data e orario da confermare
told-estimated = { $when } (stimato)
told-at-latest = { $when } (al più tardi)
# The two dates a time may fall on, in a time told with its notes (told-marked).
told-either-date = { $first } o { $last }
told-zoned = { $when } ({ $zone })
# A time with what is uncertain about it: $tbc is none, time or date; $mark none, estimated or
# latest.
told-marked = { $when }{ $tbc ->
        [time] , orario da confermare
        [date] , data e orario da confermare
       *[none] {""}
    }{ told-mark-alone }
told-mark-alone = { $mark ->
        [estimated] {" "}(stimato)
        [latest] {" "}(al più tardi)
       *[none] {""}
    }
# The Chinese file joins a mark to a TBC note in one pair of brackets; English tells each apart.
told-mark-joined = { told-mark-alone }

standing-may-have-ended = potrebbe essere terminato
standing-start-not-announced = inizio non annunciato
end-not-announced = fine non annunciata

# What is uncertain about a time, beside a phrase.
note-time-tbc = orario da confermare
note-date-tbc = data e orario da confermare
note-estimated = stimato
notes-beside = { $text } ({ $notes })
notes-join = {", "}

## Counts

unit-days = { $n ->
        [one] { $n } giorno
        [many] { $n } di giorni
       *[other] { $n } giorni
    }
unit-hours = { $n ->
        [one] { $n } ora
        [many] { $n } di ore
       *[other] { $n } ore
    }
unit-minutes = { $n ->
        [one] { $n } minuto
        [many] { $n } di minuti
       *[other] { $n } minuti
    }
unit-seconds = { $n ->
        [one] { $n } secondo
        [many] { $n } di secondi
       *[other] { $n } secondi
    }
units-join = {" "}

## Where an edge stands from now: $edge is start or end, $latest yes or no (an upper bound).

verb = { $edge ->
        [start] inizia
       *[end] termina
    }
rel-latest = { $latest ->
        [yes] {" "}al più tardi
       *[no] {""}
    }
rel-verb = { verb }{ rel-latest }
rel-tomorrow = { rel-verb } domani
rel-in = { rel-verb } tra { $span }
rel-in-about = { rel-verb } tra circa { $span }

## Countdowns (the page, the card, the badge)

countdown-days = { $days } g { $hours } h
countdown-hours = { $hours } h { $minutes } min
countdown-minutes = { $minutes } min
countdown-left = mancano { $span }
countdown-starts-in = inizia tra { $span }
# The words around a live countdown's number, and an upcoming one's.
countdown-left-before = mancano{" "}
countdown-left-after = {""}
countdown-starts-before = inizia tra{" "}
countdown-starts-after = {""}
# An edge told by its date: $edge start or end; $mark none, estimated or latest; $tbc none,
# time or date.
countdown-dated = { $mark ->
        [estimated] { verb } ~{ $date } (stimato)
        [latest] { verb } entro il { $date }{ countdown-tbc }
       *[none] { verb } il { $date }{ countdown-tbc }
    }
countdown-tbc = { $tbc ->
        [time] , orario da confermare
        [date] , data e orario da confermare
       *[none] {""}
    }

## Dates

# Two dates a time may fall on, where its date is not known on this clock.
dates-either = { $first } o { $last }
month-short = { $month ->
        [1] gen
        [2] feb
        [3] mar
        [4] apr
        [5] mag
        [6] giu
        [7] lug
        [8] ago
        [9] set
        [10] ott
        [11] nov
       *[12] dic
    }
date-month-day = { $day } { month-short }

## The dataset behind the calendar

behind-headline = La versione { $number } è terminata il { $on }; la prossima versione non è ancora registrata qui
behind-sentence = { $headline } — { $asof }; consulta gli annunci ufficiali
behind-said = { $sentence }.
behind-short = prossima versione non ancora registrata
data-as-of = dati aggiornati al { $at } ({ $zone })
nothing-upcoming = Qui non è ancora registrato nulla in arrivo.
nothing-upcoming-behind = La prossima versione non è ancora registrata qui; consulta gli annunci ufficiali per sapere cosa arriverà.

## Names (servers, categories, versions)

server-cn = CN (UTC+8)
server-asia = Global Asia (UTC+8)
server-americas-europe = Global Americhe / Europa (UTC−5)
category-operator-plural = cacce ai talenti di operatori
category-arsenal-plural = distribuzioni arsenale
category-permanent-plural = contenuti permanenti
category-limited-plural = eventi a tempo limitato
category-update-plural = aggiornamenti
version-named-official = versione { $number } «{ $title }»
version-named = versione { $number } { $quoted }
# A name in 「」, unless it brings its own.
quoted = 「{ $name }」
list-join = {", "}

## End notes

end-official = ufficiale: 「{ $label }」
end-inferred = dedotto: { $label }
end-official-before = ufficiale: 「
end-official-after = 」
end-inferred-before = dedotto:{" "}
end-inferred-after = {""}
rule-after-headhuntings = termina dopo { $count ->
        [one] { $count } campagna Caccia ai talenti certificata
        [many] { $count } di campagne Caccia ai talenti certificata
       *[other] { $count } campagne Caccia ai talenti certificata
    }, a partire da { $from }
rule-version-end = termina prima dell'aggiornamento e della manutenzione della versione
rule-with-event = termina con { $event }
# The generator's Chinese end wording, told in this language, phrase by phrase.
label-end-not-announced = fine non annunciata
label-before-maintenance = prima dell'aggiornamento e della manutenzione della versione
label-estimated = stima: { $time }
label-at-latest = al più tardi { $time }
label-after-headhuntings = termina dopo { $count ->
        [one] { $count } campagna Caccia ai talenti certificata
        [many] { $count } di campagne Caccia ai talenti certificata
       *[other] { $count } campagne Caccia ai talenti certificata
    }
label-counted-from = a partire da 「{ $title }」
label-join = {"; "}
# An end label in the Chinese feeds, quoted or inferred.
label-official-feed = 「{ $label }」 (ufficiale)
label-inferred-feed = { $label } (dedotto)

## Change records (the JSON's words, the Atom feed)

field-start = Inizio
field-end = Fine
field-title = Titolo
field-pool = Campagna
field-end-label = Dicitura della fine
changed-start = inizio spostato
changed-end-announced = fine annunciata
changed-end = fine spostata
changed-title = rinominato
changed-pool = campagna sostituita
changed-end-label = dicitura della fine cambiata
change-new-version = Nuova versione:{" "}
change-new = Nuovo:{" "}
change-changed = Modificato:{" "}
change-removed = Rimosso:{" "}
atom-title = Calendario di Arknights: Endfield — modifiche al programma
atom-subtitle = Campagne, attività e versioni aggiunte, rimosse o spostate. Orari in { $zone }. { -notice }
atom-author = endfield-calendar (non ufficiale, gestito dalla community)
atom-entry-changed = { $title } ({ $words })
# What a record did: $kind is added, removed or changed.
atom-verb = { $kind ->
        [added] aggiunta al calendario
        [removed] rimozione dal calendario
       *[changed] modifica
    }
atom-about-event-in-version = { $title } ({ $version }): { atom-verb }.
atom-about-event = { $title }: { atom-verb }.
atom-about-version-named = { $version }: { atom-verb }.
atom-about-version = Versione 「{ $title }」: { atom-verb }.
atom-nothing = —
atom-none = nessuno
atom-line = { $name }: { $value }
atom-line-moved = { $name }: { $before } → { $after }
atom-line-hour-hidden = { $name }: { $after } (prima indicava un orario che nessuna fonte conferma)
atom-notices = Annuncio ufficiale: { $notices }.
atom-times-in = Orari in { $zone }. { -notice }
-notice = Dati non ufficiali della community, non affiliati ai titolari dei diritti del gioco; prevalgono gli annunci ufficiali e quanto mostrato nel gioco.

## Notifications

reminder-heading = { $words }:{" "}
leads-before-start = { $leads } prima di ogni inizio
leads-before-end = { $leads } prima di ogni fine

## The badge and the card

badge-nothing = Endfield · nulla in corso o in arrivo registrato
badge-title = Calendario di Arknights: Endfield (non ufficiale): { $text }
card-kind-operator = campagna operatori
card-kind-arsenal = campagna arsenale
card-kind-permanent = permanente
card-kind-limited = limitato
card-kind-update = aggiornamento

## The page

page-no-limited-incomplete = Nessuna attività limitata in corso raccolta (l'elenco delle attività di questa versione è incompleto).
page-no-limited = Nessuna attività limitata in corso.

## The generator's notes and start labels, in this language

note-end-capped-by-version = Fine non annunciata: limitata alla fine della sua versione.
note-end-latest-allowed = Fine non annunciata: la fine più tarda che le fonti consentono (un limite superiore).
note-start-hour-unconfirmed = L'orario d'inizio non è confermato.
note-end-hour-unconfirmed = L'orario di fine non è confermato.
note-hours-unconfirmed = Gli orari d'inizio e di fine non sono confermati.
note-end-by-version-rule = Fine dedotta da una regola ufficiale: la fine della versione 「{ $version }」 (la manutenzione d'aggiornamento della versione successiva).
note-end-by-headhunting-rule = Fine dedotta da una regola ufficiale: la { $count ->
        [1] 1ª
        [2] 2ª
        [3] 3ª
       *[other] { $count }ª
    } Caccia ai talenti certificata a partire da 「{ $from }」 è 「{ $with }」; termina con essa.
start-after-version = dopo l'inizio della versione
start-after-version-named = dopo l'inizio della versione 「{ $version }」
start-after-update = dopo l'aggiornamento alla versione 「{ $version }」
start-permanent-from = permanente dall'inizio della versione 「{ $version }」

## The iCalendar feed

ics-name = Calendario di Arknights: Endfield
ics-name-filtered = Calendario di Arknights: Endfield — { $filters }
ics-name-from = dal { $from }
ics-name-until = fino al { $to }
# $sources: origin, partial or fallback (source.mode).
ics-description = Versioni, campagne e attività di Arknights: Endfield, orari in { $zone }. Dati aggiornati al { $updated } ({ $zone }); { $sources ->
        [partial] ha risposto solo una parte delle fonti (le fonti conservate completano il resto)
        [fallback] generato offline dalle fonti conservate (l'interfaccia statistiche a monte non è stata letta)
       *[origin] l'interfaccia statistiche a monte ha risposto
    }; { $notices } annunci ufficiali citati (letti dal generatore o citati da un archivio dell'elenco degli annunci). { -notice }
ics-summary-start-unknown = {" "}(data d'inizio ignota)
ics-summary-open-ended = {" "}(senza fine)
ics-summary-end-estimated = {" "}(fine stimata)
ics-summary-time-tbc = {" "}(orario da confermare)
ics-related = Correlati: { $related }
ics-span = { $start } – { $end } ({ $zone })
ics-at = Alle { $start } ({ $zone })
ics-open-ended = Inizia { $start } ({ $zone }). Nessuna data di fine annunciata: resta aperto, quindi il calendario lo mostra come indicatore per l'intera giornata d'inizio.
ics-through-estimated-end = Inizia { $start } ({ $zone }). Nessuna fine ufficiale annunciata: il calendario lo mostra a giornata intera fino alla fine stimata, { $end }.
ics-through-version-end = Inizia { $start } ({ $zone }). Nessuna fine annunciata, nemmeno provvisoria: il calendario lo mostra a giornata intera fino alla fine della sua versione, { $end }, una stima.
ics-estimated-end = Fine stimata: { $end }
ics-start-unknown = La data d'inizio non è ancora annunciata; la data mostrata è solo provvisoria.
ics-start-label = Inizio: { $label }
ics-end-label = Fine: { $label }
ics-featured = In evidenza: { $names }
ics-names-join = {", "}
ics-source = Fonte: { $note }
ics-notice = { -notice }
ics-alarm = { $title } { $words }
ics-marker = { $title } termina { $end } ({ $zone }). Un indicatore di promemoria: il feed è stato richiesto con ending={ $lead }.
    { -notice }

page-description = Calendario non ufficiale di Arknights: Endfield · { $server }: campagne ed eventi in corso, cosa arriva, una linea temporale e iscrizioni al calendario.

## The feed builder's and the "Get notified" form's choices

feed-alarm-pt1h = 1 ora prima di inizio e fine
feed-alarm-p1d = 1 giorno prima di inizio e fine
feed-alarm-p1d-pt1h = 1 giorno e 1 ora prima
feed-ending-p1d = «sta per finire» 1 giorno prima
feed-ending-pt3h = «sta per finire» 3 ore prima
notify-ending-p1d = 1 giorno prima della fine
notify-ending-pt3h = 3 ore prima della fine

## The page (src/service/page/view/)

page-server = Server
page-server-2 = Server:{" "}
page-a-community-calendar-of-the = : un calendario della community per il server CN, non affiliato ai titolari dei diritti del gioco.{" "}
page-all-times-are-beijing-time = Tutti gli orari sono nell'ora di Pechino (Asia/Shanghai, UTC+8).
page-a-community-calendar-of-the-2 = : un calendario della community per il server globale Asia (compilato dagli annunci del server CN: i server condividono un unico programma), non affiliato ai titolari dei diritti del gioco.{" "}
page-all-times-are-the-global = Tutti gli orari sono nell'ora del server globale Asia (UTC+8).
page-a-community-calendar-of-the-3 = : un calendario della community per il server globale Americhe/Europa (compilato dagli annunci del server CN: i server condividono un unico programma), non affiliato ai titolari dei diritti del gioco.{" "}
page-all-times-are-the-global-2 = Tutti gli orari sono nell'ora del server globale Americhe/Europa (UTC−5).
page-unofficial = Non ufficiale
page-where-it-differs-from-the = Dove differisce dagli annunci ufficiali o dal gioco, vale l'ufficiale.{" "}
page-arknights-endfield-calendar = Calendario di Arknights: Endfield
page-page-navigation = Navigazione della pagina
page-live = In corso
page-upcoming = In arrivo
page-timeline = Linea temporale
page-banner-history = Storico campagne
page-subscribe = Iscriviti
page-language = Lingua
page-version = Versione{" "}
page-end-not-announced = fine non annunciata
page-starts-in = Inizia tra{" "}
page-start-date-and-time-tbc = Data e ora d'inizio da confermare
page-start-date-known-time-tbc = Data d'inizio nota, ora da confermare
page-ended = Terminato
page-ends-in = Termina tra{" "}
page-end-date-and-time-tbc = Data e ora di fine da confermare
page-end-date-known-time-tbc = Data di fine nota, ora da confermare
page-this-version-s-activity-list = L'elenco delle attività di questa versione è incompleto: le attività non ancora raccolte non sono mostrate.
page-the-data-holds-no-version = I dati non contengono alcuna versione.
page-no-pool-is-live = Nessuna campagna in corso.
page-their-estimated-end-has-passed = La fine stimata è passata; nessuna fine ufficiale annunciata.
page-none = Nessuno.
page-text-2 = {" "}
page-text-3 = (
page-text-4 = )
page-their-estimated-start-has-passed = L'inizio stimato è passato; nessun inizio ufficiale ancora annunciato.
page-rate-up = In evidenza:{" "}
page-operator-pool = Campagna operatori
page-arsenal-pool = Campagna arsenale
page-permanent = Permanente
page-limited = Limitato
page-update = Aggiornamento
page-text-5 = ;{" "}
page-text-6 = mancano{" "}
page-left-until = , fino al{" "}
page-ends = Fine:{" "}
page-permanent-no-end = Permanente, senza fine
page-end-not-announced-2 = Fine non annunciata
page-start-not-announced = Inizio non annunciato
page-was-estimated-for = {" "}(era stimato per il{" "}
page-text-7 = )
page-text-8 = {" "}(
page-to-go = {" "}all'inizio,{" "}
page-the-upstream-answered-origin = la fonte a monte ha risposto (origin)
page-only-part-of-the-sources = ha risposto solo una parte delle fonti; le fonti conservate completano il resto (partial)
page-built-offline-from-the-kept = generato offline dalle fonti conservate, senza la fonte a monte (fallback)
page-sources-the-game-s-official = Fonti: gli annunci ufficiali nel gioco (
page-text-9 = {""}
page-cited-read-by-the-generator = {" "}citati, letti dal generatore o citati da un archivio dell'elenco degli annunci), l'interfaccia pubblica della fonte a monte (
page-and-community-records-every-fact = ) e registri della community (ogni dato indica la sua fonte). Questo è un progetto non ufficiale della community; fanno fede gli annunci ufficiali e il gioco.
page-data-last-updated = Dati aggiornati al{" "}
page-upstream-data-of = , dati a monte del{" "}
page-page-generated = ; pagina generata il{" "}
page-text-10 = .
page-last-recorded-version = Ultima versione registrata
page-current-version = Versione attuale
page-live-now = In corso ora
page-pools = Campagne
page-updates = Aggiornamenti
page-may-have-ended = Forse terminato
page-permanent-2 = Permanente
page-add-pools-and-events-to = Aggiungi campagne ed eventi alla tua app calendario; segue ogni aggiornamento dei dati. Scegli un'impostazione predefinita, o scegli tu:
page-presets = Predefiniti
page-none-checked-every-category = Nulla selezionato = tutte le categorie.
page-all-versions = Tutte le versioni
page-all = Tutto
page-live-2 = In corso
page-no-alarm = Nessun avviso
page-none-2 = Nessuno
page-some-calendar-apps-google-calendar = Alcune app calendario (Google Calendar) ignorano gli avvisi dei calendari a cui si è iscritti; lì scegli un evento «sta per finire».
page-copy = Copia
page-webcal-link-apple-calendar-and = link webcal (Calendario di Apple e Outlook lo aprono direttamente)
page-google-calendar = Google Calendar
page-on-the-web-settings-add = Sul web: Impostazioni → Aggiungi calendario → Da URL, e incolla il link https qui sopra. I telefoni seguono l'account.
page-apple-calendar = Calendario di Apple
page-iphone-ipad-tap-open-in = iPhone / iPad: tocca «Apri nell'app calendario». Mac: File → Nuova iscrizione calendario, e incolla il link.
page-outlook-on-the-web-add = Outlook sul web: Aggiungi calendario → Sottoscrivi dal Web, e incolla il link https.
page-new-calendar-on-the-network = Nuovo calendario → In rete, incolla il link https, formato iCalendar (ICS).
page-calendar-apps-refresh-a-subscription = Le app calendario aggiornano un'iscrizione ogni poche ore; gli orari sono scritti in UTC e mostrati nel tuo fuso orario.
page-icalendar-feed-ics = Feed iCalendar (ICS)
page-schedule-changes-atom-feed = Modifiche al programma (feed Atom)
page-what-was-added-or-moved = : cosa è stato aggiunto o spostato, per un lettore di feed —{" "}
page-openapi-document = Documento OpenAPI
page-download-the-whole-dataset-events = Scarica tutti i dati (events.json)
page-the-latest-rolling-release = , l'ultima release continua
page-source-code = Codice sorgente
page-subscribe-2 = Iscriviti
page-categories = Categorie
page-version-2 = Versione
page-status = Stato
page-server-3 = Server
page-alarm = Avviso
page-ending = In chiusura
page-get-links = Ottieni i link
page-feed-url = URL del feed
page-open-in-calendar-app = Apri nell'app calendario
page-how-to-subscribe = Come iscriversi
page-data-api = Dati e API
page-what-is-stored-the-webhook = Cosa viene salvato: l'URL del webhook (cifrato, mai mostrato né registrato nei log), le categorie, il server, i promemoria e la lingua scelti, e un hash del token di gestione.
page-to-unsubscribe-delete-the-webhook = Per annullare l'iscrizione: elimina il webhook su Discord (l'iscrizione si ferma al messaggio successivo), o invia un DELETE con il token di gestione (la pagina dopo l'iscrizione fornisce il comando).
page-get-new-versions-schedule-changes = Ricevi nuove versioni, modifiche al programma e promemoria di inizio/fine nel tuo canale Discord: crea un webhook (impostazioni del canale → Integrazioni → Webhook), copia il suo URL e incollalo qui. Il calendario pubblica prima una conferma.
page-no-reminder = Nessun promemoria
page-none-3 = Nessuno
page-get-notified-arknights-endfield-calendar = Ricevi notifiche · Calendario di Arknights: Endfield
page-the-confirmation-is-in-your = La conferma è nel tuo canale.
page-the-management-token-is-shown = Il token di gestione è mostrato solo ora: conservalo subito.
page-subscription-id = ID iscrizione:{" "}
page-management-token = Token di gestione:{" "}
page-to-see-it = Per vederla:{" "}
page-to-unsubscribe = Per annullarla:{" "}
page-put-this-site-s-address = (Metti l'indirizzo di questo sito prima del percorso.)
page-nothing-was-stored-why = Non è stato salvato nulla. Motivo:{" "}
page-back-to-the-calendar = Torna al calendario
page-get-notified = Ricevi notifiche
page-discord-webhook-url = URL del webhook Discord
page-reminder = Promemoria
page-subscribe-3 = Iscriviti
page-subscribed = Iscritto
page-not-subscribed = Non iscritto
page-everything-of-the-current-version = Tutto della versione attuale e delle vicine; le linee verticali separano le versioni, la linea rossa è adesso. Il grafico scorre in orizzontale.
page-jump-to-now = Vai ad adesso
page-timeline-scrolls-sideways = Linea temporale (scorre in orizzontale)
page-now = adesso
page-text-11 = :{" "}
page-permanent-3 = permanente
page-not-announced = non annunciato
page-versions-on-the-timeline = Versioni sulla linea temporale
page-every-rate-up-6-operator = Ogni operatore e arma 6★ in evidenza con le sue campagne (riproposte incluse) su un unico asse; prima chi manca da più tempo, la linea rossa è adesso, una barra chiara non è ancora iniziata o non ha una fine annunciata. Segui un nome per iscriverti alle sue campagne.
page-the-data-names-no-rate = I dati non indicano alcuna unità in evidenza.
page-operator = Operatore
page-weapon = Arma
page-its-pools = : le sue campagne
page-live-now-2 = in corso ora
page-not-run-yet = non ancora uscito
page-next = prossima:{" "}
page-h1 = Calendario di Arknights: Endfield
page-trademark = Arknights: Endfield è un marchio dei suoi titolari dei diritti; questo sito non è affiliato a loro.
page-runs = { $count ->
        [one] { $count } edizione
        [many] { $count } di edizioni
       *[other] { $count } edizioni
    }
# $count is where the number stands (set in bold); $days chooses the plural.
page-days-since-last = { $days ->
        [one] { $count } giorno dall'ultima
        [many] { $count } di giorni dall'ultima
       *[other] { $count } giorni dall'ultima
    }

## Why the "Get notified" form's subscription was refused

refused-rate-limited = Troppe richieste: riprova tra { $seconds ->
        [one] { $seconds } secondo
        [many] { $seconds } di secondi
       *[other] { $seconds } secondi
    }.
refused-invalid = L'URL del webhook o una scelta non è stata accettata: incolla un URL di webhook Discord (https://discord.com/api/webhooks/…) e scegli tra le opzioni offerte.
refused-webhook-not-allowed = Questo URL di webhook non è consentito: si accetta solo l'URL di un webhook Discord.
refused-webhook-not-confirmed = Impossibile pubblicare la conferma: verifica che l'URL del webhook sia corretto e che il webhook esista ancora.
refused-full = Al momento non si accettano altre iscrizioni; riprova più tardi.
refused-other = Impossibile creare l'iscrizione; riprova più tardi.

## Notifications (src/notify/)

notify-start = Inizio
notify-end = Fine
notify-featured = In evidenza
notify-sep = ,{" "}
notify-unofficial-arknights-endfield-calendar = Calendario non ufficiale di Arknights: Endfield
notify-official-notice = {" "}· annuncio ufficiale{" "}
notify-sep-2 = :{" "}
notify-test-message-from-the-calendar = Messaggio di prova dal calendario — nessuna modifica al programma
notify-target = La destinazione «
notify-works-the-schedule-changes-and = » funziona: le modifiche al programma e i promemoria del calendario non ufficiale di Arknights: Endfield verranno pubblicati qui.
notify-subscribed-the-unofficial-arknights-endfield = Iscrizione attiva: il calendario non ufficiale di Arknights: Endfield pubblicherà qui.
notify-schedule-changes = Modifiche al programma
notify-reminders = Promemoria
notify-server = Server
notify-language = Lingua
notify-english = Italiano
notify-to-stop = Per interrompere
notify-every-category-and-new-versions = tutte le categorie e le nuove versioni
notify-every-category = tutte le categorie
notify-only-pools-featuring = , solo campagne con{" "}
notify-sep-3 = {""}
notify-none = nessuno
notify-sep-4 = ;{" "}
notify-remove-the-target-from-the = rimuovere la destinazione dal file delle destinazioni
notify-send-delete = inviare DELETE{" "}
notify-with-the-management-token-the = {" "}con il token di gestione dato dalla risposta dell'iscrizione (Authorization: Bearer …)
notify-or-delete-this-webhook-in = , o eliminare questo webhook su Discord

## The page's presets, the rate-limited page, the countdown card

page-preset-all-pools = Tutte le campagne
page-preset-operator-pools = Campagne operatori
page-preset-limited = Attività limitate
page-preset-everything = Tutto
limited-title = Troppe richieste · Calendario di Arknights: Endfield
limited-heading = Troppe richieste
# $wait is where the wait stands (set in bold, as limited-wait tells it); $seconds chooses the plural.
limited-try-again = Tu (o qualcuno che condivide il tuo indirizzo di rete) hai inviato troppe richieste in poco tempo. Riprova tra { $wait }{ $seconds ->
        [one] {""}
        [many] {""}
       *[other] {""}
    }; a quel punto questa pagina si ricaricherà da sola.
limited-wait = { $seconds } s
card-title = Calendario di Arknights: Endfield · conto alla rovescia
card-nothing = Qui non è registrato nulla in corso o in arrivo.
card-link = Calendario di Endfield (non ufficiale)
page-json-api = API JSON

## MCP's tools' texts (for language models; the Chinese file keeps them in English, as they were)

mcp-not-announced = non annunciato
mcp-span = { $start } → { $end }
mcp-summary-events = { $total ->
        [one] { $total } evento
        [many] { $total } di eventi
       *[other] { $total } eventi
    }, orari in { $zone }:
mcp-summary-changes = { $total ->
        [one] { $total } modifica
        [many] { $total } di modifiche
       *[other] { $total } modifiche
    }, orari in { $zone }:
mcp-summary-units = { $total ->
        [one] { $total } unità
        [many] { $total } di unità
       *[other] { $total } unità
    }, orari in { $zone }:
mcp-and-more = … e altri { $more } (structuredContent li elenca tutti)
mcp-end = {"; "}fine: { $note }
mcp-featured = {"; "}in evidenza: { $names }
mcp-event-line = - { $title } [{ $category }, { $status }] { $span }{ $more } ({ $id })
mcp-change-line = - { $at } { $kind } { $subject } { $title } ({ $key }; { $words })
mcp-join = {", "}
mcp-record-stops = Il registro si ferma alla sua modifica più recente, { $newest }; i dati sono stati generati il { $generated }: le modifiche successive non sono ancora registrate.
mcp-record-empty = Il registro non contiene alcuna modifica; i dati sono stati generati il { $generated }: le modifiche successive non sono ancora registrate.
mcp-times-in = Orari in { $zone }.
mcp-unit-names = { $name } ({ $en })
mcp-unit-runs = { $names }, { $kind }: { $n ->
        [one] { $n } edizione iniziata
        [many] { $n } di edizioni iniziate
       *[other] { $n } edizioni iniziate
    }
mcp-unit-live = , una in corso ora
mcp-unit-days-since = , { $n ->
        [one] { $n } giorno
        [many] { $n } di giorni
       *[other] { $n } giorni
    } dalla fine dell'ultima
mcp-unit-next = ; la prossima edizione inizia { $start }
mcp-unit-no-next = ; nessuna prossima edizione ancora registrata qui
mcp-run-line = { $title } [{ $status }] { $span } ({ $id })

## Chat (src/chat/): the commands' answers in Discord, Telegram and QQ, and their descriptions

chat-notice = Calendario della community non ufficiale: fanno fede gli avvisi ufficiali e il gioco.
chat-more = … e altri { $n }
chat-now-title = Ora · { $server }
chat-next-title = In arrivo · { $server }
chat-version-ends = termina { $when }
chat-version-starts = inizia { $when }
chat-live = In corso:
chat-nothing-live = Al momento non c'è nulla in corso.
chat-next-not-recorded = La prossima versione non è ancora registrata qui.
chat-upcoming = In arrivo:
chat-unit-ask = Indica un'unità, per esempio il suo nome inglese o cinese.
chat-unit-unknown = Nessuna unità in rate-up con quel nome è registrata qui.
chat-unit-runs = { $n ->
        [one] { $n } rate-up finora
       *[other] { $n } rate-up finora
    }
chat-unit-last = Ultimo rate-up:
chat-unit-live = in corso
chat-unit-days-since = { $n ->
        [one] terminato da { $n } giorno
       *[other] terminato da { $n } giorni
    }
chat-unit-next = Prossimo rate-up:
chat-unit-no-next = Il prossimo rate-up non è ancora registrato qui.
chat-help = Comandi
chat-no-reminders = nessun promemoria
chat-status-on = Questa chat è iscritta: { $server }, { $lang }, promemoria { $lead } prima di ogni inizio.
chat-status-off = Questa chat non è iscritta.
chat-subscribed = Iscrizione fatta: annunci e un promemoria { $lead } prima di ogni inizio verranno pubblicati qui.
chat-already-subscribed = Questa chat è già iscritta.
chat-unsubscribed = Iscrizione annullata: qui non verrà pubblicato più nulla.
chat-not-subscribed = Questa chat non è iscritta.
chat-not-allowed = Solo un amministratore di questa chat può cambiarne l'iscrizione.
chat-group-only = Le iscrizioni si fanno in un gruppo o in un canale del server, non in una chat privata.
chat-failed = Impossibile cambiare l'iscrizione ora; nulla è cambiato. Riprova più tardi.
chat-option-invalid = Impossibile leggere questa opzione:
chat-option-accepted = Opzioni possibili: { $options }
chat-slow-down = Troppi comandi: questa chat non riceverà risposte per un minuto.
chat-unknown = Comando sconosciuto. Invia { $help } per l'elenco.
chat-webhook-name = Calendario di Endfield
# A chat endpoint's refusals (read by the platform's servers and their operators).
chat-refused-unauthorized = la firma o il segreto dell'aggiornamento manca, è falso o è scaduto
chat-refused-unreadable = il corpo non è un aggiornamento di questa piattaforma
chat-cmd-endfield = Il calendario non ufficiale di Arknights: Endfield
chat-cmd-now = La versione attuale e ciò che è in corso
chat-cmd-next = Ciò che arriva
chat-cmd-unit = I rate-up di un'unità: ultimo, prossimo, giorni trascorsi
chat-cmd-unit-name = Il nome dell'unità
chat-cmd-unit-placeholder = NOME
chat-cmd-subscribe = Pubblica qui annunci e promemoria (admin)
chat-cmd-unsubscribe = Smetti di pubblicare qui (admin)
chat-cmd-status = Se questa chat è iscritta
chat-cmd-help = I comandi
chat-cmd-server = L'orologio di quale server
chat-cmd-lang = La lingua dei messaggi
chat-cmd-category = Solo queste categorie (operator, arsenal, limited, permanent, update)

## Dates: CLDR patterns

date-year-month-day = { $day } { month-short } { $year }
time-pattern = HH:mm
date-time = { $date }, { $time }

## Errors

error-invalid-query = query non valida
error-invalid-parameter = parametro della query `{ $parameter }` non valido: { $message }
error-more-problems = { $message } (e { $more ->
        [one] un altro problema
       *[other] altri { $more } problemi
    }, vedi details)
error-more-problems-listed = { $message } (e { $more ->
        [one] un altro problema
       *[other] altri { $more } problemi
    }; details elenca solo i primi { $listed })
error-not-found = nessuna risorsa in `{ $path }`; l’API è in { $api }
error-method-not-allowed = il metodo `{ $method }` non è consentito; usa { $allow }
error-rate-limited = troppe richieste; riprova tra { $seconds } s
error-internal = errore interno del server
error-bad-request = richiesta non valida: { $why }
error-uri-too-long = la destinazione della richiesta è troppo lunga
error-headers-too-large = le intestazioni della richiesta sono troppo grandi
error-request-timeout = nessuna intestazione di richiesta completa entro il tempo limite
problem-encoding = la codifica percentuale non si decodifica in testo UTF-8
problem-unknown-events = parametro sconosciuto; i parametri sono { $events }, e su /api/v1/events.ics anche { $feed }
problem-unknown-on = parametro sconosciuto; i parametri di { $path } sono { $parameters }
problem-duplicate = indicato più di una volta
problem-empty = non ha valore; ometti il parametro per non filtrare
problem-empty-range = `from` deve precedere `to`: l’intervallo [from, to) sarebbe vuoto
problem-version = previsto `all`, una chiave di versione come `version-5` o un numero come `5`
problem-unknown-version = versione inesistente; le versioni sono { $versions }
problem-too-many-durations = al massimo { $max } durate, separate da virgole
problem-duration = prevista una durata ISO 8601 maggiore di zero e al massimo P7D, come P1D, PT1H o P2DT12H
problem-too-many-names = al massimo { $max } nomi
problem-empty-item = elemento vuoto nell’elenco separato da virgole
problem-name-too-long = un nome ha al massimo { $max } caratteri
problem-name-control = un nome non contiene caratteri di controllo
problem-all-and-categories = `all` non si può combinare con delle categorie
problem-unknown-category = categoria sconosciuta; previsto `all` o un elenco separato da virgole di { $categories }
problem-server = previsto uno tra cn, asia, americas-europe
problem-expected-one-of = previsto uno tra { $values }
problem-datetime = previsto un timestamp RFC 3339 con offset, come 2026-08-01T00:00:00+08:00 o 2026-07-31T16:00:00Z
problem-limit = deve essere un numero intero da 1 a { $max }
problem-theme = deve essere light, dark o transparent
mcp-problem-argument = argomento sconosciuto; gli argomenti di unit_history sono { $arguments }
mcp-problem-name = unit_history richiede il nome dell’unità (cinese o inglese ufficiale)
bad-request-host = l’intestazione Host non è un host[:port] valido
bad-request-hosts = più di un’intestazione Host
bad-request-alarm = questo `alarm` non è offerto
bad-request-ending = questo `ending` non è offerto
mcp-unit-unknown = nessuna unità chiamata «{ $name }» nei dati: nessuna caccia ai talenti né distribuzione arsenale la mette in evidenza (un nome è esattamente quello cinese, o quello inglese ufficiale); list_units elenca ogni unità

## Names

# A name shown untranslated (its title): never "not announced".
names-untranslated = Nessun nome ufficiale italiano registrato qui

## Subscriptions refused
subscription-invalid = iscrizione non valida: { $problems }
subscription-invalid-body = iscrizione non valida
subscription-problems = { $list }; { $next }
subscription-not-allowed = webhook non consentito: { $why }
subscription-not-confirmed = il webhook non ha accettato il messaggio di conferma; non è stato salvato nulla
subscription-too-large = il corpo supera i { $bytes } byte
subscription-not-json = invia l'iscrizione come Content-Type: application/json
subscription-method = metodo non consentito; usa { $allow }
subscription-full = questo server non accetta altre iscrizioni
subscription-cross-site = un'iscrizione si crea solo dalla pagina di questo sito o senza browser; non è stato salvato nulla
subscription-json-secret = un'iscrizione `json` non accetta `secret`: il server ne crea uno e lo comunica una sola volta nella risposta
subscription-not-object = il corpo non è un oggetto di iscrizione: riga { $line }, colonna { $column }: { $place }{ $kind }
subscription-url-not-url = `url` non è un URL
subscription-url-discord = un URL `discord` è https://discord.com/api/webhooks/<id>/<token> (o discordapp.com, ptb., canary.)
subscription-url-not-public = `url` non è un indirizzo pubblico (gli indirizzi di loopback, privati, link-local e gli altri per usi speciali sono rifiutati)
subscription-url-http = `url` non è un URL https (http semplice solo verso un host di loopback consentito dal server)
subscription-url-not-resolved = l'host di `url` non si risolve
subscription-url-not-answered = l'host di `url` non si può risolvere ora (il suo name server non ha risposto); riprova più tardi
subscription-disabled-unopened = non si apre con questa chiave
subscription-disabled-gone = il destinatario { $why }: il suo webhook non esiste più
subscription-disabled-failures = { $failures } consegne di fila non accettate (ultima: { $why })
json-not-valid-because = JSON non valido ({ $why })
json-not-valid = JSON non valido
json-unreadable = illeggibile
json-wrong-type = { $expected ->
        [string] un valore del tipo sbagliato, atteso una stringa
        [number] un valore del tipo sbagliato, atteso un numero intero
        [array] un valore del tipo sbagliato, atteso un array
        [object] un valore del tipo sbagliato, atteso un oggetto
       *[none] un valore del tipo sbagliato
    }
json-out-of-range = { $expected ->
        [string] un valore fuori intervallo, atteso una stringa
        [number] un valore fuori intervallo, atteso un numero intero
        [array] un valore fuori intervallo, atteso un array
        [object] un valore fuori intervallo, atteso un oggetto
       *[none] un valore fuori intervallo
    }
json-unknown-field = un campo sconosciuto (docs/notify.md elenca i campi di una destinazione)
json-missing-field = manca `{ $field }`
json-field-twice = `{ $field }` è indicato due volte
json-wrong-length = una lista della lunghezza sbagliata
json-does-not-fit = un valore che non va bene
target-url-too-long = `url` supera i 2048 byte
target-url-space = `url` contiene uno spazio o un carattere di controllo
target-url-not-https = `url` non è un URL https (http semplice solo verso un indirizzo di loopback, per i test)
target-url-user = `url` contiene un nome utente o una password (`user@`): non consentito
target-name = `name` è di 1-{ $max } lettere ASCII, cifre, `.`, `_` o `-`
target-kind = `kind` è `discord`, `json`, `telegram` o `onebot`
target-onebot-secret = `secret` è il token di accesso di OneBot: da 1 a 256 caratteri ASCII visibili
target-no-secret = una destinazione `{ $kind }` non accetta `secret`
target-chat-id = `chatId` è il numero di una chat (`-1001234567890`) o lo `@username` di un canale
target-chat-id-needed = una destinazione `telegram` richiede `chatId`
target-chat-id-only = solo una destinazione `telegram` accetta `chatId`
target-group-id-needed = una destinazione `onebot` richiede `groupId`, il numero di un gruppo QQ
target-group-id-only = solo una destinazione `onebot` accetta `groupId`
target-invalid-field = campo `{ $field }` non valido: { $message }
target-invalid-field-value = campo `{ $field }` non valido: { $message } (`{ $value }`)
target-env-name = `{ $field }Env` è il nome di una variabile d'ambiente (A-Z, 0-9, _)
target-both = indica `{ $field }` o `{ $field }Env`, non entrambi
target-required = serve `{ $field }` o `{ $field }Env`
delivery-no-connection = nessuna connessione
delivery-timed-out = tempo scaduto
delivery-failed = la richiesta non è riuscita
delivery-lost = { $why } dopo l'invio della richiesta
delivery-rate-limited-long = limitato per { $seconds } s, più di quanto attende un'esecuzione
delivery-rate-limited = limitato (429)
delivery-answered = ha risposto { $status }
delivery-telegram-refused = Telegram ha risposto `ok: false`
delivery-onebot-refused = l'implementazione OneBot ha risposto retcode { $retcode }
delivery-attempts = { $attempts ->
        [one] { $why } ({ $attempts } tentativo)
       *[other] { $why } ({ $attempts } tentativi)
    }
delivery-out-of-time = il tempo dell'esecuzione è finito prima di un tentativo
delivery-out-of-time-after = { $why }; il tempo dell'esecuzione è finito

## The page's script (src/service/page/page.js)

# Beside a time, the same moment on the viewer's clock ($time: its date and time in its zone).
page-local-time = {" "}(ora locale { $time })
