# 简体中文（zh，即 zh-CN）。The Chinese file of the catalog (locales/en.ftl says how the files
# work). The feeds told both languages before the catalog ("时间未定 / time TBC"); each now
# tells its `lang`'s words only (a reader of English asks lang=en).

## Times told (src/certainty)

told-when-tbc = { $date } 时间未定
told-when-dates-tbc = { $first } 或 { $last } 日期时间未定
told-estimated = 暂定 { $when }
told-at-latest = 最晚 { $when }
told-either-date = { $first } 或 { $last }
told-zoned = { $when } ({ $zone })
told-marked = { $when }{ $tbc ->
        [time] （时间未定{ told-mark-joined }）
        [date] （日期时间未定{ told-mark-joined }）
       *[none] { told-mark-alone }
    }
told-mark-alone = { $mark ->
        [estimated] （暂定）
        [latest] （最晚）
       *[none] {""}
    }
told-mark-joined = { $mark ->
        [estimated] ；暂定
        [latest] ；最晚
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
rel-tomorrow = { rel-latest }明天{ verb }
rel-in = { rel-latest }{ $span }后{ verb }
rel-in-about = { rel-latest }约 { $span }后{ verb }

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
label-official-feed = 「{ $label }」（官方）
label-inferred-feed = { $label }（推算）

## Change records (the JSON's words, the Atom feed)

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
atom-title = 明日方舟：终末地 日历 — 日程变更
atom-subtitle = 卡池、活动与版本的新增、移除或改期。时间为 { $zone }。{ -notice }
atom-author = endfield-calendar（非官方，社区维护）
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
atom-none = 无
atom-line = { $name }：{ $value }
atom-line-moved = { $name }：{ $before } → { $after }
atom-line-hour-hidden = { $name }：{ $after }（此前给出的小时无来源可证实）
atom-notices = 官方公告：{ $notices }。
atom-times-in = 时间为 { $zone }。{ -notice }
-notice = 非官方社区数据，与游戏版权方无关；一切以官方公告与游戏内显示为准。

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

ics-name = 明日方舟：终末地 日历
ics-name-filtered = 明日方舟：终末地 日历 — { $filters }
ics-name-from = 自 { $from }
ics-name-until = 至 { $to }
# $sources: origin, partial or fallback (source.mode).
ics-description = 明日方舟：终末地的版本、卡池与活动，时间为 { $zone }。数据更新于 { $updated }（{ $zone }）；{ $sources ->
        [partial] 仅部分来源有响应（其余取自保存的数据）
        [fallback] 由保存的数据离线生成（未读取上游统计接口）
       *[origin] 上游统计接口已响应
    }；引用官方公告 { $notices } 则（生成器读取或引自公告列表存档）。{ -notice }
ics-summary-start-unknown = （开始日期未知）
ics-summary-open-ended = （未定结束）
ics-summary-end-estimated = （结束时间为推算）
ics-summary-time-tbc = （时间未定）
ics-related = 相关：{ $related }
ics-span = { $start } – { $end }（{ $zone }）
ics-at = { $start }（{ $zone }）
ics-open-ended = { $start }（{ $zone }）开始。结束日期未公布，保持开放，因此日历在开始当天以全天标记显示。
ics-through-estimated-end = { $start }（{ $zone }）开始。官方结束时间未公布：日历以全天显示至推算的结束时间 { $end }。
ics-through-version-end = { $start }（{ $zone }）开始。结束时间未公布，连暂定的也没有：日历以全天显示至所属版本结束 { $end }（推算）。
ics-estimated-end = 推算结束：{ $end }
ics-start-unknown = 开始日期尚未公布；显示的日期仅为占位。
ics-start-label = 开始：{ $label }
ics-end-label = 结束：{ $label }
ics-featured = 概率提升：{ $names }
ics-names-join = 、
ics-source = 来源：{ $note }
ics-notice = { -notice }
ics-alarm = { $title }{ $words }
ics-marker = { $title }于 { $end }（{ $zone }）结束。提醒标记：订阅源请求了 ending={ $lead }。
    { -notice }

page-description = 明日方舟：终末地 · { $server } 非官方版本与活动日历：正在进行的卡池与活动、即将开始的内容、时间线和日历订阅。

## The feed builder's and the "Get notified" form's choices

feed-alarm-pt1h = 开始和结束前 1 小时
feed-alarm-p1d = 开始和结束前 1 天
feed-alarm-p1d-pt1h = 前 1 天和前 1 小时
feed-ending-p1d = 结束前 1 天加一个“即将结束”事件
feed-ending-pt3h = 结束前 3 小时加一个“即将结束”事件
notify-ending-p1d = 结束前 1 天
notify-ending-pt3h = 结束前 3 小时

## The page (src/service/page/view/)

page-server = 服务器
page-server-2 = 服务器：
page-a-community-calendar-of-the = ：社区维护的国服日历，与游戏版权方无关。
page-all-times-are-beijing-time = 所有时间为北京时间（Asia/Shanghai, UTC+8）。
page-a-community-calendar-of-the-2 = ：社区维护的国际服亚服日历（依据国服公告整理，各服日程相同），与游戏版权方无关。
page-all-times-are-the-global = 所有时间为国际服亚服的服务器时间（UTC+8）。
page-a-community-calendar-of-the-3 = ：社区维护的国际服美洲/欧洲服日历（依据国服公告整理，各服日程相同），与游戏版权方无关。
page-all-times-are-the-global-2 = 所有时间为国际服美洲/欧洲服的服务器时间（UTC−5）。
page-unofficial = 非官方
page-where-it-differs-from-the = 数据与官方公告或游戏内显示不一致时，以官方为准。
page-arknights-endfield-calendar = 终末地日历
page-page-navigation = 页面导航
page-live = 正在进行
page-upcoming = 即将开始
page-timeline = 时间线
page-banner-history = 卡池历史
page-subscribe = 订阅
page-language = 语言
page-version = 版本{" "}
page-end-not-announced = 结束时间未公布
page-starts-in = 距开始{" "}
page-start-date-and-time-tbc = 开始日期与时间均未定
page-start-date-known-time-tbc = 开始日期已知，具体时间未定
page-ended = 已结束
page-ends-in = 还剩{" "}
page-end-date-and-time-tbc = 结束日期与时间均未定
page-end-date-known-time-tbc = 结束日期已知，具体时间未定
page-this-version-s-activity-list = 本版本的活动列表尚不完整：未收录的活动不会显示。
page-the-data-holds-no-version = 数据中没有版本。
page-no-pool-is-live = 当前没有进行中的卡池。
page-their-estimated-end-has-passed = 暂定的结束时间已过，官方结束时间未公布。
page-none = 暂无。
page-text-2 = {""}
page-text-3 = （
page-text-4 = {" "}项）
page-their-estimated-start-has-passed = 暂定的开始时间已过，官方开始时间尚未公布。
page-rate-up = UP：
page-operator-pool = 角色卡池
page-arsenal-pool = 武器卡池
page-permanent = 常驻
page-limited = 限时活动
page-update = 更新
page-text-5 = ；
page-text-6 = 剩余{" "}
page-left-until = ，至{" "}
page-ends = 结束：
page-permanent-no-end = 常驻，无结束时间
page-end-not-announced-2 = 结束时间未公布
page-start-not-announced = 开始时间未公布
page-was-estimated-for = （曾暂定{" "}
page-text-7 = ）
page-text-8 = （
page-to-go = 后开始，
page-the-upstream-answered-origin = 上游接口已应答 (origin)
page-only-part-of-the-sources = 部分来源未应答，其余取自保存的资料 (partial)
page-built-offline-from-the-kept = 未读取上游接口，由保存的资料离线生成 (fallback)
page-sources-the-game-s-official = 数据来源：游戏内官方公告（
page-text-9 = 被引用{" "}
page-cited-read-by-the-generator = {" "}条，含生成器读取的公告与来源中引用的公告存档）、上游公开接口（
page-and-community-records-every-fact = ）与社区整理的资料（每条数据注明出处）。本日历为非官方社区项目；一切以官方公告与游戏内显示为准。
page-data-last-updated = 数据更新于{" "}
page-upstream-data-of = ，上游数据时间{" "}
page-page-generated = ；页面生成于{" "}
page-text-10 = 。
page-last-recorded-version = 最近记录的版本
page-current-version = 当前版本
page-live-now = 正在进行
page-pools = 卡池
page-updates = 更新
page-may-have-ended = 可能已结束
page-permanent-2 = 常驻内容
page-add-pools-and-events-to = 把卡池和活动加入你的日历应用，数据更新后自动同步。先选常用组合，或自己勾选：
page-presets = 常用组合
page-none-checked-every-category = 都不勾选 = 全部类别。
page-all-versions = 全部版本
page-all = 全部
page-live-2 = 进行中
page-no-alarm = 不提醒
page-none-2 = 不添加
page-some-calendar-apps-google-calendar = 部分日历应用（如 Google 日历）会忽略订阅日历中的提醒；需要时请选“即将结束”事件。
page-copy = 复制
page-webcal-link-apple-calendar-and = webcal 链接（Apple 日历、Outlook 可直接打开）
page-google-calendar = Google 日历
page-on-the-web-settings-add = 网页版：设置 → 添加日历 → 通过网址添加（From URL），粘贴上面的 https 链接。手机端会随账号同步。
page-apple-calendar = Apple 日历
page-iphone-ipad-tap-open-in = iPhone / iPad：点“在日历应用中打开”。Mac：文件 → 新建日历订阅（New Calendar Subscription），粘贴链接。
page-outlook-on-the-web-add = Outlook 网页版：添加日历 → 从 Web 订阅（Subscribe from web），粘贴 https 链接。
page-new-calendar-on-the-network = 新建日历 → 在网络上（On the Network），粘贴 https 链接，格式选 iCalendar (ICS)。
page-calendar-apps-refresh-a-subscription = 日历应用通常每几小时刷新一次订阅；时间以协调世界时（UTC）写入，应用会换算成你的时区。
page-icalendar-feed-ics = iCalendar 订阅源 (ICS feed)
page-schedule-changes-atom-feed = 日程变更 (Atom feed)
page-what-was-added-or-moved = ：新增与改期的记录，可用 RSS 阅读器订阅 —{" "}
page-openapi-document = OpenAPI 文档
page-download-the-whole-dataset-events = 下载完整数据集 (events.json)
page-the-latest-rolling-release = ，最新的滚动发布
page-source-code = 源代码
page-subscribe-2 = 订阅日历
page-categories = 类别
page-version-2 = 版本
page-status = 状态
page-server-3 = 服务器
page-alarm = 提醒
page-ending = 即将结束
page-get-links = 生成链接
page-feed-url = 订阅链接
page-open-in-calendar-app = 在日历应用中打开
page-how-to-subscribe = 如何订阅
page-data-api = 数据与接口
page-what-is-stored-the-webhook = 保存的内容：Webhook 链接（加密保存，不会显示或记录）、所选类别、服务器、提醒和语言，以及管理令牌的哈希值。
page-to-unsubscribe-delete-the-webhook = 取消订阅：在 Discord 中删除该 Webhook（下次推送时订阅即停用），或用管理令牌发送 DELETE 请求（订阅成功的页面会给出命令）。
page-get-new-versions-schedule-changes = 把新版本、日程变更和开始/结束提醒推送到你的 Discord 频道：在频道设置 → 整合 → Webhook 中新建一个 Webhook，复制链接粘贴到这里。日历会先发一条确认消息。
page-no-reminder = 不提醒
page-none-3 = 不提醒
page-get-notified-arknights-endfield-calendar = 推送订阅 · 终末地日历
page-the-confirmation-is-in-your = 确认消息已发到你的频道。
page-the-management-token-is-shown = 管理令牌只显示这一次，请立即保存：
page-subscription-id = 订阅 ID：
page-management-token = 管理令牌：
page-to-see-it = 查看订阅：
page-to-unsubscribe = 取消订阅：
page-put-this-site-s-address = （在链接前加上本站地址。）
page-nothing-was-stored-why = 没有保存任何内容。原因：
page-back-to-the-calendar = 返回日历
page-get-notified = 推送到 Discord
page-discord-webhook-url = Discord Webhook 链接
page-reminder = 提醒
page-subscribe-3 = 订阅
page-subscribed = 已订阅
page-not-subscribed = 未订阅
page-everything-of-the-current-version = 当前版本及前后版本的全部内容；竖线为版本分界，红线为现在。条形图可横向滚动。
page-jump-to-now = 跳到现在
page-timeline-scrolls-sideways = 时间线（可横向滚动）
page-now = 现在
page-text-11 = ：
page-permanent-3 = 常驻
page-not-announced = 未公布
page-versions-on-the-timeline = 时间线中的版本
page-every-rate-up-6-operator = 每个限定 6★ 干员与武器的卡池（含复刻），画在同一条时间轴上；最久未开放的在前，红线为现在，浅色为尚未开始或结束时间未公布的卡池。点名字订阅它的卡池。
page-the-data-names-no-rate = 数据中没有限定干员或武器。
page-operator = 干员
page-weapon = 武器
page-its-pools = 的卡池
page-live-now-2 = 开放中
page-not-run-yet = 尚未开放
page-next = 下次：
page-h1 = 明日方舟：终末地 日历
page-trademark = 明日方舟：终末地 是其权利人的商标；本站与其权利人无关。
page-runs = { $count } 次
# $days only chooses a plural form (Chinese has one); $count is where the number stands.
page-days-since-last = 距上次 { $count } 天{ $days ->
       *[other] {""}
    }

## Why the "Get notified" form's subscription was refused

refused-rate-limited = 请求过多：请在 { $seconds } 秒后重试。
refused-invalid = Webhook 链接或所选项未被接受：请粘贴 Discord Webhook 链接（https://discord.com/api/webhooks/…），并在页面提供的选项中选择。
refused-webhook-not-allowed = 不接受此 Webhook 链接：只接受 Discord Webhook 的链接。
refused-webhook-not-confirmed = 确认消息未能发出：请检查 Webhook 链接是否正确、该 Webhook 是否仍存在。
refused-full = 暂不接受新的订阅，请稍后再试。
refused-other = 订阅未能完成，请稍后再试。

## Notifications (src/notify/)

notify-start = 开始
notify-end = 结束
notify-featured = 概率提升
notify-sep = 、
notify-unofficial-arknights-endfield-calendar = 非官方《明日方舟：终末地》日历
notify-official-notice = {" "}· 官方公告{" "}
notify-sep-2 = ：
notify-test-message-from-the-calendar = 来自日历的测试消息 — 日程没有变化
notify-target = 目标“
notify-works-the-schedule-changes-and = ”设置无误：非官方《明日方舟：终末地》日历的日程变化与提醒将发到这里。
notify-subscribed-the-unofficial-arknights-endfield = 订阅成功：非官方《明日方舟：终末地》日历将发到这里。
notify-schedule-changes = 日程变更
notify-reminders = 提醒
notify-server = 服务器
notify-language = 语言
notify-english = 中文
notify-to-stop = 停止推送
notify-every-category-and-new-versions = 全部类别，以及新版本
notify-every-category = 全部类别
notify-only-pools-featuring = ，仅限 UP{" "}
notify-sep-3 = {" "}的卡池
notify-none = 无
notify-sep-4 = ；
notify-remove-the-target-from-the = 从目标文件中删除该目标
notify-send-delete = 用订阅时得到的管理令牌发送 DELETE{" "}
notify-with-the-management-token-the = （Authorization: Bearer …）
notify-or-delete-this-webhook-in = ，或在 Discord 中删除此 Webhook

## The page's presets, the rate-limited page, the countdown card

page-preset-all-pools = 全部卡池
page-preset-operator-pools = 角色卡池
page-preset-limited = 限时活动
page-preset-everything = 全部内容
limited-title = 请求过多 · 终末地日历
limited-heading = 请求过多
limited-try-again = 你（或与你共用网络地址的人）在短时间内请求了太多次。请在 { $wait }后重试；本页会在那时自动重新加载。{ $seconds ->
       *[other] {""}
    }
limited-wait = { $seconds } 秒
card-title = 终末地日历 · 倒计时
card-nothing = 暂无已收录的进行中或后续内容。
card-link = 终末地日历（非官方）
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

chat-notice = 非官方社区日历：以官方公告与游戏内为准。
chat-more = ……另有 { $n } 项
chat-now-title = 当前 · { $server }
chat-next-title = 即将到来 · { $server }
chat-version-ends = { $when } 结束
chat-version-starts = { $when } 开始
chat-live = 进行中：
chat-nothing-live = 当前没有进行中的内容。
chat-next-not-recorded = 下一个版本尚未收录。
chat-upcoming = 即将开始：
chat-unit-ask = 请给出单位名称，例如中文名或英文名。
chat-unit-unknown = 未收录该名称的 UP 单位。
chat-unit-runs = 至今 UP { $n } 次
chat-unit-last = 上次：
chat-unit-live = 正在 UP
chat-unit-days-since = 已结束 { $n } 天
chat-unit-next = 下次：
chat-unit-no-next = 下次 UP 尚未收录。
chat-help = 指令
chat-no-reminders = 无提醒
chat-status-on = 本群已订阅：{ $server }，{ $lang }，每次开始前 { $lead } 提醒。
chat-status-off = 本群未订阅。
chat-subscribed = 订阅成功：公告及每次开始前 { $lead } 的提醒将发送到这里。
chat-already-subscribed = 本群已经订阅。
chat-unsubscribed = 已退订：这里不会再收到消息。
chat-not-subscribed = 本群未订阅。
chat-not-allowed = 只有本群的管理员可以更改订阅。
chat-group-only = 订阅需在群聊或服务器频道中进行，私聊不可订阅。
chat-failed = 暂时无法更改订阅，未做任何更改。请稍后再试。
chat-option-invalid = 无法识别此选项：
chat-option-accepted = 可用选项：{ $options }
chat-slow-down = 指令过多：本群一分钟内不再回复。
chat-unknown = 未知指令。发送 { $help } 查看指令列表。
chat-webhook-name = 终末地日历
# A chat endpoint's refusals (read by the platform's servers and their operators).
chat-refused-unauthorized = 更新的签名或密钥缺失、伪造或已过期
chat-refused-unreadable = 请求体不是该平台的更新
chat-cmd-endfield = 非官方《明日方舟：终末地》日历
chat-cmd-now = 当前版本与进行中的内容
chat-cmd-next = 即将到来的内容
chat-cmd-unit = 单位的 UP 记录：上次、下次、间隔天数
chat-cmd-unit-name = 单位名称
chat-cmd-unit-placeholder = 名称
chat-cmd-subscribe = 在此发送公告与提醒（管理员）
chat-cmd-unsubscribe = 停止在此发送（管理员）
chat-cmd-status = 本群是否已订阅
chat-cmd-help = 指令列表
chat-cmd-server = 按哪个服务器的时间
chat-cmd-lang = 消息的语言
chat-cmd-category = 仅这些类别（operator、arsenal、limited、permanent、update）

## Dates: CLDR patterns

date-year-month-day = { $year }年{ $month }月{ $day }日
time-pattern = HH:mm
date-time = { $date } { $time }

## Errors

error-invalid-query = 查询无效
error-invalid-parameter = 查询参数 `{ $parameter }` 无效：{ $message }
error-more-problems = { $message }（另有 { $more } 个问题，见 details）
error-more-problems-listed = { $message }（另有 { $more } 个问题；details 只列出前 { $listed } 个）
error-not-found = `{ $path }` 处没有资源；API 位于 { $api }
error-method-not-allowed = 不允许使用方法 `{ $method }`；请使用 { $allow }
error-rate-limited = 请求过多；请在 { $seconds } 秒后重试
error-internal = 服务器内部错误
error-bad-request = 请求无效：{ $why }
error-uri-too-long = 请求目标过长
error-headers-too-large = 请求头过大
error-request-timeout = 在请求头超时时间内未收到完整的请求头
problem-encoding = 百分号编码无法解码为 UTF-8 文本
problem-unknown-events = 未知参数；参数为 { $events }，/api/v1/events.ics 另有 { $feed }
problem-unknown-on = 未知参数；{ $path } 的参数为 { $parameters }
problem-duplicate = 重复给出
problem-empty = 没有值；不筛选时请省略此参数
problem-empty-range = `from` 必须早于 `to`：区间 [from, to) 将为空
problem-version = 应为 `all`、版本键（如 `version-5`）或数字（如 `5`）
problem-unknown-version = 没有此版本；已收录的版本为 { $versions }
problem-too-many-durations = 最多 { $max } 个时长，以逗号分隔
problem-duration = 应为大于零且不超过 P7D 的 ISO 8601 时长，如 P1D、PT1H 或 P2DT12H
problem-too-many-names = 最多 { $max } 个名称
problem-empty-item = 逗号分隔的列表中有空项
problem-name-too-long = 名称最多 { $max } 个字符
problem-name-control = 名称不能含控制字符
problem-all-and-categories = `all` 不能与分类同时使用
problem-unknown-category = 未知分类；应为 `all` 或以逗号分隔的 { $categories }
problem-server = 应为 cn、asia、americas-europe 之一
problem-expected-one-of = 应为以下之一：{ $values }
problem-datetime = 应为带时区偏移的 RFC 3339 时间戳，如 2026-08-01T00:00:00+08:00 或 2026-07-31T16:00:00Z
problem-limit = 必须是 1 到 { $max } 之间的整数
problem-theme = 必须是 light、dark 或 transparent
mcp-problem-argument = 未知参数；unit_history 的参数为 { $arguments }
mcp-problem-name = unit_history 需要单位的名称（中文名或官方英文名）
bad-request-host = Host 头不是有效的 host[:port]
bad-request-hosts = Host 头不止一个
bad-request-alarm = 不提供此 `alarm`
bad-request-ending = 不提供此 `ending`
mcp-unit-unknown = 数据中没有名为“{ $name }”的单位：没有干员或武器卡池以它为概率提升（名称须与中文名完全一致，或为官方英文名）；list_units 列出全部单位

## Names

# A name shown untranslated (its title): never "not announced".
names-untranslated = 此处未记录简体中文官方名称

## Subscriptions refused
subscription-invalid = 订阅无效：{ $problems }
subscription-invalid-body = 订阅无效
subscription-problems = { $list }；{ $next }
subscription-not-allowed = 不允许此 Webhook：{ $why }
subscription-not-confirmed = Webhook 未接受确认消息；未保存任何内容
subscription-too-large = 请求体超过 { $bytes } 字节
subscription-not-json = 请以 Content-Type: application/json 发送订阅
subscription-method = 不支持此方法；请使用 { $allow }
subscription-full = 本服务器不再接受新的订阅
subscription-cross-site = 订阅只能从本站自己的页面或不经浏览器创建；未保存任何内容
subscription-json-secret = `json` 订阅不接受 `secret`：由服务器生成，并只在答复中给出一次
subscription-not-object = 请求体不是订阅对象：第 { $line } 行，第 { $column } 列：{ $place }{ $kind }
subscription-url-not-url = `url` 不是 URL
subscription-url-discord = `discord` 的 URL 须为 https://discord.com/api/webhooks/<id>/<token>（或 discordapp.com、ptb.、canary.）
subscription-url-not-public = `url` 不是公网地址（回环、私有、链路本地及其他特殊用途地址均被拒绝）
subscription-url-http = `url` 不是 https URL（明文 http 仅限服务器允许的回环主机）
subscription-url-not-resolved = 无法解析 `url` 的主机
subscription-url-not-answered = 暂时无法解析 `url` 的主机（其域名服务器出错）；请稍后再试
subscription-disabled-unopened = 无法用此密钥打开
subscription-disabled-gone = 接收方{ $why }：其 Webhook 已不存在
subscription-disabled-failures = 连续 { $failures } 次投递未被接受（最近一次：{ $why }）
json-not-valid-because = 不是有效的 JSON（{ $why }）
json-not-valid = 不是有效的 JSON
json-unreadable = 无法读取
json-wrong-type = { $expected ->
        [string] 值的类型错误，应为字符串
        [number] 值的类型错误，应为整数
        [array] 值的类型错误，应为数组
        [object] 值的类型错误，应为对象
       *[none] 值的类型错误
    }
json-out-of-range = { $expected ->
        [string] 值超出范围，应为字符串
        [number] 值超出范围，应为整数
        [array] 值超出范围，应为数组
        [object] 值超出范围，应为对象
       *[none] 值超出范围
    }
json-unknown-field = 未知字段（docs/notify.md 列出了目标的字段）
json-missing-field = 缺少 `{ $field }`
json-field-twice = `{ $field }` 出现了两次
json-wrong-length = 列表长度错误
json-does-not-fit = 值不符合要求
target-url-too-long = `url` 超过 2048 字节
target-url-space = `url` 含有空格或控制字符
target-url-not-https = `url` 不是 https URL（明文 http 仅限回环地址，用于测试）
target-url-user = `url` 含有用户名或密码（`user@`）：不允许
target-name = `name` 须为 1 到 { $max } 个 ASCII 字母、数字、`.`、`_` 或 `-`
target-kind = `kind` 须为 `discord`、`json`、`telegram` 或 `onebot`
target-onebot-secret = `secret` 是 OneBot 的访问令牌：1 到 256 个可见 ASCII 字符
target-no-secret = `{ $kind }` 目标不接受 `secret`
target-chat-id = `chatId` 须为聊天的数字 ID（`-1001234567890`）或频道的 `@username`
target-chat-id-needed = `telegram` 目标需要 `chatId`
target-chat-id-only = 只有 `telegram` 目标接受 `chatId`
target-group-id-needed = `onebot` 目标需要 `groupId`，即 QQ 群号
target-group-id-only = 只有 `onebot` 目标接受 `groupId`
target-invalid-field = 字段 `{ $field }` 无效：{ $message }
target-invalid-field-value = 字段 `{ $field }` 无效：{ $message }（`{ $value }`）
target-env-name = `{ $field }Env` 须为环境变量名（A-Z、0-9、_）
target-both = 请给出 `{ $field }` 或 `{ $field }Env`，不要同时给出
target-required = 需要 `{ $field }` 或 `{ $field }Env`
delivery-no-connection = 无法连接
delivery-timed-out = 超时
delivery-failed = 请求失败
delivery-lost = 请求发出后{ $why }
delivery-rate-limited-long = 被限流 { $seconds } 秒，超过一次运行的等待时间
delivery-rate-limited = 被限流（429）
delivery-answered = 返回了 { $status }
delivery-telegram-refused = Telegram 返回了 `ok: false`
delivery-onebot-refused = OneBot 实现返回了 retcode { $retcode }
delivery-attempts = { $why }（共尝试 { $attempts } 次）
delivery-out-of-time = 尝试之前本次运行的时间已用完
delivery-out-of-time-after = { $why }；本次运行的时间已用完

## The page's script (src/service/page/page.js)

# Beside a time, the same moment on the viewer's clock ($time: its date and time in its zone).
page-local-time = （本地 { $time }）
