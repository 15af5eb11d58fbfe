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
