# Bahasa Indonesia (id). Berkas bahasa Indonesia dari katalog (cara kerja berkas: lihat bagian
# awal en.ftl). Istilah gim mengikuti pengumuman berbahasa Indonesia server Global (Headhunt
# Khusus, Edisi Senjata, operator).

## Times told (src/certainty)

# A time whose hour no source gives: its date and "time TBC".
told-when-tbc = { $date }, waktu belum pasti
# Its date unknown on this clock: both dates it may fall on.
told-when-dates-tbc = { $first } atau { $last }, tanggal dan waktu belum pasti
told-estimated = { $when } (perkiraan)
told-at-latest = { $when } (paling lambat)
# The two dates a time may fall on, in a time told with its notes (told-marked).
told-either-date = { $first } atau { $last }
told-zoned = { $when } ({ $zone })
# A time with what is uncertain about it: $tbc is none, time or date; $mark none, estimated or
# latest.
told-marked = { $when }{ $tbc ->
        [time] , waktu belum pasti
        [date] , tanggal dan waktu belum pasti
       *[none] {""}
    }{ told-mark-alone }
told-mark-alone = { $mark ->
        [estimated] {" "}(perkiraan)
        [latest] {" "}(paling lambat)
       *[none] {""}
    }
# The Chinese file joins a mark to a TBC note in one pair of brackets; English tells each apart.
told-mark-joined = { told-mark-alone }

standing-may-have-ended = mungkin sudah berakhir
standing-start-not-announced = waktu mulai belum diumumkan
end-not-announced = waktu berakhir belum diumumkan

# What is uncertain about a time, beside a phrase.
note-time-tbc = waktu belum pasti
note-date-tbc = tanggal dan waktu belum pasti
note-estimated = perkiraan
notes-beside = { $text } ({ $notes })
notes-join = {", "}

## Counts

unit-days = { $n ->
       *[other] { $n } hari
    }
unit-hours = { $n ->
       *[other] { $n } jam
    }
unit-minutes = { $n ->
       *[other] { $n } menit
    }
unit-seconds = { $n ->
       *[other] { $n } detik
    }
units-join = {" "}

## Where an edge stands from now: $edge is start or end, $latest yes or no (an upper bound).

verb = { $edge ->
        [start] dimulai
       *[end] berakhir
    }
rel-latest = { $latest ->
        [yes] {" "}paling lambat
       *[no] {""}
    }
rel-verb = { verb }{ rel-latest }
rel-tomorrow = { rel-verb } besok
rel-in = { rel-verb } dalam { $span }
rel-in-about = { rel-verb } dalam sekitar { $span }

## Countdowns (the page, the card, the badge)

countdown-days = { $days } hr { $hours } jam
countdown-hours = { $hours } jam { $minutes } mnt
countdown-minutes = { $minutes } mnt
countdown-left = sisa { $span }
countdown-starts-in = dimulai dalam { $span }
# The words around a live countdown's number, and an upcoming one's.
countdown-left-before = sisa{" "}
countdown-left-after = {""}
countdown-starts-before = dimulai dalam{" "}
countdown-starts-after = {""}
# An edge told by its date: $edge start or end; $mark none, estimated or latest; $tbc none,
# time or date.
countdown-dated = { $mark ->
        [estimated] { verb } ~{ $date } (perkiraan)
        [latest] { verb } paling lambat { $date }{ countdown-tbc }
       *[none] { verb } { $date }{ countdown-tbc }
    }
countdown-tbc = { $tbc ->
        [time] , waktu belum pasti
        [date] , tanggal dan waktu belum pasti
       *[none] {""}
    }

## Dates

# Two dates a time may fall on, where its date is not known on this clock.
dates-either = { $first } atau { $last }
month-short = { $month ->
        [1] Jan
        [2] Feb
        [3] Mar
        [4] Apr
        [5] Mei
        [6] Jun
        [7] Jul
        [8] Agu
        [9] Sep
        [10] Okt
        [11] Nov
       *[12] Des
    }
date-month-day = { $day } { month-short }

## The dataset behind the calendar

behind-headline = Versi { $number } berakhir pada { $on }; versi berikutnya belum tercatat di sini
behind-sentence = { $headline } — { $asof }; periksa pengumuman resmi
behind-said = { $sentence }.
behind-short = versi berikutnya belum tercatat
data-as-of = data per { $at } ({ $zone })
nothing-upcoming = Belum ada jadwal mendatang yang tercatat di sini.
nothing-upcoming-behind = Versi berikutnya belum tercatat di sini; periksa pengumuman resmi untuk konten selanjutnya.

## Names (servers, categories, versions)

server-cn = Tiongkok (UTC+8)
server-asia = Global Asia (UTC+8)
server-americas-europe = Global Amerika / Eropa (UTC−5)
category-operator-plural = headhunt operator
category-arsenal-plural = edisi senjata
category-permanent-plural = konten permanen
category-limited-plural = event terbatas
category-update-plural = pembaruan
version-named-official = versi { $number } “{ $title }”
version-named = versi { $number } { $quoted }
# A name in 「」, unless it brings its own.
quoted = 「{ $name }」
list-join = {", "}

## End notes

end-official = resmi: 「{ $label }」
end-inferred = dugaan: { $label }
end-official-before = resmi: 「
end-official-after = 」
end-inferred-before = dugaan:{" "}
end-inferred-after = {""}
rule-after-headhuntings = berakhir setelah { $count ->
       *[other] { $count } banner Headhunt Khusus
    }, dihitung dari { $from }
rule-version-end = berakhir sebelum pembaruan versi dan pemeliharaan
rule-with-event = berakhir bersama { $event }
# The generator's Chinese end wording, told in this language, phrase by phrase.
label-end-not-announced = waktu berakhir belum diumumkan
label-before-maintenance = sebelum pembaruan versi dan pemeliharaan
label-estimated = perkiraan { $time }
label-at-latest = paling lambat { $time }
label-after-headhuntings = berakhir setelah { $count ->
       *[other] { $count } banner Headhunt Khusus
    }
label-counted-from = dihitung dari 「{ $title }」
label-join = {"; "}
# An end label in the Chinese feeds, quoted or inferred.
label-official-feed = 「{ $label }」 (resmi)
label-inferred-feed = { $label } (dugaan)

## Change records (the JSON's words, the Atom feed)

field-start = Mulai
field-end = Berakhir
field-title = Judul
field-pool = Banner
field-end-label = Keterangan akhir
changed-start = waktu mulai digeser
changed-end-announced = waktu berakhir diumumkan
changed-end = waktu berakhir digeser
changed-title = ganti nama
changed-pool = banner diganti
changed-end-label = keterangan akhir diubah
change-new-version = Versi baru:{" "}
change-new = Baru:{" "}
change-changed = Berubah:{" "}
change-removed = Dihapus:{" "}
atom-title = Kalender Arknights: Endfield — perubahan jadwal
atom-subtitle = Banner, aktivitas, dan versi yang ditambahkan, dihapus, atau digeser. Waktu dalam { $zone }. { -notice }
atom-author = endfield-calendar (tidak resmi, dikelola komunitas)
atom-entry-changed = { $title } ({ $words })
# What a record did: $kind is added, removed or changed.
atom-verb = { $kind ->
        [added] ditambahkan ke kalender
        [removed] dihapus dari kalender
       *[changed] berubah
    }
atom-about-event-in-version = { $title } ({ $version }) { atom-verb }.
atom-about-event = { $title } { atom-verb }.
atom-about-version-named = { $version } { atom-verb }.
atom-about-version = Versi 「{ $title }」 { atom-verb }.
atom-nothing = —
atom-none = tidak ada
atom-line = { $name }: { $value }
atom-line-moved = { $name }: { $before } → { $after }
atom-line-hour-hidden = { $name }: { $after } (sebelumnya mencantumkan jam yang tidak dikonfirmasi sumber mana pun)
atom-notices = Pengumuman resmi: { $notices }.
atom-times-in = Waktu dalam { $zone }. { -notice }
-notice = Data komunitas tidak resmi, tidak berafiliasi dengan pemegang hak gim; pengumuman resmi dan tampilan dalam gim yang berlaku.

## Notifications

reminder-heading = { $words }:{" "}
leads-before-start = { $leads } sebelum tiap mulai
leads-before-end = { $leads } sebelum tiap berakhir

## The badge and the card

badge-nothing = Endfield · belum ada yang berlangsung atau mendatang
badge-title = Kalender Arknights: Endfield (tidak resmi): { $text }
card-kind-operator = headhunt operator
card-kind-arsenal = edisi senjata
card-kind-permanent = permanen
card-kind-limited = terbatas
card-kind-update = pembaruan

## The page

page-no-limited-incomplete = Belum ada event terbatas berlangsung yang tercatat (daftar aktivitas versi ini belum lengkap).
page-no-limited = Tidak ada event terbatas yang berlangsung.

## The generator's notes and start labels, in this language

note-end-capped-by-version = Waktu berakhir belum diumumkan: dibatasi akhir versinya.
note-end-latest-allowed = Waktu berakhir belum diumumkan: waktu berakhir paling lambat yang dimungkinkan sumber (batas atas).
note-start-hour-unconfirmed = Jam mulai belum dikonfirmasi.
note-end-hour-unconfirmed = Jam berakhir belum dikonfirmasi.
note-hours-unconfirmed = Jam mulai dan jam berakhir belum dikonfirmasi.
note-end-by-version-rule = Disimpulkan dari aturan resmi: berakhir saat versi 「{ $version }」 berakhir (pemeliharaan pembaruan versi berikutnya).
note-end-by-headhunting-rule = Disimpulkan dari aturan resmi: banner Headhunt Khusus ke-{ $count } dihitung dari 「{ $from }」 adalah 「{ $with }」; berakhir bersamanya.
start-after-version = setelah versi dimulai
start-after-version-named = setelah versi 「{ $version }」 dimulai
start-after-update = setelah pembaruan versi 「{ $version }」
start-permanent-from = permanen sejak versi 「{ $version }」 dimulai

## The iCalendar feed

ics-name = Kalender Arknights: Endfield
ics-name-filtered = Kalender Arknights: Endfield — { $filters }
ics-name-from = dari { $from }
ics-name-until = hingga { $to }
# $sources: origin, partial or fallback (source.mode).
ics-description = Versi, banner, dan aktivitas Arknights: Endfield, waktu dalam { $zone }. Data terakhir diperbarui { $updated } ({ $zone }); { $sources ->
        [partial] hanya sebagian sumber yang menjawab (sumber tersimpan mengisi sisanya)
        [fallback] dibuat secara offline dari sumber tersimpan (antarmuka statistik hulu tidak dibaca)
       *[origin] antarmuka statistik hulu menjawab
    }; { $notices } pengumuman resmi dikutip (dibaca oleh generator atau dikutip dari arsip daftar pengumuman). { -notice }
ics-summary-start-unknown = {" "}(tanggal mulai belum diketahui)
ics-summary-open-ended = {" "}(tanpa akhir)
ics-summary-end-estimated = {" "}(akhir perkiraan)
ics-summary-time-tbc = {" "}(waktu belum pasti)
ics-related = Terkait: { $related }
ics-span = { $start } – { $end } ({ $zone })
ics-at = Pada { $start } ({ $zone })
ics-open-ended = Mulai { $start } ({ $zone }). Tanggal berakhir belum diumumkan: tetap terbuka, jadi kalender menampilkannya sebagai penanda sehari penuh pada hari mulainya.
ics-through-estimated-end = Mulai { $start } ({ $zone }). Waktu berakhir resmi belum diumumkan: kalender menampilkannya sehari penuh hingga perkiraan akhirnya, { $end }.
ics-through-version-end = Mulai { $start } ({ $zone }). Waktu berakhir belum diumumkan, bahkan yang sementara: kalender menampilkannya sehari penuh hingga akhir versinya, { $end } (perkiraan).
ics-estimated-end = Perkiraan akhir: { $end }
ics-start-unknown = Tanggal mulai belum diumumkan; tanggal yang ditampilkan hanya sementara.
ics-start-label = Mulai: { $label }
ics-end-label = Berakhir: { $label }
ics-featured = Rate naik: { $names }
ics-names-join = {", "}
ics-source = Sumber: { $note }
ics-notice = { -notice }
ics-alarm = { $title } { $words }
ics-marker = { $title } berakhir { $end } ({ $zone }). Penanda pengingat: feed diminta dengan ending={ $lead }.
    { -notice }

page-description = Kalender tidak resmi Arknights: Endfield · { $server }: banner dan event yang berlangsung, yang akan datang, linimasa, dan langganan kalender.

## The feed builder's and the "Get notified" form's choices

feed-alarm-pt1h = 1 jam sebelum mulai dan berakhir
feed-alarm-p1d = 1 hari sebelum mulai dan berakhir
feed-alarm-p1d-pt1h = 1 hari dan 1 jam sebelumnya
feed-ending-p1d = "segera berakhir" 1 hari sebelumnya
feed-ending-pt3h = "segera berakhir" 3 jam sebelumnya
notify-ending-p1d = 1 hari sebelum berakhir
notify-ending-pt3h = 3 jam sebelum berakhir

## The page (src/service/page/view/)

page-server = Server
page-server-2 = Server:{" "}
page-a-community-calendar-of-the = : kalender komunitas server Tiongkok, tidak berafiliasi dengan pemegang hak gim.{" "}
page-all-times-are-beijing-time = Semua waktu dalam waktu Beijing (Asia/Shanghai, UTC+8).
page-a-community-calendar-of-the-2 = : kalender komunitas server Global Asia (disusun dari pengumuman server Tiongkok: semua server berbagi satu jadwal), tidak berafiliasi dengan pemegang hak gim.{" "}
page-all-times-are-the-global = Semua waktu dalam waktu server Global Asia (UTC+8).
page-a-community-calendar-of-the-3 = : kalender komunitas server Global Amerika / Eropa (disusun dari pengumuman server Tiongkok: semua server berbagi satu jadwal), tidak berafiliasi dengan pemegang hak gim.{" "}
page-all-times-are-the-global-2 = Semua waktu dalam waktu server Global Amerika / Eropa (UTC−5).
page-unofficial = Tidak resmi
page-where-it-differs-from-the = Jika berbeda dari pengumuman resmi atau gim, yang resmi yang berlaku.{" "}
page-arknights-endfield-calendar = Kalender Arknights: Endfield
page-page-navigation = Navigasi halaman
page-live = Berlangsung
page-upcoming = Mendatang
page-timeline = Linimasa
page-banner-history = Riwayat banner
page-subscribe = Berlangganan
page-language = Bahasa
page-version = Versi{" "}
page-end-not-announced = waktu berakhir belum diumumkan
page-starts-in = Mulai dalam{" "}
page-start-date-and-time-tbc = Tanggal dan waktu mulai belum pasti
page-start-date-known-time-tbc = Tanggal mulai diketahui, waktu belum pasti
page-ended = Sudah berakhir
page-ends-in = Berakhir dalam{" "}
page-end-date-and-time-tbc = Tanggal dan waktu berakhir belum pasti
page-end-date-known-time-tbc = Tanggal berakhir diketahui, waktu belum pasti
page-this-version-s-activity-list = Daftar aktivitas versi ini belum lengkap: aktivitas yang belum terkumpul tidak ditampilkan.
page-the-data-holds-no-version = Data tidak memuat versi apa pun.
page-no-pool-is-live = Tidak ada banner yang berlangsung.
page-their-estimated-end-has-passed = Perkiraan akhirnya sudah lewat; waktu berakhir resmi belum diumumkan.
page-none = Tidak ada.
page-text-2 = {" "}
page-text-3 = (
page-text-4 = )
page-their-estimated-start-has-passed = Perkiraan mulainya sudah lewat; waktu mulai resmi belum diumumkan.
page-rate-up = Rate naik:{" "}
page-operator-pool = Headhunt operator
page-arsenal-pool = Edisi senjata
page-permanent = Permanen
page-limited = Terbatas
page-update = Pembaruan
page-text-5 = ;{" "}
page-text-6 = sisa{" "}
page-left-until = , hingga{" "}
page-ends = Berakhir:{" "}
page-permanent-no-end = Permanen, tanpa akhir
page-end-not-announced-2 = Waktu berakhir belum diumumkan
page-start-not-announced = Waktu mulai belum diumumkan
page-was-estimated-for = {" "}(sebelumnya diperkirakan{" "}
page-text-7 = )
page-text-8 = {" "}(
page-to-go = {" "}lagi dimulai,{" "}
page-the-upstream-answered-origin = hulu menjawab (origin)
page-only-part-of-the-sources = hanya sebagian sumber yang menjawab; sumber tersimpan mengisi sisanya (partial)
page-built-offline-from-the-kept = dibuat offline dari sumber tersimpan, tanpa hulu (fallback)
page-sources-the-game-s-official = Sumber: pengumuman resmi dalam gim (
page-text-9 = {""}
page-cited-read-by-the-generator = {" "}dikutip, dibaca oleh generator atau dikutip dari arsip daftar pengumuman), antarmuka publik hulu (
page-and-community-records-every-fact = ) dan catatan komunitas (setiap fakta menyebut sumbernya). Ini proyek komunitas tidak resmi; pengumuman resmi dan gim yang berlaku.
page-data-last-updated = Data terakhir diperbarui{" "}
page-upstream-data-of = , data hulu per{" "}
page-page-generated = ; halaman dibuat{" "}
page-text-10 = .
page-last-recorded-version = Versi terakhir yang tercatat
page-current-version = Versi saat ini
page-live-now = Sedang berlangsung
page-pools = Banner
page-updates = Pembaruan
page-may-have-ended = Mungkin sudah berakhir
page-permanent-2 = Permanen
page-add-pools-and-events-to = Tambahkan banner dan event ke aplikasi kalender; kalender mengikuti setiap pembaruan data. Pilih preset, atau pilih sendiri:
page-presets = Preset
page-none-checked-every-category = Tidak dicentang = semua kategori.
page-all-versions = Semua versi
page-all = Semua
page-live-2 = Berlangsung
page-no-alarm = Tanpa alarm
page-none-2 = Tidak ada
page-some-calendar-apps-google-calendar = Beberapa aplikasi kalender (Google Calendar) mengabaikan alarm kalender langganan; di sana pilih event "segera berakhir".
page-copy = Salin
page-webcal-link-apple-calendar-and = Tautan webcal (Apple Calendar dan Outlook langsung membukanya)
page-google-calendar = Google Calendar
page-on-the-web-settings-add = Di web: Setelan → Tambahkan kalender → Dari URL, lalu tempel tautan https di atas. Ponsel mengikuti akun.
page-apple-calendar = Apple Calendar
page-iphone-ipad-tap-open-in = iPhone / iPad: ketuk "Buka di aplikasi kalender". Mac: File → Langganan Kalender Baru, lalu tempel tautannya.
page-outlook-on-the-web-add = Outlook di web: Tambahkan kalender → Berlangganan dari web, lalu tempel tautan https.
page-new-calendar-on-the-network = Kalender baru → Di Jaringan (On the Network), tempel tautan https, format iCalendar (ICS).
page-calendar-apps-refresh-a-subscription = Aplikasi kalender menyegarkan langganan setiap beberapa jam; waktu ditulis dalam UTC dan ditampilkan di zona waktu Anda.
page-icalendar-feed-ics = Feed iCalendar (ICS)
page-schedule-changes-atom-feed = Perubahan jadwal (feed Atom)
page-what-was-added-or-moved = : apa yang ditambahkan atau digeser, untuk pembaca feed —{" "}
page-openapi-document = Dokumen OpenAPI
page-download-the-whole-dataset-events = Unduh seluruh dataset (events.json)
page-the-latest-rolling-release = , rilis bergulir terbaru
page-source-code = Kode sumber
page-subscribe-2 = Berlangganan
page-categories = Kategori
page-version-2 = Versi
page-status = Status
page-server-3 = Server
page-alarm = Alarm
page-ending = Segera berakhir
page-get-links = Buat tautan
page-feed-url = URL feed
page-open-in-calendar-app = Buka di aplikasi kalender
page-how-to-subscribe = Cara berlangganan
page-data-api = Data & API
page-what-is-stored-the-webhook = Yang disimpan: URL webhook (terenkripsi, tidak pernah ditampilkan atau dicatat), kategori, server, pengingat, dan bahasa pilihan Anda, serta hash token pengelola.
page-to-unsubscribe-delete-the-webhook = Untuk berhenti: hapus webhook di Discord (langganan berhenti pada kiriman berikutnya), atau kirim DELETE dengan token pengelola (halaman setelah berlangganan memberi perintahnya).
page-get-new-versions-schedule-changes = Dapatkan versi baru, perubahan jadwal, dan pengingat mulai/berakhir di channel Discord Anda: buat webhook (setelan channel → Integrasi → Webhook), salin URL-nya dan tempel di sini. Kalender akan mengirim konfirmasi lebih dulu.
page-no-reminder = Tanpa pengingat
page-none-3 = Tidak ada
page-get-notified-arknights-endfield-calendar = Dapatkan notifikasi · Kalender Arknights: Endfield
page-the-confirmation-is-in-your = Konfirmasi sudah ada di channel Anda.
page-the-management-token-is-shown = Token pengelola hanya ditampilkan kali ini: simpan sekarang.
page-subscription-id = ID langganan:{" "}
page-management-token = Token pengelola:{" "}
page-to-see-it = Untuk melihatnya:{" "}
page-to-unsubscribe = Untuk berhenti:{" "}
page-put-this-site-s-address = (Tambahkan alamat situs ini di depan path.)
page-nothing-was-stored-why = Tidak ada yang disimpan. Alasannya:{" "}
page-back-to-the-calendar = Kembali ke kalender
page-get-notified = Dapatkan notifikasi
page-discord-webhook-url = URL webhook Discord
page-reminder = Pengingat
page-subscribe-3 = Berlangganan
page-subscribed = Berlangganan
page-not-subscribed = Tidak berlangganan
page-everything-of-the-current-version = Semua isi versi saat ini dan versi di sekitarnya; garis vertikal membagi versi, garis merah adalah sekarang. Grafik bisa digulir ke samping.
page-jump-to-now = Ke sekarang
page-timeline-scrolls-sideways = Linimasa (gulir ke samping)
page-now = sekarang
page-text-11 = :{" "}
page-permanent-3 = permanen
page-not-announced = belum diumumkan
page-versions-on-the-timeline = Versi di linimasa
page-every-rate-up-6-operator = Setiap operator dan senjata 6★ dengan rate naik beserta banner-nya (termasuk rerun) dalam satu sumbu waktu; yang paling lama tidak muncul di depan, garis merah adalah sekarang, batang pucat belum dimulai atau belum diumumkan akhirnya. Pilih nama untuk berlangganan banner-nya.
page-the-data-names-no-rate = Data tidak menyebut unit rate naik.
page-operator = Operator
page-weapon = Senjata
page-its-pools = : banner-nya
page-live-now-2 = sedang berlangsung
page-not-run-yet = belum pernah muncul
page-next = berikutnya:{" "}
page-h1 = Kalender Arknights: Endfield
page-trademark = Arknights: Endfield adalah merek dagang pemegang haknya; situs ini tidak berafiliasi dengan mereka.
page-runs = { $count } kali
# $count is where the number stands (set in bold); $days chooses the plural.
page-days-since-last = { $count } hari sejak yang terakhir{ $days ->
       *[other] {""}
    }

## Why the "Get notified" form's subscription was refused

refused-rate-limited = Terlalu banyak permintaan: coba lagi dalam { $seconds } detik.
refused-invalid = URL webhook atau pilihan tidak diterima: tempel URL webhook Discord (https://discord.com/api/webhooks/…) dan pilih di antara opsi yang tersedia.
refused-webhook-not-allowed = URL webhook ini tidak diizinkan: hanya URL webhook Discord yang diterima.
refused-webhook-not-confirmed = Konfirmasi tidak bisa dikirim: periksa apakah URL webhook benar dan webhook masih ada.
refused-full = Untuk saat ini tidak menerima langganan baru; coba lagi nanti.
refused-other = Langganan gagal dibuat; coba lagi nanti.

## Notifications (src/notify/)

notify-start = Mulai
notify-end = Berakhir
notify-featured = Rate naik
notify-sep = ,{" "}
notify-unofficial-arknights-endfield-calendar = Kalender Arknights: Endfield tidak resmi
notify-official-notice = {" "}· pengumuman resmi{" "}
notify-sep-2 = :{" "}
notify-test-message-from-the-calendar = Pesan uji dari kalender — tidak ada perubahan jadwal
notify-target = Target "
notify-works-the-schedule-changes-and = " berfungsi: perubahan jadwal dan pengingat dari kalender Arknights: Endfield tidak resmi akan dikirim ke sini.
notify-subscribed-the-unofficial-arknights-endfield = Berlangganan: kalender Arknights: Endfield tidak resmi akan mengirim ke sini.
notify-schedule-changes = Perubahan jadwal
notify-reminders = Pengingat
notify-server = Server
notify-language = Bahasa
notify-english = Bahasa Indonesia
notify-to-stop = Untuk berhenti
notify-every-category-and-new-versions = semua kategori, dan versi baru
notify-every-category = semua kategori
notify-only-pools-featuring = , hanya banner dengan rate naik untuk{" "}
notify-sep-3 = {""}
notify-none = tidak ada
notify-sep-4 = ;{" "}
notify-remove-the-target-from-the = hapus target dari berkas target
notify-send-delete = kirim DELETE{" "}
notify-with-the-management-token-the = {" "}dengan token pengelola dari jawaban langganan (Authorization: Bearer …)
notify-or-delete-this-webhook-in = , atau hapus webhook ini di Discord

## The page's presets, the rate-limited page, the countdown card

page-preset-all-pools = Semua banner
page-preset-operator-pools = Headhunt operator
page-preset-limited = Event terbatas
page-preset-everything = Semuanya
limited-title = Terlalu banyak permintaan · Kalender Arknights: Endfield
limited-heading = Terlalu banyak permintaan
# $wait is where the wait stands (set in bold, as limited-wait tells it); $seconds chooses the plural.
limited-try-again = Anda (atau seseorang yang berbagi alamat jaringan dengan Anda) mengirim terlalu banyak permintaan dalam waktu singkat. Silakan coba lagi dalam { $wait }{ $seconds ->
       *[other] {""}
    }; halaman ini akan memuat ulang sendiri saat itu.
limited-wait = { $seconds } dtk
card-title = Kalender Arknights: Endfield · hitung mundur
card-nothing = Belum ada yang berlangsung atau mendatang yang tercatat di sini.
card-link = Kalender Endfield (tidak resmi)
page-json-api = JSON API

## MCP's tools' texts (for language models; the Chinese file keeps them in English, as they were)

mcp-not-announced = belum diumumkan
mcp-span = { $start } → { $end }
mcp-summary-events = { $total } event, waktu dalam { $zone }:
mcp-summary-changes = { $total } perubahan, waktu dalam { $zone }:
mcp-summary-units = { $total } unit, waktu dalam { $zone }:
mcp-and-more = … dan { $more } lagi (structuredContent mencantumkan semuanya)
mcp-end = {"; "}berakhir: { $note }
mcp-featured = {"; "}rate naik: { $names }
mcp-event-line = - { $title } [{ $category }, { $status }] { $span }{ $more } ({ $id })
mcp-change-line = - { $at } { $kind } { $subject } { $title } ({ $key }; { $words })
mcp-join = {", "}
mcp-record-stops = Catatan berhenti pada perubahan terbarunya, { $newest }; data dibuat pada { $generated }: perubahan setelahnya belum tercatat.
mcp-record-empty = Catatan tidak memuat perubahan; data dibuat pada { $generated }: perubahan setelahnya belum tercatat.
mcp-times-in = Waktu dalam { $zone }.
mcp-unit-names = { $name } ({ $en })
mcp-unit-runs = { $names }, { $kind }: { $n } kali dimulai
mcp-unit-live = , satu sedang berlangsung
mcp-unit-days-since = , { $n } hari sejak yang terakhir berakhir
mcp-unit-next = ; berikutnya dimulai { $start }
mcp-unit-no-next = ; belum ada yang berikutnya tercatat di sini
mcp-run-line = { $title } [{ $status }] { $span } ({ $id })

## Chat (src/chat/): the commands' answers in Discord, Telegram and QQ, and their descriptions

chat-notice = Kalender komunitas tidak resmi: pengumuman resmi dan game yang berlaku.
chat-more = … dan { $n } lainnya
chat-now-title = Sekarang · { $server }
chat-next-title = Segera · { $server }
chat-version-ends = berakhir { $when }
chat-version-starts = dimulai { $when }
chat-live = Sedang berlangsung:
chat-nothing-live = Saat ini tidak ada yang berlangsung.
chat-next-not-recorded = Versi berikutnya belum tercatat di sini.
chat-upcoming = Segera:
chat-unit-ask = Sebutkan unit, misalnya nama Inggris atau Mandarinnya.
chat-unit-unknown = Tidak ada unit rate-up dengan nama itu yang tercatat di sini.
chat-unit-runs = { $n } kali rate-up sejauh ini
chat-unit-last = Rate-up terakhir:
chat-unit-live = sedang berlangsung
chat-unit-days-since = berakhir { $n } hari lalu
chat-unit-next = Rate-up berikutnya:
chat-unit-no-next = Rate-up berikutnya belum tercatat di sini.
chat-help = Perintah
chat-no-reminders = tanpa pengingat
chat-status-on = Chat ini berlangganan: { $server }, { $lang }, pengingat { $lead } sebelum setiap mulai.
chat-status-off = Chat ini tidak berlangganan.
chat-subscribed = Berlangganan: pengumuman dan pengingat { $lead } sebelum setiap mulai akan dikirim ke sini.
chat-already-subscribed = Chat ini sudah berlangganan.
chat-unsubscribed = Berhenti berlangganan: tidak ada lagi yang dikirim ke sini.
chat-not-subscribed = Chat ini tidak berlangganan.
chat-not-allowed = Hanya admin chat ini yang dapat mengubah langganannya.
chat-group-only = Langganan dibuat di grup atau kanal server, bukan di chat pribadi.
chat-failed = Langganan tidak dapat diubah sekarang; tidak ada yang berubah. Coba lagi nanti.
chat-option-invalid = Opsi ini tidak dapat dibaca:
chat-option-accepted = Opsi yang tersedia: { $options }
chat-slow-down = Terlalu banyak perintah: chat ini tidak dijawab selama satu menit.
chat-unknown = Perintah tidak dikenal. Kirim { $help } untuk daftarnya.
chat-webhook-name = Kalender Endfield
# A chat endpoint's refusals (read by the platform's servers and their operators).
chat-refused-unauthorized = tanda tangan atau rahasia pembaruan tidak ada, palsu, atau kedaluwarsa
chat-refused-unreadable = isi permintaan bukan pembaruan dari platform ini
chat-cmd-endfield = Kalender tidak resmi Arknights: Endfield
chat-cmd-now = Versi saat ini dan yang sedang berlangsung
chat-cmd-next = Yang akan datang
chat-cmd-unit = Rate-up sebuah unit: terakhir, berikutnya, hari sejak itu
chat-cmd-unit-name = Nama unit
chat-cmd-unit-placeholder = NAMA
chat-cmd-subscribe = Kirim pengumuman dan pengingat di sini (admin)
chat-cmd-unsubscribe = Berhenti mengirim di sini (admin)
chat-cmd-status = Apakah chat ini berlangganan
chat-cmd-help = Daftar perintah
chat-cmd-server = Jam server mana
chat-cmd-lang = Bahasa kiriman
chat-cmd-category = Hanya kategori ini (operator, arsenal, limited, permanent, update)

## Dates: CLDR patterns

date-year-month-day = { $day } { month-short } { $year }
time-pattern = HH.mm
date-time = { $date } { $time }

## Errors

error-invalid-query = kueri tidak valid
error-invalid-parameter = parameter kueri `{ $parameter }` tidak valid: { $message }
error-more-problems = { $message } (dan { $more } masalah lain, lihat details)
error-more-problems-listed = { $message } (dan { $more } masalah lain; details hanya mencantumkan { $listed } yang pertama)
error-not-found = tidak ada sumber daya di `{ $path }`; API ada di { $api }
error-method-not-allowed = metode `{ $method }` tidak diizinkan; gunakan { $allow }
error-rate-limited = terlalu banyak permintaan; coba lagi dalam { $seconds } dtk
error-internal = kesalahan internal server
error-bad-request = permintaan tidak valid: { $why }
error-uri-too-long = target permintaan terlalu panjang
error-headers-too-large = header permintaan terlalu besar
error-request-timeout = header permintaan tidak lengkap dalam batas waktu header
problem-encoding = pengodean persen tidak menghasilkan teks UTF-8
problem-unknown-events = parameter tidak dikenal; parameternya { $events }, dan di /api/v1/events.ics juga { $feed }
problem-unknown-on = parameter tidak dikenal; parameter { $path } adalah { $parameters }
problem-duplicate = diberikan lebih dari sekali
problem-empty = tidak ada nilainya; hilangkan parameter ini agar tidak memfilter
problem-empty-range = `from` harus lebih awal daripada `to`: interval [from, to) akan kosong
problem-version = seharusnya `all`, kunci versi seperti `version-5`, atau angka seperti `5`
problem-unknown-version = versi tersebut tidak ada; versinya adalah { $versions }
problem-too-many-durations = paling banyak { $max } durasi, dipisahkan koma
problem-duration = seharusnya durasi ISO 8601 lebih dari nol dan paling lama P7D, seperti P1D, PT1H, atau P2DT12H
problem-too-many-names = paling banyak { $max } nama
problem-empty-item = ada item kosong dalam daftar yang dipisahkan koma
problem-name-too-long = nama paling panjang { $max } karakter
problem-name-control = nama tidak boleh berisi karakter kontrol
problem-all-and-categories = `all` tidak bisa digabung dengan kategori
problem-unknown-category = kategori tidak dikenal; seharusnya `all` atau daftar dipisahkan koma dari { $categories }
problem-server = seharusnya salah satu dari cn, asia, americas-europe
problem-expected-one-of = seharusnya salah satu dari { $values }
problem-datetime = seharusnya stempel waktu RFC 3339 dengan offset, seperti 2026-08-01T00:00:00+08:00 atau 2026-07-31T16:00:00Z
problem-limit = harus bilangan bulat dari 1 sampai { $max }
problem-theme = harus light, dark, atau transparent
mcp-problem-argument = argumen tidak dikenal; argumen unit_history adalah { $arguments }
mcp-problem-name = unit_history memerlukan nama unit (nama Tiongkok atau nama Inggris resmi)
bad-request-host = header Host bukan host[:port] yang valid
bad-request-hosts = header Host lebih dari satu
bad-request-alarm = `alarm` tersebut tidak ditawarkan
bad-request-ending = `ending` tersebut tidak ditawarkan
mcp-unit-unknown = tidak ada unit bernama "{ $name }" dalam data: tidak ada headhunt operator atau edisi senjata yang menampilkannya (nama harus persis nama Tiongkok, atau nama Inggris resmi); list_units mencantumkan semua unit

## Names

# A name shown untranslated (its title): never "not announced".
names-untranslated = Nama resmi berbahasa Indonesia belum tercatat di sini

## Subscriptions refused
subscription-invalid = langganan tidak valid: { $problems }
subscription-invalid-body = langganan tidak valid
subscription-problems = { $list }; { $next }
subscription-not-allowed = webhook tidak diizinkan: { $why }
subscription-not-confirmed = webhook tidak menerima pesan konfirmasi; tidak ada yang disimpan
subscription-too-large = isi permintaan lebih dari { $bytes } byte
subscription-not-json = kirim langganan sebagai Content-Type: application/json
subscription-method = metode tidak diizinkan; gunakan { $allow }
subscription-full = server ini tidak menerima langganan lagi
subscription-cross-site = langganan hanya dibuat dari halaman situs ini sendiri atau tanpa peramban; tidak ada yang disimpan
subscription-json-secret = langganan `json` tidak menerima `secret`: server membuatnya dan memberikannya sekali dalam jawabannya
subscription-not-object = isi permintaan bukan objek langganan: baris { $line }, kolom { $column }: { $place }{ $kind }
subscription-url-not-url = `url` bukan URL
subscription-url-discord = URL `discord` berbentuk https://discord.com/api/webhooks/<id>/<token> (atau discordapp.com, ptb., canary.)
subscription-url-not-public = `url` bukan alamat publik (alamat loopback, privat, link-local, dan alamat khusus lainnya ditolak)
subscription-url-http = `url` bukan URL https (http biasa hanya ke host loopback yang diizinkan server)
subscription-url-not-resolved = host `url` tidak dapat di-resolve
subscription-url-not-answered = host `url` tidak dapat di-resolve sekarang (server namanya gagal); coba lagi nanti
subscription-disabled-unopened = tidak dapat dibuka dengan kunci ini
subscription-disabled-gone = penerima { $why }: webhook-nya sudah tidak ada
subscription-disabled-failures = { $failures } pengiriman berturut-turut tidak diterima (terakhir: { $why })
json-not-valid-because = bukan JSON yang valid ({ $why })
json-not-valid = bukan JSON yang valid
json-unreadable = tidak dapat dibaca
json-wrong-type = { $expected ->
        [string] nilai dengan tipe yang salah, seharusnya string
        [number] nilai dengan tipe yang salah, seharusnya bilangan bulat
        [array] nilai dengan tipe yang salah, seharusnya array
        [object] nilai dengan tipe yang salah, seharusnya objek
       *[none] nilai dengan tipe yang salah
    }
json-out-of-range = { $expected ->
        [string] nilai di luar rentang, seharusnya string
        [number] nilai di luar rentang, seharusnya bilangan bulat
        [array] nilai di luar rentang, seharusnya array
        [object] nilai di luar rentang, seharusnya objek
       *[none] nilai di luar rentang
    }
json-unknown-field = kolom yang tidak dikenal (docs/notify.md mencantumkan kolom-kolom target)
json-missing-field = `{ $field }` tidak ada
json-field-twice = `{ $field }` diberikan dua kali
json-wrong-length = daftar dengan panjang yang salah
json-does-not-fit = nilai yang tidak sesuai
target-url-too-long = `url` lebih dari 2048 byte
target-url-space = `url` berisi spasi atau karakter kontrol
target-url-not-https = `url` bukan URL https (http biasa hanya ke alamat loopback, untuk pengujian)
target-url-user = `url` berisi nama pengguna atau kata sandi (`user@`): tidak diizinkan
target-name = `name` terdiri dari 1 sampai { $max } huruf ASCII, angka, `.`, `_`, atau `-`
target-kind = `kind` adalah `discord`, `json`, `telegram`, atau `onebot`
target-onebot-secret = `secret` adalah token akses OneBot: 1 sampai 256 karakter ASCII yang terlihat
target-no-secret = target `{ $kind }` tidak menerima `secret`
target-chat-id = `chatId` adalah nomor obrolan (`-1001234567890`) atau `@username` kanal
target-chat-id-needed = target `telegram` memerlukan `chatId`
target-chat-id-only = hanya target `telegram` yang menerima `chatId`
target-group-id-needed = target `onebot` memerlukan `groupId`, nomor grup QQ
target-group-id-only = hanya target `onebot` yang menerima `groupId`
target-invalid-field = kolom `{ $field }` tidak valid: { $message }
target-invalid-field-value = kolom `{ $field }` tidak valid: { $message } (`{ $value }`)
target-env-name = `{ $field }Env` adalah nama variabel lingkungan (A-Z, 0-9, _)
target-both = berikan `{ $field }` atau `{ $field }Env`, jangan keduanya
target-required = `{ $field }` atau `{ $field }Env` wajib diisi
delivery-no-connection = tidak ada koneksi
delivery-timed-out = waktu habis
delivery-failed = permintaan gagal
delivery-lost = { $why } setelah permintaan terkirim
delivery-rate-limited-long = dibatasi selama { $seconds } dtk, lebih lama dari yang ditunggu satu proses
delivery-rate-limited = dibatasi (429)
delivery-answered = menjawab { $status }
delivery-telegram-refused = Telegram menjawab `ok: false`
delivery-onebot-refused = implementasi OneBot menjawab retcode { $retcode }
delivery-attempts = { $why } ({ $attempts } percobaan)
delivery-out-of-time = waktu proses habis sebelum percobaan
delivery-out-of-time-after = { $why }; waktu proses habis

## The page's script (src/service/page/page.js)

# Beside a time, the same moment on the viewer's clock ($time: its date and time in its zone).
page-local-time = {" "}(waktu lokal { $time })
