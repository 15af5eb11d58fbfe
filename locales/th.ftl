# ภาษาไทย (th) ไฟล์ภาษาไทยของแคตตาล็อก (วิธีการทำงานของไฟล์ดูที่ส่วนต้นของ en.ftl) คำศัพท์ในเกม
# ตามประกาศภาษาไทยของเซิร์ฟเวอร์ Global (การสรรหารับรอง, ตั๋วคลังแสง, โอเปอเรเตอร์)

## Times told (src/certainty)

# A time whose hour no source gives: its date and "time TBC".
told-when-tbc = { $date } ยังไม่กำหนดเวลา
# Its date unknown on this clock: both dates it may fall on.
told-when-dates-tbc = { $first } หรือ { $last } ยังไม่กำหนดวันและเวลา
told-estimated = { $when } (โดยประมาณ)
told-at-latest = { $when } (อย่างช้าที่สุด)
# The two dates a time may fall on, in a time told with its notes (told-marked).
told-either-date = { $first } หรือ { $last }
told-zoned = { $when } ({ $zone })
# A time with what is uncertain about it: $tbc is none, time or date; $mark none, estimated or
# latest.
told-marked = { $when }{ $tbc ->
        [time] {" "}ยังไม่กำหนดเวลา
        [date] {" "}ยังไม่กำหนดวันและเวลา
       *[none] {""}
    }{ told-mark-alone }
told-mark-alone = { $mark ->
        [estimated] {" "}(โดยประมาณ)
        [latest] {" "}(อย่างช้าที่สุด)
       *[none] {""}
    }
# The Chinese file joins a mark to a TBC note in one pair of brackets; English tells each apart.
told-mark-joined = { told-mark-alone }

standing-may-have-ended = อาจสิ้นสุดแล้ว
standing-start-not-announced = ยังไม่ประกาศเวลาเริ่ม
end-not-announced = ยังไม่ประกาศเวลาสิ้นสุด

# What is uncertain about a time, beside a phrase.
note-time-tbc = ยังไม่กำหนดเวลา
note-date-tbc = ยังไม่กำหนดวันและเวลา
note-estimated = โดยประมาณ
notes-beside = { $text } ({ $notes })
notes-join = {", "}

## Counts

unit-days = { $n ->
       *[other] { $n } วัน
    }
unit-hours = { $n ->
       *[other] { $n } ชั่วโมง
    }
unit-minutes = { $n ->
       *[other] { $n } นาที
    }
unit-seconds = { $n ->
       *[other] { $n } วินาที
    }
units-join = {" "}

## Where an edge stands from now: $edge is start or end, $latest yes or no (an upper bound).

verb = { $edge ->
        [start] เริ่ม
       *[end] สิ้นสุด
    }
rel-latest = { $latest ->
        [yes] ภายใน
       *[no] ใน
    }
rel-verb = { verb }{ rel-latest }
rel-tomorrow = { rel-verb }วันพรุ่งนี้
rel-in = { rel-verb }อีก { $span }
rel-in-about = { rel-verb }อีกประมาณ { $span }

## Countdowns (the page, the card, the badge)

countdown-days = { $days } วัน { $hours } ชม.
countdown-hours = { $hours } ชม. { $minutes } นาที
countdown-minutes = { $minutes } นาที
countdown-left = เหลือ { $span }
countdown-starts-in = เริ่มในอีก { $span }
# The words around a live countdown's number, and an upcoming one's.
countdown-left-before = เหลือ{" "}
countdown-left-after = {""}
countdown-starts-before = เริ่มในอีก{" "}
countdown-starts-after = {""}
# An edge told by its date: $edge start or end; $mark none, estimated or latest; $tbc none,
# time or date.
countdown-dated = { $mark ->
        [estimated] { verb } ~{ $date } (โดยประมาณ)
        [latest] { verb }ไม่เกิน { $date }{ countdown-tbc }
       *[none] { verb } { $date }{ countdown-tbc }
    }
countdown-tbc = { $tbc ->
        [time] {" "}ยังไม่กำหนดเวลา
        [date] {" "}ยังไม่กำหนดวันและเวลา
       *[none] {""}
    }

## Dates

# Two dates a time may fall on, where its date is not known on this clock.
dates-either = { $first } หรือ { $last }
month-short = { $month ->
        [1] ม.ค.
        [2] ก.พ.
        [3] มี.ค.
        [4] เม.ย.
        [5] พ.ค.
        [6] มิ.ย.
        [7] ก.ค.
        [8] ส.ค.
        [9] ก.ย.
        [10] ต.ค.
        [11] พ.ย.
       *[12] ธ.ค.
    }
date-month-day = { $day } { month-short }

## The dataset behind the calendar

behind-headline = เวอร์ชัน { $number } สิ้นสุดเมื่อ { $on } และยังไม่ได้บันทึกเวอร์ชันถัดไปไว้ที่นี่
behind-sentence = { $headline } — { $asof } โปรดตรวจสอบประกาศอย่างเป็นทางการ
behind-said = { $sentence }
behind-short = ยังไม่ได้บันทึกเวอร์ชันถัดไป
data-as-of = ข้อมูล ณ { $at } ({ $zone })
nothing-upcoming = ยังไม่มีรายการที่กำลังจะมาถึงบันทึกไว้ที่นี่
nothing-upcoming-behind = ยังไม่ได้บันทึกเวอร์ชันถัดไปไว้ที่นี่ โปรดดูสิ่งที่จะมาถึงในประกาศอย่างเป็นทางการ

## Names (servers, categories, versions)

server-cn = เซิร์ฟเวอร์จีน (UTC+8)
server-asia = โกลบอล เอเชีย (UTC+8)
server-americas-europe = โกลบอล อเมริกา / ยุโรป (UTC−5)
category-operator-plural = การสรรหาโอเปอเรเตอร์
category-arsenal-plural = ตั๋วคลังแสง
category-permanent-plural = เนื้อหาถาวร
category-limited-plural = กิจกรรมจำกัดเวลา
category-update-plural = อัปเดต
version-named-official = เวอร์ชัน { $number } “{ $title }”
version-named = เวอร์ชัน { $number } { $quoted }
# A name in 「」, unless it brings its own.
quoted = 「{ $name }」
list-join = {", "}

## End notes

end-official = ทางการ: 「{ $label }」
end-inferred = อนุมาน: { $label }
end-official-before = ทางการ: 「
end-official-after = 」
end-inferred-before = อนุมาน:{" "}
end-inferred-after = {""}
rule-after-headhuntings = สิ้นสุดหลัง{ $count ->
       *[other] การสรรหารับรองครบ { $count } รอบ
    } (นับจาก { $from })
rule-version-end = สิ้นสุดก่อนการอัปเดตเวอร์ชันและปิดปรับปรุงระบบ
rule-with-event = สิ้นสุดพร้อมกับ { $event }
# The generator's Chinese end wording, told in this language, phrase by phrase.
label-end-not-announced = ยังไม่ประกาศเวลาสิ้นสุด
label-before-maintenance = ก่อนการอัปเดตเวอร์ชันและปิดปรับปรุงระบบ
label-estimated = โดยประมาณ { $time }
label-at-latest = ไม่เกิน { $time }
label-after-headhuntings = สิ้นสุดหลัง{ $count ->
       *[other] การสรรหารับรองครบ { $count } รอบ
    }
label-counted-from = นับจาก 「{ $title }」
label-join = {"; "}
# An end label in the Chinese feeds, quoted or inferred.
label-official-feed = 「{ $label }」 (ทางการ)
label-inferred-feed = { $label } (อนุมาน)

## Change records (the JSON's words, the Atom feed)

field-start = เริ่ม
field-end = สิ้นสุด
field-title = ชื่อ
field-pool = แบนเนอร์
field-end-label = ถ้อยคำการสิ้นสุด
changed-start = เลื่อนเวลาเริ่ม
changed-end-announced = ประกาศเวลาสิ้นสุด
changed-end = เลื่อนเวลาสิ้นสุด
changed-title = เปลี่ยนชื่อ
changed-pool = เปลี่ยนแบนเนอร์
changed-end-label = เปลี่ยนถ้อยคำการสิ้นสุด
change-new-version = เวอร์ชันใหม่:{" "}
change-new = ใหม่:{" "}
change-changed = เปลี่ยนแปลง:{" "}
change-removed = นำออก:{" "}
atom-title = ปฏิทิน Arknights: Endfield — การเปลี่ยนแปลงตารางเวลา
atom-subtitle = แบนเนอร์ กิจกรรม และเวอร์ชันที่เพิ่ม นำออก หรือเลื่อนเวลา เวลาเป็น { $zone } { -notice }
atom-author = endfield-calendar (ไม่เป็นทางการ ดูแลโดยชุมชน)
atom-entry-changed = { $title } ({ $words })
# What a record did: $kind is added, removed or changed.
atom-verb = { $kind ->
        [added] ถูกเพิ่มลงในปฏิทิน
        [removed] ถูกนำออกจากปฏิทิน
       *[changed] มีการเปลี่ยนแปลง
    }
atom-about-event-in-version = { $title } ({ $version }) { atom-verb }
atom-about-event = { $title } { atom-verb }
atom-about-version-named = { $version } { atom-verb }
atom-about-version = เวอร์ชัน 「{ $title }」 { atom-verb }
atom-nothing = —
atom-none = ไม่มี
atom-line = { $name }: { $value }
atom-line-moved = { $name }: { $before } → { $after }
atom-line-hour-hidden = { $name }: { $after } (ก่อนหน้านี้ระบุเวลาที่ไม่มีแหล่งใดยืนยัน)
atom-notices = ประกาศทางการ: { $notices }
atom-times-in = เวลาเป็น { $zone } { -notice }
-notice = ข้อมูลจากชุมชนที่ไม่เป็นทางการ ไม่เกี่ยวข้องกับผู้ถือสิทธิ์ของเกม ให้ยึดประกาศทางการและการแสดงผลในเกมเป็นหลัก

## Notifications

reminder-heading = { $words }:{" "}
leads-before-start = { $leads } ก่อนเริ่มแต่ละครั้ง
leads-before-end = { $leads } ก่อนสิ้นสุดแต่ละครั้ง

## The badge and the card

badge-nothing = Endfield · ไม่มีรายการที่กำลังดำเนินอยู่หรือกำลังจะมาถึง
badge-title = ปฏิทิน Arknights: Endfield (ไม่เป็นทางการ): { $text }
card-kind-operator = การสรรหาโอเปอเรเตอร์
card-kind-arsenal = ตั๋วคลังแสง
card-kind-permanent = ถาวร
card-kind-limited = จำกัดเวลา
card-kind-update = อัปเดต

## The page

page-no-limited-incomplete = ไม่มีกิจกรรมจำกัดเวลาที่กำลังดำเนินอยู่ในบันทึก (รายการกิจกรรมของเวอร์ชันนี้ยังไม่ครบ)
page-no-limited = ไม่มีกิจกรรมจำกัดเวลาที่กำลังดำเนินอยู่

## The generator's notes and start labels, in this language

note-end-capped-by-version = ยังไม่ประกาศเวลาสิ้นสุด: ใช้เวลาสิ้นสุดของเวอร์ชันเป็นขีดจำกัด
note-end-latest-allowed = ยังไม่ประกาศเวลาสิ้นสุด: เป็นเวลาสิ้นสุดช้าที่สุดที่แหล่งข้อมูลเปิดให้ (ขีดจำกัดบน)
note-start-hour-unconfirmed = ยังไม่ยืนยันชั่วโมงของเวลาเริ่ม
note-end-hour-unconfirmed = ยังไม่ยืนยันชั่วโมงของเวลาสิ้นสุด
note-hours-unconfirmed = ยังไม่ยืนยันชั่วโมงของเวลาเริ่มและเวลาสิ้นสุด
note-end-by-version-rule = อนุมานตามกฎทางการ: สิ้นสุดเมื่อเวอร์ชัน 「{ $version }」 สิ้นสุด (การปิดปรับปรุงเพื่ออัปเดตเวอร์ชันถัดไป)
note-end-by-headhunting-rule = อนุมานตามกฎทางการ: การสรรหารับรองลำดับที่ { $count } นับจาก 「{ $from }」 คือ 「{ $with }」 และสิ้นสุดพร้อมกัน
start-after-version = หลังเวอร์ชันเริ่ม
start-after-version-named = หลังเวอร์ชัน 「{ $version }」 เริ่ม
start-after-update = หลังอัปเดตเวอร์ชัน 「{ $version }」
start-permanent-from = ถาวรตั้งแต่เวอร์ชัน 「{ $version }」 เริ่ม

## The iCalendar feed

ics-name = ปฏิทิน Arknights: Endfield
ics-name-filtered = ปฏิทิน Arknights: Endfield — { $filters }
ics-name-from = ตั้งแต่ { $from }
ics-name-until = ถึง { $to }
# $sources: origin, partial or fallback (source.mode).
ics-description = เวอร์ชัน แบนเนอร์ และกิจกรรมของ Arknights: Endfield เวลาเป็น { $zone } อัปเดตข้อมูลล่าสุด { $updated } ({ $zone }); { $sources ->
        [partial] มีเพียงบางแหล่งที่ตอบกลับ (แหล่งที่เก็บไว้เติมส่วนที่เหลือ)
        [fallback] สร้างแบบออฟไลน์จากแหล่งที่เก็บไว้ (ไม่ได้อ่านอินเทอร์เฟซสถิติต้นทาง)
       *[origin] อินเทอร์เฟซสถิติต้นทางตอบกลับ
    }; อ้างอิงประกาศทางการ { $notices } รายการ (ตัวสร้างอ่านเองหรืออ้างจากคลังรายการประกาศ) { -notice }
ics-summary-start-unknown = {" "}(ไม่ทราบวันเริ่ม)
ics-summary-open-ended = {" "}(ไม่มีกำหนดสิ้นสุด)
ics-summary-end-estimated = {" "}(เวลาสิ้นสุดโดยประมาณ)
ics-summary-time-tbc = {" "}(ยังไม่กำหนดเวลา)
ics-related = ที่เกี่ยวข้อง: { $related }
ics-span = { $start } – { $end } ({ $zone })
ics-at = เวลา { $start } ({ $zone })
ics-open-ended = เริ่ม { $start } ({ $zone }) ยังไม่ประกาศวันสิ้นสุดจึงยังเปิดอยู่ ปฏิทินจึงแสดงเป็นเครื่องหมายทั้งวันในวันเริ่ม
ics-through-estimated-end = เริ่ม { $start } ({ $zone }) ยังไม่ประกาศวันสิ้นสุดอย่างเป็นทางการ ปฏิทินแสดงทั้งวันจนถึงวันสิ้นสุดโดยประมาณ { $end }
ics-through-version-end = เริ่ม { $start } ({ $zone }) ยังไม่ประกาศวันสิ้นสุด แม้แต่แบบชั่วคราว ปฏิทินแสดงทั้งวันจนถึงสิ้นเวอร์ชัน { $end } (โดยประมาณ)
ics-estimated-end = สิ้นสุดโดยประมาณ: { $end }
ics-start-unknown = ยังไม่ประกาศวันเริ่ม วันที่ที่แสดงเป็นเพียงค่าชั่วคราว
ics-start-label = เริ่ม: { $label }
ics-end-label = สิ้นสุด: { $label }
ics-featured = เพิ่มอัตรา: { $names }
ics-names-join = {", "}
ics-source = แหล่งที่มา: { $note }
ics-notice = { -notice }
ics-alarm = { $title } { $words }
ics-marker = { $title } สิ้นสุด { $end } ({ $zone }) เครื่องหมายเตือนความจำ: ฟีดถูกขอด้วย ending={ $lead }
    { -notice }

page-description = ปฏิทินไม่เป็นทางการของ Arknights: Endfield · { $server }: แบนเนอร์และกิจกรรมที่กำลังดำเนินอยู่ สิ่งที่จะมาถึง ไทม์ไลน์ และการสมัครรับปฏิทิน

## The feed builder's and the "Get notified" form's choices

feed-alarm-pt1h = 1 ชั่วโมงก่อนเริ่มและสิ้นสุด
feed-alarm-p1d = 1 วันก่อนเริ่มและสิ้นสุด
feed-alarm-p1d-pt1h = 1 วันและ 1 ชั่วโมงก่อน
feed-ending-p1d = "ใกล้สิ้นสุด" 1 วันก่อน
feed-ending-pt3h = "ใกล้สิ้นสุด" 3 ชั่วโมงก่อน
notify-ending-p1d = 1 วันก่อนสิ้นสุด
notify-ending-pt3h = 3 ชั่วโมงก่อนสิ้นสุด

## The page (src/service/page/view/)

page-server = เซิร์ฟเวอร์
page-server-2 = เซิร์ฟเวอร์:{" "}
page-a-community-calendar-of-the = : ปฏิทินชุมชนของเซิร์ฟเวอร์จีน ไม่เกี่ยวข้องกับผู้ถือสิทธิ์ของเกม{" "}
page-all-times-are-beijing-time = เวลาทั้งหมดเป็นเวลาปักกิ่ง (Asia/Shanghai, UTC+8)
page-a-community-calendar-of-the-2 = : ปฏิทินชุมชนของเซิร์ฟเวอร์โกลบอล เอเชีย (รวบรวมจากประกาศของเซิร์ฟเวอร์จีน: ทุกเซิร์ฟเวอร์ใช้ตารางเวลาเดียวกัน) ไม่เกี่ยวข้องกับผู้ถือสิทธิ์ของเกม{" "}
page-all-times-are-the-global = เวลาทั้งหมดเป็นเวลาของเซิร์ฟเวอร์โกลบอล เอเชีย (UTC+8)
page-a-community-calendar-of-the-3 = : ปฏิทินชุมชนของเซิร์ฟเวอร์โกลบอล อเมริกา / ยุโรป (รวบรวมจากประกาศของเซิร์ฟเวอร์จีน: ทุกเซิร์ฟเวอร์ใช้ตารางเวลาเดียวกัน) ไม่เกี่ยวข้องกับผู้ถือสิทธิ์ของเกม{" "}
page-all-times-are-the-global-2 = เวลาทั้งหมดเป็นเวลาของเซิร์ฟเวอร์โกลบอล อเมริกา / ยุโรป (UTC−5)
page-unofficial = ไม่เป็นทางการ
page-where-it-differs-from-the = หากต่างจากประกาศทางการหรือในเกม ให้ยึดข้อมูลทางการ{" "}
page-arknights-endfield-calendar = ปฏิทิน Arknights: Endfield
page-page-navigation = การนำทางหน้า
page-live = กำลังดำเนินอยู่
page-upcoming = กำลังจะมาถึง
page-timeline = ไทม์ไลน์
page-banner-history = ประวัติแบนเนอร์
page-subscribe = สมัครรับ
page-language = ภาษา
page-version = เวอร์ชัน{" "}
page-end-not-announced = ยังไม่ประกาศเวลาสิ้นสุด
page-starts-in = เริ่มในอีก{" "}
page-start-date-and-time-tbc = ยังไม่กำหนดวันและเวลาเริ่ม
page-start-date-known-time-tbc = ทราบวันเริ่มแล้ว ยังไม่กำหนดเวลา
page-ended = สิ้นสุดแล้ว
page-ends-in = สิ้นสุดในอีก{" "}
page-end-date-and-time-tbc = ยังไม่กำหนดวันและเวลาสิ้นสุด
page-end-date-known-time-tbc = ทราบวันสิ้นสุดแล้ว ยังไม่กำหนดเวลา
page-this-version-s-activity-list = รายการกิจกรรมของเวอร์ชันนี้ยังไม่ครบ: กิจกรรมที่ยังไม่ได้รวบรวมจะไม่แสดง
page-the-data-holds-no-version = ข้อมูลไม่มีเวอร์ชันใดเลย
page-no-pool-is-live = ไม่มีแบนเนอร์ที่กำลังเปิดอยู่
page-their-estimated-end-has-passed = เลยเวลาสิ้นสุดโดยประมาณแล้ว แต่ยังไม่มีการประกาศเวลาสิ้นสุดอย่างเป็นทางการ
page-none = ไม่มี
page-text-2 = {" "}
page-text-3 = (
page-text-4 = )
page-their-estimated-start-has-passed = เลยเวลาเริ่มโดยประมาณแล้ว แต่ยังไม่มีการประกาศเวลาเริ่มอย่างเป็นทางการ
page-rate-up = เพิ่มอัตรา:{" "}
page-operator-pool = การสรรหาโอเปอเรเตอร์
page-arsenal-pool = ตั๋วคลังแสง
page-permanent = ถาวร
page-limited = จำกัดเวลา
page-update = อัปเดต
page-text-5 = ;{" "}
page-text-6 = เหลือ{" "}
page-left-until = {" "}ถึง{" "}
page-ends = สิ้นสุด:{" "}
page-permanent-no-end = ถาวร ไม่มีวันสิ้นสุด
page-end-not-announced-2 = ยังไม่ประกาศเวลาสิ้นสุด
page-start-not-announced = ยังไม่ประกาศเวลาเริ่ม
page-was-estimated-for = {" "}(เดิมประมาณไว้{" "}
page-text-7 = )
page-text-8 = {" "}(
page-to-go = {" "}ก่อนเริ่ม ·{" "}
page-the-upstream-answered-origin = ต้นทางตอบกลับ (origin)
page-only-part-of-the-sources = มีเพียงบางแหล่งที่ตอบกลับ แหล่งที่เก็บไว้เติมส่วนที่เหลือ (partial)
page-built-offline-from-the-kept = สร้างแบบออฟไลน์จากแหล่งที่เก็บไว้ โดยไม่มีต้นทาง (fallback)
page-sources-the-game-s-official = แหล่งที่มา: ประกาศทางการในเกม (อ้างอิง{" "}
page-text-9 = {""}
page-cited-read-by-the-generator = {" "}รายการ ตัวสร้างอ่านเองหรืออ้างจากคลังรายการประกาศ), อินเทอร์เฟซสาธารณะของต้นทาง (
page-and-community-records-every-fact = ) และบันทึกของชุมชน (ทุกข้อมูลระบุแหล่งที่มา) นี่เป็นโครงการชุมชนที่ไม่เป็นทางการ ประกาศทางการและตัวเกมคือข้อมูลที่ถูกต้อง
page-data-last-updated = อัปเดตข้อมูลล่าสุด{" "}
page-upstream-data-of = , ข้อมูลต้นทางเมื่อ{" "}
page-page-generated = ; สร้างหน้าเมื่อ{" "}
page-text-10 = {""}
page-last-recorded-version = เวอร์ชันล่าสุดที่บันทึกไว้
page-current-version = เวอร์ชันปัจจุบัน
page-live-now = กำลังดำเนินอยู่
page-pools = แบนเนอร์
page-updates = อัปเดต
page-may-have-ended = อาจสิ้นสุดแล้ว
page-permanent-2 = ถาวร
page-add-pools-and-events-to = เพิ่มแบนเนอร์และกิจกรรมลงในแอปปฏิทิน แล้วจะอัปเดตตามข้อมูลทุกครั้ง เลือกชุดที่ตั้งไว้ หรือเลือกเอง:
page-presets = ชุดที่ตั้งไว้
page-none-checked-every-category = ไม่เลือกเลย = ทุกหมวดหมู่
page-all-versions = ทุกเวอร์ชัน
page-all = ทั้งหมด
page-live-2 = กำลังดำเนินอยู่
page-no-alarm = ไม่แจ้งเตือน
page-none-2 = ไม่มี
page-some-calendar-apps-google-calendar = แอปปฏิทินบางตัว (Google Calendar) ไม่สนใจการแจ้งเตือนของปฏิทินที่สมัครรับ ในกรณีนั้นให้เลือกกิจกรรม "ใกล้สิ้นสุด"
page-copy = คัดลอก
page-webcal-link-apple-calendar-and = ลิงก์ webcal (Apple Calendar และ Outlook เปิดได้โดยตรง)
page-google-calendar = Google Calendar
page-on-the-web-settings-add = บนเว็บ: การตั้งค่า → เพิ่มปฏิทิน → จาก URL แล้ววางลิงก์ https ด้านบน โทรศัพท์จะซิงค์ตามบัญชี
page-apple-calendar = Apple Calendar
page-iphone-ipad-tap-open-in = iPhone / iPad: แตะ "เปิดในแอปปฏิทิน" Mac: ไฟล์ → การสมัครรับปฏิทินใหม่ แล้ววางลิงก์
page-outlook-on-the-web-add = Outlook บนเว็บ: เพิ่มปฏิทิน → สมัครใช้งานจากเว็บ แล้ววางลิงก์ https
page-new-calendar-on-the-network = ปฏิทินใหม่ → บนเครือข่าย (On the Network) วางลิงก์ https รูปแบบ iCalendar (ICS)
page-calendar-apps-refresh-a-subscription = แอปปฏิทินรีเฟรชการสมัครรับทุกไม่กี่ชั่วโมง เวลาถูกเขียนเป็น UTC และแสดงตามเขตเวลาของคุณ
page-icalendar-feed-ics = ฟีด iCalendar (ICS)
page-schedule-changes-atom-feed = การเปลี่ยนแปลงตารางเวลา (ฟีด Atom)
page-what-was-added-or-moved = : สิ่งที่เพิ่มหรือเลื่อน สำหรับโปรแกรมอ่านฟีด —{" "}
page-openapi-document = เอกสาร OpenAPI
page-download-the-whole-dataset-events = ดาวน์โหลดชุดข้อมูลทั้งหมด (events.json)
page-the-latest-rolling-release = , rolling release ล่าสุด
page-source-code = ซอร์สโค้ด
page-subscribe-2 = สมัครรับ
page-categories = หมวดหมู่
page-version-2 = เวอร์ชัน
page-status = สถานะ
page-server-3 = เซิร์ฟเวอร์
page-alarm = แจ้งเตือน
page-ending = ใกล้สิ้นสุด
page-get-links = สร้างลิงก์
page-feed-url = URL ฟีด
page-open-in-calendar-app = เปิดในแอปปฏิทิน
page-how-to-subscribe = วิธีสมัครรับ
page-data-api = ข้อมูลและ API
page-what-is-stored-the-webhook = สิ่งที่จัดเก็บ: URL ของเว็บฮุก (เข้ารหัส ไม่แสดงหรือบันทึกลงล็อก) หมวดหมู่ เซิร์ฟเวอร์ การเตือน และภาษาที่คุณเลือก และแฮชของโทเค็นจัดการ
page-to-unsubscribe-delete-the-webhook = ยกเลิกการสมัครรับ: ลบเว็บฮุกใน Discord (การสมัครรับจะหยุดเมื่อโพสต์ครั้งถัดไป) หรือส่ง DELETE พร้อมโทเค็นจัดการ (หน้าหลังสมัครรับจะให้คำสั่ง)
page-get-new-versions-schedule-changes = รับเวอร์ชันใหม่ การเปลี่ยนแปลงตารางเวลา และการเตือนเริ่ม/สิ้นสุดในช่อง Discord ของคุณ: สร้างเว็บฮุก (ตั้งค่าช่อง → การเชื่อมต่อ → เว็บฮุก) คัดลอก URL แล้ววางที่นี่ ปฏิทินจะโพสต์ข้อความยืนยันก่อน
page-no-reminder = ไม่เตือน
page-none-3 = ไม่มี
page-get-notified-arknights-endfield-calendar = รับการแจ้งเตือน · ปฏิทิน Arknights: Endfield
page-the-confirmation-is-in-your = ข้อความยืนยันอยู่ในช่องของคุณแล้ว
page-the-management-token-is-shown = โทเค็นจัดการจะแสดงเพียงครั้งนี้ครั้งเดียว: เก็บไว้ตอนนี้
page-subscription-id = ID การสมัครรับ:{" "}
page-management-token = โทเค็นจัดการ:{" "}
page-to-see-it = ดูการสมัครรับ:{" "}
page-to-unsubscribe = ยกเลิกการสมัครรับ:{" "}
page-put-this-site-s-address = (ใส่ที่อยู่ของเว็บไซต์นี้ไว้หน้าพาธ)
page-nothing-was-stored-why = ไม่มีการจัดเก็บสิ่งใด เหตุผล:{" "}
page-back-to-the-calendar = กลับไปที่ปฏิทิน
page-get-notified = รับการแจ้งเตือน
page-discord-webhook-url = URL เว็บฮุก Discord
page-reminder = การเตือน
page-subscribe-3 = สมัครรับ
page-subscribed = สมัครรับแล้ว
page-not-subscribed = ไม่ได้สมัครรับ
page-everything-of-the-current-version = ทุกอย่างของเวอร์ชันปัจจุบันและเวอร์ชันข้างเคียง เส้นตั้งแบ่งเวอร์ชัน เส้นสีแดงคือปัจจุบัน แผนภูมิเลื่อนไปด้านข้างได้
page-jump-to-now = ไปที่ปัจจุบัน
page-timeline-scrolls-sideways = ไทม์ไลน์ (เลื่อนด้านข้าง)
page-now = ปัจจุบัน
page-text-11 = :{" "}
page-permanent-3 = ถาวร
page-not-announced = ยังไม่ประกาศ
page-versions-on-the-timeline = เวอร์ชันบนไทม์ไลน์
page-every-rate-up-6-operator = โอเปอเรเตอร์และอาวุธ 6★ ที่เพิ่มอัตราทั้งหมดพร้อมแบนเนอร์ (รวมรีรัน) บนแกนเวลาเดียว ที่ว่างนานที่สุดอยู่ก่อน เส้นสีแดงคือปัจจุบัน แถบสีจางคือยังไม่เริ่มหรือยังไม่ประกาศวันสิ้นสุด แตะชื่อเพื่อสมัครรับแบนเนอร์ของตัวนั้น
page-the-data-names-no-rate = ข้อมูลไม่มียูนิตที่เพิ่มอัตรา
page-operator = โอเปอเรเตอร์
page-weapon = อาวุธ
page-its-pools = : แบนเนอร์
page-live-now-2 = กำลังเปิดอยู่
page-not-run-yet = ยังไม่เคยเปิด
page-next = ครั้งถัดไป:{" "}
page-h1 = ปฏิทิน Arknights: Endfield
page-trademark = Arknights: Endfield เป็นเครื่องหมายการค้าของผู้ถือสิทธิ์ เว็บไซต์นี้ไม่เกี่ยวข้องกับผู้ถือสิทธิ์ดังกล่าว
page-runs = { $count } ครั้ง
# $count is where the number stands (set in bold); $days chooses the plural.
page-days-since-last = { $count } วันนับจากครั้งล่าสุด{ $days ->
       *[other] {""}
    }

## Why the "Get notified" form's subscription was refused

refused-rate-limited = คำขอมากเกินไป: ลองอีกครั้งในอีก { $seconds } วินาที
refused-invalid = ไม่ยอมรับ URL เว็บฮุกหรือตัวเลือก: วาง URL เว็บฮุก Discord (https://discord.com/api/webhooks/…) และเลือกจากตัวเลือกที่มีให้
refused-webhook-not-allowed = ไม่อนุญาต URL เว็บฮุกนี้: รับเฉพาะ URL ของเว็บฮุก Discord
refused-webhook-not-confirmed = โพสต์ข้อความยืนยันไม่ได้: ตรวจสอบว่า URL เว็บฮุกถูกต้องและเว็บฮุกยังอยู่
refused-full = ขณะนี้ไม่รับการสมัครรับเพิ่ม โปรดลองใหม่ภายหลัง
refused-other = สมัครรับไม่สำเร็จ โปรดลองใหม่ภายหลัง

## Notifications (src/notify/)

notify-start = เริ่ม
notify-end = สิ้นสุด
notify-featured = เพิ่มอัตรา
notify-sep = ,{" "}
notify-unofficial-arknights-endfield-calendar = ปฏิทิน Arknights: Endfield ไม่เป็นทางการ
notify-official-notice = {" "}· ประกาศทางการ{" "}
notify-sep-2 = :{" "}
notify-test-message-from-the-calendar = ข้อความทดสอบจากปฏิทิน — ไม่มีการเปลี่ยนแปลงตารางเวลา
notify-target = ปลายทาง "
notify-works-the-schedule-changes-and = " ใช้งานได้: การเปลี่ยนแปลงตารางเวลาและการเตือนของปฏิทิน Arknights: Endfield ไม่เป็นทางการจะโพสต์ที่นี่
notify-subscribed-the-unofficial-arknights-endfield = สมัครรับแล้ว: ปฏิทิน Arknights: Endfield ไม่เป็นทางการจะโพสต์ที่นี่
notify-schedule-changes = การเปลี่ยนแปลงตารางเวลา
notify-reminders = การเตือน
notify-server = เซิร์ฟเวอร์
notify-language = ภาษา
notify-english = ภาษาไทย
notify-to-stop = วิธีหยุด
notify-every-category-and-new-versions = ทุกหมวดหมู่ และเวอร์ชันใหม่
notify-every-category = ทุกหมวดหมู่
notify-only-pools-featuring = , เฉพาะแบนเนอร์ที่เพิ่มอัตรา{" "}
notify-sep-3 = {""}
notify-none = ไม่มี
notify-sep-4 = ;{" "}
notify-remove-the-target-from-the = ลบปลายทางออกจากไฟล์ปลายทาง
notify-send-delete = ส่ง DELETE{" "}
notify-with-the-management-token-the = {" "}พร้อมโทเค็นจัดการที่ได้จากการตอบกลับของการสมัครรับ (Authorization: Bearer …)
notify-or-delete-this-webhook-in = {" "}หรือลบเว็บฮุกนี้ใน Discord

## The page's presets, the rate-limited page, the countdown card

page-preset-all-pools = ทุกแบนเนอร์
page-preset-operator-pools = การสรรหาโอเปอเรเตอร์
page-preset-limited = กิจกรรมจำกัดเวลา
page-preset-everything = ทั้งหมด
limited-title = คำขอมากเกินไป · ปฏิทิน Arknights: Endfield
limited-heading = คำขอมากเกินไป
# $wait is where the wait stands (set in bold, as limited-wait tells it); $seconds chooses the plural.
limited-try-again = คุณ (หรือผู้ที่ใช้ที่อยู่เครือข่ายเดียวกับคุณ) ส่งคำขอมากเกินไปในเวลาสั้นๆ โปรดลองอีกครั้งในอีก { $wait }{ $seconds ->
       *[other] {""}
    } หน้านี้จะโหลดใหม่เองเมื่อถึงเวลานั้น
limited-wait = { $seconds } วินาที
card-title = ปฏิทิน Arknights: Endfield · นับถอยหลัง
card-nothing = ไม่มีรายการที่กำลังดำเนินอยู่หรือกำลังจะมาถึงบันทึกไว้ที่นี่
card-link = ปฏิทิน Endfield (ไม่เป็นทางการ)
page-json-api = JSON API

## MCP's tools' texts (for language models; the Chinese file keeps them in English, as they were)

mcp-not-announced = ยังไม่ประกาศ
mcp-span = { $start } → { $end }
mcp-summary-events = { $total } กิจกรรม เวลาเป็น { $zone }:
mcp-summary-changes = { $total } การเปลี่ยนแปลง เวลาเป็น { $zone }:
mcp-summary-units = { $total } ยูนิต เวลาเป็น { $zone }:
mcp-and-more = … และอีก { $more } รายการ (structuredContent มีครบทั้งหมด)
mcp-end = {"; "}สิ้นสุด: { $note }
mcp-featured = {"; "}เพิ่มอัตรา: { $names }
mcp-event-line = - { $title } [{ $category }, { $status }] { $span }{ $more } ({ $id })
mcp-change-line = - { $at } { $kind } { $subject } { $title } ({ $key }; { $words })
mcp-join = {", "}
mcp-record-stops = บันทึกสิ้นสุดที่การเปลี่ยนแปลงล่าสุด { $newest } ข้อมูลสร้างเมื่อ { $generated }: การเปลี่ยนแปลงหลังจากนั้นยังไม่ได้บันทึก
mcp-record-empty = บันทึกไม่มีการเปลี่ยนแปลง ข้อมูลสร้างเมื่อ { $generated }: การเปลี่ยนแปลงหลังจากนั้นยังไม่ได้บันทึก
mcp-times-in = เวลาเป็น { $zone }
mcp-unit-names = { $name } ({ $en })
mcp-unit-runs = { $names }, { $kind }: เริ่มแล้ว { $n } ครั้ง
mcp-unit-live = , มีหนึ่งครั้งกำลังเปิดอยู่
mcp-unit-days-since = , { $n } วันนับจากครั้งล่าสุดสิ้นสุด
mcp-unit-next = ; ครั้งถัดไปเริ่ม { $start }
mcp-unit-no-next = ; ยังไม่มีบันทึกครั้งถัดไป
mcp-run-line = { $title } [{ $status }] { $span } ({ $id })

## Chat (src/chat/): the commands' answers in Discord, Telegram and QQ, and their descriptions

chat-notice = ปฏิทินชุมชนที่ไม่เป็นทางการ: ประกาศทางการและในเกมเป็นหลัก
chat-more = … และอีก { $n } รายการ
chat-now-title = ตอนนี้ · { $server }
chat-next-title = เร็ว ๆ นี้ · { $server }
chat-version-ends = สิ้นสุด { $when }
chat-version-starts = เริ่ม { $when }
chat-live = กำลังดำเนินอยู่:
chat-nothing-live = ตอนนี้ไม่มีอะไรกำลังดำเนินอยู่
chat-next-not-recorded = ยังไม่มีข้อมูลเวอร์ชันถัดไปที่นี่
chat-upcoming = เร็ว ๆ นี้:
chat-unit-ask = ระบุชื่อยูนิต เช่น ชื่อภาษาอังกฤษหรือภาษาจีน
chat-unit-unknown = ไม่มียูนิตเรตอัปชื่อนี้ในบันทึก
chat-unit-runs = เรตอัปมาแล้ว { $n } ครั้ง
chat-unit-last = เรตอัปครั้งล่าสุด:
chat-unit-live = กำลังเรตอัปอยู่
chat-unit-days-since = สิ้นสุดมาแล้ว { $n } วัน
chat-unit-next = เรตอัปครั้งถัดไป:
chat-unit-no-next = ยังไม่มีข้อมูลเรตอัปครั้งถัดไปที่นี่
chat-help = คำสั่ง
chat-no-reminders = ไม่มีการแจ้งเตือน
chat-status-on = แชทนี้สมัครรับแล้ว: { $server }, { $lang }, แจ้งเตือน { $lead } ก่อนเริ่มแต่ละครั้ง
chat-status-off = แชทนี้ยังไม่ได้สมัครรับ
chat-subscribed = สมัครรับแล้ว: ประกาศและการแจ้งเตือน { $lead } ก่อนเริ่มแต่ละครั้งจะถูกโพสต์ที่นี่
chat-already-subscribed = แชทนี้สมัครรับอยู่แล้ว
chat-unsubscribed = ยกเลิกแล้ว: จะไม่มีการโพสต์ที่นี่อีก
chat-not-subscribed = แชทนี้ยังไม่ได้สมัครรับ
chat-not-allowed = เฉพาะผู้ดูแลแชทนี้เท่านั้นที่เปลี่ยนการสมัครรับได้
chat-group-only = การสมัครรับทำได้ในกลุ่มหรือช่องของเซิร์ฟเวอร์ ไม่ใช่ในแชทส่วนตัว
chat-failed = ตอนนี้เปลี่ยนการสมัครรับไม่ได้ ไม่มีอะไรเปลี่ยน โปรดลองใหม่ภายหลัง
chat-option-invalid = อ่านตัวเลือกนี้ไม่ได้:
chat-option-accepted = ตัวเลือกที่ใช้ได้: { $options }
chat-slow-down = คำสั่งมากเกินไป: แชทนี้จะไม่ได้รับคำตอบเป็นเวลาหนึ่งนาที
chat-unknown = ไม่รู้จักคำสั่งนี้ ส่ง { $help } เพื่อดูรายการ
chat-webhook-name = ปฏิทิน Endfield
# A chat endpoint's refusals (read by the platform's servers and their operators).
chat-refused-unauthorized = ลายเซ็นหรือรหัสลับของการอัปเดตหายไป ปลอม หรือหมดอายุ
chat-refused-unreadable = เนื้อหาคำขอไม่ใช่การอัปเดตของแพลตฟอร์มนี้
chat-cmd-endfield = ปฏิทิน Arknights: Endfield ที่ไม่เป็นทางการ
chat-cmd-now = เวอร์ชันปัจจุบันและสิ่งที่กำลังดำเนินอยู่
chat-cmd-next = สิ่งที่กำลังจะมา
chat-cmd-unit = ประวัติเรตอัปของยูนิต: ครั้งล่าสุด ครั้งถัดไป จำนวนวัน
chat-cmd-unit-name = ชื่อยูนิต
chat-cmd-unit-placeholder = ชื่อ
chat-cmd-subscribe = โพสต์ประกาศและการแจ้งเตือนที่นี่ (ผู้ดูแล)
chat-cmd-unsubscribe = หยุดโพสต์ที่นี่ (ผู้ดูแล)
chat-cmd-status = แชทนี้สมัครรับหรือไม่
chat-cmd-help = รายการคำสั่ง
chat-cmd-server = ใช้เวลาของเซิร์ฟเวอร์ใด
chat-cmd-lang = ภาษาของโพสต์
chat-cmd-category = เฉพาะหมวดเหล่านี้ (operator, arsenal, limited, permanent, update)

## Dates: CLDR patterns

date-year-month-day = { $day } { month-short } { $year }
time-pattern = HH:mm น.
date-time = { $date } { $time }

## Errors

error-invalid-query = คิวรีไม่ถูกต้อง
error-invalid-parameter = พารามิเตอร์คิวรี `{ $parameter }` ไม่ถูกต้อง: { $message }
error-more-problems = { $message } (และปัญหาอื่นอีก { $more } รายการ ดูที่ details)
error-more-problems-listed = { $message } (และปัญหาอื่นอีก { $more } รายการ; details แสดงเพียง { $listed } รายการแรก)
error-not-found = ไม่มีทรัพยากรที่ `{ $path }`; API อยู่ที่ { $api }
error-method-not-allowed = ไม่อนุญาตเมธอด `{ $method }`; ให้ใช้ { $allow }
error-rate-limited = คำขอมากเกินไป; ลองใหม่ในอีก { $seconds } วินาที
error-internal = ข้อผิดพลาดภายในเซิร์ฟเวอร์
error-bad-request = คำขอไม่ถูกต้อง: { $why }
error-uri-too-long = เป้าหมายของคำขอยาวเกินไป
error-headers-too-large = ส่วนหัวของคำขอใหญ่เกินไป
error-request-timeout = ไม่ได้รับส่วนหัวของคำขอครบภายในเวลาที่กำหนด
problem-encoding = การเข้ารหัสแบบเปอร์เซ็นต์ถอดออกมาเป็นข้อความ UTF-8 ไม่ได้
problem-unknown-events = ไม่รู้จักพารามิเตอร์นี้; พารามิเตอร์ได้แก่ { $events } และที่ /api/v1/events.ics มี { $feed } ด้วย
problem-unknown-on = ไม่รู้จักพารามิเตอร์นี้; พารามิเตอร์ของ { $path } ได้แก่ { $parameters }
problem-duplicate = ระบุมากกว่าหนึ่งครั้ง
problem-empty = ไม่มีค่า; หากไม่ต้องการกรอง ให้ละพารามิเตอร์นี้ไว้
problem-empty-range = `from` ต้องมาก่อน `to`: ช่วง [from, to) จะว่างเปล่า
problem-version = ต้องเป็น `all` คีย์เวอร์ชันเช่น `version-5` หรือตัวเลขเช่น `5`
problem-unknown-version = ไม่มีเวอร์ชันนี้; เวอร์ชันที่มีคือ { $versions }
problem-too-many-durations = ระยะเวลาไม่เกิน { $max } รายการ คั่นด้วยจุลภาค
problem-duration = ต้องเป็นระยะเวลาแบบ ISO 8601 ที่มากกว่าศูนย์และไม่เกิน P7D เช่น P1D, PT1H หรือ P2DT12H
problem-too-many-names = ชื่อไม่เกิน { $max } รายการ
problem-empty-item = มีรายการว่างในรายการที่คั่นด้วยจุลภาค
problem-name-too-long = ชื่อยาวได้ไม่เกิน { $max } อักขระ
problem-name-control = ชื่อต้องไม่มีอักขระควบคุม
problem-all-and-categories = ใช้ `all` ร่วมกับหมวดหมู่ไม่ได้
problem-unknown-category = ไม่รู้จักหมวดหมู่นี้; ต้องเป็น `all` หรือรายการคั่นด้วยจุลภาคจาก { $categories }
problem-server = ต้องเป็นหนึ่งใน cn, asia, americas-europe
problem-expected-one-of = ต้องเป็นหนึ่งใน { $values }
problem-datetime = ต้องเป็นการประทับเวลาแบบ RFC 3339 ที่มีออฟเซ็ต เช่น 2026-08-01T00:00:00+08:00 หรือ 2026-07-31T16:00:00Z
problem-limit = ต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง { $max }
problem-theme = ต้องเป็น light, dark หรือ transparent
mcp-problem-argument = ไม่รู้จักอาร์กิวเมนต์นี้; อาร์กิวเมนต์ของ unit_history ได้แก่ { $arguments }
mcp-problem-name = unit_history ต้องการชื่อของยูนิต (ชื่อภาษาจีนหรือชื่อภาษาอังกฤษทางการ)
bad-request-host = ส่วนหัว Host ไม่ใช่ host[:port] ที่ถูกต้อง
bad-request-hosts = มีส่วนหัว Host มากกว่าหนึ่ง
bad-request-alarm = ไม่มี `alarm` นี้ให้เลือก
bad-request-ending = ไม่มี `ending` นี้ให้เลือก
mcp-unit-unknown = ไม่มียูนิตชื่อ "{ $name }" ในข้อมูล: ไม่มีการสรรหาโอเปอเรเตอร์หรือตั๋วคลังแสงใดที่มียูนิตนี้เป็นตัวเด่น (ชื่อต้องตรงกับชื่อภาษาจีนทุกตัวอักษร หรือเป็นชื่อภาษาอังกฤษทางการ); list_units แสดงยูนิตทั้งหมด

## Names

# A name shown untranslated (its title): never "not announced".
names-untranslated = ยังไม่มีการบันทึกชื่อทางการภาษาไทยไว้ที่นี่

## Subscriptions refused
subscription-invalid = การสมัครรับไม่ถูกต้อง: { $problems }
subscription-invalid-body = การสมัครรับไม่ถูกต้อง
subscription-problems = { $list }; { $next }
subscription-not-allowed = ไม่อนุญาตเว็บฮุกนี้: { $why }
subscription-not-confirmed = เว็บฮุกไม่รับข้อความยืนยัน ไม่ได้บันทึกสิ่งใด
subscription-too-large = เนื้อหาคำขอใหญ่เกิน { $bytes } ไบต์
subscription-not-json = ส่งการสมัครรับเป็น Content-Type: application/json
subscription-method = ไม่อนุญาตเมธอดนี้ ใช้ { $allow }
subscription-full = เซิร์ฟเวอร์นี้ไม่รับการสมัครรับเพิ่มแล้ว
subscription-cross-site = สร้างการสมัครรับได้จากหน้าของเว็บไซต์นี้เองหรือโดยไม่ใช้เบราว์เซอร์เท่านั้น ไม่ได้บันทึกสิ่งใด
subscription-json-secret = การสมัครรับแบบ `json` ไม่รับ `secret`: เซิร์ฟเวอร์สร้างให้และแจ้งในคำตอบเพียงครั้งเดียว
subscription-not-object = เนื้อหาคำขอไม่ใช่อ็อบเจกต์การสมัครรับ: บรรทัด { $line } คอลัมน์ { $column }: { $place }{ $kind }
subscription-url-not-url = `url` ไม่ใช่ URL
subscription-url-discord = URL ของ `discord` คือ https://discord.com/api/webhooks/<id>/<token> (หรือ discordapp.com, ptb., canary.)
subscription-url-not-public = `url` ไม่ใช่ที่อยู่สาธารณะ (ที่อยู่ลูปแบ็ก ส่วนตัว ลิงก์โลคัล และที่อยู่ใช้งานพิเศษอื่นจะถูกปฏิเสธ)
subscription-url-http = `url` ไม่ใช่ URL แบบ https (http ธรรมดาได้เฉพาะโฮสต์ลูปแบ็กที่เซิร์ฟเวอร์อนุญาต)
subscription-url-not-resolved = ไม่สามารถแปลงชื่อโฮสต์ของ `url` ได้
subscription-url-not-answered = ขณะนี้ไม่สามารถแปลงชื่อโฮสต์ของ `url` ได้ (เนมเซิร์ฟเวอร์ขัดข้อง) โปรดลองใหม่ภายหลัง
subscription-disabled-unopened = เปิดด้วยคีย์นี้ไม่ได้
subscription-disabled-gone = ผู้รับ { $why }: เว็บฮุกไม่มีอยู่แล้ว
subscription-disabled-failures = การส่งไม่ถูกรับติดต่อกัน { $failures } ครั้ง (ครั้งล่าสุด: { $why })
json-not-valid-because = ไม่ใช่ JSON ที่ถูกต้อง ({ $why })
json-not-valid = ไม่ใช่ JSON ที่ถูกต้อง
json-unreadable = อ่านไม่ได้
json-wrong-type = { $expected ->
        [string] ค่ามีชนิดไม่ถูกต้อง ต้องเป็นสตริง
        [number] ค่ามีชนิดไม่ถูกต้อง ต้องเป็นจำนวนเต็ม
        [array] ค่ามีชนิดไม่ถูกต้อง ต้องเป็นอาร์เรย์
        [object] ค่ามีชนิดไม่ถูกต้อง ต้องเป็นอ็อบเจกต์
       *[none] ค่ามีชนิดไม่ถูกต้อง
    }
json-out-of-range = { $expected ->
        [string] ค่าอยู่นอกช่วง ต้องเป็นสตริง
        [number] ค่าอยู่นอกช่วง ต้องเป็นจำนวนเต็ม
        [array] ค่าอยู่นอกช่วง ต้องเป็นอาร์เรย์
        [object] ค่าอยู่นอกช่วง ต้องเป็นอ็อบเจกต์
       *[none] ค่าอยู่นอกช่วง
    }
json-unknown-field = ฟิลด์ที่ไม่รู้จัก (docs/notify.md แสดงฟิลด์ของเป้าหมาย)
json-missing-field = ไม่มี `{ $field }`
json-field-twice = ระบุ `{ $field }` สองครั้ง
json-wrong-length = รายการมีความยาวไม่ถูกต้อง
json-does-not-fit = ค่าไม่เข้ากัน
target-url-too-long = `url` ยาวเกิน 2048 ไบต์
target-url-space = `url` มีช่องว่างหรืออักขระควบคุม
target-url-not-https = `url` ไม่ใช่ URL แบบ https (http ธรรมดาได้เฉพาะที่อยู่ลูปแบ็ก สำหรับการทดสอบ)
target-url-user = `url` มีชื่อผู้ใช้หรือรหัสผ่าน (`user@`): ไม่อนุญาต
target-name = `name` คือตัวอักษร ASCII ตัวเลข `.` `_` หรือ `-` จำนวน 1 ถึง { $max } ตัว
target-kind = `kind` คือ `discord`, `json`, `telegram` หรือ `onebot`
target-onebot-secret = `secret` คือโทเค็นการเข้าถึงของ OneBot: อักขระ ASCII ที่มองเห็นได้ 1 ถึง 256 ตัว
target-no-secret = เป้าหมาย `{ $kind }` ไม่รับ `secret`
target-chat-id = `chatId` คือหมายเลขแชต (`-1001234567890`) หรือ `@username` ของช่อง
target-chat-id-needed = เป้าหมาย `telegram` ต้องมี `chatId`
target-chat-id-only = เฉพาะเป้าหมาย `telegram` ที่รับ `chatId`
target-group-id-needed = เป้าหมาย `onebot` ต้องมี `groupId` คือหมายเลขกลุ่ม QQ
target-group-id-only = เฉพาะเป้าหมาย `onebot` ที่รับ `groupId`
target-invalid-field = ฟิลด์ `{ $field }` ไม่ถูกต้อง: { $message }
target-invalid-field-value = ฟิลด์ `{ $field }` ไม่ถูกต้อง: { $message } (`{ $value }`)
target-env-name = `{ $field }Env` คือชื่อตัวแปรสภาพแวดล้อม (A-Z, 0-9, _)
target-both = ระบุ `{ $field }` หรือ `{ $field }Env` อย่างใดอย่างหนึ่ง ไม่ใช่ทั้งสอง
target-required = ต้องระบุ `{ $field }` หรือ `{ $field }Env`
delivery-no-connection = เชื่อมต่อไม่ได้
delivery-timed-out = หมดเวลา
delivery-failed = คำขอล้มเหลว
delivery-lost = { $why } หลังจากส่งคำขอออกไปแล้ว
delivery-rate-limited-long = ถูกจำกัดอัตรา { $seconds } วินาที นานกว่าที่การทำงานหนึ่งรอบรอได้
delivery-rate-limited = ถูกจำกัดอัตรา (429)
delivery-answered = ตอบกลับ { $status }
delivery-telegram-refused = Telegram ตอบกลับ `ok: false`
delivery-onebot-refused = ตัว OneBot ตอบกลับ retcode { $retcode }
delivery-attempts = { $why } (ลอง { $attempts } ครั้ง)
delivery-out-of-time = เวลาของการทำงานรอบนี้หมดก่อนได้ลอง
delivery-out-of-time-after = { $why }; เวลาของการทำงานรอบนี้หมดแล้ว

## The page's script (src/service/page/page.js)

# Beside a time, the same moment on the viewer's clock ($time: its date and time in its zone).
page-local-time = {" "}(เวลาท้องถิ่น { $time })
