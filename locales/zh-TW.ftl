# 繁體中文（zh-TW，臺灣）。本目錄的繁體中文檔（各檔的寫法見 en.ftl 開頭的說明）；遊戲用語依
# 國際服繁體中文公告（特許尋訪、武庫申領、幹員）。

## Times told (src/certainty)

# A time whose hour no source gives: its date and "time TBC".
told-when-tbc = { $date } 時間未定
# Its date unknown on this clock: both dates it may fall on.
told-when-dates-tbc = { $first } 或 { $last } 日期時間未定
told-estimated = 暫定 { $when }
told-at-latest = 最晚 { $when }
# The two dates a time may fall on, in a time told with its notes (told-marked).
told-either-date = { $first } 或 { $last }
told-zoned = { $when }（{ $zone }）
# A time with what is uncertain about it: $tbc is none, time or date; $mark none, estimated or
# latest.
told-marked = { $when }{ $tbc ->
        [time] （時間未定{ told-mark-joined }）
        [date] （日期時間未定{ told-mark-joined }）
       *[none] { told-mark-alone }
    }
told-mark-alone = { $mark ->
        [estimated] （暫定）
        [latest] （最晚）
       *[none] {""}
    }
# The Chinese file joins a mark to a TBC note in one pair of brackets; English tells each apart.
told-mark-joined = { $mark ->
        [estimated] ；暫定
        [latest] ；最晚
       *[none] {""}
    }

standing-may-have-ended = 可能已結束
standing-start-not-announced = 開始時間未公布
end-not-announced = 結束時間未公布

# What is uncertain about a time, beside a phrase.
note-time-tbc = 時間未定
note-date-tbc = 日期時間未定
note-estimated = 暫定
notes-beside = { $text }（{ $notes }）
notes-join = ，

## Counts

unit-days = { $n ->
       *[other] { $n } 天
    }
unit-hours = { $n ->
       *[other] { $n } 小時
    }
unit-minutes = { $n ->
       *[other] { $n } 分鐘
    }
unit-seconds = { $n ->
       *[other] { $n } 秒
    }
units-join = {" "}

## Where an edge stands from now: $edge is start or end, $latest yes or no (an upper bound).

verb = { $edge ->
        [start] 開始
       *[end] 結束
    }
rel-latest = { $latest ->
        [yes] 最晚{" "}
       *[no] {""}
    }
rel-verb = { rel-latest }{ verb }
rel-tomorrow = { rel-latest }明天{ verb }
rel-in = { rel-latest }{ $span }後{ verb }
rel-in-about = { rel-latest }約 { $span }後{ verb }

## Countdowns (the page, the card, the badge)

countdown-days = { $days } 天 { $hours } 小時
countdown-hours = { $hours } 小時 { $minutes } 分
countdown-minutes = { $minutes } 分鐘
countdown-left = 剩餘 { $span }
countdown-starts-in = { $span }後開始
# The words around a live countdown's number, and an upcoming one's.
countdown-left-before = 剩餘{" "}
countdown-left-after = {""}
countdown-starts-before = {""}
countdown-starts-after = 後開始
# An edge told by its date: $edge start or end; $mark none, estimated or latest; $tbc none,
# time or date.
countdown-dated = { $mark ->
        [estimated] 暫定 { $date } { verb }
        [latest] 最晚 { $date } { verb }{ countdown-tbc }
       *[none] { $date } { verb }{ countdown-tbc }
    }
countdown-tbc = { $tbc ->
        [time] ，時間未定
        [date] ，日期時間未定
       *[none] {""}
    }

## Dates

# Two dates a time may fall on, where its date is not known on this clock.
dates-either = { $first } 或 { $last }
month-short = { $month ->
        [1] 1月
        [2] 2月
        [3] 3月
        [4] 4月
        [5] 5月
        [6] 6月
        [7] 7月
        [8] 8月
        [9] 9月
        [10] 10月
        [11] 11月
       *[12] 12月
    }
date-month-day = { month-short }{ $day }日

## The dataset behind the calendar

behind-headline = 版本 { $number } 已於 { $on } 結束；下一版本尚未收錄
behind-sentence = { $headline } — { $asof }，請以官方公告為準
behind-said = { $sentence }。
behind-short = 下一版本尚未收錄
data-as-of = 資料截至 { $at }（{ $zone }）
nothing-upcoming = 目前尚未收錄後續內容。
nothing-upcoming-behind = 下一版本尚未收錄，後續內容請以官方公告為準。

## Names (servers, categories, versions)

server-cn = 國服（UTC+8）
server-asia = 國際服 亞洲（UTC+8）
server-americas-europe = 國際服 美洲/歐洲（UTC−5）
category-operator-plural = 幹員尋訪
category-arsenal-plural = 武庫申領
category-permanent-plural = 常駐內容
category-limited-plural = 限時活動
category-update-plural = 更新
version-named-official = 版本 { $number }「{ $title }」
version-named = 版本 { $number }{ $quoted }
# A name in 「」, unless it brings its own.
quoted = 「{ $name }」
list-join = 、

## End notes

end-official = 官方：「{ $label }」
end-inferred = 推算：{ $label }
end-official-before = 官方：「
end-official-after = 」
end-inferred-before = 推算：
end-inferred-after = {""}
rule-after-headhuntings = 於{ $count ->
       *[other] { $count }次「特許尋訪」
    }後結束（從{ $from }起計算）
rule-version-end = 於版本更新維護前結束
rule-with-event = 與{ $event }同時結束
# The generator's Chinese end wording, told in this language, phrase by phrase.
label-end-not-announced = 結束時間未公布
label-before-maintenance = 版本更新維護前
label-estimated = 暫定 { $time }
label-at-latest = 最晚至 { $time }
label-after-headhuntings = 於{ $count ->
       *[other] { $count }次「特許尋訪」
    }後結束
label-counted-from = 從「{ $title }」起計算
label-join = ，
# An end label in the Chinese feeds, quoted or inferred.
label-official-feed = 「{ $label }」（官方）
label-inferred-feed = { $label }（推算）

## Change records (the JSON's words, the Atom feed)

field-start = 開始
field-end = 結束
field-title = 標題
field-pool = 卡池編號
field-end-label = 結束說明
changed-start = 開始時間變更
changed-end-announced = 結束時間公布
changed-end = 結束時間變更
changed-title = 標題變更
changed-pool = 卡池更換
changed-end-label = 結束說明變更
change-new-version = 新版本：
change-new = 新增：
change-changed = 變更：
change-removed = 移除：
atom-title = 明日方舟：終末地 行事曆 — 日程變更
atom-subtitle = 卡池、活動與版本的新增、移除或改期。時間為 { $zone }。{ -notice }
atom-author = endfield-calendar（非官方，社群維護）
atom-entry-changed = { $title }（{ $words }）
# What a record did: $kind is added, removed or changed.
atom-verb = { $kind ->
        [added] 已加入行事曆
        [removed] 已從行事曆移除
       *[changed] 有變更
    }
atom-about-event-in-version = { $version }的{ $title }{ atom-verb }。
atom-about-event = { $title }{ atom-verb }。
atom-about-version-named = { $version }{ atom-verb }。
atom-about-version = 版本「{ $title }」{ atom-verb }。
atom-nothing = —
atom-none = 無
atom-line = { $name }：{ $value }
atom-line-moved = { $name }：{ $before } → { $after }
atom-line-hour-hidden = { $name }：{ $after }（先前給出的小時無來源可證實）
atom-notices = 官方公告：{ $notices }。
atom-times-in = 時間為 { $zone }。{ -notice }
-notice = 非官方社群資料，與遊戲版權方無關；一切以官方公告與遊戲內顯示為準。

## Notifications

reminder-heading = { $words }：
leads-before-start = 每次開始前 { $leads }
leads-before-end = 每次結束前 { $leads }

## The badge and the card

badge-nothing = 終末地 · 暫無已收錄的進行中或後續內容
badge-title = 明日方舟：終末地行事曆（非官方）：{ $text }
card-kind-operator = 幹員尋訪
card-kind-arsenal = 武庫申領
card-kind-permanent = 常駐
card-kind-limited = 限時活動
card-kind-update = 更新

## The page

page-no-limited-incomplete = 沒有已收錄的進行中限時活動（本版本活動列表不完整）。
page-no-limited = 目前沒有進行中的限時活動。

## The generator's notes and start labels, in this language

note-end-capped-by-version = 結束時間未公布，此處以所屬版本的結束時間為上限。
note-end-latest-allowed = 結束時間未公布，此處為來源允許的最晚結束時間（上限）。
note-start-hour-unconfirmed = 開始時間的具體小時未經確認。
note-end-hour-unconfirmed = 結束時間的具體小時未經確認。
note-hours-unconfirmed = 開始與結束時間的具體小時未經確認。
note-end-by-version-rule = 結束時間由官方規則推算：「{ $version }」版本結束（下一版本更新維護開始）。
note-end-by-headhunting-rule = 結束時間由官方規則推算：自「{ $from }」特許尋訪起第{ $count }個特許尋訪為「{ $with }」，隨其結束。
start-after-version = 版本開啟後
start-after-version-named = 「{ $version }」版本開啟後
start-after-update = 「{ $version }」版本更新後開啟
start-permanent-from = 「{ $version }」版本開啟後常駐開放

## The iCalendar feed

ics-name = 明日方舟：終末地 行事曆
ics-name-filtered = 明日方舟：終末地 行事曆 — { $filters }
ics-name-from = 自 { $from }
ics-name-until = 至 { $to }
# $sources: origin, partial or fallback (source.mode).
ics-description = 明日方舟：終末地的版本、卡池與活動，時間為 { $zone }。資料更新於 { $updated }（{ $zone }）；{ $sources ->
        [partial] 僅部分來源有回應（其餘取自保存的資料）
        [fallback] 由保存的資料離線生成（未讀取上游統計介面）
       *[origin] 上游統計介面已回應
    }；引用官方公告 { $notices } 則（生成器讀取或引自公告列表存檔）。{ -notice }
ics-summary-start-unknown = （開始日期未知）
ics-summary-open-ended = （未定結束）
ics-summary-end-estimated = （結束時間為推算）
ics-summary-time-tbc = （時間未定）
ics-related = 相關：{ $related }
ics-span = { $start } – { $end }（{ $zone }）
ics-at = { $start }（{ $zone }）
ics-open-ended = { $start }（{ $zone }）開始。結束日期未公布，保持開放，因此行事曆在開始當天以全天標記顯示。
ics-through-estimated-end = { $start }（{ $zone }）開始。官方結束時間未公布：行事曆以全天顯示至推算的結束時間 { $end }。
ics-through-version-end = { $start }（{ $zone }）開始。結束時間未公布，連暫定的也沒有：行事曆以全天顯示至所屬版本結束 { $end }（推算）。
ics-estimated-end = 推算結束：{ $end }
ics-start-unknown = 開始日期尚未公布；顯示的日期僅為佔位。
ics-start-label = 開始：{ $label }
ics-end-label = 結束：{ $label }
ics-featured = 機率提升：{ $names }
ics-names-join = 、
ics-source = 來源：{ $note }
ics-notice = { -notice }
ics-alarm = { $title }{ $words }
ics-marker = { $title }於 { $end }（{ $zone }）結束。提醒標記：訂閱源請求了 ending={ $lead }。
    { -notice }

page-description = 明日方舟：終末地 · { $server } 非官方版本與活動行事曆：進行中的卡池與活動、即將開始的內容、時間線和行事曆訂閱。

## The feed builder's and the "Get notified" form's choices

feed-alarm-pt1h = 開始和結束前 1 小時
feed-alarm-p1d = 開始和結束前 1 天
feed-alarm-p1d-pt1h = 前 1 天和前 1 小時
feed-ending-p1d = 結束前 1 天加一個「即將結束」事件
feed-ending-pt3h = 結束前 3 小時加一個「即將結束」事件
notify-ending-p1d = 結束前 1 天
notify-ending-pt3h = 結束前 3 小時

## The page (src/service/page/view/)

page-server = 伺服器
page-server-2 = 伺服器：
page-a-community-calendar-of-the = ：社群維護的國服行事曆，與遊戲版權方無關。
page-all-times-are-beijing-time = 所有時間為北京時間（Asia/Shanghai, UTC+8）。
page-a-community-calendar-of-the-2 = ：社群維護的國際服亞洲服行事曆（依據國服公告整理，各服日程相同），與遊戲版權方無關。
page-all-times-are-the-global = 所有時間為國際服亞洲服的伺服器時間（UTC+8）。
page-a-community-calendar-of-the-3 = ：社群維護的國際服美洲/歐洲服行事曆（依據國服公告整理，各服日程相同），與遊戲版權方無關。
page-all-times-are-the-global-2 = 所有時間為國際服美洲/歐洲服的伺服器時間（UTC−5）。
page-unofficial = 非官方
page-where-it-differs-from-the = 資料與官方公告或遊戲內顯示不一致時，以官方為準。
page-arknights-endfield-calendar = 終末地行事曆
page-page-navigation = 頁面導覽
page-live = 進行中
page-upcoming = 即將開始
page-timeline = 時間線
page-banner-history = 卡池歷史
page-subscribe = 訂閱
page-language = 語言
page-version = 版本{" "}
page-end-not-announced = 結束時間未公布
page-starts-in = 距開始{" "}
page-start-date-and-time-tbc = 開始日期與時間均未定
page-start-date-known-time-tbc = 開始日期已知，具體時間未定
page-ended = 已結束
page-ends-in = 還剩{" "}
page-end-date-and-time-tbc = 結束日期與時間均未定
page-end-date-known-time-tbc = 結束日期已知，具體時間未定
page-this-version-s-activity-list = 本版本的活動列表尚不完整：未收錄的活動不會顯示。
page-the-data-holds-no-version = 資料中沒有版本。
page-no-pool-is-live = 目前沒有進行中的卡池。
page-their-estimated-end-has-passed = 暫定的結束時間已過，官方結束時間未公布。
page-none = 暫無。
page-text-2 = {""}
page-text-3 = （
page-text-4 = {" "}項）
page-their-estimated-start-has-passed = 暫定的開始時間已過，官方開始時間尚未公布。
page-rate-up = UP：
page-operator-pool = 幹員尋訪
page-arsenal-pool = 武庫申領
page-permanent = 常駐
page-limited = 限時活動
page-update = 更新
page-text-5 = ；
page-text-6 = 剩餘{" "}
page-left-until = ，至{" "}
page-ends = 結束：
page-permanent-no-end = 常駐，無結束時間
page-end-not-announced-2 = 結束時間未公布
page-start-not-announced = 開始時間未公布
page-was-estimated-for = （曾暫定{" "}
page-text-7 = ）
page-text-8 = （
page-to-go = 後開始，
page-the-upstream-answered-origin = 上游介面已回應 (origin)
page-only-part-of-the-sources = 部分來源未回應，其餘取自保存的資料 (partial)
page-built-offline-from-the-kept = 未讀取上游介面，由保存的資料離線生成 (fallback)
page-sources-the-game-s-official = 資料來源：遊戲內官方公告（
page-text-9 = 引用{" "}
page-cited-read-by-the-generator = {" "}則，含生成器讀取的公告與引自公告列表存檔者）、上游公開介面（
page-and-community-records-every-fact = ）與社群整理的資料（每筆資料註明出處）。本行事曆為非官方社群專案；一切以官方公告與遊戲內顯示為準。
page-data-last-updated = 資料更新於{" "}
page-upstream-data-of = ，上游資料時間{" "}
page-page-generated = ；頁面生成於{" "}
page-text-10 = 。
page-last-recorded-version = 最近記錄的版本
page-current-version = 目前版本
page-live-now = 進行中
page-pools = 卡池
page-updates = 更新
page-may-have-ended = 可能已結束
page-permanent-2 = 常駐內容
page-add-pools-and-events-to = 把卡池和活動加入你的行事曆 App，資料更新後自動同步。先選常用組合，或自行勾選：
page-presets = 常用組合
page-none-checked-every-category = 都不勾選 = 全部類別。
page-all-versions = 全部版本
page-all = 全部
page-live-2 = 進行中
page-no-alarm = 不提醒
page-none-2 = 不加入
page-some-calendar-apps-google-calendar = 部分行事曆 App（如 Google 日曆）會忽略訂閱行事曆中的提醒；需要時請選「即將結束」事件。
page-copy = 複製
page-webcal-link-apple-calendar-and = webcal 連結（Apple 行事曆、Outlook 可直接開啟）
page-google-calendar = Google 日曆
page-on-the-web-settings-add = 網頁版：設定 → 新增行事曆 → 加入行事曆網址（From URL），貼上上方的 https 連結。手機會隨帳號同步。
page-apple-calendar = Apple 行事曆
page-iphone-ipad-tap-open-in = iPhone / iPad：點「在行事曆 App 中開啟」。Mac：檔案 → 新增行事曆訂閱，貼上連結。
page-outlook-on-the-web-add = Outlook 網頁版：新增行事曆 → 從網路訂閱，貼上 https 連結。
page-new-calendar-on-the-network = 新增行事曆 → 網路上（On the Network），貼上 https 連結，格式選 iCalendar (ICS)。
page-calendar-apps-refresh-a-subscription = 行事曆 App 通常每幾小時重新整理一次訂閱；時間以 UTC 寫入，並以你的時區顯示。
page-icalendar-feed-ics = iCalendar 訂閱源（ICS）
page-schedule-changes-atom-feed = 日程變更（Atom 訂閱源）
page-what-was-added-or-moved = ：新增與改期的記錄，可用 RSS 閱讀器訂閱 —{" "}
page-openapi-document = OpenAPI 文件
page-download-the-whole-dataset-events = 下載完整資料集（events.json）
page-the-latest-rolling-release = ，最新的滾動發布（rolling release）
page-source-code = 原始碼
page-subscribe-2 = 訂閱行事曆
page-categories = 類別
page-version-2 = 版本
page-status = 狀態
page-server-3 = 伺服器
page-alarm = 提醒
page-ending = 即將結束
page-get-links = 產生連結
page-feed-url = 訂閱連結
page-open-in-calendar-app = 在行事曆 App 中開啟
page-how-to-subscribe = 如何訂閱
page-data-api = 資料與 API
page-what-is-stored-the-webhook = 保存的內容：Webhook 網址（加密保存，不會顯示或記錄）、所選類別、伺服器、提醒和語言，以及管理權杖的雜湊值。
page-to-unsubscribe-delete-the-webhook = 取消訂閱：在 Discord 中刪除該 Webhook（下次推送時訂閱即停止），或以管理權杖送出 DELETE 請求（訂閱成功的頁面會給出指令）。
page-get-new-versions-schedule-changes = 把新版本、日程變更和開始/結束提醒推送到你的 Discord 頻道：在頻道設定 → 整合 → Webhook 中建立一個 Webhook，複製網址貼到這裡。行事曆會先發一則確認訊息。
page-no-reminder = 不提醒
page-none-3 = 不提醒
page-get-notified-arknights-endfield-calendar = 推送訂閱 · 終末地行事曆
page-the-confirmation-is-in-your = 確認訊息已發到你的頻道。
page-the-management-token-is-shown = 管理權杖只顯示這一次，請立即保存。
page-subscription-id = 訂閱 ID：
page-management-token = 管理權杖：
page-to-see-it = 查看訂閱：
page-to-unsubscribe = 取消訂閱：
page-put-this-site-s-address = （在路徑前加上本站網址。）
page-nothing-was-stored-why = 沒有保存任何內容。原因：
page-back-to-the-calendar = 返回行事曆
page-get-notified = 推送到 Discord
page-discord-webhook-url = Discord Webhook 網址
page-reminder = 提醒
page-subscribe-3 = 訂閱
page-subscribed = 已訂閱
page-not-subscribed = 未訂閱
page-everything-of-the-current-version = 目前版本及前後版本的全部內容；直線為版本分界，紅線為現在。圖表可橫向捲動。
page-jump-to-now = 跳到現在
page-timeline-scrolls-sideways = 時間線（可橫向捲動）
page-now = 現在
page-text-11 = ：
page-permanent-3 = 常駐
page-not-announced = 未公布
page-versions-on-the-timeline = 時間線中的版本
page-every-rate-up-6-operator = 每個 UP 6★ 幹員與武器的卡池（含復刻），畫在同一條時間軸上；最久未開放的在前，紅線為現在，淺色為尚未開始或結束時間未公布。點名字即可訂閱它的卡池。
page-the-data-names-no-rate = 資料中沒有 UP 幹員或武器。
page-operator = 幹員
page-weapon = 武器
page-its-pools = 的卡池
page-live-now-2 = 開放中
page-not-run-yet = 尚未開放
page-next = 下次：
page-h1 = 明日方舟：終末地 行事曆
page-trademark = 明日方舟：終末地 是其權利人的商標；本站與其權利人無關。
page-runs = { $count } 次
# $count is where the number stands (set in bold); $days chooses the plural.
page-days-since-last = 距上次 { $count } 天{ $days ->
       *[other] {""}
    }

## Why the "Get notified" form's subscription was refused

refused-rate-limited = 請求過多：請在 { $seconds } 秒後重試。
refused-invalid = Webhook 網址或所選項目未被接受：請貼上 Discord Webhook 網址（https://discord.com/api/webhooks/…），並從頁面提供的選項中選擇。
refused-webhook-not-allowed = 不接受此 Webhook 網址：只接受 Discord Webhook 的網址。
refused-webhook-not-confirmed = 確認訊息未能發出：請檢查 Webhook 網址是否正確、該 Webhook 是否仍存在。
refused-full = 暫不接受新的訂閱，請稍後再試。
refused-other = 訂閱未能完成，請稍後再試。

## Notifications (src/notify/)

notify-start = 開始
notify-end = 結束
notify-featured = 機率提升
notify-sep = 、
notify-unofficial-arknights-endfield-calendar = 非官方《明日方舟：終末地》行事曆
notify-official-notice = {" "}· 官方公告{" "}
notify-sep-2 = ：
notify-test-message-from-the-calendar = 來自行事曆的測試訊息 — 日程沒有變化
notify-target = 目標「
notify-works-the-schedule-changes-and = 」設定無誤：非官方《明日方舟：終末地》行事曆的日程變化與提醒將發到這裡。
notify-subscribed-the-unofficial-arknights-endfield = 訂閱成功：非官方《明日方舟：終末地》行事曆將發到這裡。
notify-schedule-changes = 日程變更
notify-reminders = 提醒
notify-server = 伺服器
notify-language = 語言
notify-english = 繁體中文
notify-to-stop = 停止推送
notify-every-category-and-new-versions = 全部類別，以及新版本
notify-every-category = 全部類別
notify-only-pools-featuring = ，僅限 UP{" "}
notify-sep-3 = {" "}的卡池
notify-none = 無
notify-sep-4 = ；
notify-remove-the-target-from-the = 從目標檔案中刪除該目標
notify-send-delete = 以訂閱時取得的管理權杖送出 DELETE{" "}
notify-with-the-management-token-the = （Authorization: Bearer …）
notify-or-delete-this-webhook-in = ，或在 Discord 中刪除此 Webhook

## The page's presets, the rate-limited page, the countdown card

page-preset-all-pools = 全部卡池
page-preset-operator-pools = 幹員尋訪
page-preset-limited = 限時活動
page-preset-everything = 全部內容
limited-title = 請求過多 · 終末地行事曆
limited-heading = 請求過多
# $wait is where the wait stands (set in bold, as limited-wait tells it); $seconds chooses the plural.
limited-try-again = 你（或與你共用網路位址的人）在短時間內請求了太多次。請在 { $wait }後重試；本頁會在那時自動重新載入。{ $seconds ->
       *[other] {""}
    }
limited-wait = { $seconds } 秒
card-title = 終末地行事曆 · 倒數
card-nothing = 暫無已收錄的進行中或後續內容。
card-link = 終末地行事曆（非官方）
page-json-api = JSON API

## MCP's tools' texts (for language models; the Chinese file keeps them in English, as they were)

mcp-not-announced = 未公布
mcp-span = { $start } → { $end }
mcp-summary-events = { $total } 個活動，時間為 { $zone }：
mcp-summary-changes = { $total } 項變更，時間為 { $zone }：
mcp-summary-units = { $total } 個單位，時間為 { $zone }：
mcp-and-more = ……另有 { $more } 項（structuredContent 列出全部）
mcp-end = {"；"}結束：{ $note }
mcp-featured = {"；"}機率提升：{ $names }
mcp-event-line = - { $title } [{ $category }, { $status }] { $span }{ $more } ({ $id })
mcp-change-line = - { $at } { $kind } { $subject } { $title } ({ $key }; { $words })
mcp-join = 、
mcp-record-stops = 記錄止於最新一次變更 { $newest }；資料生成於 { $generated }：之後的變更尚未記錄。
mcp-record-empty = 記錄中沒有變更；資料生成於 { $generated }：之後的變更尚未記錄。
mcp-times-in = 時間為 { $zone }。
mcp-unit-names = { $name }（{ $en }）
mcp-unit-runs = { $names }，{ $kind }：已開始 { $n } 期
mcp-unit-live = ，其中一期正在進行
mcp-unit-days-since = ，距上一期結束 { $n } 天
mcp-unit-next = ；下一期於 { $start } 開始
mcp-unit-no-next = ；此處尚未記錄下一期
mcp-run-line = { $title } [{ $status }] { $span } ({ $id })

## Chat (src/chat/): the commands' answers in Discord, Telegram and QQ, and their descriptions

chat-notice = 非官方社群行事曆：以官方公告與遊戲內為準。
chat-more = ……另有 { $n } 項
chat-now-title = 目前 · { $server }
chat-next-title = 即將到來 · { $server }
chat-version-ends = { $when } 結束
chat-version-starts = { $when } 開始
chat-live = 進行中：
chat-nothing-live = 目前沒有進行中的內容。
chat-next-not-recorded = 下一個版本尚未收錄。
chat-upcoming = 即將開始：
chat-unit-ask = 請提供單位名稱，例如中文名或英文名。
chat-unit-unknown = 未收錄該名稱的 UP 單位。
chat-unit-runs = 至今 UP { $n } 次
chat-unit-last = 上次：
chat-unit-live = 正在 UP
chat-unit-days-since = 已結束 { $n } 天
chat-unit-next = 下次：
chat-unit-no-next = 下次 UP 尚未收錄。
chat-help = 指令
chat-no-reminders = 無提醒
chat-status-on = 此聊天已訂閱：{ $server }，{ $lang }，每次開始前 { $lead } 提醒。
chat-status-off = 此聊天未訂閱。
chat-subscribed = 訂閱成功：公告及每次開始前 { $lead } 的提醒將發送到這裡。
chat-already-subscribed = 此聊天已經訂閱。
chat-unsubscribed = 已取消訂閱：這裡不會再收到訊息。
chat-not-subscribed = 此聊天未訂閱。
chat-not-allowed = 只有此聊天的管理員可以變更訂閱。
chat-group-only = 訂閱需在群組或伺服器頻道中進行，私訊無法訂閱。
chat-failed = 暫時無法變更訂閱，未做任何變更。請稍後再試。
chat-option-invalid = 無法識別此選項：
chat-option-accepted = 可用選項：{ $options }
chat-slow-down = 指令過多：此聊天一分鐘內不再回覆。
chat-unknown = 未知指令。傳送 { $help } 查看指令列表。
chat-webhook-name = 終末地行事曆
# A chat endpoint's refusals (read by the platform's servers and their operators).
chat-refused-unauthorized = 更新的簽名或密鑰缺失、偽造或已過期
chat-refused-unreadable = 請求主體不是該平台的更新
chat-cmd-endfield = 非官方《明日方舟：終末地》行事曆
chat-cmd-now = 目前版本與進行中的內容
chat-cmd-next = 即將到來的內容
chat-cmd-unit = 單位的 UP 紀錄：上次、下次、間隔天數
chat-cmd-unit-name = 單位名稱
chat-cmd-unit-placeholder = 名稱
chat-cmd-subscribe = 在此發送公告與提醒（管理員）
chat-cmd-unsubscribe = 停止在此發送（管理員）
chat-cmd-status = 此聊天是否已訂閱
chat-cmd-help = 指令列表
chat-cmd-server = 依哪個伺服器的時間
chat-cmd-lang = 訊息的語言
chat-cmd-category = 僅這些類別（operator、arsenal、limited、permanent、update）

## Dates: CLDR patterns

date-year-month-day = { $year }年{ $month }月{ $day }日
time-pattern = HH:mm
date-time = { $date } { $time }

## Errors

error-invalid-query = 查詢無效
error-invalid-parameter = 查詢參數 `{ $parameter }` 無效：{ $message }
error-more-problems = { $message }（另有 { $more } 個問題，見 details）
error-more-problems-listed = { $message }（另有 { $more } 個問題；details 只列出前 { $listed } 個）
error-not-found = `{ $path }` 沒有資源；API 位於 { $api }
error-method-not-allowed = 不允許使用方法 `{ $method }`；請使用 { $allow }
error-rate-limited = 請求過多；請於 { $seconds } 秒後重試
error-internal = 伺服器內部錯誤
error-bad-request = 請求無效：{ $why }
error-uri-too-long = 請求目標過長
error-headers-too-large = 請求標頭過大
error-request-timeout = 在請求標頭逾時前未收到完整的請求標頭
problem-encoding = 百分比編碼無法解碼為 UTF-8 文字
problem-unknown-events = 未知參數；參數為 { $events }，/api/v1/events.ics 另有 { $feed }
problem-unknown-on = 未知參數；{ $path } 的參數為 { $parameters }
problem-duplicate = 重複提供
problem-empty = 沒有值；不篩選時請省略此參數
problem-empty-range = `from` 必須早於 `to`：區間 [from, to) 將為空
problem-version = 應為 `all`、版本鍵（如 `version-5`）或數字（如 `5`）
problem-unknown-version = 沒有此版本；已收錄的版本為 { $versions }
problem-too-many-durations = 最多 { $max } 個時長，以逗號分隔
problem-duration = 應為大於零且不超過 P7D 的 ISO 8601 時長，如 P1D、PT1H 或 P2DT12H
problem-too-many-names = 最多 { $max } 個名稱
problem-empty-item = 逗號分隔的清單中有空項目
problem-name-too-long = 名稱最多 { $max } 個字元
problem-name-control = 名稱不能含控制字元
problem-all-and-categories = `all` 不能與分類同時使用
problem-unknown-category = 未知分類；應為 `all` 或以逗號分隔的 { $categories }
problem-server = 應為 cn、asia、americas-europe 之一
problem-expected-one-of = 應為以下之一：{ $values }
problem-datetime = 應為帶時區偏移的 RFC 3339 時間戳記，如 2026-08-01T00:00:00+08:00 或 2026-07-31T16:00:00Z
problem-limit = 必須是 1 到 { $max } 之間的整數
problem-theme = 必須是 light、dark 或 transparent
mcp-problem-argument = 未知引數；unit_history 的引數為 { $arguments }
mcp-problem-name = unit_history 需要單位的名稱（中文名或官方英文名）
bad-request-host = Host 標頭不是有效的 host[:port]
bad-request-hosts = Host 標頭不只一個
bad-request-alarm = 不提供此 `alarm`
bad-request-ending = 不提供此 `ending`
mcp-unit-unknown = 資料中沒有名為「{ $name }」的單位：沒有幹員尋訪或武庫申領以它為機率提升（名稱須與中文名完全一致，或為官方英文名）；list_units 列出所有單位

## Names

# A name shown untranslated (its title): never "not announced".
names-untranslated = 此處未記錄繁體中文官方名稱

## Subscriptions refused
subscription-invalid = 訂閱無效：{ $problems }
subscription-invalid-body = 訂閱無效
subscription-problems = { $list }；{ $next }
subscription-not-allowed = 不允許此 Webhook：{ $why }
subscription-not-confirmed = Webhook 未接受確認訊息；未儲存任何內容
subscription-too-large = 請求本文超過 { $bytes } 位元組
subscription-not-json = 請以 Content-Type: application/json 傳送訂閱
subscription-method = 不支援此方法；請使用 { $allow }
subscription-full = 本伺服器不再接受新的訂閱
subscription-cross-site = 訂閱只能從本站自己的頁面或不經瀏覽器建立；未儲存任何內容
subscription-json-secret = `json` 訂閱不接受 `secret`：由伺服器產生，並只在回覆中提供一次
subscription-not-object = 請求本文不是訂閱物件：第 { $line } 行，第 { $column } 欄：{ $place }{ $kind }
subscription-url-not-url = `url` 不是 URL
subscription-url-discord = `discord` 的 URL 須為 https://discord.com/api/webhooks/<id>/<token>（或 discordapp.com、ptb.、canary.）
subscription-url-not-public = `url` 不是公開網路位址（迴路、私有、鏈路本地及其他特殊用途位址皆會被拒絕）
subscription-url-http = `url` 不是 https URL（明文 http 僅限伺服器允許的迴路主機）
subscription-url-not-resolved = 無法解析 `url` 的主機
subscription-url-not-answered = 暫時無法解析 `url` 的主機（其名稱伺服器發生錯誤）；請稍後再試
subscription-disabled-unopened = 無法以此金鑰開啟
subscription-disabled-gone = 接收端{ $why }：其 Webhook 已不存在
subscription-disabled-failures = 連續 { $failures } 次傳送未被接受（最近一次：{ $why }）
json-not-valid-because = 不是有效的 JSON（{ $why }）
json-not-valid = 不是有效的 JSON
json-unreadable = 無法讀取
json-wrong-type = { $expected ->
        [string] 值的型別錯誤，應為字串
        [number] 值的型別錯誤，應為整數
        [array] 值的型別錯誤，應為陣列
        [object] 值的型別錯誤，應為物件
       *[none] 值的型別錯誤
    }
json-out-of-range = { $expected ->
        [string] 值超出範圍，應為字串
        [number] 值超出範圍，應為整數
        [array] 值超出範圍，應為陣列
        [object] 值超出範圍，應為物件
       *[none] 值超出範圍
    }
json-unknown-field = 未知欄位（docs/notify.md 列出了目標的欄位）
json-missing-field = 缺少 `{ $field }`
json-field-twice = `{ $field }` 出現了兩次
json-wrong-length = 清單長度錯誤
json-does-not-fit = 值不符合要求
target-url-too-long = `url` 超過 2048 位元組
target-url-space = `url` 含有空白或控制字元
target-url-not-https = `url` 不是 https URL（明文 http 僅限迴路位址，供測試使用）
target-url-user = `url` 含有使用者名稱或密碼（`user@`）：不允許
target-name = `name` 須為 1 到 { $max } 個 ASCII 字母、數字、`.`、`_` 或 `-`
target-kind = `kind` 須為 `discord`、`json`、`telegram` 或 `onebot`
target-onebot-secret = `secret` 是 OneBot 的存取權杖：1 到 256 個可見 ASCII 字元
target-no-secret = `{ $kind }` 目標不接受 `secret`
target-chat-id = `chatId` 須為聊天的數字 ID（`-1001234567890`）或頻道的 `@username`
target-chat-id-needed = `telegram` 目標需要 `chatId`
target-chat-id-only = 只有 `telegram` 目標接受 `chatId`
target-group-id-needed = `onebot` 目標需要 `groupId`，即 QQ 群號
target-group-id-only = 只有 `onebot` 目標接受 `groupId`
target-invalid-field = 欄位 `{ $field }` 無效：{ $message }
target-invalid-field-value = 欄位 `{ $field }` 無效：{ $message }（`{ $value }`）
target-env-name = `{ $field }Env` 須為環境變數名稱（A-Z、0-9、_）
target-both = 請提供 `{ $field }` 或 `{ $field }Env`，不要同時提供
target-required = 需要 `{ $field }` 或 `{ $field }Env`
delivery-no-connection = 無法連線
delivery-timed-out = 逾時
delivery-failed = 請求失敗
delivery-lost = 請求送出後{ $why }
delivery-rate-limited-long = 被限流 { $seconds } 秒，超過一次執行的等待時間
delivery-rate-limited = 被限流（429）
delivery-answered = 回應了 { $status }
delivery-telegram-refused = Telegram 回應了 `ok: false`
delivery-onebot-refused = OneBot 實作回應了 retcode { $retcode }
delivery-attempts = { $why }（共嘗試 { $attempts } 次）
delivery-out-of-time = 嘗試之前本次執行的時間已用完
delivery-out-of-time-after = { $why }；本次執行的時間已用完

## The page's script (src/service/page/page.js)

# Beside a time, the same moment on the viewer's clock ($time: its date and time in its zone).
page-local-time = （本地 { $time }）
