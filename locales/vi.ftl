# Tiếng Việt (vi). Tệp tiếng Việt của danh mục (cách các tệp hoạt động: xem phần đầu en.ftl).
# Thuật ngữ trong game theo thông báo tiếng Việt của máy chủ Global (Chiêu Mộ Đặc Quyền, Rút
# Kho Vũ Khí, cán viên).

## Times told (src/certainty)

# A time whose hour no source gives: its date and "time TBC".
told-when-tbc = { $date }, chưa rõ giờ
# Its date unknown on this clock: both dates it may fall on.
told-when-dates-tbc = { $first } hoặc { $last }, chưa rõ ngày giờ
told-estimated = { $when } (dự kiến)
told-at-latest = { $when } (chậm nhất)
# The two dates a time may fall on, in a time told with its notes (told-marked).
told-either-date = { $first } hoặc { $last }
told-zoned = { $when } ({ $zone })
# A time with what is uncertain about it: $tbc is none, time or date; $mark none, estimated or
# latest.
told-marked = { $when }{ $tbc ->
        [time] , chưa rõ giờ
        [date] , chưa rõ ngày giờ
       *[none] {""}
    }{ told-mark-alone }
told-mark-alone = { $mark ->
        [estimated] {" "}(dự kiến)
        [latest] {" "}(chậm nhất)
       *[none] {""}
    }
# The Chinese file joins a mark to a TBC note in one pair of brackets; English tells each apart.
told-mark-joined = { told-mark-alone }

standing-may-have-ended = có thể đã kết thúc
standing-start-not-announced = chưa công bố giờ bắt đầu
end-not-announced = chưa công bố giờ kết thúc

# What is uncertain about a time, beside a phrase.
note-time-tbc = chưa rõ giờ
note-date-tbc = chưa rõ ngày giờ
note-estimated = dự kiến
notes-beside = { $text } ({ $notes })
notes-join = {", "}

## Counts

unit-days = { $n ->
       *[other] { $n } ngày
    }
unit-hours = { $n ->
       *[other] { $n } giờ
    }
unit-minutes = { $n ->
       *[other] { $n } phút
    }
unit-seconds = { $n ->
       *[other] { $n } giây
    }
units-join = {" "}

## Where an edge stands from now: $edge is start or end, $latest yes or no (an upper bound).

verb = { $edge ->
        [start] bắt đầu
       *[end] kết thúc
    }
rel-latest = { $latest ->
        [yes] {" "}chậm nhất
       *[no] {""}
    }
rel-verb = { verb }{ rel-latest }
rel-tomorrow = { rel-verb } ngày mai
rel-in = { rel-verb } sau { $span }
rel-in-about = { rel-verb } sau khoảng { $span }

## Countdowns (the page, the card, the badge)

countdown-days = { $days } ngày { $hours } giờ
countdown-hours = { $hours } giờ { $minutes } phút
countdown-minutes = { $minutes } phút
countdown-left = còn { $span }
countdown-starts-in = bắt đầu sau { $span }
# The words around a live countdown's number, and an upcoming one's.
countdown-left-before = còn{" "}
countdown-left-after = {""}
countdown-starts-before = bắt đầu sau{" "}
countdown-starts-after = {""}
# An edge told by its date: $edge start or end; $mark none, estimated or latest; $tbc none,
# time or date.
countdown-dated = { $mark ->
        [estimated] { verb } ~{ $date } (dự kiến)
        [latest] { verb } chậm nhất vào { $date }{ countdown-tbc }
       *[none] { verb } vào { $date }{ countdown-tbc }
    }
countdown-tbc = { $tbc ->
        [time] , chưa rõ giờ
        [date] , chưa rõ ngày giờ
       *[none] {""}
    }

## Dates

# Two dates a time may fall on, where its date is not known on this clock.
dates-either = { $first } hoặc { $last }
month-short = { $month ->
        [1] thg 1
        [2] thg 2
        [3] thg 3
        [4] thg 4
        [5] thg 5
        [6] thg 6
        [7] thg 7
        [8] thg 8
        [9] thg 9
        [10] thg 10
        [11] thg 11
       *[12] thg 12
    }
date-month-day = { $day } { month-short }

## The dataset behind the calendar

behind-headline = Phiên bản { $number } đã kết thúc vào { $on }; phiên bản tiếp theo chưa được ghi nhận tại đây
behind-sentence = { $headline } — { $asof }; hãy xem thông báo chính thức
behind-said = { $sentence }.
behind-short = chưa ghi nhận phiên bản tiếp theo
data-as-of = dữ liệu tính đến { $at } ({ $zone })
nothing-upcoming = Chưa có nội dung sắp tới nào được ghi nhận tại đây.
nothing-upcoming-behind = Phiên bản tiếp theo chưa được ghi nhận tại đây; hãy xem thông báo chính thức để biết nội dung sắp tới.

## Names (servers, categories, versions)

server-cn = Trung Quốc (UTC+8)
server-asia = Quốc tế Châu Á (UTC+8)
server-americas-europe = Quốc tế Châu Mỹ / Châu Âu (UTC−5)
category-operator-plural = chiêu mộ cán viên
category-arsenal-plural = rút kho vũ khí
category-permanent-plural = nội dung thường trực
category-limited-plural = hoạt động có thời hạn
category-update-plural = bản cập nhật
version-named-official = phiên bản { $number } “{ $title }”
version-named = phiên bản { $number } { $quoted }
# A name in 「」, unless it brings its own.
quoted = 「{ $name }」
list-join = {", "}

## End notes

end-official = chính thức: 「{ $label }」
end-inferred = suy đoán: { $label }
end-official-before = chính thức: 「
end-official-after = 」
end-inferred-before = suy đoán:{" "}
end-inferred-after = {""}
rule-after-headhuntings = kết thúc sau { $count ->
       *[other] { $count } banner Chiêu Mộ Đặc Quyền
    }, tính từ { $from }
rule-version-end = kết thúc trước khi cập nhật phiên bản và bảo trì
rule-with-event = kết thúc cùng { $event }
# The generator's Chinese end wording, told in this language, phrase by phrase.
label-end-not-announced = chưa công bố giờ kết thúc
label-before-maintenance = trước khi cập nhật phiên bản và bảo trì
label-estimated = dự kiến { $time }
label-at-latest = chậm nhất { $time }
label-after-headhuntings = kết thúc sau { $count ->
       *[other] { $count } banner Chiêu Mộ Đặc Quyền
    }
label-counted-from = tính từ 「{ $title }」
label-join = {"; "}
# An end label in the Chinese feeds, quoted or inferred.
label-official-feed = 「{ $label }」 (chính thức)
label-inferred-feed = { $label } (suy đoán)

## Change records (the JSON's words, the Atom feed)

field-start = Bắt đầu
field-end = Kết thúc
field-title = Tên
field-pool = Banner
field-end-label = Ghi chú kết thúc
changed-start = dời giờ bắt đầu
changed-end-announced = công bố giờ kết thúc
changed-end = dời giờ kết thúc
changed-title = đổi tên
changed-pool = thay banner
changed-end-label = đổi ghi chú kết thúc
change-new-version = Phiên bản mới:{" "}
change-new = Mới:{" "}
change-changed = Thay đổi:{" "}
change-removed = Đã gỡ:{" "}
atom-title = Lịch Arknights: Endfield — thay đổi lịch trình
atom-subtitle = Banner, hoạt động và phiên bản được thêm, gỡ hoặc dời lịch. Giờ theo { $zone }. { -notice }
atom-author = endfield-calendar (không chính thức, do cộng đồng vận hành)
atom-entry-changed = { $title } ({ $words })
# What a record did: $kind is added, removed or changed.
atom-verb = { $kind ->
        [added] đã được thêm vào lịch
        [removed] đã bị gỡ khỏi lịch
       *[changed] đã thay đổi
    }
atom-about-event-in-version = { $title } ({ $version }) { atom-verb }.
atom-about-event = { $title } { atom-verb }.
atom-about-version-named = { $version } { atom-verb }.
atom-about-version = Phiên bản 「{ $title }」 { atom-verb }.
atom-nothing = —
atom-none = không có
atom-line = { $name }: { $value }
atom-line-moved = { $name }: { $before } → { $after }
atom-line-hour-hidden = { $name }: { $after } (trước đó ghi một giờ không nguồn nào xác nhận)
atom-notices = Thông báo chính thức: { $notices }.
atom-times-in = Giờ theo { $zone }. { -notice }
-notice = Dữ liệu cộng đồng không chính thức, không liên quan đến chủ sở hữu bản quyền của game; thông báo chính thức và hiển thị trong game được ưu tiên.

## Notifications

reminder-heading = { $words }:{" "}
leads-before-start = { $leads } trước mỗi lần bắt đầu
leads-before-end = { $leads } trước mỗi lần kết thúc

## The badge and the card

badge-nothing = Endfield · chưa ghi nhận nội dung đang diễn ra hay sắp tới
badge-title = Lịch Arknights: Endfield (không chính thức): { $text }
card-kind-operator = chiêu mộ cán viên
card-kind-arsenal = rút kho vũ khí
card-kind-permanent = thường trực
card-kind-limited = có thời hạn
card-kind-update = cập nhật

## The page

page-no-limited-incomplete = Chưa ghi nhận hoạt động có thời hạn nào đang diễn ra (danh sách hoạt động của phiên bản này chưa đầy đủ).
page-no-limited = Không có hoạt động có thời hạn nào đang diễn ra.

## The generator's notes and start labels, in this language

note-end-capped-by-version = Chưa công bố giờ kết thúc: lấy giờ kết thúc của phiên bản làm giới hạn.
note-end-latest-allowed = Chưa công bố giờ kết thúc: đây là thời điểm kết thúc muộn nhất mà các nguồn cho phép (giới hạn trên).
note-start-hour-unconfirmed = Giờ bắt đầu chưa được xác nhận.
note-end-hour-unconfirmed = Giờ kết thúc chưa được xác nhận.
note-hours-unconfirmed = Giờ bắt đầu và giờ kết thúc chưa được xác nhận.
note-end-by-version-rule = Suy ra theo quy tắc chính thức: kết thúc khi phiên bản 「{ $version }」 kết thúc (bảo trì cập nhật phiên bản tiếp theo).
note-end-by-headhunting-rule = Suy ra theo quy tắc chính thức: banner Chiêu Mộ Đặc Quyền thứ { $count } tính từ 「{ $from }」 là 「{ $with }」; kết thúc cùng banner đó.
start-after-version = sau khi phiên bản bắt đầu
start-after-version-named = sau khi phiên bản 「{ $version }」 bắt đầu
start-after-update = sau khi cập nhật phiên bản 「{ $version }」
start-permanent-from = thường trực từ khi phiên bản 「{ $version }」 bắt đầu

## The iCalendar feed

ics-name = Lịch Arknights: Endfield
ics-name-filtered = Lịch Arknights: Endfield — { $filters }
ics-name-from = từ { $from }
ics-name-until = đến { $to }
# $sources: origin, partial or fallback (source.mode).
ics-description = Phiên bản, banner và hoạt động của Arknights: Endfield, giờ theo { $zone }. Dữ liệu cập nhật lúc { $updated } ({ $zone }); { $sources ->
        [partial] chỉ một phần nguồn phản hồi (nguồn đã lưu bù phần còn lại)
        [fallback] tạo ngoại tuyến từ nguồn đã lưu (không đọc được giao diện thống kê nguồn gốc)
       *[origin] giao diện thống kê nguồn gốc đã phản hồi
    }; trích dẫn { $notices } thông báo chính thức (do trình tạo đọc hoặc trích từ kho lưu trữ danh sách thông báo). { -notice }
ics-summary-start-unknown = {" "}(chưa rõ ngày bắt đầu)
ics-summary-open-ended = {" "}(chưa có ngày kết thúc)
ics-summary-end-estimated = {" "}(kết thúc dự kiến)
ics-summary-time-tbc = {" "}(chưa rõ giờ)
ics-related = Liên quan: { $related }
ics-span = { $start } – { $end } ({ $zone })
ics-at = Lúc { $start } ({ $zone })
ics-open-ended = Bắt đầu { $start } ({ $zone }). Chưa công bố ngày kết thúc: vẫn để mở, nên lịch hiển thị thành mốc cả ngày vào ngày bắt đầu.
ics-through-estimated-end = Bắt đầu { $start } ({ $zone }). Chưa công bố ngày kết thúc chính thức: lịch hiển thị cả ngày đến ngày kết thúc dự kiến, { $end }.
ics-through-version-end = Bắt đầu { $start } ({ $zone }). Chưa công bố ngày kết thúc, kể cả tạm thời: lịch hiển thị cả ngày đến hết phiên bản, { $end } (ước tính).
ics-estimated-end = Kết thúc dự kiến: { $end }
ics-start-unknown = Chưa công bố ngày bắt đầu; ngày hiển thị chỉ là tạm.
ics-start-label = Bắt đầu: { $label }
ics-end-label = Kết thúc: { $label }
ics-featured = Tăng tỷ lệ: { $names }
ics-names-join = {", "}
ics-source = Nguồn: { $note }
ics-notice = { -notice }
ics-alarm = { $title } { $words }
ics-marker = { $title } kết thúc { $end } ({ $zone }). Mốc nhắc nhở: nguồn cấp được yêu cầu với ending={ $lead }.
    { -notice }

page-description = Lịch không chính thức của Arknights: Endfield · { $server }: banner và sự kiện đang diễn ra, nội dung sắp tới, dòng thời gian và đăng ký lịch.

## The feed builder's and the "Get notified" form's choices

feed-alarm-pt1h = 1 giờ trước khi bắt đầu và kết thúc
feed-alarm-p1d = 1 ngày trước khi bắt đầu và kết thúc
feed-alarm-p1d-pt1h = 1 ngày và 1 giờ trước
feed-ending-p1d = "sắp kết thúc" 1 ngày trước
feed-ending-pt3h = "sắp kết thúc" 3 giờ trước
notify-ending-p1d = 1 ngày trước khi kết thúc
notify-ending-pt3h = 3 giờ trước khi kết thúc

## The page (src/service/page/view/)

page-server = Máy chủ
page-server-2 = Máy chủ:{" "}
page-a-community-calendar-of-the = : lịch cộng đồng của máy chủ Trung Quốc, không liên quan đến chủ sở hữu bản quyền của game.{" "}
page-all-times-are-beijing-time = Mọi thời gian theo giờ Bắc Kinh (Asia/Shanghai, UTC+8).
page-a-community-calendar-of-the-2 = : lịch cộng đồng của máy chủ Quốc tế Châu Á (tổng hợp từ thông báo máy chủ Trung Quốc: các máy chủ chung một lịch trình), không liên quan đến chủ sở hữu bản quyền của game.{" "}
page-all-times-are-the-global = Mọi thời gian theo giờ máy chủ Quốc tế Châu Á (UTC+8).
page-a-community-calendar-of-the-3 = : lịch cộng đồng của máy chủ Quốc tế Châu Mỹ / Châu Âu (tổng hợp từ thông báo máy chủ Trung Quốc: các máy chủ chung một lịch trình), không liên quan đến chủ sở hữu bản quyền của game.{" "}
page-all-times-are-the-global-2 = Mọi thời gian theo giờ máy chủ Quốc tế Châu Mỹ / Châu Âu (UTC−5).
page-unofficial = Không chính thức
page-where-it-differs-from-the = Nếu khác với thông báo chính thức hoặc trong game, hãy theo bên chính thức.{" "}
page-arknights-endfield-calendar = Lịch Arknights: Endfield
page-page-navigation = Điều hướng trang
page-live = Đang diễn ra
page-upcoming = Sắp tới
page-timeline = Dòng thời gian
page-banner-history = Lịch sử banner
page-subscribe = Đăng ký
page-language = Ngôn ngữ
page-version = Phiên bản{" "}
page-end-not-announced = chưa công bố giờ kết thúc
page-starts-in = Bắt đầu sau{" "}
page-start-date-and-time-tbc = Chưa rõ ngày giờ bắt đầu
page-start-date-known-time-tbc = Đã biết ngày bắt đầu, chưa rõ giờ
page-ended = Đã kết thúc
page-ends-in = Kết thúc sau{" "}
page-end-date-and-time-tbc = Chưa rõ ngày giờ kết thúc
page-end-date-known-time-tbc = Đã biết ngày kết thúc, chưa rõ giờ
page-this-version-s-activity-list = Danh sách hoạt động của phiên bản này chưa đầy đủ: hoạt động chưa thu thập sẽ không hiển thị.
page-the-data-holds-no-version = Dữ liệu không có phiên bản nào.
page-no-pool-is-live = Không có banner nào đang mở.
page-their-estimated-end-has-passed = Đã qua giờ kết thúc dự kiến; chưa có giờ kết thúc chính thức.
page-none = Không có.
page-text-2 = {" "}
page-text-3 = (
page-text-4 = )
page-their-estimated-start-has-passed = Đã qua giờ bắt đầu dự kiến; chưa có giờ bắt đầu chính thức.
page-rate-up = Tăng tỷ lệ:{" "}
page-operator-pool = Chiêu mộ cán viên
page-arsenal-pool = Rút kho vũ khí
page-permanent = Thường trực
page-limited = Có thời hạn
page-update = Cập nhật
page-text-5 = ;{" "}
page-text-6 = còn{" "}
page-left-until = , đến{" "}
page-ends = Kết thúc:{" "}
page-permanent-no-end = Thường trực, không kết thúc
page-end-not-announced-2 = Chưa công bố giờ kết thúc
page-start-not-announced = Chưa công bố giờ bắt đầu
page-was-estimated-for = {" "}(từng dự kiến{" "}
page-text-7 = )
page-text-8 = {" "}(
page-to-go = {" "}nữa bắt đầu,{" "}
page-the-upstream-answered-origin = nguồn gốc đã phản hồi (origin)
page-only-part-of-the-sources = chỉ một phần nguồn phản hồi; nguồn đã lưu bù phần còn lại (partial)
page-built-offline-from-the-kept = tạo ngoại tuyến từ nguồn đã lưu, không có nguồn gốc (fallback)
page-sources-the-game-s-official = Nguồn: thông báo chính thức trong game (trích dẫn{" "}
page-text-9 = {""}
page-cited-read-by-the-generator = {" "}thông báo, do trình tạo đọc hoặc trích từ kho lưu trữ danh sách thông báo), giao diện công khai của nguồn gốc (
page-and-community-records-every-fact = ) và ghi chép cộng đồng (mỗi dữ kiện đều ghi nguồn). Đây là dự án cộng đồng không chính thức; thông báo chính thức và game là chuẩn.
page-data-last-updated = Dữ liệu cập nhật lúc{" "}
page-upstream-data-of = , dữ liệu nguồn gốc lúc{" "}
page-page-generated = ; trang tạo lúc{" "}
page-text-10 = .
page-last-recorded-version = Phiên bản ghi nhận gần nhất
page-current-version = Phiên bản hiện tại
page-live-now = Đang diễn ra
page-pools = Banner
page-updates = Cập nhật
page-may-have-ended = Có thể đã kết thúc
page-permanent-2 = Thường trực
page-add-pools-and-events-to = Thêm banner và sự kiện vào ứng dụng lịch; lịch sẽ theo mọi lần cập nhật dữ liệu. Chọn mẫu có sẵn, hoặc tự chọn:
page-presets = Mẫu có sẵn
page-none-checked-every-category = Không chọn = mọi danh mục.
page-all-versions = Mọi phiên bản
page-all = Tất cả
page-live-2 = Đang diễn ra
page-no-alarm = Không nhắc
page-none-2 = Không
page-some-calendar-apps-google-calendar = Một số ứng dụng lịch (Google Calendar) bỏ qua lời nhắc của lịch đã đăng ký; khi đó hãy chọn sự kiện "sắp kết thúc".
page-copy = Sao chép
page-webcal-link-apple-calendar-and = Liên kết webcal (Apple Calendar và Outlook mở trực tiếp)
page-google-calendar = Google Calendar
page-on-the-web-settings-add = Trên web: Cài đặt → Thêm lịch → Từ URL, rồi dán liên kết https ở trên. Điện thoại đồng bộ theo tài khoản.
page-apple-calendar = Apple Calendar
page-iphone-ipad-tap-open-in = iPhone / iPad: chạm "Mở trong ứng dụng lịch". Mac: Tệp → Đăng ký lịch mới, rồi dán liên kết.
page-outlook-on-the-web-add = Outlook trên web: Thêm lịch → Đăng ký từ web, rồi dán liên kết https.
page-new-calendar-on-the-network = Lịch mới → Trên mạng (On the Network), dán liên kết https, định dạng iCalendar (ICS).
page-calendar-apps-refresh-a-subscription = Ứng dụng lịch làm mới đăng ký vài giờ một lần; thời gian được ghi theo UTC và hiển thị theo múi giờ của bạn.
page-icalendar-feed-ics = Nguồn cấp iCalendar (ICS)
page-schedule-changes-atom-feed = Thay đổi lịch trình (nguồn cấp Atom)
page-what-was-added-or-moved = : những gì được thêm hoặc dời, cho trình đọc nguồn cấp —{" "}
page-openapi-document = Tài liệu OpenAPI
page-download-the-whole-dataset-events = Tải toàn bộ dữ liệu (events.json)
page-the-latest-rolling-release = , bản rolling release mới nhất
page-source-code = Mã nguồn
page-subscribe-2 = Đăng ký
page-categories = Danh mục
page-version-2 = Phiên bản
page-status = Trạng thái
page-server-3 = Máy chủ
page-alarm = Nhắc nhở
page-ending = Sắp kết thúc
page-get-links = Tạo liên kết
page-feed-url = URL nguồn cấp
page-open-in-calendar-app = Mở trong ứng dụng lịch
page-how-to-subscribe = Cách đăng ký
page-data-api = Dữ liệu & API
page-what-is-stored-the-webhook = Dữ liệu được lưu: URL webhook (mã hóa, không bao giờ hiển thị hay ghi log), danh mục, máy chủ, lời nhắc và ngôn ngữ bạn chọn, cùng mã băm của token quản lý.
page-to-unsubscribe-delete-the-webhook = Để hủy đăng ký: xóa webhook trong Discord (đăng ký dừng ở lần gửi tiếp theo), hoặc gửi DELETE kèm token quản lý (trang sau khi đăng ký có sẵn lệnh).
page-get-new-versions-schedule-changes = Nhận phiên bản mới, thay đổi lịch trình và lời nhắc bắt đầu/kết thúc trong kênh Discord của bạn: tạo webhook (cài đặt kênh → Tích hợp → Webhook), sao chép URL và dán vào đây. Lịch sẽ gửi tin xác nhận trước.
page-no-reminder = Không nhắc
page-none-3 = Không
page-get-notified-arknights-endfield-calendar = Nhận thông báo · Lịch Arknights: Endfield
page-the-confirmation-is-in-your = Tin xác nhận đã được gửi vào kênh của bạn.
page-the-management-token-is-shown = Token quản lý chỉ hiện lần này: hãy lưu lại ngay.
page-subscription-id = ID đăng ký:{" "}
page-management-token = Token quản lý:{" "}
page-to-see-it = Để xem:{" "}
page-to-unsubscribe = Để hủy đăng ký:{" "}
page-put-this-site-s-address = (Thêm địa chỉ trang này trước đường dẫn.)
page-nothing-was-stored-why = Không có gì được lưu. Lý do:{" "}
page-back-to-the-calendar = Quay lại lịch
page-get-notified = Nhận thông báo
page-discord-webhook-url = URL webhook Discord
page-reminder = Lời nhắc
page-subscribe-3 = Đăng ký
page-subscribed = Đã đăng ký
page-not-subscribed = Chưa đăng ký
page-everything-of-the-current-version = Mọi nội dung của phiên bản hiện tại và các phiên bản kề bên; vạch dọc chia phiên bản, vạch đỏ là hiện tại. Biểu đồ cuộn ngang.
page-jump-to-now = Đến hiện tại
page-timeline-scrolls-sideways = Dòng thời gian (cuộn ngang)
page-now = hiện tại
page-text-11 = :{" "}
page-permanent-3 = thường trực
page-not-announced = chưa công bố
page-versions-on-the-timeline = Các phiên bản trên dòng thời gian
page-every-rate-up-6-operator = Mọi cán viên và vũ khí 6★ được tăng tỷ lệ cùng các banner của chúng (kể cả rerun) trên một trục thời gian; lâu chưa có banner nhất đứng đầu, vạch đỏ là hiện tại, thanh nhạt là chưa bắt đầu hoặc chưa công bố ngày kết thúc. Chọn một tên để đăng ký banner của nó.
page-the-data-names-no-rate = Dữ liệu không có đơn vị nào được tăng tỷ lệ.
page-operator = Cán viên
page-weapon = Vũ khí
page-its-pools = : các banner
page-live-now-2 = đang mở
page-not-run-yet = chưa có banner
page-next = tiếp theo:{" "}
page-h1 = Lịch Arknights: Endfield
page-trademark = Arknights: Endfield là nhãn hiệu của chủ sở hữu bản quyền; trang này không liên quan đến họ.
page-runs = { $count } lần
# $count is where the number stands (set in bold); $days chooses the plural.
page-days-since-last = { $count } ngày từ lần trước{ $days ->
       *[other] {""}
    }

## Why the "Get notified" form's subscription was refused

refused-rate-limited = Quá nhiều yêu cầu: thử lại sau { $seconds } giây.
refused-invalid = URL webhook hoặc một lựa chọn không được chấp nhận: hãy dán URL webhook Discord (https://discord.com/api/webhooks/…) và chọn trong các tùy chọn có sẵn.
refused-webhook-not-allowed = URL webhook này không được phép: chỉ nhận URL webhook Discord.
refused-webhook-not-confirmed = Không gửi được tin xác nhận: kiểm tra URL webhook có đúng và webhook còn tồn tại.
refused-full = Hiện không nhận thêm đăng ký; hãy thử lại sau.
refused-other = Không thể đăng ký; hãy thử lại sau.

## Notifications (src/notify/)

notify-start = Bắt đầu
notify-end = Kết thúc
notify-featured = Tăng tỷ lệ
notify-sep = ,{" "}
notify-unofficial-arknights-endfield-calendar = Lịch Arknights: Endfield không chính thức
notify-official-notice = {" "}· thông báo chính thức{" "}
notify-sep-2 = :{" "}
notify-test-message-from-the-calendar = Tin thử từ lịch — không có thay đổi lịch trình
notify-target = Đích "
notify-works-the-schedule-changes-and = " hoạt động: thay đổi lịch trình và lời nhắc của lịch Arknights: Endfield không chính thức sẽ được gửi vào đây.
notify-subscribed-the-unofficial-arknights-endfield = Đã đăng ký: lịch Arknights: Endfield không chính thức sẽ gửi vào đây.
notify-schedule-changes = Thay đổi lịch trình
notify-reminders = Lời nhắc
notify-server = Máy chủ
notify-language = Ngôn ngữ
notify-english = Tiếng Việt
notify-to-stop = Để dừng
notify-every-category-and-new-versions = mọi danh mục và phiên bản mới
notify-every-category = mọi danh mục
notify-only-pools-featuring = , chỉ các banner tăng tỷ lệ{" "}
notify-sep-3 = {""}
notify-none = không có
notify-sep-4 = ;{" "}
notify-remove-the-target-from-the = xóa đích khỏi tệp danh sách đích
notify-send-delete = gửi DELETE{" "}
notify-with-the-management-token-the = {" "}kèm token quản lý nhận được khi đăng ký (Authorization: Bearer …)
notify-or-delete-this-webhook-in = , hoặc xóa webhook này trong Discord

## The page's presets, the rate-limited page, the countdown card

page-preset-all-pools = Mọi banner
page-preset-operator-pools = Chiêu mộ cán viên
page-preset-limited = Hoạt động có thời hạn
page-preset-everything = Tất cả
limited-title = Quá nhiều yêu cầu · Lịch Arknights: Endfield
limited-heading = Quá nhiều yêu cầu
# $wait is where the wait stands (set in bold, as limited-wait tells it); $seconds chooses the plural.
limited-try-again = Bạn (hoặc ai đó dùng chung địa chỉ mạng với bạn) đã gửi quá nhiều yêu cầu trong thời gian ngắn. Vui lòng thử lại sau { $wait }{ $seconds ->
       *[other] {""}
    }; khi đó trang này sẽ tự tải lại.
limited-wait = { $seconds } giây
card-title = Lịch Arknights: Endfield · đếm ngược
card-nothing = Chưa ghi nhận nội dung đang diễn ra hay sắp tới.
card-link = Lịch Endfield (không chính thức)
page-json-api = JSON API

## MCP's tools' texts (for language models; the Chinese file keeps them in English, as they were)

mcp-not-announced = chưa công bố
mcp-span = { $start } → { $end }
mcp-summary-events = { $total } sự kiện, giờ theo { $zone }:
mcp-summary-changes = { $total } thay đổi, giờ theo { $zone }:
mcp-summary-units = { $total } đơn vị, giờ theo { $zone }:
mcp-and-more = … và { $more } mục nữa (structuredContent liệt kê đầy đủ)
mcp-end = {"; "}kết thúc: { $note }
mcp-featured = {"; "}tăng tỷ lệ: { $names }
mcp-event-line = - { $title } [{ $category }, { $status }] { $span }{ $more } ({ $id })
mcp-change-line = - { $at } { $kind } { $subject } { $title } ({ $key }; { $words })
mcp-join = {", "}
mcp-record-stops = Bản ghi dừng ở thay đổi mới nhất, { $newest }; dữ liệu được tạo lúc { $generated }: các thay đổi sau đó chưa được ghi nhận.
mcp-record-empty = Bản ghi không có thay đổi nào; dữ liệu được tạo lúc { $generated }: các thay đổi sau đó chưa được ghi nhận.
mcp-times-in = Giờ theo { $zone }.
mcp-unit-names = { $name } ({ $en })
mcp-unit-runs = { $names }, { $kind }: đã bắt đầu { $n } lần
mcp-unit-live = , một lần đang mở
mcp-unit-days-since = , { $n } ngày từ khi lần trước kết thúc
mcp-unit-next = ; lần tới bắt đầu { $start }
mcp-unit-no-next = ; chưa ghi nhận lần tới
mcp-run-line = { $title } [{ $status }] { $span } ({ $id })

## Chat (src/chat/): the commands' answers in Discord, Telegram and QQ, and their descriptions

chat-notice = Lịch cộng đồng không chính thức: thông báo chính thức và trong game là chuẩn.
chat-more = … và { $n } mục khác
chat-now-title = Hiện tại · { $server }
chat-next-title = Sắp tới · { $server }
chat-version-ends = kết thúc { $when }
chat-version-starts = bắt đầu { $when }
chat-live = Đang diễn ra:
chat-nothing-live = Hiện không có gì đang diễn ra.
chat-next-not-recorded = Phiên bản tiếp theo chưa được ghi nhận ở đây.
chat-upcoming = Sắp tới:
chat-unit-ask = Hãy nêu tên một đơn vị, ví dụ tên tiếng Anh hoặc tiếng Trung.
chat-unit-unknown = Không có đơn vị rate-up nào tên như vậy được ghi nhận ở đây.
chat-unit-runs = { $n } lần rate-up đến nay
chat-unit-last = Lần rate-up gần nhất:
chat-unit-live = đang rate-up
chat-unit-days-since = đã kết thúc { $n } ngày
chat-unit-next = Lần rate-up tiếp theo:
chat-unit-no-next = Lần rate-up tiếp theo chưa được ghi nhận ở đây.
chat-help = Lệnh
chat-no-reminders = không nhắc
chat-status-on = Cuộc trò chuyện này đã đăng ký: { $server }, { $lang }, nhắc { $lead } trước mỗi lần bắt đầu.
chat-status-off = Cuộc trò chuyện này chưa đăng ký.
chat-subscribed = Đã đăng ký: thông báo và lời nhắc { $lead } trước mỗi lần bắt đầu sẽ được đăng ở đây.
chat-already-subscribed = Cuộc trò chuyện này đã đăng ký rồi.
chat-unsubscribed = Đã hủy đăng ký: sẽ không đăng gì ở đây nữa.
chat-not-subscribed = Cuộc trò chuyện này chưa đăng ký.
chat-not-allowed = Chỉ quản trị viên của cuộc trò chuyện này mới thay đổi được đăng ký.
chat-group-only = Đăng ký được thực hiện trong nhóm hoặc kênh máy chủ, không trong trò chuyện riêng.
chat-failed = Không thể thay đổi đăng ký lúc này; không có gì thay đổi. Hãy thử lại sau.
chat-option-invalid = Không đọc được tùy chọn này:
chat-option-accepted = Các tùy chọn: { $options }
chat-slow-down = Quá nhiều lệnh: cuộc trò chuyện này sẽ không được trả lời trong một phút.
chat-unknown = Lệnh không xác định. Gửi { $help } để xem danh sách.
chat-webhook-name = Lịch Endfield
# A chat endpoint's refusals (read by the platform's servers and their operators).
chat-refused-unauthorized = chữ ký hoặc mã bí mật của bản cập nhật bị thiếu, giả mạo hoặc đã quá hạn
chat-refused-unreadable = nội dung không phải là bản cập nhật của nền tảng này
chat-cmd-endfield = Lịch không chính thức của Arknights: Endfield
chat-cmd-now = Phiên bản hiện tại và những gì đang diễn ra
chat-cmd-next = Những gì sắp tới
chat-cmd-unit = Các lần rate-up của một đơn vị: gần nhất, tiếp theo, số ngày
chat-cmd-unit-name = Tên đơn vị
chat-cmd-unit-placeholder = TÊN
chat-cmd-subscribe = Đăng thông báo và lời nhắc ở đây (quản trị)
chat-cmd-unsubscribe = Ngừng đăng ở đây (quản trị)
chat-cmd-status = Cuộc trò chuyện này đã đăng ký chưa
chat-cmd-help = Danh sách lệnh
chat-cmd-server = Theo giờ của máy chủ nào
chat-cmd-lang = Ngôn ngữ của bài đăng
chat-cmd-category = Chỉ các loại này (operator, arsenal, limited, permanent, update)

## Dates: CLDR patterns

date-year-month-day = { $day } { month-short }, { $year }
time-pattern = H:mm
date-time = { $time } { $date }

## Errors

error-invalid-query = truy vấn không hợp lệ
error-invalid-parameter = tham số truy vấn `{ $parameter }` không hợp lệ: { $message }
error-more-problems = { $message } (và { $more } vấn đề khác, xem details)
error-more-problems-listed = { $message } (và { $more } vấn đề khác; details chỉ liệt kê { $listed } vấn đề đầu tiên)
error-not-found = không có tài nguyên tại `{ $path }`; API ở { $api }
error-method-not-allowed = không cho phép phương thức `{ $method }`; hãy dùng { $allow }
error-rate-limited = quá nhiều yêu cầu; thử lại sau { $seconds } giây
error-internal = lỗi máy chủ nội bộ
error-bad-request = yêu cầu không hợp lệ: { $why }
error-uri-too-long = đích của yêu cầu quá dài
error-headers-too-large = tiêu đề của yêu cầu quá lớn
error-request-timeout = không nhận đủ phần đầu yêu cầu trong thời gian chờ
problem-encoding = mã hóa phần trăm không giải mã được thành văn bản UTF-8
problem-unknown-events = tham số không xác định; các tham số là { $events }, và với /api/v1/events.ics còn có { $feed }
problem-unknown-on = tham số không xác định; các tham số của { $path } là { $parameters }
problem-duplicate = được cho nhiều hơn một lần
problem-empty = không có giá trị; hãy bỏ tham số này nếu không muốn lọc
problem-empty-range = `from` phải sớm hơn `to`: khoảng [from, to) sẽ trống
problem-version = cần `all`, một khóa phiên bản như `version-5`, hoặc một số như `5`
problem-unknown-version = không có phiên bản này; các phiên bản là { $versions }
problem-too-many-durations = tối đa { $max } khoảng thời gian, phân cách bằng dấu phẩy
problem-duration = cần một khoảng thời gian ISO 8601 lớn hơn 0 và tối đa P7D, như P1D, PT1H hoặc P2DT12H
problem-too-many-names = tối đa { $max } tên
problem-empty-item = có mục trống trong danh sách phân cách bằng dấu phẩy
problem-name-too-long = tên dài tối đa { $max } ký tự
problem-name-control = tên không được chứa ký tự điều khiển
problem-all-and-categories = không thể kết hợp `all` với các danh mục
problem-unknown-category = danh mục không xác định; cần `all` hoặc danh sách phân cách bằng dấu phẩy gồm { $categories }
problem-server = cần một trong cn, asia, americas-europe
problem-expected-one-of = cần một trong { $values }
problem-datetime = cần một dấu thời gian RFC 3339 có độ lệch múi giờ, như 2026-08-01T00:00:00+08:00 hoặc 2026-07-31T16:00:00Z
problem-limit = phải là số nguyên từ 1 đến { $max }
problem-theme = phải là light, dark hoặc transparent
mcp-problem-argument = đối số không xác định; các đối số của unit_history là { $arguments }
mcp-problem-name = unit_history cần tên của đơn vị (tên tiếng Trung hoặc tên tiếng Anh chính thức)
bad-request-host = tiêu đề Host không phải host[:port] hợp lệ
bad-request-hosts = có nhiều hơn một tiêu đề Host
bad-request-alarm = không cung cấp `alarm` này
bad-request-ending = không cung cấp `ending` này
mcp-unit-unknown = không có đơn vị nào tên "{ $name }" trong dữ liệu: không đợt chiêu mộ cán viên hay rút kho vũ khí nào có nó (tên phải đúng tên tiếng Trung, hoặc tên tiếng Anh chính thức); list_units liệt kê mọi đơn vị

## Names

# A name shown untranslated (its title): never "not announced".
names-untranslated = Chưa ghi nhận tên chính thức tiếng Việt tại đây

## Subscriptions refused
subscription-invalid = đăng ký không hợp lệ: { $problems }
subscription-invalid-body = đăng ký không hợp lệ
subscription-problems = { $list }; { $next }
subscription-not-allowed = webhook không được phép: { $why }
subscription-not-confirmed = webhook không nhận tin nhắn xác nhận; không có gì được lưu
subscription-too-large = nội dung lớn hơn { $bytes } byte
subscription-not-json = hãy gửi đăng ký dưới dạng Content-Type: application/json
subscription-method = phương thức không được phép; hãy dùng { $allow }
subscription-full = máy chủ này không nhận thêm đăng ký
subscription-cross-site = chỉ có thể tạo đăng ký từ chính trang của trang web này hoặc không qua trình duyệt; không có gì được lưu
subscription-json-secret = đăng ký `json` không nhận `secret`: máy chủ tự tạo và trả về một lần duy nhất trong phản hồi
subscription-not-object = nội dung không phải là đối tượng đăng ký: dòng { $line }, cột { $column }: { $place }{ $kind }
subscription-url-not-url = `url` không phải là URL
subscription-url-discord = URL `discord` có dạng https://discord.com/api/webhooks/<id>/<token> (hoặc discordapp.com, ptb., canary.)
subscription-url-not-public = `url` không phải là địa chỉ công khai (địa chỉ loopback, riêng tư, link-local và các địa chỉ dùng cho mục đích đặc biệt khác bị từ chối)
subscription-url-http = `url` không phải là URL https (http thường chỉ tới máy chủ loopback mà máy chủ cho phép)
subscription-url-not-resolved = không phân giải được máy chủ của `url`
subscription-url-not-answered = hiện không phân giải được máy chủ của `url` (máy chủ tên của nó bị lỗi); hãy thử lại sau
subscription-disabled-unopened = không mở được bằng khóa này
subscription-disabled-gone = bên nhận { $why }: webhook của nó không còn nữa
subscription-disabled-failures = { $failures } lần gửi liên tiếp không được nhận (lần cuối: { $why })
json-not-valid-because = không phải JSON hợp lệ ({ $why })
json-not-valid = không phải JSON hợp lệ
json-unreadable = không đọc được
json-wrong-type = { $expected ->
        [string] một giá trị sai kiểu, cần một chuỗi
        [number] một giá trị sai kiểu, cần một số nguyên
        [array] một giá trị sai kiểu, cần một mảng
        [object] một giá trị sai kiểu, cần một đối tượng
       *[none] một giá trị sai kiểu
    }
json-out-of-range = { $expected ->
        [string] một giá trị ngoài phạm vi, cần một chuỗi
        [number] một giá trị ngoài phạm vi, cần một số nguyên
        [array] một giá trị ngoài phạm vi, cần một mảng
        [object] một giá trị ngoài phạm vi, cần một đối tượng
       *[none] một giá trị ngoài phạm vi
    }
json-unknown-field = một trường không xác định (docs/notify.md liệt kê các trường của một đích)
json-missing-field = thiếu `{ $field }`
json-field-twice = `{ $field }` được đưa hai lần
json-wrong-length = một danh sách sai độ dài
json-does-not-fit = một giá trị không phù hợp
target-url-too-long = `url` dài hơn 2048 byte
target-url-space = `url` chứa khoảng trắng hoặc ký tự điều khiển
target-url-not-https = `url` không phải là URL https (http thường chỉ tới địa chỉ loopback, để kiểm thử)
target-url-user = `url` chứa tên người dùng hoặc mật khẩu (`user@`): không được phép
target-name = `name` gồm 1 đến { $max } chữ cái ASCII, chữ số, `.`, `_` hoặc `-`
target-kind = `kind` là `discord`, `json`, `telegram` hoặc `onebot`
target-onebot-secret = `secret` là mã truy cập OneBot: 1 đến 256 ký tự ASCII hiển thị được
target-no-secret = đích `{ $kind }` không nhận `secret`
target-chat-id = `chatId` là số của cuộc trò chuyện (`-1001234567890`) hoặc `@username` của kênh
target-chat-id-needed = đích `telegram` cần `chatId`
target-chat-id-only = chỉ đích `telegram` nhận `chatId`
target-group-id-needed = đích `onebot` cần `groupId`, số của nhóm QQ
target-group-id-only = chỉ đích `onebot` nhận `groupId`
target-invalid-field = trường `{ $field }` không hợp lệ: { $message }
target-invalid-field-value = trường `{ $field }` không hợp lệ: { $message } (`{ $value }`)
target-env-name = `{ $field }Env` là tên của một biến môi trường (A-Z, 0-9, _)
target-both = hãy đưa `{ $field }` hoặc `{ $field }Env`, không phải cả hai
target-required = cần có `{ $field }` hoặc `{ $field }Env`
delivery-no-connection = không kết nối được
delivery-timed-out = hết thời gian chờ
delivery-failed = yêu cầu thất bại
delivery-lost = { $why } sau khi yêu cầu đã gửi đi
delivery-rate-limited-long = bị giới hạn tốc độ trong { $seconds } giây, lâu hơn một lượt chạy chờ
delivery-rate-limited = bị giới hạn tốc độ (429)
delivery-answered = đã trả lời { $status }
delivery-telegram-refused = Telegram đã trả lời `ok: false`
delivery-onebot-refused = bản triển khai OneBot đã trả lời retcode { $retcode }
delivery-attempts = { $why } ({ $attempts } lần thử)
delivery-out-of-time = thời gian của lượt chạy đã hết trước khi thử
delivery-out-of-time-after = { $why }; thời gian của lượt chạy đã hết

## The page's script (src/service/page/page.js)

# Beside a time, the same moment on the viewer's clock ($time: its date and time in its zone).
page-local-time = {" "}(giờ địa phương { $time })
