# 简体中文（zh，即 zh-CN）。The Chinese file of the catalog (locales/en.ftl says how the files
# work). Where a feed told both languages before the catalog, its Chinese words keep the English
# beside them ("时间未定 / time TBC"): the Chinese feeds' readers may not read Chinese.

## Times told (src/certainty)

told-when-tbc = { $date } 时间未定
told-when-dates-tbc = { $first } 或 { $last } 日期时间未定
told-estimated = 暂定 { $when }
told-at-latest = 最晚 { $when }
told-either-date = { $first } 或 / or { $last }
told-zoned = { $when } ({ $zone })
told-marked = { $when }{ $tbc ->
        [time] （时间未定 / time TBC{ told-mark-joined }）
        [date] （日期时间未定 / date and time TBC{ told-mark-joined }）
       *[none] { told-mark-alone }
    }
told-mark-alone = { $mark ->
        [estimated] （暂定 / estimated）
        [latest] （最晚 / at the latest）
       *[none] {""}
    }
told-mark-joined = { $mark ->
        [estimated] ；暂定 / estimated
        [latest] ；最晚 / at the latest
       *[none] {""}
    }

standing-may-have-ended = 可能已结束
standing-start-not-announced = 开始时间未公布
end-not-announced = 结束时间未公布

note-time-tbc = 时间未定
note-date-tbc = 日期时间未定
note-estimated = 暂定
notes-beside = { $text }（{ $notes }）
notes-join = ，

## Counts

unit-days = { $n } 天
unit-hours = { $n } 小时
unit-minutes = { $n } 分钟
unit-seconds = { $n } 秒
units-join = {" "}
unit-runs = { $n } 期

## Where an edge stands from now

verb = { $edge ->
        [start] 开始
       *[end] 结束
    }
rel-latest = { $latest ->
        [yes] 最晚{" "}
       *[no] {""}
    }
rel-verb = { verb }
rel-verb-past = { verb }
rel-today = { rel-latest }今天{ verb }
rel-today-past = 今天{ rel-verb-past }
rel-tomorrow = { rel-latest }明天{ verb }
rel-yesterday = 昨天已{ rel-verb-past }
rel-in-days = { rel-latest }{ $n } 天后{ verb }
rel-days-ago = { $n } 天前已{ rel-verb-past }
rel-in = { rel-latest }{ $span }后{ verb }
rel-in-about = { rel-latest }约 { $span }后{ verb }
rel-ago = { $span }前已{ rel-verb-past }

## Countdowns

countdown-days = { $days } 天 { $hours } 小时
countdown-hours = { $hours } 小时 { $minutes } 分
countdown-minutes = { $minutes } 分钟
countdown-left = 剩余 { $span }
countdown-starts-in = { $span }后开始
countdown-left-before = 剩余{" "}
countdown-left-after = {""}
countdown-starts-before = {""}
countdown-starts-after = 后开始
countdown-dated = { $mark ->
        [estimated] 暂定 { $date } { verb }
        [latest] 最晚 { $date } { verb }{ countdown-tbc }
       *[none] { $date } { verb }{ countdown-tbc }
    }
countdown-tbc = { $tbc ->
        [time] ，时间未定
        [date] ，日期时间未定
       *[none] {""}
    }

## Dates

dates-either = { $first } 或 { $last }
month-short = { $month }月
date-month-day = { $month }月{ $day }日

## The dataset behind the calendar

behind-headline = 版本 { $number } 已于 { $on } 结束；下一版本尚未收录
behind-sentence = { $headline } — { $asof }，请以官方公告为准
behind-said = { $sentence }。
behind-short = 下一版本尚未收录
data-as-of = 数据截至 { $at }（{ $zone }）
nothing-upcoming = 暂无已收录的后续内容。
nothing-upcoming-behind = 下一版本尚未收录，其内容请以官方公告为准。

## Names

server-cn = 国服（UTC+8）
server-asia = 国际服 亚洲（UTC+8）
server-americas-europe = 国际服 美洲/欧洲（UTC−5）
category-operator-plural = 角色卡池
category-arsenal-plural = 武器卡池
category-permanent-plural = 常驻内容
category-limited-plural = 限时活动
category-update-plural = 更新
version-named-official = 版本 { $number }「{ $title }」
version-named = 版本 { $number }{ $quoted }
quoted = 「{ $name }」
list-join = 、

## End notes

end-official = 官方：「{ $label }」
end-inferred = 推算：{ $label }
end-official-before = 官方：「
end-official-after = 」
end-inferred-before = 推算：
end-inferred-after = {""}
rule-after-headhuntings = 于{ $count }次「特许寻访」后结束（从{ $from }起计算）
rule-version-end = 版本更新维护前
rule-with-event = 于{ $event }后结束
label-end-not-announced = 结束时间未公布
label-before-maintenance = 版本更新维护前
label-estimated = 暂定 { $time }
label-at-latest = 最晚至 { $time }
label-after-headhuntings = 于{ $count }次「特许寻访」后结束
label-counted-from = 从「{ $title }」起计算
label-join = ，
label-official-feed = 「{ $label }」（官方 / official）
label-inferred-feed = { $label }（推算 / inferred）

## Change records (the JSON's words, the Atom feed)
# The feed's head, its notices line and its notice were English on the Chinese feed before the
# catalog, and are kept so here until a translator words them.

field-start = 开始
field-end = 结束
field-title = 标题
field-pool = 卡池编号
field-end-label = 结束说明
changed-start = 开始时间变更
changed-end-announced = 结束时间公布
changed-end = 结束时间变更
changed-title = 标题变更
changed-pool = 卡池更换
changed-end-label = 结束说明变更
change-new-version = 新版本：
change-new = 新增：
change-changed = 变更：
change-removed = 移除：
atom-title = Arknights: Endfield calendar — schedule changes
atom-subtitle = Pools, activities and versions added, removed or moved. Times in { $zone }. { -notice }
atom-author = endfield-calendar (unofficial, community-run)
atom-entry-changed = { $title }（{ $words }）
atom-verb = { $kind ->
        [added] 已加入日历
        [removed] 已从日历移除
       *[changed] 有变更
    }
atom-about-event-in-version = { $version }的{ $title }{ atom-verb }。
atom-about-event = { $title }{ atom-verb }。
atom-about-version-named = { $version }{ atom-verb }。
atom-about-version = 版本「{ $title }」{ atom-verb }。
atom-nothing = —
atom-none = none
atom-line = { $name }: { $value }
atom-line-moved = { $name }: { $before } → { $after }
atom-line-hour-hidden = { $name }: { $after } (before, it gave an hour no source confirms)
atom-notices = Official notice: { $notices }.
atom-times-in = Times in { $zone }. { -notice }
-notice = Unofficial community data, not affiliated with the game's rights holders; official announcements and the in-game display prevail.

## Notifications

reminder-heading = { $words }：
leads-before-start = 每次开始前 { $leads }
leads-before-end = 每次结束前 { $leads }

## The badge and the card

badge-nothing = 终末地 · 暂无已收录的进行中或后续内容
badge-title = 明日方舟：终末地日历（非官方）：{ $text }
card-kind-operator = 角色卡池
card-kind-arsenal = 武器卡池
card-kind-permanent = 常驻
card-kind-limited = 限时活动
card-kind-update = 更新

## The page

page-no-limited-incomplete = 没有已收录的进行中限时活动（本版本活动列表不完整）。
page-no-limited = 当前没有进行中的限时活动。
page-description = 明日方舟：终末地 · { $server } 非官方版本与活动日历：正在进行的卡池与活动、即将开始的内容、时间线和日历订阅。

## The generator's notes and start labels (the Chinese faces quote them as written; these are
## for a file that tells them in its own words)

note-end-capped-by-version = 结束时间未公布，此处以所属版本的结束时间为上限。
note-end-latest-allowed = 结束时间未公布，此处为来源允许的最晚结束时间（上限）。
note-start-hour-unconfirmed = 开始时间的具体小时未经确认。
note-end-hour-unconfirmed = 结束时间的具体小时未经确认。
note-hours-unconfirmed = 开始与结束时间的具体小时未经确认。
note-end-by-version-rule = 结束时间由官方规则推算：「{ $version }」版本结束（下一版本更新维护开始）。
note-end-by-headhunting-rule = 结束时间由官方规则推算：自「{ $from }」特许寻访起第{ $count }个特许寻访为「{ $with }」特许寻访，随其结束。
start-after-version = 版本开启后
start-after-version-named = 「{ $version }」版本开启后
start-after-update = 「{ $version }」版本更新后开启
start-permanent-from = 「{ $version }」版本开启后常驻开放

## The iCalendar feed
# The feed's sentences were English on the Chinese feed before the catalog (its times told in
# both languages): kept so, byte for byte, until a translator words them.

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
