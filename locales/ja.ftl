# 日本語 (ja)。カタログの日本語ファイル（ファイルの仕組みは en.ftl 冒頭を参照）。ゲーム用語は
# グローバル版の日本語お知らせに従う（特別スカウト、武庫申請、オペレーター）。

## Times told (src/certainty)

# A time whose hour no source gives: its date and "time TBC".
told-when-tbc = { $date } 時刻未定
# Its date unknown on this clock: both dates it may fall on.
told-when-dates-tbc = { $first }または{ $last }、日時未定
told-estimated = { $when }（予定）
told-at-latest = 遅くとも{ $when }
# The two dates a time may fall on, in a time told with its notes (told-marked).
told-either-date = { $first }または{ $last }
told-zoned = { $when }（{ $zone }）
# A time with what is uncertain about it: $tbc is none, time or date; $mark none, estimated or
# latest.
told-marked = { $when }{ $tbc ->
        [time] （時刻未定{ told-mark-joined }）
        [date] （日時未定{ told-mark-joined }）
       *[none] { told-mark-alone }
    }
told-mark-alone = { $mark ->
        [estimated] （予定）
        [latest] （遅くとも）
       *[none] {""}
    }
# The Chinese file joins a mark to a TBC note in one pair of brackets; English tells each apart.
told-mark-joined = { $mark ->
        [estimated] ・予定
        [latest] ・遅くとも
       *[none] {""}
    }

standing-may-have-ended = 終了した可能性あり
standing-start-not-announced = 開始日時未発表
end-not-announced = 終了日時未発表

# What is uncertain about a time, beside a phrase.
note-time-tbc = 時刻未定
note-date-tbc = 日時未定
note-estimated = 予定
notes-beside = { $text }（{ $notes }）
notes-join = 、

## Counts

unit-days = { $n ->
       *[other] { $n }日
    }
unit-hours = { $n ->
       *[other] { $n }時間
    }
unit-minutes = { $n ->
       *[other] { $n }分
    }
unit-seconds = { $n ->
       *[other] { $n }秒
    }
units-join = {""}

## Where an edge stands from now: $edge is start or end, $latest yes or no (an upper bound).

verb = { $edge ->
        [start] 開始
       *[end] 終了
    }
rel-latest = { $latest ->
        [yes] 遅くとも
       *[no] {""}
    }
rel-verb = { rel-latest }{ verb }
rel-tomorrow = { rel-latest }明日{ verb }
rel-in = { rel-latest }{ $span }後に{ verb }
rel-in-about = { rel-latest }約{ $span }後に{ verb }

## Countdowns (the page, the card, the badge)

countdown-days = { $days }日{ $hours }時間
countdown-hours = { $hours }時間{ $minutes }分
countdown-minutes = { $minutes }分
countdown-left = 残り{ $span }
countdown-starts-in = 開始まで{ $span }
# The words around a live countdown's number, and an upcoming one's.
countdown-left-before = 残り
countdown-left-after = {""}
countdown-starts-before = 開始まで
countdown-starts-after = {""}
# An edge told by its date: $edge start or end; $mark none, estimated or latest; $tbc none,
# time or date.
countdown-dated = { $mark ->
        [estimated] { $date }頃に{ verb }（予定）
        [latest] 遅くとも{ $date }に{ verb }{ countdown-tbc }
       *[none] { $date }に{ verb }{ countdown-tbc }
    }
countdown-tbc = { $tbc ->
        [time] 、時刻未定
        [date] 、日時未定
       *[none] {""}
    }

## Dates

# Two dates a time may fall on, where its date is not known on this clock.
dates-either = { $first }または{ $last }
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

behind-headline = バージョン{ $number }は{ $on }に終了、次のバージョンはまだ未登録です
behind-sentence = { $headline } — { $asof }、公式のお知らせをご確認ください
behind-said = { $sentence }。
behind-short = 次のバージョンは未登録
data-as-of = { $at }（{ $zone }）時点のデータ
nothing-upcoming = 今後の予定はまだ登録されていません。
nothing-upcoming-behind = 次のバージョンはまだ登録されていません。今後の内容は公式のお知らせをご確認ください。

## Names (servers, categories, versions)

server-cn = 中国版（UTC+8）
server-asia = グローバル版 アジア（UTC+8）
server-americas-europe = グローバル版 アメリカ/ヨーロッパ（UTC−5）
category-operator-plural = スカウト
category-arsenal-plural = 武庫申請
category-permanent-plural = 常設コンテンツ
category-limited-plural = 期間限定イベント
category-update-plural = アップデート
version-named-official = バージョン{ $number }「{ $title }」
version-named = バージョン{ $number }{ $quoted }
# A name in 「」, unless it brings its own.
quoted = 「{ $name }」
list-join = 、

## End notes

end-official = 公式：「{ $label }」
end-inferred = 推定：{ $label }
end-official-before = 公式：「
end-official-after = 」
end-inferred-before = 推定：
end-inferred-after = {""}
rule-after-headhuntings = { $count ->
       *[other] 特別スカウト{ $count }回の開催後に終了
    }（{ $from }からカウント）
rule-version-end = バージョンアップメンテナンス前に終了
rule-with-event = { $event }と同時に終了
# The generator's Chinese end wording, told in this language, phrase by phrase.
label-end-not-announced = 終了日時未発表
label-before-maintenance = バージョンアップメンテナンス前
label-estimated = { $time }（予定）
label-at-latest = 遅くとも{ $time }
label-after-headhuntings = { $count ->
       *[other] 特別スカウト{ $count }回の開催後に終了
    }
label-counted-from = 「{ $title }」からカウント
label-join = 、
# An end label in the Chinese feeds, quoted or inferred.
label-official-feed = 「{ $label }」（公式）
label-inferred-feed = { $label }（推定）

## Change records (the JSON's words, the Atom feed)

field-start = 開始
field-end = 終了
field-title = タイトル
field-pool = ガチャ
field-end-label = 終了表記
changed-start = 開始日時変更
changed-end-announced = 終了日時発表
changed-end = 終了日時変更
changed-title = 名称変更
changed-pool = ガチャ差し替え
changed-end-label = 終了表記変更
change-new-version = 新バージョン：
change-new = 追加：
change-changed = 変更：
change-removed = 削除：
atom-title = Arknights: Endfield カレンダー — スケジュール変更
atom-subtitle = ガチャ・イベント・バージョンの追加、削除、日時変更。時刻は { $zone }。{ -notice }
atom-author = endfield-calendar（非公式・コミュニティ運営）
atom-entry-changed = { $title }（{ $words }）
# What a record did: $kind is added, removed or changed.
atom-verb = { $kind ->
        [added] がカレンダーに追加されました
        [removed] がカレンダーから削除されました
       *[changed] が変更されました
    }
atom-about-event-in-version = { $title }（{ $version }）{ atom-verb }。
atom-about-event = { $title }{ atom-verb }。
atom-about-version-named = { $version }{ atom-verb }。
atom-about-version = バージョン「{ $title }」{ atom-verb }。
atom-nothing = —
atom-none = なし
atom-line = { $name }：{ $value }
atom-line-moved = { $name }：{ $before } → { $after }
atom-line-hour-hidden = { $name }：{ $after }（以前はどの情報源でも確認できない時刻でした）
atom-notices = 公式お知らせ：{ $notices }。
atom-times-in = 時刻は { $zone }。{ -notice }
-notice = 非公式のコミュニティデータであり、ゲームの権利者とは無関係です。公式のお知らせとゲーム内の表示が優先されます。

## Notifications

reminder-heading = { $words }：
leads-before-start = 各開始の{ $leads }前
leads-before-end = 各終了の{ $leads }前

## The badge and the card

badge-nothing = Endfield · 開催中・開催予定の登録なし
badge-title = Arknights: Endfield カレンダー（非公式）：{ $text }
card-kind-operator = スカウト
card-kind-arsenal = 武庫申請
card-kind-permanent = 常設
card-kind-limited = 期間限定
card-kind-update = アップデート

## The page

page-no-limited-incomplete = 開催中の期間限定イベントは未登録です（このバージョンのイベント一覧は不完全です）。
page-no-limited = 開催中の期間限定イベントはありません。

## The generator's notes and start labels, in this language

note-end-capped-by-version = 終了日時未発表：所属バージョンの終了を上限としています。
note-end-latest-allowed = 終了日時未発表：情報源から見て最も遅い終了日時（上限）です。
note-start-hour-unconfirmed = 開始の時刻は未確認です。
note-end-hour-unconfirmed = 終了の時刻は未確認です。
note-hours-unconfirmed = 開始と終了の時刻は未確認です。
note-end-by-version-rule = 公式ルールによる推定：バージョン「{ $version }」の終了（次バージョンのアップデートメンテナンス）に終了。
note-end-by-headhunting-rule = 公式ルールによる推定：「{ $from }」から数えて{ $count }回目の特別スカウトが「{ $with }」で、その終了とともに終了。
start-after-version = バージョン開始後
start-after-version-named = バージョン「{ $version }」開始後
start-after-update = 「{ $version }」バージョンアップ後
start-permanent-from = バージョン「{ $version }」開始から常設

## The iCalendar feed

ics-name = Arknights: Endfield カレンダー
ics-name-filtered = Arknights: Endfield カレンダー — { $filters }
ics-name-from = { $from }から
ics-name-until = { $to }まで
# $sources: origin, partial or fallback (source.mode).
ics-description = Arknights: Endfield のバージョン、ガチャ、イベント。時刻は { $zone }。データ更新：{ $updated }（{ $zone }）。{ $sources ->
        [partial] 一部の情報源のみ応答（残りは保存済みの情報源で補完）
        [fallback] 保存済みの情報源からオフラインで生成（上流の統計インターフェースは未読込）
       *[origin] 上流の統計インターフェースが応答
    }。公式お知らせ { $notices } 件を引用（生成器が読み込んだもの、またはお知らせ一覧のアーカイブから引用）。{ -notice }
ics-summary-start-unknown = （開始日不明）
ics-summary-open-ended = （終了未定）
ics-summary-end-estimated = （終了は推定）
ics-summary-time-tbc = （時刻未定）
ics-related = 関連：{ $related }
ics-span = { $start } – { $end }（{ $zone }）
ics-at = { $start }（{ $zone }）
ics-open-ended = { $start }（{ $zone }）開始。終了日は未発表で終わりが決まっていないため、開始日に終日の目印として表示します。
ics-through-estimated-end = { $start }（{ $zone }）開始。公式の終了日時は未発表のため、推定終了日 { $end } まで終日で表示します。
ics-through-version-end = { $start }（{ $zone }）開始。終了日時は暫定のものも未発表のため、所属バージョンの終了 { $end }（推定）まで終日で表示します。
ics-estimated-end = 推定終了：{ $end }
ics-start-unknown = 開始日はまだ発表されていません。表示している日付は仮のものです。
ics-start-label = 開始：{ $label }
ics-end-label = 終了：{ $label }
ics-featured = ピックアップ：{ $names }
ics-names-join = 、
ics-source = 出典：{ $note }
ics-notice = { -notice }
ics-alarm = { $title } { $words }
ics-marker = { $title } は { $end }（{ $zone }）に終了。リマインダー用の目印です（フィードに ending={ $lead } が指定されました）。
    { -notice }

page-description = Arknights: Endfield · { $server } の非公式カレンダー：開催中のガチャとイベント、今後の予定、タイムライン、カレンダー購読。

## The feed builder's and the "Get notified" form's choices

feed-alarm-pt1h = 開始・終了の1時間前
feed-alarm-p1d = 開始・終了の1日前
feed-alarm-p1d-pt1h = 1日前と1時間前
feed-ending-p1d = 1日前に「まもなく終了」
feed-ending-pt3h = 3時間前に「まもなく終了」
notify-ending-p1d = 終了の1日前
notify-ending-pt3h = 終了の3時間前

## The page (src/service/page/view/)

page-server = サーバー
page-server-2 = サーバー：
page-a-community-calendar-of-the = ：中国版サーバーのコミュニティカレンダー。ゲームの権利者とは無関係です。
page-all-times-are-beijing-time = 時刻はすべて北京時間（Asia/Shanghai, UTC+8）です。
page-a-community-calendar-of-the-2 = ：グローバル版アジアサーバーのコミュニティカレンダー（中国版のお知らせから作成。各サーバーのスケジュールは共通）。ゲームの権利者とは無関係です。
page-all-times-are-the-global = 時刻はすべてグローバル版アジアサーバーの時刻（UTC+8）です。
page-a-community-calendar-of-the-3 = ：グローバル版アメリカ/ヨーロッパサーバーのコミュニティカレンダー（中国版のお知らせから作成。各サーバーのスケジュールは共通）。ゲームの権利者とは無関係です。
page-all-times-are-the-global-2 = 時刻はすべてグローバル版アメリカ/ヨーロッパサーバーの時刻（UTC−5）です。
page-unofficial = 非公式
page-where-it-differs-from-the = 公式のお知らせやゲーム内の表示と異なる場合は、公式が優先されます。
page-arknights-endfield-calendar = Arknights: Endfield カレンダー
page-page-navigation = ページナビゲーション
page-live = 開催中
page-upcoming = 開催予定
page-timeline = タイムライン
page-banner-history = ガチャ履歴
page-subscribe = 購読
page-language = 言語
page-version = バージョン{" "}
page-end-not-announced = 終了日時未発表
page-starts-in = 開始まで{" "}
page-start-date-and-time-tbc = 開始日時未定
page-start-date-known-time-tbc = 開始日は確定、時刻未定
page-ended = 終了
page-ends-in = 終了まで{" "}
page-end-date-and-time-tbc = 終了日時未定
page-end-date-known-time-tbc = 終了日は確定、時刻未定
page-this-version-s-activity-list = このバージョンのイベント一覧は不完全です：未登録のイベントは表示されません。
page-the-data-holds-no-version = データにバージョンがありません。
page-no-pool-is-live = 開催中のガチャはありません。
page-their-estimated-end-has-passed = 推定の終了日時を過ぎましたが、公式の終了日時は未発表です。
page-none = なし。
page-text-2 = {""}
page-text-3 = （
page-text-4 = 件）
page-their-estimated-start-has-passed = 推定の開始日時を過ぎましたが、公式の開始日時はまだ発表されていません。
page-rate-up = ピックアップ：
page-operator-pool = スカウト
page-arsenal-pool = 武庫申請
page-permanent = 常設
page-limited = 期間限定
page-update = アップデート
page-text-5 = ；
page-text-6 = 残り
page-left-until = 、終了{" "}
page-ends = 終了：
page-permanent-no-end = 常設（終了なし）
page-end-not-announced-2 = 終了日時未発表
page-start-not-announced = 開始日時未発表
page-was-estimated-for = （推定は{" "}
page-text-7 = ）
page-text-8 = （
page-to-go = 後に開始、
page-the-upstream-answered-origin = 上流が応答 (origin)
page-only-part-of-the-sources = 一部の情報源のみ応答、残りは保存済みの情報源で補完 (partial)
page-built-offline-from-the-kept = 上流なしで保存済みの情報源からオフライン生成 (fallback)
page-sources-the-game-s-official = 出典：ゲーム内の公式お知らせ（
page-text-9 = {""}
page-cited-read-by-the-generator = 件を引用。生成器が読み込んだもの、またはお知らせ一覧のアーカイブから引用）、上流の公開インターフェース（
page-and-community-records-every-fact = ）、コミュニティの記録（各データに出典を記載）。本サイトは非公式のコミュニティプロジェクトです。公式のお知らせとゲームが正となります。
page-data-last-updated = データ更新：
page-upstream-data-of = 、上流データ：
page-page-generated = 、ページ生成：
page-text-10 = 。
page-last-recorded-version = 最後に登録されたバージョン
page-current-version = 現在のバージョン
page-live-now = 開催中
page-pools = ガチャ
page-updates = アップデート
page-may-have-ended = 終了した可能性あり
page-permanent-2 = 常設
page-add-pools-and-events-to = ガチャとイベントをカレンダーアプリに追加すると、データの更新に合わせて反映されます。プリセットを選ぶか、自分で選択してください：
page-presets = プリセット
page-none-checked-every-category = 未選択 = すべてのカテゴリ。
page-all-versions = 全バージョン
page-all = すべて
page-live-2 = 開催中
page-no-alarm = 通知なし
page-none-2 = なし
page-some-calendar-apps-google-calendar = 一部のカレンダーアプリ（Google カレンダー）は購読カレンダーの通知を無視します。その場合は「まもなく終了」イベントを選んでください。
page-copy = コピー
page-webcal-link-apple-calendar-and = webcal リンク（Apple カレンダーと Outlook で直接開けます）
page-google-calendar = Google カレンダー
page-on-the-web-settings-add = ウェブ版：設定 → カレンダーを追加 → URL で追加 で、上の https リンクを貼り付けます。スマホはアカウントで同期されます。
page-apple-calendar = Apple カレンダー
page-iphone-ipad-tap-open-in = iPhone / iPad：「カレンダーアプリで開く」をタップ。Mac：ファイル → 新規カレンダー照会 で、リンクを貼り付けます。
page-outlook-on-the-web-add = Outlook on the web：カレンダーを追加 → Web から購読 で、https リンクを貼り付けます。
page-new-calendar-on-the-network = 新規カレンダー → ネットワーク上（On the Network）で https リンクを貼り付け、形式は iCalendar (ICS) を選びます。
page-calendar-apps-refresh-a-subscription = カレンダーアプリは数時間ごとに購読を更新します。時刻は UTC で書かれ、お使いのタイムゾーンで表示されます。
page-icalendar-feed-ics = iCalendar フィード（ICS）
page-schedule-changes-atom-feed = スケジュール変更（Atom フィード）
page-what-was-added-or-moved = ：追加・変更の記録をフィードリーダーで —{" "}
page-openapi-document = OpenAPI ドキュメント
page-download-the-whole-dataset-events = 全データセットをダウンロード（events.json）
page-the-latest-rolling-release = 、最新のローリングリリース
page-source-code = ソースコード
page-subscribe-2 = 購読
page-categories = カテゴリ
page-version-2 = バージョン
page-status = 状態
page-server-3 = サーバー
page-alarm = 通知
page-ending = まもなく終了
page-get-links = リンクを作成
page-feed-url = フィード URL
page-open-in-calendar-app = カレンダーアプリで開く
page-how-to-subscribe = 購読方法
page-data-api = データと API
page-what-is-stored-the-webhook = 保存される内容：Webhook URL（暗号化され、表示・記録されません）、選んだカテゴリ・サーバー・リマインダー・言語、管理トークンのハッシュ。
page-to-unsubscribe-delete-the-webhook = 購読解除：Discord で Webhook を削除する（次の投稿時に購読が停止）か、管理トークンを付けて DELETE を送信します（コマンドは購読後のページに表示）。
page-get-new-versions-schedule-changes = 新バージョン、スケジュール変更、開始・終了のリマインダーを Discord チャンネルに届けます：Webhook を作成し（チャンネル設定 → 連携サービス → ウェブフック）、その URL をここに貼り付けてください。最初に確認メッセージが投稿されます。
page-no-reminder = リマインダーなし
page-none-3 = なし
page-get-notified-arknights-endfield-calendar = 通知を受け取る · Arknights: Endfield カレンダー
page-the-confirmation-is-in-your = 確認メッセージをチャンネルに投稿しました。
page-the-management-token-is-shown = 管理トークンは今回しか表示されません。今すぐ保存してください。
page-subscription-id = 購読 ID：
page-management-token = 管理トークン：
page-to-see-it = 確認するには：
page-to-unsubscribe = 購読解除：
page-put-this-site-s-address = （パスの前にこのサイトのアドレスを付けてください。）
page-nothing-was-stored-why = 何も保存されませんでした。理由：
page-back-to-the-calendar = カレンダーに戻る
page-get-notified = 通知を受け取る
page-discord-webhook-url = Discord Webhook URL
page-reminder = リマインダー
page-subscribe-3 = 購読
page-subscribed = 購読済み
page-not-subscribed = 未購読
page-everything-of-the-current-version = 現在のバージョンと前後のバージョンのすべて。縦線はバージョンの区切り、赤線は現在です。横にスクロールできます。
page-jump-to-now = 現在へ移動
page-timeline-scrolls-sideways = タイムライン（横スクロール）
page-now = 現在
page-text-11 = ：
page-permanent-3 = 常設
page-not-announced = 未発表
page-versions-on-the-timeline = タイムライン上のバージョン
page-every-rate-up-6-operator = ピックアップされた★6オペレーターと武器のガチャ（復刻を含む）を一つの時間軸に並べています。最も長く開催されていないものが先頭、赤線は現在、薄いバーは未開始または終了日時未発表です。名前を選ぶとそのガチャを購読できます。
page-the-data-names-no-rate = データにピックアップ対象がありません。
page-operator = オペレーター
page-weapon = 武器
page-its-pools = のガチャ
page-live-now-2 = 開催中
page-not-run-yet = 未開催
page-next = 次回：
page-h1 = Arknights: Endfield カレンダー
page-trademark = Arknights: Endfield は権利者の商標です。本サイトは権利者とは無関係です。
page-runs = { $count }回
# $count is where the number stands (set in bold); $days chooses the plural.
page-days-since-last = 前回から{ $count }日{ $days ->
       *[other] {""}
    }

## Why the "Get notified" form's subscription was refused

refused-rate-limited = リクエストが多すぎます：{ $seconds }秒後にもう一度お試しください。
refused-invalid = Webhook URL または選択内容が受け付けられませんでした：Discord の Webhook URL（https://discord.com/api/webhooks/…）を貼り付け、表示された選択肢から選んでください。
refused-webhook-not-allowed = この Webhook URL は使えません：Discord の Webhook URL のみ受け付けます。
refused-webhook-not-confirmed = 確認メッセージを投稿できませんでした：Webhook URL が正しいか、Webhook がまだ存在するか確認してください。
refused-full = 現在、新規の購読は受け付けていません。時間をおいて再度お試しください。
refused-other = 購読できませんでした。時間をおいて再度お試しください。

## Notifications (src/notify/)

notify-start = 開始
notify-end = 終了
notify-featured = ピックアップ
notify-sep = 、
notify-unofficial-arknights-endfield-calendar = 非公式 Arknights: Endfield カレンダー
notify-official-notice = {" "}· 公式お知らせ{" "}
notify-sep-2 = ：
notify-test-message-from-the-calendar = カレンダーからのテストメッセージ — スケジュール変更なし
notify-target = 送信先「
notify-works-the-schedule-changes-and = 」は正常です：非公式 Arknights: Endfield カレンダーのスケジュール変更とリマインダーがここに投稿されます。
notify-subscribed-the-unofficial-arknights-endfield = 購読完了：非公式 Arknights: Endfield カレンダーがここに投稿します。
notify-schedule-changes = スケジュール変更
notify-reminders = リマインダー
notify-server = サーバー
notify-language = 言語
notify-english = 日本語
notify-to-stop = 停止方法
notify-every-category-and-new-versions = すべてのカテゴリと新バージョン
notify-every-category = すべてのカテゴリ
notify-only-pools-featuring = 、ピックアップ対象：{" "}
notify-sep-3 = {" "}のガチャのみ
notify-none = なし
notify-sep-4 = ；
notify-remove-the-target-from-the = 送信先ファイルから送信先を削除
notify-send-delete = 購読時に受け取った管理トークンを付けて DELETE を送信：{" "}
notify-with-the-management-token-the = {" "}（Authorization: Bearer …）
notify-or-delete-this-webhook-in = 、または Discord でこの Webhook を削除

## The page's presets, the rate-limited page, the countdown card

page-preset-all-pools = 全ガチャ
page-preset-operator-pools = スカウト
page-preset-limited = 期間限定イベント
page-preset-everything = すべて
limited-title = リクエストが多すぎます · Arknights: Endfield カレンダー
limited-heading = リクエストが多すぎます
# $wait is where the wait stands (set in bold, as limited-wait tells it); $seconds chooses the plural.
limited-try-again = 短時間にリクエストが多すぎました（同じネットワークアドレスを共有する他の人による場合もあります）。{ $wait }後にもう一度お試しください{ $seconds ->
       *[other] {""}
    }。その時点でこのページは自動で再読み込みされます。
limited-wait = { $seconds }秒
card-title = Arknights: Endfield カレンダー · カウントダウン
card-nothing = 開催中・開催予定の登録はありません。
card-link = Endfield カレンダー（非公式）
page-json-api = JSON API

## MCP's tools' texts (for language models; the Chinese file keeps them in English, as they were)

mcp-not-announced = 未発表
mcp-span = { $start } → { $end }
mcp-summary-events = イベント{ $total }件、時刻は { $zone }：
mcp-summary-changes = 変更{ $total }件、時刻は { $zone }：
mcp-summary-units = ユニット{ $total }件、時刻は { $zone }：
mcp-and-more = …ほか{ $more }件（structuredContent にすべて記載）
mcp-end = {"；"}終了：{ $note }
mcp-featured = {"；"}ピックアップ：{ $names }
mcp-event-line = - { $title } [{ $category }, { $status }] { $span }{ $more } ({ $id })
mcp-change-line = - { $at } { $kind } { $subject } { $title } ({ $key }; { $words })
mcp-join = 、
mcp-record-stops = 記録は最新の変更 { $newest } までです。データ生成日時は { $generated } で、それ以降の変更はまだ記録されていません。
mcp-record-empty = 記録に変更はありません。データ生成日時は { $generated } で、それ以降の変更はまだ記録されていません。
mcp-times-in = 時刻は { $zone }。
mcp-unit-names = { $name }（{ $en }）
mcp-unit-runs = { $names }、{ $kind }：開催{ $n }回
mcp-unit-live = 、うち1回が開催中
mcp-unit-days-since = 、前回終了から{ $n }日
mcp-unit-next = ；次回は { $start } 開始
mcp-unit-no-next = ；次回はまだ未登録
mcp-run-line = { $title } [{ $status }] { $span } ({ $id })

## Chat (src/chat/): the commands' answers in Discord, Telegram and QQ, and their descriptions

chat-notice = 非公式のコミュニティカレンダーです。公式のお知らせとゲーム内の表示が優先されます。
chat-more = …ほか { $n } 件
chat-now-title = 現在 · { $server }
chat-next-title = 今後の予定 · { $server }
chat-version-ends = { $when } 終了
chat-version-starts = { $when } 開始
chat-live = 開催中：
chat-nothing-live = 現在開催中のものはありません。
chat-next-not-recorded = 次のバージョンはまだ登録されていません。
chat-upcoming = 開始予定：
chat-unit-ask = ユニット名を指定してください（英語名や中国語名など）。
chat-unit-unknown = その名前のピックアップユニットは登録されていません。
chat-unit-runs = これまでのピックアップ { $n } 回
chat-unit-last = 前回：
chat-unit-live = ピックアップ中
chat-unit-days-since = 終了から { $n } 日
chat-unit-next = 次回：
chat-unit-no-next = 次回のピックアップはまだ登録されていません。
chat-help = コマンド
chat-no-reminders = リマインダーなし
chat-status-on = このチャットは購読中です：{ $server }、{ $lang }、開始 { $lead } 前にリマインダー。
chat-status-off = このチャットは購読していません。
chat-subscribed = 購読しました：お知らせと開始 { $lead } 前のリマインダーをここに投稿します。
chat-already-subscribed = このチャットはすでに購読しています。
chat-unsubscribed = 購読を解除しました：今後ここには投稿しません。
chat-not-subscribed = このチャットは購読していません。
chat-not-allowed = 購読を変更できるのはこのチャットの管理者だけです。
chat-group-only = 購読はグループやサーバーのチャンネルで行えます。個人チャットではできません。
chat-failed = 今は購読を変更できませんでした。何も変更されていません。後でもう一度お試しください。
chat-option-invalid = このオプションを読み取れませんでした：
chat-option-accepted = 使えるオプション：{ $options }
chat-slow-down = コマンドが多すぎます。このチャットには1分間応答しません。
chat-unknown = 不明なコマンドです。{ $help } で一覧を表示します。
chat-webhook-name = エンドフィールドカレンダー
# A chat endpoint's refusals (read by the platform's servers and their operators).
chat-refused-unauthorized = 更新の署名またはシークレットがない、偽造されている、または古すぎます
chat-refused-unreadable = 本文がこのプラットフォームの更新ではありません
chat-cmd-endfield = 非公式『アークナイツ：エンドフィールド』カレンダー
chat-cmd-now = 現在のバージョンと開催中のもの
chat-cmd-next = 今後の予定
chat-cmd-unit = ユニットのピックアップ履歴：前回・次回・経過日数
chat-cmd-unit-name = ユニット名
chat-cmd-unit-placeholder = 名前
chat-cmd-subscribe = ここにお知らせとリマインダーを投稿（管理者）
chat-cmd-unsubscribe = ここへの投稿を停止（管理者）
chat-cmd-status = このチャットが購読中かどうか
chat-cmd-help = コマンド一覧
chat-cmd-server = 時刻の基準にするサーバー
chat-cmd-lang = 投稿の言語
chat-cmd-category = これらのカテゴリーのみ（operator、arsenal、limited、permanent、update）

## Dates: CLDR patterns

date-year-month-day = { $year }年{ $month }月{ $day }日
time-pattern = H:mm
date-time = { $date } { $time }

## Errors

error-invalid-query = 無効なクエリです
error-invalid-parameter = クエリパラメーター `{ $parameter }` が無効です：{ $message }
error-more-problems = { $message }（ほかに { $more } 件の問題。details を参照）
error-more-problems-listed = { $message }（ほかに { $more } 件の問題。details には最初の { $listed } 件のみ）
error-not-found = `{ $path }` にリソースはありません。API は { $api } にあります
error-method-not-allowed = メソッド `{ $method }` は使えません。{ $allow } を使ってください
error-rate-limited = リクエストが多すぎます。{ $seconds } 秒後に再試行してください
error-internal = サーバー内部エラー
error-bad-request = 不正なリクエスト：{ $why }
error-uri-too-long = リクエストターゲットが長すぎます
error-headers-too-large = リクエストヘッダーが大きすぎます
error-request-timeout = ヘッダーのタイムアウトまでにリクエストヘッダーが揃いませんでした
problem-encoding = パーセントエンコーディングを UTF-8 テキストにデコードできません
problem-unknown-events = 不明なパラメーターです。パラメーターは { $events }、/api/v1/events.ics ではさらに { $feed } です
problem-unknown-on = 不明なパラメーターです。{ $path } のパラメーターは { $parameters } です
problem-duplicate = 複数回指定されています
problem-empty = 値がありません。絞り込まない場合はパラメーターを省いてください
problem-empty-range = `from` は `to` より前にしてください：区間 [from, to) が空になります
problem-version = `all`、`version-5` のようなバージョンキー、または `5` のような数字を指定してください
problem-unknown-version = そのバージョンはありません。バージョンは { $versions } です
problem-too-many-durations = 期間はカンマ区切りで最大 { $max } 個です
problem-duration = 0 より大きく P7D 以下の ISO 8601 期間を指定してください（例：P1D、PT1H、P2DT12H）
problem-too-many-names = 名前は最大 { $max } 個です
problem-empty-item = カンマ区切りのリストに空の項目があります
problem-name-too-long = 名前は最大 { $max } 文字です
problem-name-control = 名前に制御文字は使えません
problem-all-and-categories = `all` はカテゴリーと組み合わせられません
problem-unknown-category = 不明なカテゴリーです。`all` または { $categories } のカンマ区切りリストを指定してください
problem-server = cn、asia、americas-europe のいずれかを指定してください
problem-expected-one-of = 次のいずれかを指定してください：{ $values }
problem-datetime = オフセット付きの RFC 3339 タイムスタンプを指定してください（例：2026-08-01T00:00:00+08:00、2026-07-31T16:00:00Z）
problem-limit = 1 から { $max } までの整数を指定してください
problem-theme = light、dark、transparent のいずれかを指定してください
mcp-problem-argument = 不明な引数です。unit_history の引数は { $arguments } です
mcp-problem-name = unit_history にはユニットの名前（中国語名または公式英語名）が必要です
bad-request-host = Host ヘッダーが有効な host[:port] ではありません
bad-request-hosts = Host ヘッダーが複数あります
bad-request-alarm = その `alarm` は選べません
bad-request-ending = その `ending` は選べません
mcp-unit-unknown = データに「{ $name }」という名前のユニットはありません：どのスカウトや武庫申請のピックアップにも含まれていません（名前は中国語名と完全に一致するか、公式英語名）。list_units ですべてのユニットを一覧できます

## Names

# A name shown untranslated (its title): never "not announced".
names-untranslated = 日本語の公式名はここでは未記録

## Subscriptions refused
subscription-invalid = 購読が無効です：{ $problems }
subscription-invalid-body = 購読が無効です
subscription-problems = { $list }；{ $next }
subscription-not-allowed = この Webhook は許可されていません：{ $why }
subscription-not-confirmed = Webhook が確認メッセージを受け付けませんでした。何も保存されていません
subscription-too-large = 本文が { $bytes } バイトを超えています
subscription-not-json = 購読は Content-Type: application/json で送信してください
subscription-method = このメソッドは使えません。{ $allow } を使ってください
subscription-full = このサーバーはこれ以上購読を受け付けません
subscription-cross-site = 購読はこのサイト自身のページから、またはブラウザーを使わずにのみ作成できます。何も保存されていません
subscription-json-secret = `json` の購読は `secret` を受け付けません：サーバーが生成し、応答で一度だけ返します
subscription-not-object = 本文が購読オブジェクトではありません：{ $line } 行 { $column } 列：{ $place }{ $kind }
subscription-url-not-url = `url` が URL ではありません
subscription-url-discord = `discord` の URL は https://discord.com/api/webhooks/<id>/<token>（または discordapp.com、ptb.、canary.）です
subscription-url-not-public = `url` が公開アドレスではありません（ループバック、プライベート、リンクローカルなどの特殊用途アドレスは拒否されます）
subscription-url-http = `url` が https の URL ではありません（平文の http はサーバーが許可したループバックホストのみ）
subscription-url-not-resolved = `url` のホストを名前解決できません
subscription-url-not-answered = `url` のホストを現在名前解決できません（ネームサーバーの障害）。後でもう一度お試しください
subscription-disabled-unopened = この鍵では開けません
subscription-disabled-gone = 受信側が{ $why }：Webhook はもう存在しません
subscription-disabled-failures = { $failures } 回連続で配信が受け付けられませんでした（最後：{ $why }）
json-not-valid-because = 有効な JSON ではありません（{ $why }）
json-not-valid = 有効な JSON ではありません
json-unreadable = 読み取れません
json-wrong-type = { $expected ->
        [string] 値の型が違います（文字列が必要です）
        [number] 値の型が違います（整数が必要です）
        [array] 値の型が違います（配列が必要です）
        [object] 値の型が違います（オブジェクトが必要です）
       *[none] 値の型が違います
    }
json-out-of-range = { $expected ->
        [string] 値が範囲外です（文字列が必要です）
        [number] 値が範囲外です（整数が必要です）
        [array] 値が範囲外です（配列が必要です）
        [object] 値が範囲外です（オブジェクトが必要です）
       *[none] 値が範囲外です
    }
json-unknown-field = 不明なフィールドです（docs/notify.md にターゲットのフィールド一覧があります）
json-missing-field = `{ $field }` がありません
json-field-twice = `{ $field }` が二度指定されています
json-wrong-length = リストの長さが違います
json-does-not-fit = 値が合いません
target-url-too-long = `url` が 2048 バイトを超えています
target-url-space = `url` に空白または制御文字が含まれています
target-url-not-https = `url` が https の URL ではありません（平文の http はテスト用のループバックアドレスのみ）
target-url-user = `url` にユーザー名またはパスワード（`user@`）が含まれています：使えません
target-name = `name` は 1～{ $max } 文字の ASCII 英字、数字、`.`、`_`、`-` です
target-kind = `kind` は `discord`、`json`、`telegram`、`onebot` のいずれかです
target-onebot-secret = `secret` は OneBot のアクセストークンです：表示可能な ASCII 文字 1～256 文字
target-no-secret = `{ $kind }` のターゲットは `secret` を受け付けません
target-chat-id = `chatId` はチャットの番号（`-1001234567890`）またはチャンネルの `@username` です
target-chat-id-needed = `telegram` のターゲットには `chatId` が必要です
target-chat-id-only = `chatId` を受け付けるのは `telegram` のターゲットだけです
target-group-id-needed = `onebot` のターゲットには QQ グループの番号 `groupId` が必要です
target-group-id-only = `groupId` を受け付けるのは `onebot` のターゲットだけです
target-invalid-field = フィールド `{ $field }` が無効です：{ $message }
target-invalid-field-value = フィールド `{ $field }` が無効です：{ $message }（`{ $value }`）
target-env-name = `{ $field }Env` は環境変数の名前です（A-Z、0-9、_）
target-both = `{ $field }` か `{ $field }Env` のどちらか一方を指定してください
target-required = `{ $field }` または `{ $field }Env` が必要です
delivery-no-connection = 接続できません
delivery-timed-out = タイムアウトしました
delivery-failed = リクエストが失敗しました
delivery-lost = リクエスト送信後に{ $why }
delivery-rate-limited-long = { $seconds } 秒のレート制限を受けました（1 回の実行で待てる時間を超えています）
delivery-rate-limited = レート制限を受けました（429）
delivery-answered = ステータス { $status } を返しました
delivery-telegram-refused = Telegram が `ok: false` を返しました
delivery-onebot-refused = OneBot 実装が retcode { $retcode } を返しました
delivery-attempts = { $why }（{ $attempts } 回試行）
delivery-out-of-time = 試行の前に実行時間が尽きました
delivery-out-of-time-after = { $why }；実行時間が尽きました

## The page's script (src/service/page/page.js)

# Beside a time, the same moment on the viewer's clock ($time: its date and time in its zone).
page-local-time = （現地時間 { $time }）
