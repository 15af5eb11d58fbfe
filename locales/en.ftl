# English: the catalog's reference file. Every message of every face, in Project Fluent's
# syntax (the subset src/catalog/syntax.rs reads). A translator edits only this folder: a
# locale's file holds every id this one does, in this file's order (the tests check; the
# catalog finds a file so through this one's index), with the same variables.
# Ids are stable once committed; a new message goes into all 14 files.

## Times told (src/certainty)

# A time whose hour no source gives: its date and "time TBC".
told-when-tbc = { $date }, time TBC
# Its date unknown on this clock: both dates it may fall on.
told-when-dates-tbc = { $first } or { $last }, date and time TBC
told-estimated = { $when } (estimated)
told-at-latest = { $when } (at the latest)
# The two dates a time may fall on, in a time told with its notes (told-marked).
told-either-date = { $first } or { $last }
told-zoned = { $when } ({ $zone })
# A time with what is uncertain about it: $tbc is none, time or date; $mark none, estimated or
# latest.
told-marked = { $when }{ $tbc ->
        [time] , time TBC
        [date] , date and time TBC
       *[none] {""}
    }{ told-mark-alone }
told-mark-alone = { $mark ->
        [estimated] {" "}(estimated)
        [latest] {" "}(at the latest)
       *[none] {""}
    }
# The Chinese file joins a mark to a TBC note in one pair of brackets; English tells each apart.
told-mark-joined = { told-mark-alone }

standing-may-have-ended = may have ended
standing-start-not-announced = start not announced
end-not-announced = no end announced

# What is uncertain about a time, beside a phrase.
note-time-tbc = time TBC
note-date-tbc = date and time TBC
note-estimated = estimated
notes-beside = { $text } ({ $notes })
notes-join = {", "}

## Counts

unit-days = { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
unit-hours = { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
unit-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
unit-seconds = { $n ->
        [one] { $n } second
       *[other] { $n } seconds
    }
units-join = {" "}

## Where an edge stands from now: $edge is start or end, $latest yes or no (an upper bound).

verb = { $edge ->
        [start] starts
       *[end] ends
    }
rel-latest = { $latest ->
        [yes] {" "}at the latest
       *[no] {""}
    }
rel-verb = { verb }{ rel-latest }
rel-tomorrow = { rel-verb } tomorrow
rel-in = { rel-verb } in { $span }
rel-in-about = { rel-verb } in about { $span }

## Countdowns (the page, the card, the badge)

countdown-days = { $days } d { $hours } h
countdown-hours = { $hours } h { $minutes } min
countdown-minutes = { $minutes } min
countdown-left = { $span } left
countdown-starts-in = starts in { $span }
# The words around a live countdown's number, and an upcoming one's.
countdown-left-before = {""}
countdown-left-after = {" "}left
countdown-starts-before = starts in{" "}
countdown-starts-after = {""}
# An edge told by its date: $edge start or end; $mark none, estimated or latest; $tbc none,
# time or date.
countdown-dated = { $mark ->
        [estimated] { verb } ~{ $date } (estimated)
        [latest] { verb } { $date } at the latest{ countdown-tbc }
       *[none] { verb } { $date }{ countdown-tbc }
    }
countdown-tbc = { $tbc ->
        [time] , time TBC
        [date] , date and time TBC
       *[none] {""}
    }

## Dates

# Two dates a time may fall on, where its date is not known on this clock.
dates-either = { $first } or { $last }
month-short = { $month ->
        [1] Jan
        [2] Feb
        [3] Mar
        [4] Apr
        [5] May
        [6] Jun
        [7] Jul
        [8] Aug
        [9] Sep
        [10] Oct
        [11] Nov
       *[12] Dec
    }
date-month-day = { month-short } { $day }

## The dataset behind the calendar

behind-headline = Version { $number } ended on { $on }; the next version is not recorded here yet
behind-sentence = { $headline } — { $asof }; check the official announcements
behind-said = { $sentence }.
behind-short = next version not recorded yet
data-as-of = data as of { $at } ({ $zone })
nothing-upcoming = Nothing upcoming is recorded here yet.
nothing-upcoming-behind = The next version is not recorded here yet; check the official announcements for what comes next.

## Names (servers, categories, versions)

server-cn = CN (UTC+8)
server-asia = Global Asia (UTC+8)
server-americas-europe = Global Americas / Europe (UTC−5)
category-operator-plural = operator pools
category-arsenal-plural = arsenal pools
category-permanent-plural = permanent content
category-limited-plural = limited activities
category-update-plural = updates
version-named-official = version { $number } “{ $title }”
version-named = version { $number } { $quoted }
# A name in 「」, unless it brings its own.
quoted = 「{ $name }」
list-join = {", "}

## End notes

end-official = official: 「{ $label }」
end-inferred = inferred: { $label }
end-official-before = official: 「
end-official-after = 」
end-inferred-before = inferred:{" "}
end-inferred-after = {""}
rule-after-headhuntings = ends after { $count ->
        [one] { $count } Chartered Headhunting
       *[other] { $count } Chartered Headhuntings
    }, counted from { $from }
rule-version-end = ends before the version update maintenance
rule-with-event = ends with { $event }
# The generator's Chinese end wording, told in this language, phrase by phrase.
label-end-not-announced = end not announced
label-before-maintenance = before the version update maintenance
label-estimated = estimated { $time }
label-at-latest = at the latest { $time }
label-after-headhuntings = ends after { $count ->
        [one] { $count } Chartered Headhunting
       *[other] { $count } Chartered Headhuntings
    }
label-counted-from = counted from 「{ $title }」
label-join = {"; "}
# An end label in the Chinese feeds, quoted or inferred.
label-official-feed = 「{ $label }」 (official)
label-inferred-feed = { $label } (inferred)

## Change records (the JSON's words, the Atom feed)

field-start = Start
field-end = End
field-title = Title
field-pool = Pool
field-end-label = End wording
changed-start = start moved
changed-end-announced = end announced
changed-end = end moved
changed-title = renamed
changed-pool = pool replaced
changed-end-label = end wording changed
change-new-version = New version:{" "}
change-new = New:{" "}
change-changed = Changed:{" "}
change-removed = Removed:{" "}
atom-title = Arknights: Endfield calendar — schedule changes
atom-subtitle = Pools, activities and versions added, removed or moved. Times in { $zone }. { -notice }
atom-author = endfield-calendar (unofficial, community-run)
atom-entry-changed = { $title } ({ $words })
# What a record did: $kind is added, removed or changed.
atom-verb = { $kind ->
        [added] was added to the calendar
        [removed] was removed from the calendar
       *[changed] changed
    }
atom-about-event-in-version = { $title } ({ $version }) { atom-verb }.
atom-about-event = { $title } { atom-verb }.
atom-about-version-named = { $version } { atom-verb }.
atom-about-version = Version 「{ $title }」 { atom-verb }.
atom-nothing = —
atom-none = none
atom-line = { $name }: { $value }
atom-line-moved = { $name }: { $before } → { $after }
atom-line-hour-hidden = { $name }: { $after } (before, it gave an hour no source confirms)
atom-notices = Official notice: { $notices }.
atom-times-in = Times in { $zone }. { -notice }
-notice = Unofficial community data, not affiliated with the game's rights holders; official announcements and the in-game display prevail.

## Notifications

reminder-heading = { $words }:{" "}
leads-before-start = { $leads } before each start
leads-before-end = { $leads } before each end

## The badge and the card

badge-nothing = Endfield · nothing live or upcoming recorded
badge-title = Arknights: Endfield calendar (unofficial): { $text }
card-kind-operator = operator pool
card-kind-arsenal = arsenal pool
card-kind-permanent = permanent
card-kind-limited = limited
card-kind-update = update

## The page

page-no-limited-incomplete = No live limited activity collected (this version's activity list is incomplete).
page-no-limited = No limited activity is live.

## The generator's notes and start labels, in this language

note-end-capped-by-version = End not announced: capped at its version's end.
note-end-latest-allowed = End not announced: the latest end the sources allow (an upper bound).
note-start-hour-unconfirmed = The start's hour is not confirmed.
note-end-hour-unconfirmed = The end's hour is not confirmed.
note-hours-unconfirmed = The start's and the end's hours are not confirmed.
note-end-by-version-rule = End inferred by an official rule: the end of version 「{ $version }」 (the next version's update maintenance).
note-end-by-headhunting-rule = End inferred by an official rule: the { $count ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $count }th
    } Chartered Headhunting from 「{ $from }」 is 「{ $with }」; it ends with it.
start-after-version = after the version starts
start-after-version-named = after version 「{ $version }」 starts
start-after-update = after the 「{ $version }」 version update
start-permanent-from = permanent from the start of version 「{ $version }」

## The iCalendar feed

ics-name = Arknights: Endfield calendar
ics-name-filtered = Arknights: Endfield calendar — { $filters }
ics-name-from = from { $from }
ics-name-until = until { $to }
# $sources: origin, partial or fallback (source.mode).
ics-description = Versions, pools and activities of Arknights: Endfield, times in { $zone }. Data last updated { $updated } ({ $zone }); { $sources ->
        [partial] only part of the sources answered (the kept sources fill in the rest)
        [fallback] built offline from the kept sources (the upstream stats interface was not read)
       *[origin] the upstream stats interface answered
    }; { $notices } official notice(s) cited (read by the generator or cited from an archive of the notice list). { -notice }
ics-summary-start-unknown = {" "}(start date unknown)
ics-summary-open-ended = {" "}(open-ended)
ics-summary-end-estimated = {" "}(end estimated)
ics-summary-time-tbc = {" "}(time TBC)
ics-related = Related: { $related }
ics-span = { $start } – { $end } ({ $zone })
ics-at = At { $start } ({ $zone })
ics-open-ended = Starts { $start } ({ $zone }). No end date is announced: it stays open, so the calendar shows it as an all-day marker on its start day.
ics-through-estimated-end = Starts { $start } ({ $zone }). No official end is announced: the calendar shows it all day through its estimated end, { $end }.
ics-through-version-end = Starts { $start } ({ $zone }). No end is announced, not even a tentative one: the calendar shows it all day through the end of its version, { $end }, an estimate.
ics-estimated-end = Estimated end: { $end }
ics-start-unknown = The start date is not announced yet; the date shown is only a placeholder.
ics-start-label = Start: { $label }
ics-end-label = End: { $label }
ics-featured = Featured: { $names }
ics-names-join = {", "}
ics-source = Source: { $note }
ics-notice = { -notice }
ics-alarm = { $title } { $words }
ics-marker = { $title } ends { $end } ({ $zone }). A reminder marker: the feed was asked for ending={ $lead }.
    { -notice }

page-description = Unofficial calendar of Arknights: Endfield · { $server }: live pools and events, what comes next, a timeline and calendar subscriptions.

## The feed builder's and the "Get notified" form's choices

feed-alarm-pt1h = 1 hour before start and end
feed-alarm-p1d = 1 day before start and end
feed-alarm-p1d-pt1h = 1 day and 1 hour before
feed-ending-p1d = "ends soon" 1 day before
feed-ending-pt3h = "ends soon" 3 hours before
notify-ending-p1d = 1 day before the end
notify-ending-pt3h = 3 hours before the end

## The page (src/service/page/view/)

page-server = Server
page-server-2 = Server:{" "}
page-a-community-calendar-of-the = : a community calendar of the CN server, not affiliated with the game's rights holders.{" "}
page-all-times-are-beijing-time = All times are Beijing time (Asia/Shanghai, UTC+8).
page-a-community-calendar-of-the-2 = : a community calendar of the global Asia server (compiled from the CN server's notices: the servers share one schedule), not affiliated with the game's rights holders.{" "}
page-all-times-are-the-global = All times are the global Asia server's time (UTC+8).
page-a-community-calendar-of-the-3 = : a community calendar of the global Americas/Europe server (compiled from the CN server's notices: the servers share one schedule), not affiliated with the game's rights holders.{" "}
page-all-times-are-the-global-2 = All times are the global Americas/Europe server's time (UTC−5).
page-unofficial = Unofficial
page-where-it-differs-from-the = Where it differs from the official notices or the game, the official word counts.{" "}
page-arknights-endfield-calendar = Arknights: Endfield calendar
page-page-navigation = Page navigation
page-live = Live
page-upcoming = Upcoming
page-timeline = Timeline
page-banner-history = Banner history
page-subscribe = Subscribe
page-language = Language
page-version = Version{" "}
page-end-not-announced = end not announced
page-starts-in = Starts in{" "}
page-start-date-and-time-tbc = Start date and time TBC
page-start-date-known-time-tbc = Start date known, time TBC
page-ended = Ended
page-ends-in = Ends in{" "}
page-end-date-and-time-tbc = End date and time TBC
page-end-date-known-time-tbc = End date known, time TBC
page-this-version-s-activity-list = This version's activity list is incomplete: activities not collected yet are not shown.
page-the-data-holds-no-version = The data holds no version.
page-no-pool-is-live = No pool is live.
page-their-estimated-end-has-passed = Their estimated end has passed; no official end is announced.
page-none = None.
page-text-2 = {" "}
page-text-3 = (
page-text-4 = )
page-their-estimated-start-has-passed = Their estimated start has passed; no official start is announced yet.
page-rate-up = Rate-up:{" "}
page-operator-pool = Operator pool
page-arsenal-pool = Arsenal pool
page-permanent = Permanent
page-limited = Limited
page-update = Update
page-text-5 = ;{" "}
page-text-6 = {""}
page-left-until = {" "}left, until{" "}
page-ends = Ends:{" "}
page-permanent-no-end = Permanent, no end
page-end-not-announced-2 = End not announced
page-start-not-announced = Start not announced
page-was-estimated-for = {" "}(was estimated for{" "}
page-text-7 = )
page-text-8 = {" "}(
page-to-go = {" "}to go,{" "}
page-the-upstream-answered-origin = the upstream answered (origin)
page-only-part-of-the-sources = only part of the sources answered; the kept sources fill in the rest (partial)
page-built-offline-from-the-kept = built offline from the kept sources, without the upstream (fallback)
page-sources-the-game-s-official = Sources: the game's official in-game notices (
page-text-9 = {""}
page-cited-read-by-the-generator = {" "}cited, read by the generator or cited from an archive of the notice list), the upstream's public interface (
page-and-community-records-every-fact = ) and community records (every fact names its source). This is an unofficial community project; the official notices and the game are authoritative.
page-data-last-updated = Data last updated{" "}
page-upstream-data-of = , upstream data of{" "}
page-page-generated = ; page generated{" "}
page-text-10 = .
page-last-recorded-version = Last recorded version
page-current-version = Current version
page-live-now = Live now
page-pools = Pools
page-updates = Updates
page-may-have-ended = May have ended
page-permanent-2 = Permanent
page-add-pools-and-events-to = Add pools and events to your calendar app; it follows every update of the data. Pick a preset, or choose:
page-presets = Presets
page-none-checked-every-category = None checked = every category.
page-all-versions = All versions
page-all = All
page-live-2 = Live
page-no-alarm = No alarm
page-none-2 = None
page-some-calendar-apps-google-calendar = Some calendar apps (Google Calendar) ignore the alarms of subscribed calendars; choose an "ends soon" event there.
page-copy = Copy
page-webcal-link-apple-calendar-and = webcal link (Apple Calendar and Outlook open it directly)
page-google-calendar = Google Calendar
page-on-the-web-settings-add = On the web: Settings → Add calendar → From URL, and paste the https link above. Phones follow the account.
page-apple-calendar = Apple Calendar
page-iphone-ipad-tap-open-in = iPhone / iPad: tap "Open in calendar app". Mac: File → New Calendar Subscription, and paste the link.
page-outlook-on-the-web-add = Outlook on the web: Add calendar → Subscribe from web, and paste the https link.
page-new-calendar-on-the-network = New calendar → On the Network, paste the https link, format iCalendar (ICS).
page-calendar-apps-refresh-a-subscription = Calendar apps refresh a subscription every few hours; times are written in UTC and shown in your time zone.
page-icalendar-feed-ics = iCalendar feed (ICS)
page-schedule-changes-atom-feed = Schedule changes (Atom feed)
page-what-was-added-or-moved = : what was added or moved, for a feed reader —{" "}
page-openapi-document = OpenAPI document
page-download-the-whole-dataset-events = Download the whole dataset (events.json)
page-the-latest-rolling-release = , the latest rolling release
page-source-code = Source code
page-subscribe-2 = Subscribe
page-categories = Categories
page-version-2 = Version
page-status = Status
page-server-3 = Server
page-alarm = Alarm
page-ending = Ending
page-get-links = Get links
page-feed-url = Feed URL
page-open-in-calendar-app = Open in calendar app
page-how-to-subscribe = How to subscribe
page-data-api = Data & API
page-what-is-stored-the-webhook = What is stored: the webhook URL (encrypted, never shown or logged), the categories, server, reminders and language you chose, and a hash of the management token.
page-to-unsubscribe-delete-the-webhook = To unsubscribe: delete the webhook in Discord (the subscription stops at its next post), or send a DELETE with the management token (the page after subscribing gives the command).
page-get-new-versions-schedule-changes = Get new versions, schedule changes and start/end reminders in your Discord channel: create a webhook (channel settings → Integrations → Webhooks), copy its URL and paste it here. The calendar posts a confirmation first.
page-no-reminder = No reminder
page-none-3 = None
page-get-notified-arknights-endfield-calendar = Get notified · Arknights: Endfield calendar
page-the-confirmation-is-in-your = The confirmation is in your channel.
page-the-management-token-is-shown = The management token is shown this once: keep it now.
page-subscription-id = Subscription id:{" "}
page-management-token = Management token:{" "}
page-to-see-it = To see it:{" "}
page-to-unsubscribe = To unsubscribe:{" "}
page-put-this-site-s-address = (Put this site's address before the path.)
page-nothing-was-stored-why = Nothing was stored. Why:{" "}
page-back-to-the-calendar = Back to the calendar
page-get-notified = Get notified
page-discord-webhook-url = Discord webhook URL
page-reminder = Reminder
page-subscribe-3 = Subscribe
page-subscribed = Subscribed
page-not-subscribed = Not subscribed
page-everything-of-the-current-version = Everything of the current version and its neighbours; vertical lines divide versions, the red line is now. The chart scrolls sideways.
page-jump-to-now = Jump to now
page-timeline-scrolls-sideways = Timeline (scrolls sideways)
page-now = now
page-text-11 = :{" "}
page-permanent-3 = permanent
page-not-announced = not announced
page-versions-on-the-timeline = Versions on the timeline
page-every-rate-up-6-operator = Every rate-up 6★ operator and weapon with its pools (reruns included) on one time axis; the longest without a run first, the red line is now, a pale bar has not started or has no end announced. Follow a name to subscribe to its pools.
page-the-data-names-no-rate = The data names no rate-up unit.
page-operator = Operator
page-weapon = Weapon
page-its-pools = : its pools
page-live-now-2 = live now
page-not-run-yet = not run yet
page-next = next:{" "}
page-h1 = Arknights: Endfield calendar
page-trademark = Arknights: Endfield is a trademark of its rights holders; this site is not affiliated with them.
page-runs = { $count ->
        [one] { $count } run
       *[other] { $count } runs
    }
# $count is where the number stands (set in bold); $days chooses the plural.
page-days-since-last = { $days ->
        [one] { $count } day since the last
       *[other] { $count } days since the last
    }

## Why the "Get notified" form's subscription was refused

refused-rate-limited = Too many requests: try again in { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }.
refused-invalid = The webhook URL or a choice was not accepted: paste a Discord webhook URL (https://discord.com/api/webhooks/…) and choose among the options offered.
refused-webhook-not-allowed = This webhook URL is not allowed: only a Discord webhook's URL is taken.
refused-webhook-not-confirmed = The confirmation could not be posted: check that the webhook URL is right and that the webhook still exists.
refused-full = No more subscriptions are taken for now; try again later.
refused-other = The subscription could not be made; try again later.

## Notifications (src/notify/)

notify-start = Start
notify-end = End
notify-featured = Featured
notify-sep = ,{" "}
notify-unofficial-arknights-endfield-calendar = Unofficial Arknights: Endfield calendar
notify-official-notice = {" "}· official notice{" "}
notify-sep-2 = :{" "}
notify-test-message-from-the-calendar = Test message from the calendar — no schedule change
notify-target = Target "
notify-works-the-schedule-changes-and = " works: the schedule changes and reminders of the unofficial Arknights: Endfield calendar will be posted here.
notify-subscribed-the-unofficial-arknights-endfield = Subscribed: the unofficial Arknights: Endfield calendar will post here.
notify-schedule-changes = Schedule changes
notify-reminders = Reminders
notify-server = Server
notify-language = Language
notify-english = English
notify-to-stop = To stop
notify-every-category-and-new-versions = every category, and new versions
notify-every-category = every category
notify-only-pools-featuring = , only pools featuring{" "}
notify-sep-3 = {""}
notify-none = none
notify-sep-4 = ;{" "}
notify-remove-the-target-from-the = remove the target from the targets file
notify-send-delete = send DELETE{" "}
notify-with-the-management-token-the = {" "}with the management token the subscription's answer gave (Authorization: Bearer …)
notify-or-delete-this-webhook-in = , or delete this webhook in Discord

## The page's presets, the rate-limited page, the countdown card

page-preset-all-pools = All pools
page-preset-operator-pools = Operator pools
page-preset-limited = Limited activities
page-preset-everything = Everything
limited-title = Too many requests · Arknights: Endfield calendar
limited-heading = Too many requests
# $wait is where the wait stands (set in bold, as limited-wait tells it); $seconds chooses the plural.
limited-try-again = You (or someone sharing your network address) sent too many requests in a short time. Please try again in { $wait }{ $seconds ->
       *[other] {""}
    }; this page reloads itself then.
limited-wait = { $seconds } s
card-title = Arknights: Endfield calendar · countdown
card-nothing = Nothing live or upcoming is recorded here.
card-link = Endfield calendar (unofficial)
page-json-api = JSON API

## MCP's tools' texts (for language models; the Chinese file keeps them in English, as they were)

mcp-not-announced = not announced
mcp-span = { $start } → { $end }
mcp-summary-events = { $total ->
        [one] { $total } event
       *[other] { $total } events
    }, times in { $zone }:
mcp-summary-changes = { $total ->
        [one] { $total } change
       *[other] { $total } changes
    }, times in { $zone }:
mcp-summary-units = { $total ->
        [one] { $total } unit
       *[other] { $total } units
    }, times in { $zone }:
mcp-and-more = … and { $more } more (structuredContent lists them all)
mcp-end = {"; "}end: { $note }
mcp-featured = {"; "}featured: { $names }
mcp-event-line = - { $title } [{ $category }, { $status }] { $span }{ $more } ({ $id })
mcp-change-line = - { $at } { $kind } { $subject } { $title } ({ $key }; { $words })
mcp-join = {", "}
mcp-record-stops = The record stops at its newest change, { $newest }; the data was generated at { $generated }: later changes are not recorded yet.
mcp-record-empty = The record holds no change; the data was generated at { $generated }: later changes are not recorded yet.
mcp-times-in = Times in { $zone }.
mcp-unit-names = { $name } ({ $en })
mcp-unit-runs = { $names }, { $kind }: { $n ->
        [one] { $n } run
       *[other] { $n } runs
    } begun
mcp-unit-live = , one live now
mcp-unit-days-since = , { $n ->
        [one] { $n } day
       *[other] { $n } days
    } since the last ended
mcp-unit-next = ; next run starts { $start }
mcp-unit-no-next = ; no next run recorded here yet
mcp-run-line = { $title } [{ $status }] { $span } ({ $id })

## Chat (src/chat/): the commands' answers in Discord, Telegram and QQ, and their descriptions

chat-notice = Unofficial community calendar: the official notices and the game are authoritative.
chat-more = … and { $n } more
chat-now-title = Now · { $server }
chat-next-title = Coming up · { $server }
chat-version-ends = ends { $when }
chat-version-starts = starts { $when }
chat-live = Live now:
chat-nothing-live = Nothing is live right now.
chat-next-not-recorded = The next version is not recorded here yet.
chat-upcoming = Upcoming:
chat-unit-ask = Name a unit, for example its English or Chinese name.
chat-unit-unknown = No rate-up unit of that name is recorded here.
chat-unit-runs = { $n ->
        [one] { $n } rate-up run so far
       *[other] { $n } rate-up runs so far
    }
chat-unit-last = Last run:
chat-unit-live = live now
chat-unit-days-since = { $n ->
        [one] ended { $n } day ago
       *[other] ended { $n } days ago
    }
chat-unit-next = Next run:
chat-unit-no-next = No next run is recorded here yet.
chat-help = Commands
chat-no-reminders = no reminders
chat-status-on = This chat is subscribed: { $server }, { $lang }, a reminder { $lead } before each start.
chat-status-off = This chat is not subscribed.
chat-subscribed = Subscribed: announcements and a reminder { $lead } before each start will be posted here.
chat-already-subscribed = This chat is already subscribed.
chat-unsubscribed = Unsubscribed: nothing more will be posted here.
chat-not-subscribed = This chat is not subscribed.
chat-not-allowed = Only an administrator of this chat can change its subscription.
chat-group-only = Subscriptions are made in a group or a server's channel, not in a private chat.
chat-failed = The subscription could not be changed now; nothing changed. Try again later.
chat-option-invalid = This option could not be read:
# $options: each option with what it accepts (server=cn|asia|… lang=… category=…).
chat-option-accepted = Options: { $options }
chat-slow-down = Too many commands: this chat gets no more answers for a minute.
chat-unknown = Unknown command. Send { $help } for the list.
chat-webhook-name = Endfield calendar
# A chat endpoint's refusals (read by the platform's servers and their operators).
chat-refused-unauthorized = the update's signature or secret is missing, forged or stale
chat-refused-unreadable = the body is not an update of this platform
chat-cmd-endfield = The unofficial Arknights: Endfield calendar
chat-cmd-now = The current version and what is live
chat-cmd-next = What is coming up
chat-cmd-unit = A unit's rate-up runs: last, next, days since
chat-cmd-unit-name = The unit's name
# The place of a unit's name in the help's `unit` command (/unit NAME, 日历 NAME).
chat-cmd-unit-placeholder = NAME
chat-cmd-subscribe = Post announcements and reminders here (admins)
chat-cmd-unsubscribe = Stop posting here (admins)
chat-cmd-status = Whether this chat is subscribed
chat-cmd-help = The commands
chat-cmd-server = Whose clock times are told on
chat-cmd-lang = The language of the posts
chat-cmd-category = Only these categories (operator, arsenal, limited, permanent, update)

## Dates: CLDR patterns

# This locale's CLDR patterns (CLDR 49, read through Python babel 2.19.0), on the Gregorian
# calendar: date-year-month-day is CLDR's yMMMd (date-month-day, above, its MMMd); time-pattern
# its Hm skeleton, the 24-hour clock, in CLDR's letters (H the hour, HH the hour in two digits,
# mm the minute; any other character is written as is); date-time its medium date-time, which
# joins a date and a time.
date-year-month-day = { month-short } { $day }, { $year }
time-pattern = HH:mm
date-time = { $date }, { $time }

## Errors

# The API's error messages (`error.message`, each problem's `message` in `error.details`),
# told in the request's `lang`; codes, parameter names and values stay as they are.
error-invalid-query = invalid query
error-invalid-parameter = invalid query parameter `{ $parameter }`: { $message }
error-more-problems = { $message } (and { $more ->
        [one] 1 more problem
       *[other] { $more } more problems
    }, see details)
error-more-problems-listed = { $message } (and { $more ->
        [one] 1 more problem
       *[other] { $more } more problems
    }; details lists the first { $listed })
error-not-found = no resource at `{ $path }`; the API is at { $api }
error-method-not-allowed = method `{ $method }` is not allowed; use { $allow }
error-rate-limited = too many requests; retry after { $seconds } s
error-internal = internal server error
error-bad-request = bad request: { $why }
error-uri-too-long = the request target is too long
error-headers-too-large = the request headers are too large
error-request-timeout = no complete request head within the header timeout
problem-encoding = percent-encoding does not decode to UTF-8 text
problem-unknown-events = unknown parameter; the parameters are { $events }, and on /api/v1/events.ics also { $feed }
problem-unknown-on = unknown parameter; the parameters of { $path } are { $parameters }
problem-duplicate = given more than once
problem-empty = has no value; leave the parameter out to apply no filter
problem-empty-range = `from` must be earlier than `to`: the interval [from, to) would be empty
problem-version = expected `all`, a version key such as `version-5`, or a number such as `5`
problem-unknown-version = no such version; the versions are { $versions }
problem-too-many-durations = at most { $max } durations, comma-separated
problem-duration = expected an ISO 8601 duration greater than zero and at most P7D, such as P1D, PT1H or P2DT12H
problem-too-many-names = at most { $max } names
problem-empty-item = empty item in the comma-separated list
problem-name-too-long = a name is at most { $max } characters
problem-name-control = a name has no control characters
problem-all-and-categories = `all` cannot be combined with categories
problem-unknown-category = unknown category; expected `all` or a comma-separated list of { $categories }
problem-server = expected one of cn, asia, americas-europe
problem-expected-one-of = expected one of { $values }
problem-datetime = expected an RFC 3339 timestamp with an offset, such as 2026-08-01T00:00:00+08:00 or 2026-07-31T16:00:00Z
problem-limit = must be a whole number from 1 to { $max }
problem-theme = must be light, dark or transparent
mcp-problem-argument = unknown argument; the arguments of unit_history are { $arguments }
mcp-problem-name = unit_history needs the unit's name (Chinese or official English)
bad-request-host = the Host header is not a valid host[:port]
bad-request-hosts = more than one Host header
bad-request-alarm = `alarm` is not offered
bad-request-ending = `ending` is not offered
mcp-unit-unknown = no unit named "{ $name }" in the dataset: no operator or weapon banner features it (a name is the Chinese one exactly, or the official English one); list_units lists every unit

## Names

# A name shown untranslated (its title): never "not announced".
names-untranslated = No official English name recorded here

## Subscriptions refused
subscription-invalid = invalid subscription: { $problems }
subscription-invalid-body = invalid subscription
subscription-problems = { $list }; { $next }
subscription-not-allowed = webhook not allowed: { $why }
subscription-not-confirmed = the webhook did not accept the confirmation message; nothing was stored
subscription-too-large = the body is larger than { $bytes } bytes
subscription-not-json = send the subscription as Content-Type: application/json
subscription-method = method not allowed; use { $allow }
subscription-full = this server takes no more subscriptions
subscription-cross-site = a subscription is made only from this site's own page or without a browser; nothing was stored
subscription-json-secret = a `json` subscription takes no `secret`: the server makes one and answers it once
subscription-not-object = the body is not a subscription object: line { $line }, column { $column }: { $place }{ $kind }
subscription-url-not-url = `url` is not a URL
subscription-url-discord = a `discord` URL is https://discord.com/api/webhooks/<id>/<token> (or discordapp.com, ptb., canary.)
subscription-url-not-public = `url` is not a public address (a loopback, private, link-local or other special-purpose address is refused)
subscription-url-http = `url` is not an https URL (plain http only to a loopback host the server allows)
subscription-url-not-resolved = `url`'s host does not resolve
subscription-url-not-answered = `url`'s host could not be resolved now (its name server failed); try again later
subscription-disabled-unopened = it does not open under this key
subscription-disabled-gone = the receiver { $why }: its webhook is gone
subscription-disabled-failures = { $failures } deliveries in a row not accepted (last: { $why })
json-not-valid-because = not valid JSON ({ $why })
json-not-valid = not valid JSON
json-unreadable = unreadable
json-wrong-type = { $expected ->
        [string] a value of the wrong type, expected a string
        [number] a value of the wrong type, expected a whole number
        [array] a value of the wrong type, expected an array
        [object] a value of the wrong type, expected an object
       *[none] a value of the wrong type
    }
json-out-of-range = { $expected ->
        [string] a value out of range, expected a string
        [number] a value out of range, expected a whole number
        [array] a value out of range, expected an array
        [object] a value out of range, expected an object
       *[none] a value out of range
    }
json-unknown-field = an unknown field (docs/notify.md lists a target's fields)
json-missing-field = `{ $field }` is missing
json-field-twice = `{ $field }` is given twice
json-wrong-length = a list of the wrong length
json-does-not-fit = a value that does not fit
target-url-too-long = `url` is longer than 2048 bytes
target-url-space = `url` holds a space or a control character
target-url-not-https = `url` is not an https URL (plain http only to a loopback address, for tests)
target-url-user = `url` holds a user name or a password (`user@`): not allowed
target-name = `name` is 1 to { $max } ASCII letters, digits, `.`, `_` or `-`
target-kind = `kind` is `discord`, `json`, `telegram` or `onebot`
target-onebot-secret = `secret` is the OneBot access token: 1 to 256 visible ASCII characters
target-no-secret = a `{ $kind }` target takes no `secret`
target-chat-id = `chatId` is a chat's number (`-1001234567890`) or a channel's `@username`
target-chat-id-needed = a `telegram` target needs `chatId`
target-chat-id-only = only a `telegram` target takes `chatId`
target-group-id-needed = an `onebot` target needs `groupId`, a QQ group's number
target-group-id-only = only an `onebot` target takes `groupId`
target-invalid-field = invalid field `{ $field }`: { $message }
target-invalid-field-value = invalid field `{ $field }`: { $message } (`{ $value }`)
target-env-name = `{ $field }Env` is the name of an environment variable (A-Z, 0-9, _)
target-both = give `{ $field }` or `{ $field }Env`, not both
target-required = `{ $field }` or `{ $field }Env` is required
delivery-no-connection = no connection
delivery-timed-out = timed out
delivery-failed = the request failed
delivery-lost = { $why } after the request went out
delivery-rate-limited-long = rate limited for { $seconds } s, longer than a run waits
delivery-rate-limited = rate limited (429)
delivery-answered = answered { $status }
delivery-telegram-refused = Telegram answered `ok: false`
delivery-onebot-refused = the OneBot implementation answered retcode { $retcode }
delivery-attempts = { $attempts ->
        [one] { $why } ({ $attempts } attempt)
       *[other] { $why } ({ $attempts } attempts)
    }
delivery-out-of-time = the run's time was up before an attempt
delivery-out-of-time-after = { $why }; the run's time was up

## The page's script (src/service/page/page.js)

# Beside a time, the same moment on the viewer's clock ($time: its date and time in its zone).
page-local-time = {" "}(local { $time })
