# ไทย (th): UNTRANSLATED. These are the English messages of en.ftl, copied until a
# translator replaces them; keep every id and variable (locales/en.ftl says how the files work).

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
unit-runs = { $n ->
        [one] { $n } run
       *[other] { $n } runs
    }

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
rel-verb-past = { $edge ->
        [start] started
       *[end] ended
    }
rel-today = { rel-verb } today
rel-today-past = { rel-verb-past } today
rel-tomorrow = { rel-verb } tomorrow
rel-yesterday = { rel-verb-past } yesterday
rel-in-days = { rel-verb } in { unit-days }
rel-days-ago = { rel-verb-past } { unit-days } ago
rel-in = { rel-verb } in { $span }
rel-in-about = { rel-verb } in about { $span }
rel-ago = { rel-verb-past } { $span } ago

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
