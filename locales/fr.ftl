# Français (fr). Le fichier français du catalogue, dans la syntaxe de Project Fluent (le
# sous-ensemble que lit src/catalog/syntax.rs) ; en.ftl explique le fonctionnement des fichiers.
# Chaque id et chaque variable de en.ftl sont conservés.

## Times told (src/certainty)

# A time whose hour no source gives: its date and "time TBC".
told-when-tbc = { $date }, heure à confirmer
# Its date unknown on this clock: both dates it may fall on.
told-when-dates-tbc = { $first } ou { $last }, date et heure à confirmer
told-estimated = { $when } (estimation)
told-at-latest = { $when } (au plus tard)
# The two dates a time may fall on, in a time told with its notes (told-marked).
told-either-date = { $first } ou { $last }
told-zoned = { $when } ({ $zone })
# A time with what is uncertain about it: $tbc is none, time or date; $mark none, estimated or
# latest.
told-marked = { $when }{ $tbc ->
        [time] , heure à confirmer
        [date] , date et heure à confirmer
       *[none] {""}
    }{ told-mark-alone }
told-mark-alone = { $mark ->
        [estimated] {" "}(estimation)
        [latest] {" "}(au plus tard)
       *[none] {""}
    }
# The Chinese file joins a mark to a TBC note in one pair of brackets; English tells each apart.
told-mark-joined = { told-mark-alone }

standing-may-have-ended = a peut-être pris fin
standing-start-not-announced = début non annoncé
end-not-announced = fin non annoncée

# What is uncertain about a time, beside a phrase.
note-time-tbc = heure à confirmer
note-date-tbc = date et heure à confirmer
note-estimated = estimation
notes-beside = { $text } ({ $notes })
notes-join = {", "}

## Counts

unit-days = { $n ->
        [one] { $n } jour
        [many] { $n } de jours
       *[other] { $n } jours
    }
unit-hours = { $n ->
        [one] { $n } heure
        [many] { $n } d’heures
       *[other] { $n } heures
    }
unit-minutes = { $n ->
        [one] { $n } minute
        [many] { $n } de minutes
       *[other] { $n } minutes
    }
unit-seconds = { $n ->
        [one] { $n } seconde
        [many] { $n } de secondes
       *[other] { $n } secondes
    }
units-join = {" "}

## Where an edge stands from now: $edge is start or end, $latest yes or no (an upper bound).

verb = { $edge ->
        [start] commence
       *[end] se termine
    }
rel-latest = { $latest ->
        [yes] {" "}au plus tard
       *[no] {""}
    }
rel-verb = { verb }{ rel-latest }
rel-tomorrow = { rel-verb } demain
rel-in = { rel-verb } dans { $span }
rel-in-about = { rel-verb } dans environ { $span }

## Countdowns (the page, the card, the badge)

countdown-days = { $days } j { $hours } h
countdown-hours = { $hours } h { $minutes } min
countdown-minutes = { $minutes } min
countdown-left = il reste { $span }
countdown-starts-in = commence dans { $span }
# The words around a live countdown's number, and an upcoming one's.
countdown-left-before = il reste{" "}
countdown-left-after = {""}
countdown-starts-before = commence dans{" "}
countdown-starts-after = {""}
# An edge told by its date: $edge start or end; $mark none, estimated or latest; $tbc none,
# time or date.
countdown-dated = { $mark ->
        [estimated] { verb } vers le { $date } (estimation)
        [latest] { verb } le { $date } au plus tard{ countdown-tbc }
       *[none] { verb } le { $date }{ countdown-tbc }
    }
countdown-tbc = { $tbc ->
        [time] , heure à confirmer
        [date] , date et heure à confirmer
       *[none] {""}
    }

## Dates

# Two dates a time may fall on, where its date is not known on this clock.
dates-either = { $first } ou { $last }
month-short = { $month ->
        [1] janv.
        [2] févr.
        [3] mars
        [4] avr.
        [5] mai
        [6] juin
        [7] juil.
        [8] août
        [9] sept.
        [10] oct.
        [11] nov.
       *[12] déc.
    }
date-month-day = { $day } { month-short }

## The dataset behind the calendar

behind-headline = La version { $number } s’est achevée le { $on } ; la version suivante n’est pas encore enregistrée ici
behind-sentence = { $headline } — { $asof } ; consultez les annonces officielles
behind-said = { $sentence }.
behind-short = version suivante pas encore enregistrée
data-as-of = données au { $at } ({ $zone })
nothing-upcoming = Rien à venir n’est encore enregistré ici.
nothing-upcoming-behind = La version suivante n’est pas encore enregistrée ici ; consultez les annonces officielles pour la suite.

## Names (servers, categories, versions)

server-cn = CN (UTC+8)
server-asia = Global Asie (UTC+8)
server-americas-europe = Global Amériques / Europe (UTC−5)
category-operator-plural = recrutements d’opérateurs
category-arsenal-plural = tirages de l’arsenal
category-permanent-plural = contenu permanent
category-limited-plural = événements à durée limitée
category-update-plural = mises à jour
version-named-official = version { $number } « { $title } »
version-named = version { $number } { $quoted }
# A name in 「」, unless it brings its own.
quoted = 「{ $name }」
list-join = {", "}

## End notes

end-official = officiel : 「{ $label }」
end-inferred = déduit : { $label }
end-official-before = officiel : 「
end-official-after = 」
end-inferred-before = déduit :{" "}
end-inferred-after = {""}
rule-after-headhuntings = se termine au bout de { $count ->
        [one] { $count } bannière de recrutement certifié
        [many] { $count } de bannières de recrutement certifié
       *[other] { $count } bannières de recrutement certifié
    }, à partir de { $from }
rule-version-end = se termine avant la mise à jour de version et la maintenance
rule-with-event = se termine avec { $event }
# The generator's Chinese end wording, told in this language, phrase by phrase.
label-end-not-announced = fin non annoncée
label-before-maintenance = avant la mise à jour de version et la maintenance
label-estimated = estimation : { $time }
label-at-latest = au plus tard { $time }
label-after-headhuntings = se termine au bout de { $count ->
        [one] { $count } bannière de recrutement certifié
        [many] { $count } de bannières de recrutement certifié
       *[other] { $count } bannières de recrutement certifié
    }
label-counted-from = à partir de 「{ $title }」
label-join = {" ; "}
# An end label in the Chinese feeds, quoted or inferred.
label-official-feed = 「{ $label }」 (officiel)
label-inferred-feed = { $label } (déduit)

## Change records (the JSON's words, the Atom feed)

field-start = Début
field-end = Fin
field-title = Titre
field-pool = Bannière
field-end-label = Mention de fin
changed-start = début déplacé
changed-end-announced = fin annoncée
changed-end = fin déplacée
changed-title = renommé
changed-pool = bannière remplacée
changed-end-label = mention de fin modifiée
change-new-version = Nouvelle version :{" "}
change-new = Nouveau :{" "}
change-changed = Modifié :{" "}
change-removed = Retiré :{" "}
atom-title = Calendrier Arknights: Endfield — changements de calendrier
atom-subtitle = Bannières, activités et versions ajoutées, retirées ou déplacées. Heures en { $zone }. { -notice }
atom-author = endfield-calendar (non officiel, géré par la communauté)
atom-entry-changed = { $title } ({ $words })
# What a record did: $kind is added, removed or changed.
atom-verb = { $kind ->
        [added] ajout au calendrier
        [removed] retrait du calendrier
       *[changed] modification
    }
atom-about-event-in-version = { $title } ({ $version }) : { atom-verb }.
atom-about-event = { $title } : { atom-verb }.
atom-about-version-named = { $version } : { atom-verb }.
atom-about-version = Version 「{ $title }」 : { atom-verb }.
atom-nothing = —
atom-none = aucun
atom-line = { $name } : { $value }
atom-line-moved = { $name } : { $before } → { $after }
atom-line-hour-hidden = { $name } : { $after } (auparavant, une heure qu’aucune source ne confirme)
atom-notices = Annonce officielle : { $notices }.
atom-times-in = Heures en { $zone }. { -notice }
-notice = Données communautaires non officielles, sans lien avec les ayants droit du jeu ; les annonces officielles et l’affichage en jeu font foi.

## Notifications

reminder-heading = { $words } :{" "}
leads-before-start = { $leads } avant chaque début
leads-before-end = { $leads } avant chaque fin

## The badge and the card

badge-nothing = Endfield · rien en cours ni à venir
badge-title = Calendrier Arknights: Endfield (non officiel) : { $text }
card-kind-operator = bannière d’opérateur
card-kind-arsenal = bannière d’arsenal
card-kind-permanent = permanent
card-kind-limited = limité
card-kind-update = mise à jour

## The page

page-no-limited-incomplete = Aucune activité limitée en cours collectée (la liste d’activités de cette version est incomplète).
page-no-limited = Aucune activité limitée en cours.

## The generator's notes and start labels, in this language

note-end-capped-by-version = Fin non annoncée : limitée à la fin de sa version.
note-end-latest-allowed = Fin non annoncée : la fin la plus tardive que permettent les sources (une borne supérieure).
note-start-hour-unconfirmed = L’heure du début n’est pas confirmée.
note-end-hour-unconfirmed = L’heure de fin n’est pas confirmée.
note-hours-unconfirmed = Les heures de début et de fin ne sont pas confirmées.
note-end-by-version-rule = Fin déduite d’une règle officielle : la fin de la version 「{ $version }」 (la maintenance de mise à jour de la version suivante).
note-end-by-headhunting-rule = Fin déduite d’une règle officielle : le { $count ->
        [1] 1er
        [2] 2e
        [3] 3e
       *[other] { $count }e
    } recrutement certifié à partir de 「{ $from }」 est 「{ $with }」 ; l’événement se termine avec lui.
start-after-version = après le début de la version
start-after-version-named = après le début de la version 「{ $version }」
start-after-update = après la mise à jour de version 「{ $version }」
start-permanent-from = permanent dès le début de la version 「{ $version }」

## The iCalendar feed

ics-name = Calendrier Arknights: Endfield
ics-name-filtered = Calendrier Arknights: Endfield — { $filters }
ics-name-from = à partir de { $from }
ics-name-until = jusqu’à { $to }
# $sources: origin, partial or fallback (source.mode).
ics-description = Versions, bannières et activités d’Arknights: Endfield, heures en { $zone }. Données mises à jour le { $updated } ({ $zone }) ; { $sources ->
        [partial] seule une partie des sources a répondu (les sources conservées complètent le reste)
        [fallback] généré hors ligne à partir des sources conservées (l’interface de statistiques amont n’a pas été lue)
       *[origin] l’interface de statistiques amont a répondu
    } ; { $notices } annonce(s) officielle(s) citée(s) (lues par le générateur ou citées d’une archive de la liste des annonces). { -notice }
ics-summary-start-unknown = {" "}(date de début inconnue)
ics-summary-open-ended = {" "}(sans fin)
ics-summary-end-estimated = {" "}(fin estimée)
ics-summary-time-tbc = {" "}(heure à confirmer)
ics-related = Voir aussi : { $related }
ics-span = { $start } – { $end } ({ $zone })
ics-at = À { $start } ({ $zone })
ics-open-ended = Début { $start } ({ $zone }). Aucune date de fin n’est annoncée : l’événement reste ouvert, le calendrier l’affiche donc comme marqueur sur la journée entière de son début.
ics-through-estimated-end = Début { $start } ({ $zone }). Aucune fin officielle n’est annoncée : le calendrier l’affiche en journées entières jusqu’à sa fin estimée, { $end }.
ics-through-version-end = Début { $start } ({ $zone }). Aucune fin n’est annoncée, même provisoire : le calendrier l’affiche en journées entières jusqu’à la fin de sa version, { $end }, une estimation.
ics-estimated-end = Fin estimée : { $end }
ics-start-unknown = La date de début n’est pas encore annoncée ; la date affichée n’est qu’un repère provisoire.
ics-start-label = Début : { $label }
ics-end-label = Fin : { $label }
ics-featured = En vedette : { $names }
ics-names-join = {", "}
ics-source = Source : { $note }
ics-notice = { -notice }
ics-alarm = { $title } { $words }
ics-marker = { $title } se termine { $end } ({ $zone }). Marqueur de rappel : le flux a été demandé avec ending={ $lead }.
    { -notice }

page-description = Calendrier non officiel d’Arknights: Endfield · { $server } : bannières et événements en cours, ce qui arrive, une frise chronologique et des abonnements de calendrier.

## The feed builder's and the "Get notified" form's choices

feed-alarm-pt1h = 1 heure avant le début et la fin
feed-alarm-p1d = 1 jour avant le début et la fin
feed-alarm-p1d-pt1h = 1 jour et 1 heure avant
feed-ending-p1d = « bientôt fini » 1 jour avant
feed-ending-pt3h = « bientôt fini » 3 heures avant
notify-ending-p1d = 1 jour avant la fin
notify-ending-pt3h = 3 heures avant la fin

## The page (src/service/page/view/)

page-server = Serveur
page-server-2 = Serveur :{" "}
page-a-community-calendar-of-the = {" "}: un calendrier communautaire du serveur CN, sans lien avec les ayants droit du jeu.{" "}
page-all-times-are-beijing-time = Toutes les heures sont à l’heure de Pékin (Asia/Shanghai, UTC+8).
page-a-community-calendar-of-the-2 = {" "}: un calendrier communautaire du serveur mondial Asie (établi d’après les annonces du serveur CN : les serveurs partagent un même calendrier), sans lien avec les ayants droit du jeu.{" "}
page-all-times-are-the-global = Toutes les heures sont celles du serveur mondial Asie (UTC+8).
page-a-community-calendar-of-the-3 = {" "}: un calendrier communautaire du serveur mondial Amériques/Europe (établi d’après les annonces du serveur CN : les serveurs partagent un même calendrier), sans lien avec les ayants droit du jeu.{" "}
page-all-times-are-the-global-2 = Toutes les heures sont celles du serveur mondial Amériques/Europe (UTC−5).
page-unofficial = Non officiel
page-where-it-differs-from-the = En cas d’écart avec les annonces officielles ou le jeu, c’est l’officiel qui fait foi.{" "}
page-arknights-endfield-calendar = Calendrier Arknights: Endfield
page-page-navigation = Navigation de la page
page-live = En cours
page-upcoming = À venir
page-timeline = Frise
page-banner-history = Historique des bannières
page-subscribe = S’abonner
page-language = Langue
page-version = Version{" "}
page-end-not-announced = fin non annoncée
page-starts-in = Commence dans{" "}
page-start-date-and-time-tbc = Date et heure de début à confirmer
page-start-date-known-time-tbc = Date de début connue, heure à confirmer
page-ended = Terminé
page-ends-in = Se termine dans{" "}
page-end-date-and-time-tbc = Date et heure de fin à confirmer
page-end-date-known-time-tbc = Date de fin connue, heure à confirmer
page-this-version-s-activity-list = La liste d’activités de cette version est incomplète : les activités pas encore collectées ne sont pas affichées.
page-the-data-holds-no-version = Les données ne contiennent aucune version.
page-no-pool-is-live = Aucune bannière en cours.
page-their-estimated-end-has-passed = Leur fin estimée est passée ; aucune fin officielle n’est annoncée.
page-none = Aucun.
page-text-2 = {" "}
page-text-3 = (
page-text-4 = )
page-their-estimated-start-has-passed = Leur début estimé est passé ; aucun début officiel n’est encore annoncé.
page-rate-up = Mis en avant :{" "}
page-operator-pool = Bannière d’opérateur
page-arsenal-pool = Bannière d’arsenal
page-permanent = Permanent
page-limited = Limité
page-update = Mise à jour
page-text-5 = {" "};{" "}
page-text-6 = encore{" "}
page-left-until = , jusqu’au{" "}
page-ends = Fin :{" "}
page-permanent-no-end = Permanent, sans fin
page-end-not-announced-2 = Fin non annoncée
page-start-not-announced = Début non annoncé
page-was-estimated-for = {" "}(estimé au{" "}
page-text-7 = )
page-text-8 = {" "}(
page-to-go = {" "}avant le début,{" "}
page-the-upstream-answered-origin = la source amont a répondu (origin)
page-only-part-of-the-sources = seule une partie des sources a répondu ; les sources conservées complètent le reste (partial)
page-built-offline-from-the-kept = généré hors ligne à partir des sources conservées, sans la source amont (fallback)
page-sources-the-game-s-official = Sources : les annonces officielles en jeu (
page-text-9 = {""}
page-cited-read-by-the-generator = {" "}citées, lues par le générateur ou citées d’une archive de la liste des annonces), l’interface publique de la source amont (
page-and-community-records-every-fact = ) et des relevés de la communauté (chaque donnée cite sa source). Ceci est un projet communautaire non officiel ; les annonces officielles et le jeu font foi.
page-data-last-updated = Données mises à jour le{" "}
page-upstream-data-of = , données amont du{" "}
page-page-generated = ; page générée le{" "}
page-text-10 = .
page-last-recorded-version = Dernière version enregistrée
page-current-version = Version actuelle
page-live-now = En cours
page-pools = Bannières
page-updates = Mises à jour
page-may-have-ended = Peut-être terminé
page-permanent-2 = Permanent
page-add-pools-and-events-to = Ajoutez bannières et événements à votre app de calendrier ; elle suit chaque mise à jour des données. Prenez un préréglage, ou choisissez :
page-presets = Préréglages
page-none-checked-every-category = Rien de coché = toutes les catégories.
page-all-versions = Toutes les versions
page-all = Tout
page-live-2 = En cours
page-no-alarm = Pas d’alarme
page-none-2 = Aucune
page-some-calendar-apps-google-calendar = Certaines apps (Google Agenda) ignorent les alarmes des calendriers abonnés ; choisissez-y plutôt un événement « bientôt fini ».
page-copy = Copier
page-webcal-link-apple-calendar-and = lien webcal (Apple Calendrier et Outlook l’ouvrent directement)
page-google-calendar = Google Agenda
page-on-the-web-settings-add = Sur le web : Paramètres → Ajouter un agenda → À partir de l’URL, et collez le lien https ci-dessus. Les téléphones suivent le compte.
page-apple-calendar = Apple Calendrier
page-iphone-ipad-tap-open-in = iPhone / iPad : touchez « Ouvrir dans l’app de calendrier ». Mac : Fichier → Nouvel abonnement à un calendrier, et collez le lien.
page-outlook-on-the-web-add = Outlook sur le web : Ajouter un calendrier → S’abonner à partir du web, et collez le lien https.
page-new-calendar-on-the-network = Nouveau calendrier → Sur le réseau, collez le lien https, format iCalendar (ICS).
page-calendar-apps-refresh-a-subscription = Les apps de calendrier actualisent un abonnement toutes les quelques heures ; les heures sont écrites en UTC et affichées dans votre fuseau horaire.
page-icalendar-feed-ics = Flux iCalendar (ICS)
page-schedule-changes-atom-feed = Changements de calendrier (flux Atom)
page-what-was-added-or-moved = {" "}: ce qui a été ajouté ou déplacé, pour un lecteur de flux —{" "}
page-openapi-document = Document OpenAPI
page-download-the-whole-dataset-events = Télécharger toutes les données (events.json)
page-the-latest-rolling-release = , la dernière version continue
page-source-code = Code source
page-subscribe-2 = S’abonner
page-categories = Catégories
page-version-2 = Version
page-status = Statut
page-server-3 = Serveur
page-alarm = Alarme
page-ending = Bientôt fini
page-get-links = Obtenir les liens
page-feed-url = URL du flux
page-open-in-calendar-app = Ouvrir dans l’app de calendrier
page-how-to-subscribe = Comment s’abonner
page-data-api = Données et API
page-what-is-stored-the-webhook = Ce qui est conservé : l’URL du webhook (chiffrée, jamais affichée ni journalisée), les catégories, le serveur, les rappels et la langue choisis, et une empreinte du jeton de gestion.
page-to-unsubscribe-delete-the-webhook = Pour vous désabonner : supprimez le webhook dans Discord (l’abonnement s’arrête à sa publication suivante), ou envoyez un DELETE avec le jeton de gestion (la page après l’abonnement donne la commande).
page-get-new-versions-schedule-changes = Recevez les nouvelles versions, les changements de calendrier et des rappels de début/fin dans votre salon Discord : créez un webhook (paramètres du salon → Intégrations → Webhooks), copiez son URL et collez-la ici. Le calendrier publie d’abord une confirmation.
page-no-reminder = Pas de rappel
page-none-3 = Aucune
page-get-notified-arknights-endfield-calendar = Être notifié · Calendrier Arknights: Endfield
page-the-confirmation-is-in-your = La confirmation est dans votre salon.
page-the-management-token-is-shown = Le jeton de gestion n’est affiché qu’une fois : conservez-le maintenant.
page-subscription-id = ID d’abonnement :{" "}
page-management-token = Jeton de gestion :{" "}
page-to-see-it = Pour le consulter :{" "}
page-to-unsubscribe = Pour se désabonner :{" "}
page-put-this-site-s-address = (Mettez l’adresse de ce site devant le chemin.)
page-nothing-was-stored-why = Rien n’a été enregistré. Raison :{" "}
page-back-to-the-calendar = Retour au calendrier
page-get-notified = Être notifié
page-discord-webhook-url = URL du webhook Discord
page-reminder = Rappel
page-subscribe-3 = S’abonner
page-subscribed = Abonné
page-not-subscribed = Non abonné
page-everything-of-the-current-version = Tout ce qui concerne la version actuelle et ses voisines ; des lignes verticales séparent les versions, la ligne rouge marque maintenant. Le graphique défile latéralement.
page-jump-to-now = Aller à maintenant
page-timeline-scrolls-sideways = Frise (défile latéralement)
page-now = maintenant
page-text-11 = {" "}:{" "}
page-permanent-3 = permanent
page-not-announced = non annoncé
page-versions-on-the-timeline = Versions sur la frise
page-every-rate-up-6-operator = Chaque opérateur et arme 6★ mis en avant, avec ses bannières (rediffusions comprises), sur un même axe ; le plus longtemps absent d’abord, la ligne rouge marque maintenant, une barre pâle n’a pas commencé ou n’a pas de fin annoncée. Suivez un nom pour vous abonner à ses bannières.
page-the-data-names-no-rate = Les données ne citent aucune unité mise en avant.
page-operator = Opérateur
page-weapon = Arme
page-its-pools = {" "}: ses bannières
page-live-now-2 = en cours
page-not-run-yet = pas encore sorti
page-next = prochaine :{" "}
page-h1 = Calendrier Arknights: Endfield
page-trademark = Arknights: Endfield est une marque de ses ayants droit ; ce site n’a aucun lien avec eux.
page-runs = { $count ->
        [one] { $count } édition
        [many] { $count } d’éditions
       *[other] { $count } éditions
    }
# $count is where the number stands (set in bold); $days chooses the plural.
page-days-since-last = { $days ->
        [one] { $count } jour depuis la dernière
        [many] { $count } de jours depuis la dernière
       *[other] { $count } jours depuis la dernière
    }

## Why the "Get notified" form's subscription was refused

refused-rate-limited = Trop de requêtes : réessayez dans { $seconds ->
        [one] { $seconds } seconde
        [many] { $seconds } de secondes
       *[other] { $seconds } secondes
    }.
refused-invalid = L’URL du webhook ou un choix n’a pas été accepté : collez une URL de webhook Discord (https://discord.com/api/webhooks/…) et choisissez parmi les options proposées.
refused-webhook-not-allowed = Cette URL de webhook n’est pas autorisée : seule l’URL d’un webhook Discord est acceptée.
refused-webhook-not-confirmed = La confirmation n’a pas pu être publiée : vérifiez que l’URL du webhook est correcte et que le webhook existe toujours.
refused-full = Plus aucun abonnement n’est accepté pour l’instant ; réessayez plus tard.
refused-other = L’abonnement n’a pas pu être créé ; réessayez plus tard.

## Notifications (src/notify/)

notify-start = Début
notify-end = Fin
notify-featured = En vedette
notify-sep = ,{" "}
notify-unofficial-arknights-endfield-calendar = Calendrier Arknights: Endfield non officiel
notify-official-notice = {" "}· annonce officielle{" "}
notify-sep-2 = {" "}:{" "}
notify-test-message-from-the-calendar = Message de test du calendrier — aucun changement de calendrier
notify-target = La cible «{" "}
notify-works-the-schedule-changes-and = {" "}» fonctionne : les changements de calendrier et les rappels du calendrier Arknights: Endfield non officiel seront publiés ici.
notify-subscribed-the-unofficial-arknights-endfield = Abonné : le calendrier Arknights: Endfield non officiel publiera ici.
notify-schedule-changes = Changements de calendrier
notify-reminders = Rappels
notify-server = Serveur
notify-language = Langue
notify-english = Français
notify-to-stop = Pour arrêter
notify-every-category-and-new-versions = toutes les catégories, et les nouvelles versions
notify-every-category = toutes les catégories
notify-only-pools-featuring = , uniquement les bannières avec{" "}
notify-sep-3 = {""}
notify-none = aucun
notify-sep-4 = {" "};{" "}
notify-remove-the-target-from-the = retirer la cible du fichier des cibles
notify-send-delete = envoyer DELETE{" "}
notify-with-the-management-token-the = {" "}avec le jeton de gestion donné par la réponse de l’abonnement (Authorization: Bearer …)
notify-or-delete-this-webhook-in = , ou supprimer ce webhook dans Discord

## The page's presets, the rate-limited page, the countdown card

page-preset-all-pools = Toutes les bannières
page-preset-operator-pools = Bannières d’opérateurs
page-preset-limited = Activités limitées
page-preset-everything = Tout
limited-title = Trop de requêtes · Calendrier Arknights: Endfield
limited-heading = Trop de requêtes
# $wait is where the wait stands (set in bold, as limited-wait tells it); $seconds chooses the plural.
limited-try-again = Vous (ou quelqu’un partageant votre adresse réseau) avez envoyé trop de requêtes en peu de temps. Veuillez réessayer dans { $wait }{ $seconds ->
        [one] {""}
        [many] {""}
       *[other] {""}
    } ; cette page se rechargera alors d’elle-même.
limited-wait = { $seconds } s
card-title = Calendrier Arknights: Endfield · compte à rebours
card-nothing = Rien en cours ni à venir n’est enregistré ici.
card-link = Calendrier Endfield (non officiel)
page-json-api = API JSON

## MCP's tools' texts (for language models; the Chinese file keeps them in English, as they were)

mcp-not-announced = non annoncé
mcp-span = { $start } → { $end }
mcp-summary-events = { $total ->
        [one] { $total } événement
        [many] { $total } d’événements
       *[other] { $total } événements
    }, heures en { $zone } :
mcp-summary-changes = { $total ->
        [one] { $total } changement
        [many] { $total } de changements
       *[other] { $total } changements
    }, heures en { $zone } :
mcp-summary-units = { $total ->
        [one] { $total } unité
        [many] { $total } d’unités
       *[other] { $total } unités
    }, heures en { $zone } :
mcp-and-more = … et { $more } de plus (structuredContent les liste tous)
mcp-end = {" ; "}fin : { $note }
mcp-featured = {" ; "}en vedette : { $names }
mcp-event-line = - { $title } [{ $category }, { $status }] { $span }{ $more } ({ $id })
mcp-change-line = - { $at } { $kind } { $subject } { $title } ({ $key } ; { $words })
mcp-join = {", "}
mcp-record-stops = L’historique s’arrête à son changement le plus récent, { $newest } ; les données ont été générées le { $generated } : les changements ultérieurs ne sont pas encore enregistrés.
mcp-record-empty = L’historique ne contient aucun changement ; les données ont été générées le { $generated } : les changements ultérieurs ne sont pas encore enregistrés.
mcp-times-in = Heures en { $zone }.
mcp-unit-names = { $name } ({ $en })
mcp-unit-runs = { $names }, { $kind } : { $n ->
        [one] { $n } édition commencée
        [many] { $n } d’éditions commencées
       *[other] { $n } éditions commencées
    }
mcp-unit-live = , une en cours
mcp-unit-days-since = , { $n ->
        [one] { $n } jour
        [many] { $n } de jours
       *[other] { $n } jours
    } depuis la fin de la dernière
mcp-unit-next = ; prochaine édition le { $start }
mcp-unit-no-next = ; aucune prochaine édition enregistrée ici
mcp-run-line = { $title } [{ $status }] { $span } ({ $id })

## Chat (src/chat/): the commands' answers in Discord, Telegram and QQ, and their descriptions

chat-notice = Calendrier communautaire non officiel : les annonces officielles et le jeu font foi.
chat-more = … et { $n } de plus
chat-now-title = Maintenant · { $server }
chat-next-title = À venir · { $server }
chat-version-ends = se termine { $when }
chat-version-starts = commence { $when }
chat-live = En cours :
chat-nothing-live = Rien n’est en cours pour le moment.
chat-next-not-recorded = La prochaine version n’est pas encore enregistrée ici.
chat-upcoming = À venir :
chat-unit-ask = Indiquez une unité, par exemple son nom anglais ou chinois.
chat-unit-unknown = Aucune unité en rate-up de ce nom n’est enregistrée ici.
chat-unit-runs = { $n ->
        [one] { $n } rate-up jusqu’ici
       *[other] { $n } rate-ups jusqu’ici
    }
chat-unit-last = Dernier rate-up :
chat-unit-live = en cours
chat-unit-days-since = { $n ->
        [one] terminé depuis { $n } jour
       *[other] terminé depuis { $n } jours
    }
chat-unit-next = Prochain rate-up :
chat-unit-no-next = Le prochain rate-up n’est pas encore enregistré ici.
chat-help = Commandes
chat-no-reminders = aucun rappel
chat-status-on = Ce salon est abonné : { $server }, { $lang }, rappel { $lead } avant chaque début.
chat-status-off = Ce salon n’est pas abonné.
chat-subscribed = Abonné : les annonces et un rappel { $lead } avant chaque début seront publiés ici.
chat-already-subscribed = Ce salon est déjà abonné.
chat-unsubscribed = Désabonné : plus rien ne sera publié ici.
chat-not-subscribed = Ce salon n’est pas abonné.
chat-not-allowed = Seul un administrateur de ce salon peut modifier son abonnement.
chat-group-only = Les abonnements se font dans un groupe ou un salon de serveur, pas en message privé.
chat-failed = L’abonnement n’a pas pu être modifié ; rien n’a changé. Réessayez plus tard.
chat-option-invalid = Cette option n’a pas pu être lue :
chat-option-accepted = Options possibles : { $options }
chat-slow-down = Trop de commandes : ce salon n’aura plus de réponse pendant une minute.
chat-unknown = Commande inconnue. Envoyez { $help } pour la liste.
chat-webhook-name = Calendrier Endfield
# A chat endpoint's refusals (read by the platform's servers and their operators).
chat-refused-unauthorized = la signature ou le secret de la mise à jour est absent, falsifié ou périmé
chat-refused-unreadable = le corps n'est pas une mise à jour de cette plateforme
chat-cmd-endfield = Le calendrier non officiel d’Arknights: Endfield
chat-cmd-now = La version actuelle et ce qui est en cours
chat-cmd-next = Ce qui arrive bientôt
chat-cmd-unit = Les rate-ups d’une unité : dernier, prochain, jours écoulés
chat-cmd-unit-name = Le nom de l’unité
chat-cmd-unit-placeholder = NOM
chat-cmd-subscribe = Publier ici annonces et rappels (admins)
chat-cmd-unsubscribe = Ne plus publier ici (admins)
chat-cmd-status = Si ce salon est abonné
chat-cmd-help = Les commandes
chat-cmd-server = L’horloge de quel serveur
chat-cmd-lang = La langue des publications
chat-cmd-category = Seulement ces catégories (operator, arsenal, limited, permanent, update)

## Dates: CLDR patterns

date-year-month-day = { $day } { month-short } { $year }
time-pattern = HH:mm
date-time = { $date }, { $time }

## Errors

error-invalid-query = requête invalide
error-invalid-parameter = paramètre de requête `{ $parameter }` invalide : { $message }
error-more-problems = { $message } (et { $more ->
        [one] 1 autre problème
       *[other] { $more } autres problèmes
    }, voir details)
error-more-problems-listed = { $message } (et { $more ->
        [one] 1 autre problème
       *[other] { $more } autres problèmes
    } ; details ne liste que les { $listed } premiers)
error-not-found = aucune ressource à `{ $path }` ; l’API est à { $api }
error-method-not-allowed = la méthode `{ $method }` n’est pas autorisée ; utilisez { $allow }
error-rate-limited = trop de requêtes ; réessayez dans { $seconds } s
error-internal = erreur interne du serveur
error-bad-request = requête incorrecte : { $why }
error-uri-too-long = la cible de la requête est trop longue
error-headers-too-large = les en-têtes de la requête sont trop volumineux
error-request-timeout = aucun en-tête de requête complet dans le délai imparti
problem-encoding = l’encodage-pourcent ne se décode pas en texte UTF-8
problem-unknown-events = paramètre inconnu ; les paramètres sont { $events }, et sur /api/v1/events.ics aussi { $feed }
problem-unknown-on = paramètre inconnu ; les paramètres de { $path } sont { $parameters }
problem-duplicate = donné plus d’une fois
problem-empty = n’a pas de valeur ; omettez le paramètre pour ne rien filtrer
problem-empty-range = `from` doit précéder `to` : l’intervalle [from, to) serait vide
problem-version = attendu : `all`, une clé de version comme `version-5` ou un nombre comme `5`
problem-unknown-version = version inconnue ; les versions sont { $versions }
problem-too-many-durations = au plus { $max } durées, séparées par des virgules
problem-duration = attendu : une durée ISO 8601 supérieure à zéro et d’au plus P7D, comme P1D, PT1H ou P2DT12H
problem-too-many-names = au plus { $max } noms
problem-empty-item = élément vide dans la liste séparée par des virgules
problem-name-too-long = un nom compte au plus { $max } caractères
problem-name-control = un nom ne contient aucun caractère de contrôle
problem-all-and-categories = `all` ne peut pas être combiné avec des catégories
problem-unknown-category = catégorie inconnue ; attendu : `all` ou une liste séparée par des virgules parmi { $categories }
problem-server = attendu : cn, asia ou americas-europe
problem-expected-one-of = attendu : l’un de { $values }
problem-datetime = attendu : un horodatage RFC 3339 avec décalage, comme 2026-08-01T00:00:00+08:00 ou 2026-07-31T16:00:00Z
problem-limit = doit être un nombre entier de 1 à { $max }
problem-theme = doit être light, dark ou transparent
mcp-problem-argument = argument inconnu ; les arguments de unit_history sont { $arguments }
mcp-problem-name = unit_history a besoin du nom de l’unité (chinois ou anglais officiel)
bad-request-host = l’en-tête Host n’est pas un host[:port] valide
bad-request-hosts = plus d’un en-tête Host
bad-request-alarm = cet `alarm` n’est pas proposé
bad-request-ending = cet `ending` n’est pas proposé
mcp-unit-unknown = aucune unité nommée « { $name } » dans les données : aucun recrutement d’opérateurs ni tirage de l’arsenal ne la met en avant (un nom est exactement le chinois, ou l’anglais officiel) ; list_units liste toutes les unités

## Names

# A name shown untranslated (its title): never "not announced".
names-untranslated = Aucun nom officiel français enregistré ici

## Subscriptions refused
subscription-invalid = abonnement invalide : { $problems }
subscription-invalid-body = abonnement invalide
subscription-problems = { $list } ; { $next }
subscription-not-allowed = webhook non autorisé : { $why }
subscription-not-confirmed = le webhook n'a pas accepté le message de confirmation ; rien n'a été enregistré
subscription-too-large = le corps dépasse { $bytes } octets
subscription-not-json = envoyez l'abonnement en Content-Type: application/json
subscription-method = méthode non autorisée ; utilisez { $allow }
subscription-full = ce serveur n'accepte plus d'abonnements
subscription-cross-site = un abonnement ne se crée que depuis la page de ce site ou sans navigateur ; rien n'a été enregistré
subscription-json-secret = un abonnement `json` ne prend pas de `secret` : le serveur en crée un et le donne une seule fois dans sa réponse
subscription-not-object = le corps n'est pas un objet d'abonnement : ligne { $line }, colonne { $column } : { $place }{ $kind }
subscription-url-not-url = `url` n'est pas une URL
subscription-url-discord = une URL `discord` s'écrit https://discord.com/api/webhooks/<id>/<token> (ou discordapp.com, ptb., canary.)
subscription-url-not-public = `url` n'est pas une adresse publique (les adresses de bouclage, privées, lien-local et autres adresses à usage spécial sont refusées)
subscription-url-http = `url` n'est pas une URL https (http simple uniquement vers un hôte de bouclage autorisé par le serveur)
subscription-url-not-resolved = l'hôte de `url` ne se résout pas
subscription-url-not-answered = l'hôte de `url` ne peut pas être résolu pour l'instant (son serveur de noms a échoué) ; réessayez plus tard
subscription-disabled-unopened = il ne s'ouvre pas avec cette clé
subscription-disabled-gone = le destinataire { $why } : son webhook n'existe plus
subscription-disabled-failures = { $failures } envois d'affilée non acceptés (dernier : { $why })
json-not-valid-because = JSON invalide ({ $why })
json-not-valid = JSON invalide
json-unreadable = illisible
json-wrong-type = { $expected ->
        [string] une valeur du mauvais type, attendu : une chaîne
        [number] une valeur du mauvais type, attendu : un nombre entier
        [array] une valeur du mauvais type, attendu : un tableau
        [object] une valeur du mauvais type, attendu : un objet
       *[none] une valeur du mauvais type
    }
json-out-of-range = { $expected ->
        [string] une valeur hors limites, attendu : une chaîne
        [number] une valeur hors limites, attendu : un nombre entier
        [array] une valeur hors limites, attendu : un tableau
        [object] une valeur hors limites, attendu : un objet
       *[none] une valeur hors limites
    }
json-unknown-field = un champ inconnu (docs/notify.md liste les champs d'une cible)
json-missing-field = `{ $field }` manque
json-field-twice = `{ $field }` est donné deux fois
json-wrong-length = une liste de la mauvaise longueur
json-does-not-fit = une valeur qui ne convient pas
target-url-too-long = `url` dépasse 2048 octets
target-url-space = `url` contient une espace ou un caractère de contrôle
target-url-not-https = `url` n'est pas une URL https (http simple uniquement vers une adresse de bouclage, pour les tests)
target-url-user = `url` contient un nom d'utilisateur ou un mot de passe (`user@`) : non autorisé
target-name = `name` compte de 1 à { $max } lettres ASCII, chiffres, `.`, `_` ou `-`
target-kind = `kind` vaut `discord`, `json`, `telegram` ou `onebot`
target-onebot-secret = `secret` est le jeton d'accès OneBot : de 1 à 256 caractères ASCII visibles
target-no-secret = une cible `{ $kind }` ne prend pas de `secret`
target-chat-id = `chatId` est le numéro d'une discussion (`-1001234567890`) ou le `@username` d'un canal
target-chat-id-needed = une cible `telegram` a besoin de `chatId`
target-chat-id-only = seule une cible `telegram` prend `chatId`
target-group-id-needed = une cible `onebot` a besoin de `groupId`, le numéro d'un groupe QQ
target-group-id-only = seule une cible `onebot` prend `groupId`
target-invalid-field = champ `{ $field }` invalide : { $message }
target-invalid-field-value = champ `{ $field }` invalide : { $message } (`{ $value }`)
target-env-name = `{ $field }Env` est le nom d'une variable d'environnement (A-Z, 0-9, _)
target-both = donnez `{ $field }` ou `{ $field }Env`, pas les deux
target-required = `{ $field }` ou `{ $field }Env` est requis
delivery-no-connection = pas de connexion
delivery-timed-out = délai dépassé
delivery-failed = la requête a échoué
delivery-lost = { $why } après l'envoi de la requête
delivery-rate-limited-long = limité pendant { $seconds } s, plus qu'une exécution n'attend
delivery-rate-limited = limité (429)
delivery-answered = a répondu { $status }
delivery-telegram-refused = Telegram a répondu `ok: false`
delivery-onebot-refused = l'implémentation OneBot a répondu retcode { $retcode }
delivery-attempts = { $attempts ->
        [one] { $why } ({ $attempts } tentative)
       *[other] { $why } ({ $attempts } tentatives)
    }
delivery-out-of-time = le temps de l'exécution était écoulé avant une tentative
delivery-out-of-time-after = { $why } ; le temps de l'exécution était écoulé

## The page's script (src/service/page/page.js)

# Beside a time, the same moment on the viewer's clock ($time: its date and time in its zone).
page-local-time = {" "}(heure locale { $time })
