# 한국어 (ko). 카탈로그의 한국어 파일입니다(파일 구성은 en.ftl 첫머리 참고). 게임 용어는
# 글로벌 서버 한국어 공지를 따릅니다(특별 허가 헤드헌팅, 무기고 신청, 오퍼레이터).

## Times told (src/certainty)

# A time whose hour no source gives: its date and "time TBC".
told-when-tbc = { $date }, 시간 미정
# Its date unknown on this clock: both dates it may fall on.
told-when-dates-tbc = { $first } 또는 { $last }, 날짜·시간 미정
told-estimated = { $when }(예상)
told-at-latest = 늦어도 { $when }
# The two dates a time may fall on, in a time told with its notes (told-marked).
told-either-date = { $first } 또는 { $last }
told-zoned = { $when }({ $zone })
# A time with what is uncertain about it: $tbc is none, time or date; $mark none, estimated or
# latest.
told-marked = { $when }{ $tbc ->
        [time] , 시간 미정
        [date] , 날짜·시간 미정
       *[none] {""}
    }{ told-mark-alone }
told-mark-alone = { $mark ->
        [estimated] (예상)
        [latest] (늦어도)
       *[none] {""}
    }
# The Chinese file joins a mark to a TBC note in one pair of brackets; English tells each apart.
told-mark-joined = { told-mark-alone }

standing-may-have-ended = 종료되었을 수 있음
standing-start-not-announced = 시작 일시 미공지
end-not-announced = 종료 일시 미공지

# What is uncertain about a time, beside a phrase.
note-time-tbc = 시간 미정
note-date-tbc = 날짜·시간 미정
note-estimated = 예상
notes-beside = { $text }({ $notes })
notes-join = {", "}

## Counts

unit-days = { $n ->
       *[other] { $n }일
    }
unit-hours = { $n ->
       *[other] { $n }시간
    }
unit-minutes = { $n ->
       *[other] { $n }분
    }
unit-seconds = { $n ->
       *[other] { $n }초
    }
units-join = {" "}

## Where an edge stands from now: $edge is start or end, $latest yes or no (an upper bound).

verb = { $edge ->
        [start] 시작
       *[end] 종료
    }
rel-latest = { $latest ->
        [yes] 늦어도{" "}
       *[no] {""}
    }
rel-verb = { rel-latest }{ verb }
rel-tomorrow = { rel-latest }내일 { verb }
rel-in = { rel-latest }{ $span } 후 { verb }
rel-in-about = { rel-latest }약 { $span } 후 { verb }

## Countdowns (the page, the card, the badge)

countdown-days = { $days }일 { $hours }시간
countdown-hours = { $hours }시간 { $minutes }분
countdown-minutes = { $minutes }분
countdown-left = { $span } 남음
countdown-starts-in = { $span } 후 시작
# The words around a live countdown's number, and an upcoming one's.
countdown-left-before = {""}
countdown-left-after = {" "}남음
countdown-starts-before = {""}
countdown-starts-after = {" "}후 시작
# An edge told by its date: $edge start or end; $mark none, estimated or latest; $tbc none,
# time or date.
countdown-dated = { $mark ->
        [estimated] ~{ $date } { verb }(예상)
        [latest] 늦어도 { $date } { verb }{ countdown-tbc }
       *[none] { $date } { verb }{ countdown-tbc }
    }
countdown-tbc = { $tbc ->
        [time] , 시간 미정
        [date] , 날짜·시간 미정
       *[none] {""}
    }

## Dates

# Two dates a time may fall on, where its date is not known on this clock.
dates-either = { $first } 또는 { $last }
month-short = { $month ->
        [1] 1월
        [2] 2월
        [3] 3월
        [4] 4월
        [5] 5월
        [6] 6월
        [7] 7월
        [8] 8월
        [9] 9월
        [10] 10월
        [11] 11월
       *[12] 12월
    }
date-month-day = { month-short } { $day }일

## The dataset behind the calendar

behind-headline = 버전 { $number }: { $on }에 종료, 다음 버전은 아직 등록되지 않음
behind-sentence = { $headline } — { $asof }, 공식 공지를 확인하세요
behind-said = { $sentence }.
behind-short = 다음 버전 미등록
data-as-of = { $at }({ $zone }) 기준 데이터
nothing-upcoming = 예정된 일정이 아직 등록되지 않았습니다.
nothing-upcoming-behind = 다음 버전이 아직 등록되지 않았습니다. 이후 일정은 공식 공지를 확인하세요.

## Names (servers, categories, versions)

server-cn = 중국 서버(UTC+8)
server-asia = 글로벌 아시아(UTC+8)
server-americas-europe = 글로벌 아메리카/유럽(UTC−5)
category-operator-plural = 오퍼레이터 헤드헌팅
category-arsenal-plural = 무기고 신청
category-permanent-plural = 상시 콘텐츠
category-limited-plural = 기간 한정 이벤트
category-update-plural = 업데이트
version-named-official = 버전 { $number } 「{ $title }」
version-named = 버전 { $number } { $quoted }
# A name in 「」, unless it brings its own.
quoted = 「{ $name }」
list-join = {", "}

## End notes

end-official = 공식: 「{ $label }」
end-inferred = 추정: { $label }
end-official-before = 공식: 「
end-official-after = 」
end-inferred-before = 추정:{" "}
end-inferred-after = {""}
rule-after-headhuntings = { $count ->
       *[other] 「특별 허가 헤드헌팅」 { $count }회 진행 후 종료
    }({ $from }부터 집계)
rule-version-end = 버전 업데이트 점검 전 종료
rule-with-event = { $event } 종료 시 함께 종료
# The generator's Chinese end wording, told in this language, phrase by phrase.
label-end-not-announced = 종료 일시 미공지
label-before-maintenance = 버전 업데이트 점검 전
label-estimated = 예상 { $time }
label-at-latest = 늦어도 { $time }
label-after-headhuntings = { $count ->
       *[other] 「특별 허가 헤드헌팅」 { $count }회 진행 후 종료
    }
label-counted-from = 「{ $title }」부터 집계
label-join = {"; "}
# An end label in the Chinese feeds, quoted or inferred.
label-official-feed = 「{ $label }」(공식)
label-inferred-feed = { $label }(추정)

## Change records (the JSON's words, the Atom feed)

field-start = 시작
field-end = 종료
field-title = 제목
field-pool = 뽑기
field-end-label = 종료 문구
changed-start = 시작 일시 변경
changed-end-announced = 종료 일시 공지
changed-end = 종료 일시 변경
changed-title = 이름 변경
changed-pool = 뽑기 교체
changed-end-label = 종료 문구 변경
change-new-version = 새 버전:{" "}
change-new = 추가:{" "}
change-changed = 변경:{" "}
change-removed = 삭제:{" "}
atom-title = Arknights: Endfield 캘린더 — 일정 변경
atom-subtitle = 뽑기, 이벤트, 버전의 추가·삭제·일정 변경. 시간은 { $zone } 기준. { -notice }
atom-author = endfield-calendar(비공식, 커뮤니티 운영)
atom-entry-changed = { $title }({ $words })
# What a record did: $kind is added, removed or changed.
atom-verb = { $kind ->
        [added] 캘린더에 추가됨
        [removed] 캘린더에서 삭제됨
       *[changed] 변경됨
    }
atom-about-event-in-version = { $title }({ $version }): { atom-verb }.
atom-about-event = { $title }: { atom-verb }.
atom-about-version-named = { $version }: { atom-verb }.
atom-about-version = 버전 「{ $title }」: { atom-verb }.
atom-nothing = —
atom-none = 없음
atom-line = { $name }: { $value }
atom-line-moved = { $name }: { $before } → { $after }
atom-line-hour-hidden = { $name }: { $after }(이전에는 어떤 출처로도 확인되지 않은 시간이었음)
atom-notices = 공식 공지: { $notices }.
atom-times-in = 시간은 { $zone } 기준. { -notice }
-notice = 비공식 커뮤니티 데이터이며 게임 권리자와 무관합니다. 공식 공지와 게임 내 표시가 우선합니다.

## Notifications

reminder-heading = { $words }:{" "}
leads-before-start = 매 시작 { $leads } 전
leads-before-end = 매 종료 { $leads } 전

## The badge and the card

badge-nothing = Endfield · 진행 중이거나 예정된 일정 없음
badge-title = Arknights: Endfield 캘린더(비공식): { $text }
card-kind-operator = 오퍼레이터 헤드헌팅
card-kind-arsenal = 무기고 신청
card-kind-permanent = 상시
card-kind-limited = 기간 한정
card-kind-update = 업데이트

## The page

page-no-limited-incomplete = 등록된 진행 중인 기간 한정 이벤트가 없습니다(이번 버전의 이벤트 목록이 불완전함).
page-no-limited = 진행 중인 기간 한정 이벤트가 없습니다.

## The generator's notes and start labels, in this language

note-end-capped-by-version = 종료 일시 미공지: 소속 버전의 종료를 상한으로 표시합니다.
note-end-latest-allowed = 종료 일시 미공지: 출처상 가능한 가장 늦은 종료 일시(상한)입니다.
note-start-hour-unconfirmed = 시작 시각은 확인되지 않았습니다.
note-end-hour-unconfirmed = 종료 시각은 확인되지 않았습니다.
note-hours-unconfirmed = 시작과 종료 시각은 확인되지 않았습니다.
note-end-by-version-rule = 공식 규칙에 따른 추정: 버전 「{ $version }」 종료(다음 버전 업데이트 점검) 시 종료.
note-end-by-headhunting-rule = 공식 규칙에 따른 추정: 「{ $from }」부터 { $count }번째 특별 허가 헤드헌팅이 「{ $with }」이며, 그 종료와 함께 종료.
start-after-version = 버전 시작 후
start-after-version-named = 버전 「{ $version }」 시작 후
start-after-update = 「{ $version }」 버전 업데이트 후
start-permanent-from = 버전 「{ $version }」 시작부터 상시

## The iCalendar feed

ics-name = Arknights: Endfield 캘린더
ics-name-filtered = Arknights: Endfield 캘린더 — { $filters }
ics-name-from = { $from }부터
ics-name-until = { $to }까지
# $sources: origin, partial or fallback (source.mode).
ics-description = Arknights: Endfield의 버전, 뽑기, 이벤트. 시간은 { $zone } 기준. 데이터 갱신: { $updated }({ $zone }); { $sources ->
        [partial] 일부 출처만 응답함(나머지는 보관된 출처로 보완)
        [fallback] 보관된 출처로 오프라인 생성(상위 통계 인터페이스는 읽지 않음)
       *[origin] 상위 통계 인터페이스가 응답함
    }; 공식 공지 { $notices }건 인용(생성기가 읽었거나 공지 목록 아카이브에서 인용). { -notice }
ics-summary-start-unknown = {" "}(시작일 미상)
ics-summary-open-ended = {" "}(종료 미정)
ics-summary-end-estimated = {" "}(종료 추정)
ics-summary-time-tbc = {" "}(시간 미정)
ics-related = 관련: { $related }
ics-span = { $start } – { $end }({ $zone })
ics-at = { $start }({ $zone })
ics-open-ended = { $start }({ $zone }) 시작. 종료일이 공지되지 않아 열려 있으므로, 캘린더에는 시작일에 종일 표시로 나타납니다.
ics-through-estimated-end = { $start }({ $zone }) 시작. 공식 종료일이 공지되지 않아, 캘린더에는 추정 종료일 { $end }까지 종일로 표시됩니다.
ics-through-version-end = { $start }({ $zone }) 시작. 잠정 종료일조차 공지되지 않아, 캘린더에는 소속 버전 종료 { $end }(추정)까지 종일로 표시됩니다.
ics-estimated-end = 추정 종료: { $end }
ics-start-unknown = 시작일이 아직 공지되지 않았습니다. 표시된 날짜는 임시입니다.
ics-start-label = 시작: { $label }
ics-end-label = 종료: { $label }
ics-featured = 확률 UP: { $names }
ics-names-join = {", "}
ics-source = 출처: { $note }
ics-notice = { -notice }
ics-alarm = { $title } { $words }
ics-marker = { $title } { $end }({ $zone }) 종료. 알림용 표시입니다(피드에 ending={ $lead } 요청).
    { -notice }

page-description = Arknights: Endfield · { $server } 비공식 캘린더: 진행 중인 뽑기와 이벤트, 예정된 일정, 타임라인, 캘린더 구독.

## The feed builder's and the "Get notified" form's choices

feed-alarm-pt1h = 시작·종료 1시간 전
feed-alarm-p1d = 시작·종료 1일 전
feed-alarm-p1d-pt1h = 1일 전과 1시간 전
feed-ending-p1d = 1일 전 "곧 종료"
feed-ending-pt3h = 3시간 전 "곧 종료"
notify-ending-p1d = 종료 1일 전
notify-ending-pt3h = 종료 3시간 전

## The page (src/service/page/view/)

page-server = 서버
page-server-2 = 서버:{" "}
page-a-community-calendar-of-the = : 중국 서버의 커뮤니티 캘린더이며, 게임 권리자와 무관합니다.{" "}
page-all-times-are-beijing-time = 모든 시간은 베이징 시간(Asia/Shanghai, UTC+8)입니다.
page-a-community-calendar-of-the-2 = : 글로벌 아시아 서버의 커뮤니티 캘린더(중국 서버 공지를 바탕으로 작성, 서버 간 일정 동일)이며, 게임 권리자와 무관합니다.{" "}
page-all-times-are-the-global = 모든 시간은 글로벌 아시아 서버 시간(UTC+8)입니다.
page-a-community-calendar-of-the-3 = : 글로벌 아메리카/유럽 서버의 커뮤니티 캘린더(중국 서버 공지를 바탕으로 작성, 서버 간 일정 동일)이며, 게임 권리자와 무관합니다.{" "}
page-all-times-are-the-global-2 = 모든 시간은 글로벌 아메리카/유럽 서버 시간(UTC−5)입니다.
page-unofficial = 비공식
page-where-it-differs-from-the = 공식 공지나 게임과 다를 경우 공식 내용이 우선합니다.{" "}
page-arknights-endfield-calendar = Arknights: Endfield 캘린더
page-page-navigation = 페이지 탐색
page-live = 진행 중
page-upcoming = 예정
page-timeline = 타임라인
page-banner-history = 뽑기 기록
page-subscribe = 구독
page-language = 언어
page-version = 버전{" "}
page-end-not-announced = 종료 일시 미공지
page-starts-in = 시작까지{" "}
page-start-date-and-time-tbc = 시작 날짜·시간 미정
page-start-date-known-time-tbc = 시작 날짜 확정, 시간 미정
page-ended = 종료됨
page-ends-in = 종료까지{" "}
page-end-date-and-time-tbc = 종료 날짜·시간 미정
page-end-date-known-time-tbc = 종료 날짜 확정, 시간 미정
page-this-version-s-activity-list = 이번 버전의 이벤트 목록이 불완전합니다: 아직 등록되지 않은 이벤트는 표시되지 않습니다.
page-the-data-holds-no-version = 데이터에 버전이 없습니다.
page-no-pool-is-live = 진행 중인 뽑기가 없습니다.
page-their-estimated-end-has-passed = 추정 종료 일시가 지났으나 공식 종료 일시는 공지되지 않았습니다.
page-none = 없음.
page-text-2 = {" "}
page-text-3 = (
page-text-4 = )
page-their-estimated-start-has-passed = 추정 시작 일시가 지났으나 공식 시작 일시는 아직 공지되지 않았습니다.
page-rate-up = 확률 UP:{" "}
page-operator-pool = 오퍼레이터 헤드헌팅
page-arsenal-pool = 무기고 신청
page-permanent = 상시
page-limited = 기간 한정
page-update = 업데이트
page-text-5 = ;{" "}
page-text-6 = {""}
page-left-until = {" "}남음, 종료{" "}
page-ends = 종료:{" "}
page-permanent-no-end = 상시, 종료 없음
page-end-not-announced-2 = 종료 일시 미공지
page-start-not-announced = 시작 일시 미공지
page-was-estimated-for = {" "}(추정:{" "}
page-text-7 = )
page-text-8 = {" "}(
page-to-go = {" "}후 시작,{" "}
page-the-upstream-answered-origin = 상위 출처 응답 (origin)
page-only-part-of-the-sources = 일부 출처만 응답, 나머지는 보관된 출처로 보완 (partial)
page-built-offline-from-the-kept = 상위 출처 없이 보관된 출처로 오프라인 생성 (fallback)
page-sources-the-game-s-official = 출처: 게임 내 공식 공지(
page-text-9 = {""}
page-cited-read-by-the-generator = 건 인용, 생성기가 읽었거나 공지 목록 아카이브에서 인용), 상위 출처의 공개 인터페이스(
page-and-community-records-every-fact = ), 커뮤니티 기록(모든 항목에 출처 표기). 비공식 커뮤니티 프로젝트이며, 공식 공지와 게임이 우선합니다.
page-data-last-updated = 데이터 갱신:{" "}
page-upstream-data-of = , 상위 데이터:{" "}
page-page-generated = ; 페이지 생성:{" "}
page-text-10 = .
page-last-recorded-version = 마지막으로 기록된 버전
page-current-version = 현재 버전
page-live-now = 진행 중
page-pools = 뽑기
page-updates = 업데이트
page-may-have-ended = 종료되었을 수 있음
page-permanent-2 = 상시
page-add-pools-and-events-to = 뽑기와 이벤트를 캘린더 앱에 추가하면 데이터 갱신이 모두 반영됩니다. 프리셋을 고르거나 직접 선택하세요:
page-presets = 프리셋
page-none-checked-every-category = 선택 안 함 = 모든 카테고리.
page-all-versions = 모든 버전
page-all = 전체
page-live-2 = 진행 중
page-no-alarm = 알림 없음
page-none-2 = 없음
page-some-calendar-apps-google-calendar = 일부 캘린더 앱(Google 캘린더)은 구독한 캘린더의 알림을 무시합니다. 이 경우 "곧 종료" 일정을 선택하세요.
page-copy = 복사
page-webcal-link-apple-calendar-and = webcal 링크(Apple 캘린더와 Outlook에서 바로 열림)
page-google-calendar = Google 캘린더
page-on-the-web-settings-add = 웹: 설정 → 캘린더 추가 → URL로 추가에서 위의 https 링크를 붙여넣으세요. 휴대폰은 계정을 따라 동기화됩니다.
page-apple-calendar = Apple 캘린더
page-iphone-ipad-tap-open-in = iPhone / iPad: "캘린더 앱에서 열기"를 탭하세요. Mac: 파일 → 새로운 캘린더 구독에서 링크를 붙여넣으세요.
page-outlook-on-the-web-add = Outlook 웹: 캘린더 추가 → 웹에서 구독에서 https 링크를 붙여넣으세요.
page-new-calendar-on-the-network = 새 캘린더 → 네트워크(On the Network)에서 https 링크를 붙여넣고 형식은 iCalendar (ICS)로 하세요.
page-calendar-apps-refresh-a-subscription = 캘린더 앱은 몇 시간마다 구독을 새로 고칩니다. 시간은 UTC로 기록되어 사용자의 시간대로 표시됩니다.
page-icalendar-feed-ics = iCalendar 피드(ICS)
page-schedule-changes-atom-feed = 일정 변경(Atom 피드)
page-what-was-added-or-moved = : 추가·변경 내역을 피드 리더로 —{" "}
page-openapi-document = OpenAPI 문서
page-download-the-whole-dataset-events = 전체 데이터셋 다운로드(events.json)
page-the-latest-rolling-release = , 최신 롤링 릴리스
page-source-code = 소스 코드
page-subscribe-2 = 구독
page-categories = 카테고리
page-version-2 = 버전
page-status = 상태
page-server-3 = 서버
page-alarm = 알림
page-ending = 곧 종료
page-get-links = 링크 만들기
page-feed-url = 피드 URL
page-open-in-calendar-app = 캘린더 앱에서 열기
page-how-to-subscribe = 구독 방법
page-data-api = 데이터 & API
page-what-is-stored-the-webhook = 저장되는 내용: 웹후크 URL(암호화되며 표시·기록되지 않음), 선택한 카테고리·서버·알림·언어, 관리 토큰의 해시.
page-to-unsubscribe-delete-the-webhook = 구독 해지: Discord에서 웹후크를 삭제하거나(다음 게시 때 구독 중지), 관리 토큰으로 DELETE를 보내세요(구독 후 페이지에 명령이 나옵니다).
page-get-new-versions-schedule-changes = 새 버전, 일정 변경, 시작·종료 알림을 Discord 채널로 받으세요: 웹후크를 만들고(채널 설정 → 연동 → 웹후크) URL을 복사해 여기에 붙여넣으세요. 먼저 확인 메시지가 게시됩니다.
page-no-reminder = 알림 없음
page-none-3 = 없음
page-get-notified-arknights-endfield-calendar = 알림 받기 · Arknights: Endfield 캘린더
page-the-confirmation-is-in-your = 확인 메시지가 채널에 게시되었습니다.
page-the-management-token-is-shown = 관리 토큰은 이번 한 번만 표시됩니다. 지금 보관하세요.
page-subscription-id = 구독 ID:{" "}
page-management-token = 관리 토큰:{" "}
page-to-see-it = 확인:{" "}
page-to-unsubscribe = 구독 해지:{" "}
page-put-this-site-s-address = (경로 앞에 이 사이트 주소를 붙이세요.)
page-nothing-was-stored-why = 아무것도 저장되지 않았습니다. 이유:{" "}
page-back-to-the-calendar = 캘린더로 돌아가기
page-get-notified = 알림 받기
page-discord-webhook-url = Discord 웹후크 URL
page-reminder = 알림
page-subscribe-3 = 구독
page-subscribed = 구독됨
page-not-subscribed = 구독 안 됨
page-everything-of-the-current-version = 현재 버전과 앞뒤 버전의 모든 일정입니다. 세로선은 버전 구분, 빨간 선은 현재입니다. 차트는 가로로 스크롤됩니다.
page-jump-to-now = 현재로 이동
page-timeline-scrolls-sideways = 타임라인(가로 스크롤)
page-now = 현재
page-text-11 = :{" "}
page-permanent-3 = 상시
page-not-announced = 미공지
page-versions-on-the-timeline = 타임라인의 버전
page-every-rate-up-6-operator = 확률 UP된 모든 6★ 오퍼레이터와 무기의 뽑기(복각 포함)를 하나의 시간축에 표시합니다. 가장 오래 나오지 않은 것이 먼저, 빨간 선은 현재, 옅은 막대는 시작 전이거나 종료 미공지입니다. 이름을 누르면 해당 뽑기를 구독할 수 있습니다.
page-the-data-names-no-rate = 데이터에 확률 UP 대상이 없습니다.
page-operator = 오퍼레이터
page-weapon = 무기
page-its-pools = : 뽑기
page-live-now-2 = 진행 중
page-not-run-yet = 아직 없음
page-next = 다음:{" "}
page-h1 = Arknights: Endfield 캘린더
page-trademark = Arknights: Endfield는 권리자의 상표이며, 이 사이트는 권리자와 무관합니다.
page-runs = { $count }회
# $count is where the number stands (set in bold); $days chooses the plural.
page-days-since-last = 마지막 이후 { $count }일{ $days ->
       *[other] {""}
    }

## Why the "Get notified" form's subscription was refused

refused-rate-limited = 요청이 너무 많습니다: { $seconds }초 후 다시 시도하세요.
refused-invalid = 웹후크 URL 또는 선택 항목이 허용되지 않았습니다: Discord 웹후크 URL(https://discord.com/api/webhooks/…)을 붙여넣고 제공된 옵션 중에서 선택하세요.
refused-webhook-not-allowed = 이 웹후크 URL은 허용되지 않습니다: Discord 웹후크 URL만 받습니다.
refused-webhook-not-confirmed = 확인 메시지를 게시하지 못했습니다: 웹후크 URL이 올바른지, 웹후크가 아직 있는지 확인하세요.
refused-full = 지금은 새 구독을 받지 않습니다. 나중에 다시 시도하세요.
refused-other = 구독하지 못했습니다. 나중에 다시 시도하세요.

## Notifications (src/notify/)

notify-start = 시작
notify-end = 종료
notify-featured = 확률 UP
notify-sep = ,{" "}
notify-unofficial-arknights-endfield-calendar = 비공식 Arknights: Endfield 캘린더
notify-official-notice = {" "}· 공식 공지{" "}
notify-sep-2 = :{" "}
notify-test-message-from-the-calendar = 캘린더 테스트 메시지 — 일정 변경 없음
notify-target = 대상 "
notify-works-the-schedule-changes-and = " 정상 작동: 비공식 Arknights: Endfield 캘린더의 일정 변경과 알림이 여기에 게시됩니다.
notify-subscribed-the-unofficial-arknights-endfield = 구독 완료: 비공식 Arknights: Endfield 캘린더가 여기에 게시합니다.
notify-schedule-changes = 일정 변경
notify-reminders = 알림
notify-server = 서버
notify-language = 언어
notify-english = 한국어
notify-to-stop = 중지 방법
notify-every-category-and-new-versions = 모든 카테고리와 새 버전
notify-every-category = 모든 카테고리
notify-only-pools-featuring = , 확률 UP 대상:{" "}
notify-sep-3 = {" "}포함 뽑기만
notify-none = 없음
notify-sep-4 = ;{" "}
notify-remove-the-target-from-the = 대상 파일에서 대상 삭제
notify-send-delete = DELETE 전송:{" "}
notify-with-the-management-token-the = {" "}(구독 응답으로 받은 관리 토큰 사용, Authorization: Bearer …)
notify-or-delete-this-webhook-in = , 또는 Discord에서 이 웹후크 삭제

## The page's presets, the rate-limited page, the countdown card

page-preset-all-pools = 모든 뽑기
page-preset-operator-pools = 오퍼레이터 헤드헌팅
page-preset-limited = 기간 한정 이벤트
page-preset-everything = 전체
limited-title = 요청이 너무 많음 · Arknights: Endfield 캘린더
limited-heading = 요청이 너무 많음
# $wait is where the wait stands (set in bold, as limited-wait tells it); $seconds chooses the plural.
limited-try-again = 짧은 시간에 요청을 너무 많이 보냈습니다(같은 네트워크 주소를 쓰는 다른 사람일 수도 있습니다). { $wait } 후 다시 시도하세요{ $seconds ->
       *[other] {""}
    }. 그때 이 페이지가 자동으로 새로 고쳐집니다.
limited-wait = { $seconds }초
card-title = Arknights: Endfield 캘린더 · 카운트다운
card-nothing = 진행 중이거나 예정된 일정이 등록되어 있지 않습니다.
card-link = Endfield 캘린더(비공식)
page-json-api = JSON API

## MCP's tools' texts (for language models; the Chinese file keeps them in English, as they were)

mcp-not-announced = 미공지
mcp-span = { $start } → { $end }
mcp-summary-events = 이벤트 { $total }건, 시간은 { $zone } 기준:
mcp-summary-changes = 변경 { $total }건, 시간은 { $zone } 기준:
mcp-summary-units = 유닛 { $total }개, 시간은 { $zone } 기준:
mcp-and-more = … 외 { $more }건(structuredContent에 전체 목록)
mcp-end = {"; "}종료: { $note }
mcp-featured = {"; "}확률 UP: { $names }
mcp-event-line = - { $title } [{ $category }, { $status }] { $span }{ $more } ({ $id })
mcp-change-line = - { $at } { $kind } { $subject } { $title } ({ $key }; { $words })
mcp-join = {", "}
mcp-record-stops = 기록은 최신 변경 { $newest }까지입니다. 데이터는 { $generated }에 생성되었으며, 이후 변경은 아직 기록되지 않았습니다.
mcp-record-empty = 기록에 변경이 없습니다. 데이터는 { $generated }에 생성되었으며, 이후 변경은 아직 기록되지 않았습니다.
mcp-times-in = 시간은 { $zone } 기준.
mcp-unit-names = { $name }({ $en })
mcp-unit-runs = { $names }, { $kind }: { $n }회 시작됨
mcp-unit-live = , 그중 1회 진행 중
mcp-unit-days-since = , 마지막 종료 후 { $n }일
mcp-unit-next = ; 다음 회차 { $start } 시작
mcp-unit-no-next = ; 다음 회차는 아직 등록되지 않음
mcp-run-line = { $title } [{ $status }] { $span } ({ $id })

## Chat (src/chat/): the commands' answers in Discord, Telegram and QQ, and their descriptions

chat-notice = 비공식 커뮤니티 캘린더입니다. 공식 공지와 게임 내 정보가 우선합니다.
chat-more = … 외 { $n }개
chat-now-title = 현재 · { $server }
chat-next-title = 예정 · { $server }
chat-version-ends = { $when } 종료
chat-version-starts = { $when } 시작
chat-live = 진행 중:
chat-nothing-live = 지금 진행 중인 것이 없습니다.
chat-next-not-recorded = 다음 버전은 아직 등록되지 않았습니다.
chat-upcoming = 예정:
chat-unit-ask = 유닛 이름을 입력하세요(영어 또는 중국어 이름 등).
chat-unit-unknown = 그 이름의 픽업 유닛은 등록되어 있지 않습니다.
chat-unit-runs = 지금까지 픽업 { $n }회
chat-unit-last = 지난 픽업:
chat-unit-live = 픽업 중
chat-unit-days-since = 종료 후 { $n }일
chat-unit-next = 다음 픽업:
chat-unit-no-next = 다음 픽업은 아직 등록되지 않았습니다.
chat-help = 명령어
chat-no-reminders = 알림 없음
chat-status-on = 이 채팅은 구독 중입니다: { $server }, { $lang }, 시작 { $lead } 전 알림.
chat-status-off = 이 채팅은 구독하지 않았습니다.
chat-subscribed = 구독했습니다: 공지와 시작 { $lead } 전 알림이 여기에 게시됩니다.
chat-already-subscribed = 이 채팅은 이미 구독 중입니다.
chat-unsubscribed = 구독을 해지했습니다: 더 이상 여기에 게시하지 않습니다.
chat-not-subscribed = 이 채팅은 구독하지 않았습니다.
chat-not-allowed = 이 채팅의 관리자만 구독을 변경할 수 있습니다.
chat-group-only = 구독은 그룹이나 서버 채널에서 할 수 있으며, 개인 채팅에서는 할 수 없습니다.
chat-failed = 지금은 구독을 변경할 수 없습니다. 아무것도 바뀌지 않았습니다. 나중에 다시 시도하세요.
chat-option-invalid = 이 옵션을 읽을 수 없습니다:
chat-option-accepted = 사용할 수 있는 옵션: { $options }
chat-slow-down = 명령이 너무 많습니다. 이 채팅에는 1분 동안 응답하지 않습니다.
chat-unknown = 알 수 없는 명령입니다. { $help }로 목록을 확인하세요.
chat-webhook-name = 엔드필드 캘린더
# A chat endpoint's refusals (read by the platform's servers and their operators).
chat-refused-unauthorized = 업데이트의 서명 또는 시크릿이 없거나 위조되었거나 만료되었습니다
chat-refused-unreadable = 본문이 이 플랫폼의 업데이트가 아닙니다
chat-cmd-endfield = 비공식 명일방주: 엔드필드 캘린더
chat-cmd-now = 현재 버전과 진행 중인 것
chat-cmd-next = 예정된 것
chat-cmd-unit = 유닛의 픽업 기록: 지난번, 다음, 경과 일수
chat-cmd-unit-name = 유닛 이름
chat-cmd-unit-placeholder = 이름
chat-cmd-subscribe = 여기에 공지와 알림 게시(관리자)
chat-cmd-unsubscribe = 여기에 게시 중지(관리자)
chat-cmd-status = 이 채팅의 구독 여부
chat-cmd-help = 명령어 목록
chat-cmd-server = 시간 기준 서버
chat-cmd-lang = 게시 언어
chat-cmd-category = 이 카테고리만(operator, arsenal, limited, permanent, update)

## Dates: CLDR patterns

date-year-month-day = { $year }년 { month-short } { $day }일
time-pattern = HH:mm
date-time = { $date } { $time }

## Errors

error-invalid-query = 잘못된 쿼리입니다
error-invalid-parameter = 쿼리 매개변수 `{ $parameter }`이(가) 잘못되었습니다: { $message }
error-more-problems = { $message } (외 문제 { $more }개, details 참조)
error-more-problems-listed = { $message } (외 문제 { $more }개; details에는 처음 { $listed }개만 표시)
error-not-found = `{ $path }`에 리소스가 없습니다. API는 { $api }에 있습니다
error-method-not-allowed = `{ $method }` 메서드는 허용되지 않습니다. { $allow }을(를) 사용하세요
error-rate-limited = 요청이 너무 많습니다. { $seconds }초 후에 다시 시도하세요
error-internal = 내부 서버 오류
error-bad-request = 잘못된 요청: { $why }
error-uri-too-long = 요청 대상이 너무 깁니다
error-headers-too-large = 요청 헤더가 너무 큽니다
error-request-timeout = 헤더 제한 시간 안에 요청 헤더가 모두 도착하지 않았습니다
problem-encoding = 퍼센트 인코딩을 UTF-8 텍스트로 디코딩할 수 없습니다
problem-unknown-events = 알 수 없는 매개변수입니다. 매개변수는 { $events }이며, /api/v1/events.ics에서는 { $feed }도 받습니다
problem-unknown-on = 알 수 없는 매개변수입니다. { $path }의 매개변수는 { $parameters }입니다
problem-duplicate = 두 번 이상 지정되었습니다
problem-empty = 값이 없습니다. 필터를 적용하지 않으려면 매개변수를 생략하세요
problem-empty-range = `from`은 `to`보다 앞서야 합니다: 구간 [from, to)가 비게 됩니다
problem-version = `all`, `version-5` 같은 버전 키 또는 `5` 같은 숫자를 지정하세요
problem-unknown-version = 해당 버전이 없습니다. 버전은 { $versions }입니다
problem-too-many-durations = 기간은 쉼표로 구분해 최대 { $max }개입니다
problem-duration = 0보다 크고 P7D 이하인 ISO 8601 기간을 지정하세요(예: P1D, PT1H, P2DT12H)
problem-too-many-names = 이름은 최대 { $max }개입니다
problem-empty-item = 쉼표로 구분된 목록에 빈 항목이 있습니다
problem-name-too-long = 이름은 최대 { $max }자입니다
problem-name-control = 이름에는 제어 문자를 쓸 수 없습니다
problem-all-and-categories = `all`은 카테고리와 함께 쓸 수 없습니다
problem-unknown-category = 알 수 없는 카테고리입니다. `all` 또는 { $categories }의 쉼표 구분 목록을 지정하세요
problem-server = cn, asia, americas-europe 중 하나를 지정하세요
problem-expected-one-of = 다음 중 하나를 지정하세요: { $values }
problem-datetime = 오프셋이 있는 RFC 3339 타임스탬프를 지정하세요(예: 2026-08-01T00:00:00+08:00, 2026-07-31T16:00:00Z)
problem-limit = 1부터 { $max }까지의 정수여야 합니다
problem-theme = light, dark, transparent 중 하나여야 합니다
mcp-problem-argument = 알 수 없는 인수입니다. unit_history의 인수는 { $arguments }입니다
mcp-problem-name = unit_history에는 유닛 이름(중국어 이름 또는 공식 영어 이름)이 필요합니다
bad-request-host = Host 헤더가 올바른 host[:port]가 아닙니다
bad-request-hosts = Host 헤더가 둘 이상입니다
bad-request-alarm = 제공하지 않는 `alarm`입니다
bad-request-ending = 제공하지 않는 `ending`입니다
mcp-unit-unknown = 데이터에 "{ $name }"(이)라는 유닛이 없습니다: 어떤 오퍼레이터 헤드헌팅이나 무기고 신청에도 픽업되지 않았습니다(이름은 중국어 이름과 정확히 같거나 공식 영어 이름). list_units가 모든 유닛을 나열합니다

## Names

# A name shown untranslated (its title): never "not announced".
names-untranslated = 한국어 공식 명칭은 여기에 기록되지 않음

## Subscriptions refused
subscription-invalid = 잘못된 구독: { $problems }
subscription-invalid-body = 잘못된 구독
subscription-problems = { $list }; { $next }
subscription-not-allowed = 허용되지 않는 웹훅: { $why }
subscription-not-confirmed = 웹훅이 확인 메시지를 받지 않았습니다. 아무것도 저장되지 않았습니다
subscription-too-large = 본문이 { $bytes }바이트보다 큽니다
subscription-not-json = 구독은 Content-Type: application/json으로 보내 주세요
subscription-method = 허용되지 않는 메서드입니다. { $allow }을(를) 사용하세요
subscription-full = 이 서버는 더 이상 구독을 받지 않습니다
subscription-cross-site = 구독은 이 사이트의 페이지에서 또는 브라우저 없이만 만들 수 있습니다. 아무것도 저장되지 않았습니다
subscription-json-secret = `json` 구독은 `secret`을 받지 않습니다. 서버가 만들어 응답에서 한 번만 알려 줍니다
subscription-not-object = 본문이 구독 객체가 아닙니다: { $line }행 { $column }열: { $place }{ $kind }
subscription-url-not-url = `url`이 URL이 아닙니다
subscription-url-discord = `discord` URL은 https://discord.com/api/webhooks/<id>/<token>(또는 discordapp.com, ptb., canary.)입니다
subscription-url-not-public = `url`이 공인 주소가 아닙니다(루프백, 사설, 링크 로컬 등 특수 용도 주소는 거부됩니다)
subscription-url-http = `url`이 https URL이 아닙니다(일반 http는 서버가 허용한 루프백 호스트에만)
subscription-url-not-resolved = `url`의 호스트를 확인할 수 없습니다
subscription-url-not-answered = 지금은 `url`의 호스트를 확인할 수 없습니다(네임 서버 오류). 나중에 다시 시도하세요
subscription-disabled-unopened = 이 키로 열리지 않습니다
subscription-disabled-gone = 수신 측이 { $why }: 웹훅이 더 이상 없습니다
subscription-disabled-failures = { $failures }회 연속으로 전송이 받아들여지지 않았습니다(마지막: { $why })
json-not-valid-because = 올바른 JSON이 아닙니다({ $why })
json-not-valid = 올바른 JSON이 아닙니다
json-unreadable = 읽을 수 없습니다
json-wrong-type = { $expected ->
        [string] 값의 유형이 잘못되었습니다(문자열이어야 합니다)
        [number] 값의 유형이 잘못되었습니다(정수이어야 합니다)
        [array] 값의 유형이 잘못되었습니다(배열이어야 합니다)
        [object] 값의 유형이 잘못되었습니다(객체이어야 합니다)
       *[none] 값의 유형이 잘못되었습니다
    }
json-out-of-range = { $expected ->
        [string] 값이 범위를 벗어났습니다(문자열이어야 합니다)
        [number] 값이 범위를 벗어났습니다(정수이어야 합니다)
        [array] 값이 범위를 벗어났습니다(배열이어야 합니다)
        [object] 값이 범위를 벗어났습니다(객체이어야 합니다)
       *[none] 값이 범위를 벗어났습니다
    }
json-unknown-field = 알 수 없는 필드입니다(docs/notify.md에 대상의 필드가 나와 있습니다)
json-missing-field = `{ $field }`이(가) 없습니다
json-field-twice = `{ $field }`이(가) 두 번 주어졌습니다
json-wrong-length = 목록의 길이가 잘못되었습니다
json-does-not-fit = 맞지 않는 값입니다
target-url-too-long = `url`이 2048바이트보다 깁니다
target-url-space = `url`에 공백이나 제어 문자가 있습니다
target-url-not-https = `url`이 https URL이 아닙니다(일반 http는 테스트용 루프백 주소에만)
target-url-user = `url`에 사용자 이름이나 비밀번호(`user@`)가 있습니다: 허용되지 않습니다
target-name = `name`은 1~{ $max }자의 ASCII 문자, 숫자, `.`, `_`, `-`입니다
target-kind = `kind`는 `discord`, `json`, `telegram`, `onebot` 중 하나입니다
target-onebot-secret = `secret`은 OneBot 액세스 토큰입니다: 보이는 ASCII 문자 1~256자
target-no-secret = `{ $kind }` 대상은 `secret`을 받지 않습니다
target-chat-id = `chatId`는 채팅 번호(`-1001234567890`) 또는 채널의 `@username`입니다
target-chat-id-needed = `telegram` 대상에는 `chatId`가 필요합니다
target-chat-id-only = `chatId`는 `telegram` 대상만 받습니다
target-group-id-needed = `onebot` 대상에는 QQ 그룹 번호인 `groupId`가 필요합니다
target-group-id-only = `groupId`는 `onebot` 대상만 받습니다
target-invalid-field = 잘못된 필드 `{ $field }`: { $message }
target-invalid-field-value = 잘못된 필드 `{ $field }`: { $message } (`{ $value }`)
target-env-name = `{ $field }Env`는 환경 변수 이름입니다(A-Z, 0-9, _)
target-both = `{ $field }`와 `{ $field }Env` 중 하나만 주세요
target-required = `{ $field }` 또는 `{ $field }Env`가 필요합니다
delivery-no-connection = 연결 없음
delivery-timed-out = 시간 초과
delivery-failed = 요청 실패
delivery-lost = 요청을 보낸 뒤 { $why }
delivery-rate-limited-long = { $seconds }초 동안 속도 제한됨(한 번의 실행이 기다리는 시간보다 김)
delivery-rate-limited = 속도 제한됨(429)
delivery-answered = { $status } 응답
delivery-telegram-refused = Telegram이 `ok: false`로 응답함
delivery-onebot-refused = OneBot 구현이 retcode { $retcode }로 응답함
delivery-attempts = { $why }({ $attempts }회 시도)
delivery-out-of-time = 시도하기 전에 실행 시간이 다 됨
delivery-out-of-time-after = { $why }; 실행 시간이 다 됨

## The page's script (src/service/page/page.js)

# Beside a time, the same moment on the viewer's clock ($time: its date and time in its zone).
page-local-time = {" "}(현지 시간 { $time })
