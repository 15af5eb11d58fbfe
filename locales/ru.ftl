# Русский (ru). Русский файл каталога в синтаксисе Project Fluent (подмножество, которое читает
# src/catalog/syntax.rs); как устроены файлы, описано в en.ftl. Все id и переменные en.ftl
# сохранены.

## Times told (src/certainty)

# A time whose hour no source gives: its date and "time TBC".
told-when-tbc = { $date }, время уточняется
# Its date unknown on this clock: both dates it may fall on.
told-when-dates-tbc = { $first } или { $last }, дата и время уточняются
told-estimated = { $when } (ориентировочно)
told-at-latest = { $when } (не позднее)
# The two dates a time may fall on, in a time told with its notes (told-marked).
told-either-date = { $first } или { $last }
told-zoned = { $when } ({ $zone })
# A time with what is uncertain about it: $tbc is none, time or date; $mark none, estimated or
# latest.
told-marked = { $when }{ $tbc ->
        [time] , время уточняется
        [date] , дата и время уточняются
       *[none] {""}
    }{ told-mark-alone }
told-mark-alone = { $mark ->
        [estimated] {" "}(ориентировочно)
        [latest] {" "}(не позднее)
       *[none] {""}
    }
# The Chinese file joins a mark to a TBC note in one pair of brackets; English tells each apart.
told-mark-joined = { told-mark-alone }

standing-may-have-ended = возможно, уже завершилось
standing-start-not-announced = начало не объявлено
end-not-announced = окончание не объявлено

# What is uncertain about a time, beside a phrase.
note-time-tbc = время уточняется
note-date-tbc = дата и время уточняются
note-estimated = ориентировочно
notes-beside = { $text } ({ $notes })
notes-join = {", "}

## Counts

unit-days = { $n ->
        [one] { $n } день
        [few] { $n } дня
       *[many] { $n } дней
    }
unit-hours = { $n ->
        [one] { $n } час
        [few] { $n } часа
       *[many] { $n } часов
    }
unit-minutes = { $n ->
        [one] { $n } минуту
        [few] { $n } минуты
       *[many] { $n } минут
    }
unit-seconds = { $n ->
        [one] { $n } секунду
        [few] { $n } секунды
       *[many] { $n } секунд
    }
units-join = {" "}

## Where an edge stands from now: $edge is start or end, $latest yes or no (an upper bound).

verb = { $edge ->
        [start] начнётся
       *[end] завершится
    }
rel-latest = { $latest ->
        [yes] {" "}самое позднее
       *[no] {""}
    }
rel-verb = { verb }{ rel-latest }
rel-tomorrow = { rel-verb } завтра
rel-in = { rel-verb } через { $span }
rel-in-about = { rel-verb } примерно через { $span }

## Countdowns (the page, the card, the badge)

countdown-days = { $days } д { $hours } ч
countdown-hours = { $hours } ч { $minutes } мин
countdown-minutes = { $minutes } мин
countdown-left = осталось { $span }
countdown-starts-in = начнётся через { $span }
# The words around a live countdown's number, and an upcoming one's.
countdown-left-before = осталось{" "}
countdown-left-after = {""}
countdown-starts-before = начнётся через{" "}
countdown-starts-after = {""}
# An edge told by its date: $edge start or end; $mark none, estimated or latest; $tbc none,
# time or date.
countdown-dated = { $mark ->
        [estimated] { verb } ~{ $date } (ориентировочно)
        [latest] { verb } не позднее { $date }{ countdown-tbc }
       *[none] { verb } { $date }{ countdown-tbc }
    }
countdown-tbc = { $tbc ->
        [time] , время уточняется
        [date] , дата и время уточняются
       *[none] {""}
    }

## Dates

# Two dates a time may fall on, where its date is not known on this clock.
dates-either = { $first } или { $last }
month-short = { $month ->
        [1] янв.
        [2] февр.
        [3] мар.
        [4] апр.
        [5] мая
        [6] июн.
        [7] июл.
        [8] авг.
        [9] сент.
        [10] окт.
        [11] нояб.
       *[12] дек.
    }
date-month-day = { $day } { month-short }

## The dataset behind the calendar

behind-headline = Версия { $number } завершилась { $on }; следующая версия здесь ещё не внесена
behind-sentence = { $headline } — { $asof }; следите за официальными объявлениями
behind-said = { $sentence }.
behind-short = следующая версия ещё не внесена
data-as-of = данные на { $at } ({ $zone })
nothing-upcoming = Здесь пока нет ничего предстоящего.
nothing-upcoming-behind = Следующая версия здесь ещё не внесена; что будет дальше, смотрите в официальных объявлениях.

## Names (servers, categories, versions)

server-cn = CN (UTC+8)
server-asia = Глобальный: Азия (UTC+8)
server-americas-europe = Глобальный: Америка / Европа (UTC−5)
category-operator-plural = наймы оперативников
category-arsenal-plural = поставки арсенала
category-permanent-plural = постоянный контент
category-limited-plural = временные события
category-update-plural = обновления
version-named-official = версия { $number } «{ $title }»
version-named = версия { $number } { $quoted }
# A name in 「」, unless it brings its own.
quoted = 「{ $name }」
list-join = {", "}

## End notes

end-official = официально: 「{ $label }」
end-inferred = по расчёту: { $label }
end-official-before = официально: 「
end-official-after = 」
end-inferred-before = по расчёту:{" "}
end-inferred-after = {""}
rule-after-headhuntings = завершится через { $count ->
        [one] { $count } баннер специального найма
        [few] { $count } баннера специального найма
       *[many] { $count } баннеров специального найма
    }, начиная с { $from }
rule-version-end = завершится до обновления версии и обслуживания
rule-with-event = завершится вместе с { $event }
# The generator's Chinese end wording, told in this language, phrase by phrase.
label-end-not-announced = окончание не объявлено
label-before-maintenance = до обновления версии и обслуживания
label-estimated = ориентировочно { $time }
label-at-latest = не позднее { $time }
label-after-headhuntings = завершится через { $count ->
        [one] { $count } баннер специального найма
        [few] { $count } баннера специального найма
       *[many] { $count } баннеров специального найма
    }
label-counted-from = начиная с 「{ $title }」
label-join = {"; "}
# An end label in the Chinese feeds, quoted or inferred.
label-official-feed = 「{ $label }」 (официально)
label-inferred-feed = { $label } (по расчёту)

## Change records (the JSON's words, the Atom feed)

field-start = Начало
field-end = Окончание
field-title = Название
field-pool = Баннер
field-end-label = Формулировка окончания
changed-start = начало перенесено
changed-end-announced = окончание объявлено
changed-end = окончание перенесено
changed-title = переименовано
changed-pool = баннер заменён
changed-end-label = формулировка окончания изменена
change-new-version = Новая версия:{" "}
change-new = Новое:{" "}
change-changed = Изменено:{" "}
change-removed = Удалено:{" "}
atom-title = Календарь Arknights: Endfield — изменения расписания
atom-subtitle = Добавленные, удалённые или перенесённые баннеры, активности и версии. Время в { $zone }. { -notice }
atom-author = endfield-calendar (неофициальный, ведётся сообществом)
atom-entry-changed = { $title } ({ $words })
# What a record did: $kind is added, removed or changed.
atom-verb = { $kind ->
        [added] добавлено в календарь
        [removed] удалено из календаря
       *[changed] изменено
    }
atom-about-event-in-version = { $title } ({ $version }): { atom-verb }.
atom-about-event = { $title }: { atom-verb }.
atom-about-version-named = { $version }: { atom-verb }.
atom-about-version = Версия 「{ $title }」: { atom-verb }.
atom-nothing = —
atom-none = нет
atom-line = { $name }: { $value }
atom-line-moved = { $name }: { $before } → { $after }
atom-line-hour-hidden = { $name }: { $after } (прежде указывался час, который не подтверждает ни один источник)
atom-notices = Официальное объявление: { $notices }.
atom-times-in = Время в { $zone }. { -notice }
-notice = Неофициальные данные сообщества, не связанные с правообладателями игры; приоритет имеют официальные объявления и данные в игре.

## Notifications

reminder-heading = { $words }:{" "}
leads-before-start = за { $leads } до каждого начала
leads-before-end = за { $leads } до каждого окончания

## The badge and the card

badge-nothing = Endfield · нет текущих или предстоящих записей
badge-title = Календарь Arknights: Endfield (неофициальный): { $text }
card-kind-operator = баннер оперативников
card-kind-arsenal = баннер арсенала
card-kind-permanent = постоянное
card-kind-limited = временное
card-kind-update = обновление

## The page

page-no-limited-incomplete = Текущих временных активностей не собрано (список активностей этой версии неполон).
page-no-limited = Сейчас нет временных активностей.

## The generator's notes and start labels, in this language

note-end-capped-by-version = Окончание не объявлено: ограничено концом версии.
note-end-latest-allowed = Окончание не объявлено: самое позднее окончание, которое допускают источники (верхняя граница).
note-start-hour-unconfirmed = Час начала не подтверждён.
note-end-hour-unconfirmed = Час окончания не подтверждён.
note-hours-unconfirmed = Часы начала и окончания не подтверждены.
note-end-by-version-rule = Окончание выведено по официальному правилу: конец версии 「{ $version }」 (техобслуживание с обновлением до следующей версии).
note-end-by-headhunting-rule = Окончание выведено по официальному правилу: { $count ->
        [1] 1-й
        [2] 2-й
        [3] 3-й
       *[other] { $count }-й
    } специальный найм начиная с 「{ $from }」 — это 「{ $with }」; событие заканчивается вместе с ним.
start-after-version = после начала версии
start-after-version-named = после начала версии 「{ $version }」
start-after-update = после обновления до версии 「{ $version }」
start-permanent-from = постоянно с начала версии 「{ $version }」

## The iCalendar feed

ics-name = Календарь Arknights: Endfield
ics-name-filtered = Календарь Arknights: Endfield — { $filters }
ics-name-from = с { $from }
ics-name-until = до { $to }
# $sources: origin, partial or fallback (source.mode).
ics-description = Версии, баннеры и активности Arknights: Endfield, время в { $zone }. Данные обновлены { $updated } ({ $zone }); { $sources ->
        [partial] ответила только часть источников (остальное взято из сохранённых источников)
        [fallback] собрано офлайн из сохранённых источников (интерфейс статистики источника не читался)
       *[origin] интерфейс статистики источника ответил
    }; официальных объявлений процитировано: { $notices } (прочитаны генератором или взяты из архива списка объявлений). { -notice }
ics-summary-start-unknown = {" "}(дата начала неизвестна)
ics-summary-open-ended = {" "}(без окончания)
ics-summary-end-estimated = {" "}(окончание ориентировочно)
ics-summary-time-tbc = {" "}(время уточняется)
ics-related = Связано: { $related }
ics-span = { $start } – { $end } ({ $zone })
ics-at = В { $start } ({ $zone })
ics-open-ended = Начало { $start } ({ $zone }). Дата окончания не объявлена: событие остаётся открытым, поэтому календарь показывает его как отметку на весь день начала.
ics-through-estimated-end = Начало { $start } ({ $zone }). Официальное окончание не объявлено: календарь показывает его на весь день до ориентировочного окончания, { $end }.
ics-through-version-end = Начало { $start } ({ $zone }). Окончание не объявлено, даже предварительно: календарь показывает его на весь день до конца его версии, { $end } (оценка).
ics-estimated-end = Ориентировочное окончание: { $end }
ics-start-unknown = Дата начала ещё не объявлена; показанная дата — лишь заглушка.
ics-start-label = Начало: { $label }
ics-end-label = Окончание: { $label }
ics-featured = Повышенный шанс: { $names }
ics-names-join = {", "}
ics-source = Источник: { $note }
ics-notice = { -notice }
ics-alarm = { $title } { $words }
ics-marker = { $title } заканчивается { $end } ({ $zone }). Отметка-напоминание: лента запрошена с ending={ $lead }.
    { -notice }

page-description = Неофициальный календарь Arknights: Endfield · { $server }: текущие баннеры и события, что будет дальше, шкала времени и подписки на календарь.

## The feed builder's and the "Get notified" form's choices

feed-alarm-pt1h = за 1 час до начала и окончания
feed-alarm-p1d = за 1 день до начала и окончания
feed-alarm-p1d-pt1h = за 1 день и за 1 час
feed-ending-p1d = «скоро закончится» за 1 день
feed-ending-pt3h = «скоро закончится» за 3 часа
notify-ending-p1d = за 1 день до окончания
notify-ending-pt3h = за 3 часа до окончания

## The page (src/service/page/view/)

page-server = Сервер
page-server-2 = Сервер:{" "}
page-a-community-calendar-of-the = : календарь сообщества для сервера CN, не связанный с правообладателями игры.{" "}
page-all-times-are-beijing-time = Всё время указано по Пекину (Asia/Shanghai, UTC+8).
page-a-community-calendar-of-the-2 = : календарь сообщества для глобального сервера «Азия» (составлен по объявлениям сервера CN: у серверов одно расписание), не связанный с правообладателями игры.{" "}
page-all-times-are-the-global = Всё время указано по времени глобального сервера «Азия» (UTC+8).
page-a-community-calendar-of-the-3 = : календарь сообщества для глобального сервера «Америка/Европа» (составлен по объявлениям сервера CN: у серверов одно расписание), не связанный с правообладателями игры.{" "}
page-all-times-are-the-global-2 = Всё время указано по времени глобального сервера «Америка/Европа» (UTC−5).
page-unofficial = Неофициально
page-where-it-differs-from-the = Если есть расхождения с официальными объявлениями или игрой, верно официальное.{" "}
page-arknights-endfield-calendar = Календарь Arknights: Endfield
page-page-navigation = Навигация по странице
page-live = Сейчас
page-upcoming = Скоро
page-timeline = Шкала времени
page-banner-history = История баннеров
page-subscribe = Подписка
page-language = Язык
page-version = Версия{" "}
page-end-not-announced = окончание не объявлено
page-starts-in = Начнётся через{" "}
page-start-date-and-time-tbc = Дата и время начала уточняются
page-start-date-known-time-tbc = Дата начала известна, время уточняется
page-ended = Завершено
page-ends-in = Закончится через{" "}
page-end-date-and-time-tbc = Дата и время окончания уточняются
page-end-date-known-time-tbc = Дата окончания известна, время уточняется
page-this-version-s-activity-list = Список активностей этой версии неполон: ещё не собранные активности не показаны.
page-the-data-holds-no-version = В данных нет ни одной версии.
page-no-pool-is-live = Сейчас нет активных баннеров.
page-their-estimated-end-has-passed = Их ориентировочное окончание прошло; официальное окончание не объявлено.
page-none = Нет.
page-text-2 = {" "}
page-text-3 = (
page-text-4 = )
page-their-estimated-start-has-passed = Их ориентировочное начало прошло; официальное начало ещё не объявлено.
page-rate-up = Повышенный шанс:{" "}
page-operator-pool = Баннер оперативников
page-arsenal-pool = Баннер арсенала
page-permanent = Постоянное
page-limited = Временное
page-update = Обновление
page-text-5 = ;{" "}
page-text-6 = осталось{" "}
page-left-until = , до{" "}
page-ends = Окончание:{" "}
page-permanent-no-end = Постоянное, без окончания
page-end-not-announced-2 = Окончание не объявлено
page-start-not-announced = Начало не объявлено
page-was-estimated-for = {" "}(ожидалось{" "}
page-text-7 = )
page-text-8 = {" "}(
page-to-go = {" "}до начала,{" "}
page-the-upstream-answered-origin = источник ответил (origin)
page-only-part-of-the-sources = ответила только часть источников; остальное взято из сохранённых (partial)
page-built-offline-from-the-kept = собрано офлайн из сохранённых источников, без внешнего источника (fallback)
page-sources-the-game-s-official = Источники: официальные внутриигровые объявления (
page-text-9 = процитировано:{" "}
page-cited-read-by-the-generator = ; прочитаны генератором или взяты из архива списка объявлений), публичный интерфейс внешнего источника (
page-and-community-records-every-fact = ) и записи сообщества (у каждого факта указан источник). Это неофициальный проект сообщества; приоритет имеют официальные объявления и игра.
page-data-last-updated = Данные обновлены{" "}
page-upstream-data-of = , данные источника от{" "}
page-page-generated = ; страница создана{" "}
page-text-10 = .
page-last-recorded-version = Последняя записанная версия
page-current-version = Текущая версия
page-live-now = Идёт сейчас
page-pools = Баннеры
page-updates = Обновления
page-may-have-ended = Возможно, завершено
page-permanent-2 = Постоянное
page-add-pools-and-events-to = Добавьте баннеры и события в приложение календаря; оно будет следить за каждым обновлением данных. Выберите набор или настройте сами:
page-presets = Наборы
page-none-checked-every-category = Ничего не отмечено = все категории.
page-all-versions = Все версии
page-all = Все
page-live-2 = Сейчас
page-no-alarm = Без оповещения
page-none-2 = Нет
page-some-calendar-apps-google-calendar = Некоторые приложения (Google Календарь) игнорируют оповещения календарей по подписке; выберите там событие «скоро закончится».
page-copy = Копировать
page-webcal-link-apple-calendar-and = ссылка webcal (Apple Календарь и Outlook открывают её сразу)
page-google-calendar = Google Календарь
page-on-the-web-settings-add = В браузере: Настройки → Добавить календарь → Добавить по URL, и вставьте https-ссылку выше. Телефоны синхронизируются через аккаунт.
page-apple-calendar = Apple Календарь
page-iphone-ipad-tap-open-in = iPhone / iPad: нажмите «Открыть в календаре». Mac: Файл → Новая подписка на календарь, и вставьте ссылку.
page-outlook-on-the-web-add = Outlook в браузере: Добавить календарь → Подписаться из Интернета, и вставьте https-ссылку.
page-new-calendar-on-the-network = Новый календарь → В сети, вставьте https-ссылку, формат iCalendar (ICS).
page-calendar-apps-refresh-a-subscription = Приложения календаря обновляют подписку раз в несколько часов; время записано в UTC и показывается в вашем часовом поясе.
page-icalendar-feed-ics = Лента iCalendar (ICS)
page-schedule-changes-atom-feed = Изменения расписания (лента Atom)
page-what-was-added-or-moved = : что добавлено или перенесено, для чтения в RSS-ридере —{" "}
page-openapi-document = Документ OpenAPI
page-download-the-whole-dataset-events = Скачать все данные (events.json)
page-the-latest-rolling-release = , последний скользящий релиз
page-source-code = Исходный код
page-subscribe-2 = Подписка
page-categories = Категории
page-version-2 = Версия
page-status = Статус
page-server-3 = Сервер
page-alarm = Оповещение
page-ending = Скоро конец
page-get-links = Получить ссылки
page-feed-url = URL ленты
page-open-in-calendar-app = Открыть в календаре
page-how-to-subscribe = Как подписаться
page-data-api = Данные и API
page-what-is-stored-the-webhook = Что хранится: URL вебхука (зашифрован, нигде не показывается и не журналируется), выбранные категории, сервер, напоминания и язык, а также хеш токена управления.
page-to-unsubscribe-delete-the-webhook = Чтобы отписаться: удалите вебхук в Discord (подписка прекратится при следующей публикации) или отправьте DELETE с токеном управления (страница после подписки даёт команду).
page-get-new-versions-schedule-changes = Получайте новые версии, изменения расписания и напоминания о начале/окончании в свой канал Discord: создайте вебхук (настройки канала → Интеграция → Вебхуки), скопируйте его URL и вставьте сюда. Сначала календарь опубликует подтверждение.
page-no-reminder = Без напоминания
page-none-3 = Нет
page-get-notified-arknights-endfield-calendar = Уведомления · Календарь Arknights: Endfield
page-the-confirmation-is-in-your = Подтверждение — в вашем канале.
page-the-management-token-is-shown = Токен управления показывается только сейчас: сохраните его.
page-subscription-id = ID подписки:{" "}
page-management-token = Токен управления:{" "}
page-to-see-it = Просмотреть:{" "}
page-to-unsubscribe = Отписаться:{" "}
page-put-this-site-s-address = (Добавьте адрес этого сайта перед путём.)
page-nothing-was-stored-why = Ничего не сохранено. Причина:{" "}
page-back-to-the-calendar = Назад к календарю
page-get-notified = Уведомления
page-discord-webhook-url = URL вебхука Discord
page-reminder = Напоминание
page-subscribe-3 = Подписаться
page-subscribed = Подписка оформлена
page-not-subscribed = Подписка не оформлена
page-everything-of-the-current-version = Всё о текущей версии и соседних; вертикальные линии разделяют версии, красная линия — сейчас. График прокручивается вбок.
page-jump-to-now = К текущему моменту
page-timeline-scrolls-sideways = Шкала времени (прокручивается вбок)
page-now = сейчас
page-text-11 = :{" "}
page-permanent-3 = постоянно
page-not-announced = не объявлено
page-versions-on-the-timeline = Версии на шкале времени
page-every-rate-up-6-operator = Все 6★ оперативники и оружие с повышенным шансом и их баннеры (включая повторы) на одной оси; сначала те, кого дольше всего не было, красная линия — сейчас, бледная полоса ещё не началась или не имеет объявленного окончания. Нажмите на имя, чтобы подписаться на его баннеры.
page-the-data-names-no-rate = В данных нет ни одной единицы с повышенным шансом.
page-operator = Оперативник
page-weapon = Оружие
page-its-pools = : баннеры
page-live-now-2 = идёт сейчас
page-not-run-yet = ещё не выходил
page-next = следующий:{" "}
page-h1 = Календарь Arknights: Endfield
page-trademark = Arknights: Endfield — товарный знак его правообладателей; этот сайт с ними не связан.
page-runs = { $count ->
        [one] { $count } раз
        [few] { $count } раза
       *[many] { $count } раз
    }
# $count is where the number stands (set in bold); $days chooses the plural.
page-days-since-last = { $days ->
        [one] { $count } день с последнего
        [few] { $count } дня с последнего
       *[many] { $count } дней с последнего
    }

## Why the "Get notified" form's subscription was refused

refused-rate-limited = Слишком много запросов: повторите через { $seconds ->
        [one] { $seconds } секунду
        [few] { $seconds } секунды
       *[many] { $seconds } секунд
    }.
refused-invalid = URL вебхука или один из вариантов не принят: вставьте URL вебхука Discord (https://discord.com/api/webhooks/…) и выберите из предложенных вариантов.
refused-webhook-not-allowed = Этот URL вебхука не разрешён: принимается только URL вебхука Discord.
refused-webhook-not-confirmed = Не удалось опубликовать подтверждение: проверьте, что URL вебхука верен и вебхук ещё существует.
refused-full = Новые подписки пока не принимаются; попробуйте позже.
refused-other = Не удалось оформить подписку; попробуйте позже.

## Notifications (src/notify/)

notify-start = Начало
notify-end = Окончание
notify-featured = Повышенный шанс
notify-sep = ,{" "}
notify-unofficial-arknights-endfield-calendar = Неофициальный календарь Arknights: Endfield
notify-official-notice = {" "}· официальное объявление{" "}
notify-sep-2 = :{" "}
notify-test-message-from-the-calendar = Тестовое сообщение календаря — расписание не менялось
notify-target = Цель «
notify-works-the-schedule-changes-and = » работает: изменения расписания и напоминания неофициального календаря Arknights: Endfield будут публиковаться здесь.
notify-subscribed-the-unofficial-arknights-endfield = Подписка оформлена: неофициальный календарь Arknights: Endfield будет публиковать сюда.
notify-schedule-changes = Изменения расписания
notify-reminders = Напоминания
notify-server = Сервер
notify-language = Язык
notify-english = Русский
notify-to-stop = Чтобы отключить
notify-every-category-and-new-versions = все категории и новые версии
notify-every-category = все категории
notify-only-pools-featuring = , только баннеры с{" "}
notify-sep-3 = {""}
notify-none = нет
notify-sep-4 = ;{" "}
notify-remove-the-target-from-the = удалите цель из файла целей
notify-send-delete = отправьте DELETE{" "}
notify-with-the-management-token-the = {" "}с токеном управления из ответа на подписку (Authorization: Bearer …)
notify-or-delete-this-webhook-in = , или удалите этот вебхук в Discord

## The page's presets, the rate-limited page, the countdown card

page-preset-all-pools = Все баннеры
page-preset-operator-pools = Баннеры оперативников
page-preset-limited = Временные активности
page-preset-everything = Всё
limited-title = Слишком много запросов · Календарь Arknights: Endfield
limited-heading = Слишком много запросов
# $wait is where the wait stands (set in bold, as limited-wait tells it); $seconds chooses the plural.
limited-try-again = Вы (или кто-то с тем же сетевым адресом) отправили слишком много запросов за короткое время. Повторите попытку через { $wait }{ $seconds ->
        [one] {""}
        [few] {""}
       *[many] {""}
    }; тогда эта страница перезагрузится сама.
limited-wait = { $seconds } с
card-title = Календарь Arknights: Endfield · обратный отсчёт
card-nothing = Здесь нет текущих или предстоящих записей.
card-link = Календарь Endfield (неофициальный)
page-json-api = JSON API

## MCP's tools' texts (for language models; the Chinese file keeps them in English, as they were)

mcp-not-announced = не объявлено
mcp-span = { $start } → { $end }
mcp-summary-events = { $total ->
        [one] { $total } событие
        [few] { $total } события
       *[many] { $total } событий
    }, время в { $zone }:
mcp-summary-changes = { $total ->
        [one] { $total } изменение
        [few] { $total } изменения
       *[many] { $total } изменений
    }, время в { $zone }:
mcp-summary-units = { $total ->
        [one] { $total } единица
        [few] { $total } единицы
       *[many] { $total } единиц
    }, время в { $zone }:
mcp-and-more = … и ещё { $more } (в structuredContent перечислены все)
mcp-end = {"; "}окончание: { $note }
mcp-featured = {"; "}повышенный шанс: { $names }
mcp-event-line = - { $title } [{ $category }, { $status }] { $span }{ $more } ({ $id })
mcp-change-line = - { $at } { $kind } { $subject } { $title } ({ $key }; { $words })
mcp-join = {", "}
mcp-record-stops = Записи заканчиваются последним изменением, { $newest }; данные сгенерированы { $generated }: более поздние изменения ещё не записаны.
mcp-record-empty = В записях нет изменений; данные сгенерированы { $generated }: более поздние изменения ещё не записаны.
mcp-times-in = Время в { $zone }.
mcp-unit-names = { $name } ({ $en })
mcp-unit-runs = { $names }, { $kind }: начато { $n ->
        [one] { $n } появление
        [few] { $n } появления
       *[many] { $n } появлений
    }
mcp-unit-live = , одно идёт сейчас
mcp-unit-days-since = , { $n ->
        [one] { $n } день
        [few] { $n } дня
       *[many] { $n } дней
    } с окончания последнего
mcp-unit-next = ; следующее появление начнётся { $start }
mcp-unit-no-next = ; следующее появление здесь ещё не записано
mcp-run-line = { $title } [{ $status }] { $span } ({ $id })

## Chat (src/chat/): the commands' answers in Discord, Telegram and QQ, and their descriptions

chat-notice = Неофициальный календарь сообщества: приоритет у официальных объявлений и игры.
chat-more = … и ещё { $n }
chat-now-title = Сейчас · { $server }
chat-next-title = Скоро · { $server }
chat-version-ends = заканчивается { $when }
chat-version-starts = начинается { $when }
chat-live = Сейчас идёт:
chat-nothing-live = Сейчас ничего не идёт.
chat-next-not-recorded = Следующая версия здесь пока не записана.
chat-upcoming = Скоро:
chat-unit-ask = Укажите юнита, например его английское или китайское имя.
chat-unit-unknown = Юнит рейт-апа с таким именем здесь не записан.
chat-unit-runs = { $n ->
        [one] { $n } рейт-ап на сегодня
        [few] { $n } рейт-апа на сегодня
       *[many] { $n } рейт-апов на сегодня
    }
chat-unit-last = Последний рейт-ап:
chat-unit-live = идёт сейчас
chat-unit-days-since = { $n ->
        [one] закончился { $n } день назад
        [few] закончился { $n } дня назад
       *[many] закончился { $n } дней назад
    }
chat-unit-next = Следующий рейт-ап:
chat-unit-no-next = Следующий рейт-ап здесь пока не записан.
chat-help = Команды
chat-no-reminders = без напоминаний
chat-status-on = Этот чат подписан: { $server }, { $lang }, напоминание за { $lead } до каждого начала.
chat-status-off = Этот чат не подписан.
chat-subscribed = Подписка оформлена: объявления и напоминание за { $lead } до каждого начала будут приходить сюда.
chat-already-subscribed = Этот чат уже подписан.
chat-unsubscribed = Подписка отменена: сюда больше ничего не придёт.
chat-not-subscribed = Этот чат не подписан.
chat-not-allowed = Изменить подписку может только администратор этого чата.
chat-group-only = Подписка оформляется в группе или канале сервера, не в личном чате.
chat-failed = Не удалось изменить подписку; ничего не изменилось. Попробуйте позже.
chat-option-invalid = Не удалось прочитать этот параметр:
chat-option-accepted = Возможные параметры: { $options }
chat-slow-down = Слишком много команд: этот чат минуту не получит ответов.
chat-unknown = Неизвестная команда. Отправьте { $help }, чтобы увидеть список.
chat-webhook-name = Календарь Endfield
# A chat endpoint's refusals (read by the platform's servers and their operators).
chat-refused-unauthorized = подпись или секрет обновления отсутствует, поддельный или устарел
chat-refused-unreadable = тело запроса не является обновлением этой платформы
chat-cmd-endfield = Неофициальный календарь Arknights: Endfield
chat-cmd-now = Текущая версия и что идёт сейчас
chat-cmd-next = Что будет скоро
chat-cmd-unit = Рейт-апы юнита: последний, следующий, сколько дней прошло
chat-cmd-unit-name = Имя юнита
chat-cmd-unit-placeholder = ИМЯ
chat-cmd-subscribe = Публиковать здесь объявления и напоминания (админы)
chat-cmd-unsubscribe = Больше не публиковать здесь (админы)
chat-cmd-status = Подписан ли этот чат
chat-cmd-help = Список команд
chat-cmd-server = По часам какого сервера
chat-cmd-lang = Язык публикаций
chat-cmd-category = Только эти категории (operator, arsenal, limited, permanent, update)

## Dates: CLDR patterns

date-year-month-day = { $day } { month-short } { $year }{ "\u202F" }г.
time-pattern = HH:mm
date-time = { $date }, { $time }

## Errors

error-invalid-query = недопустимый запрос
error-invalid-parameter = недопустимый параметр запроса `{ $parameter }`: { $message }
error-more-problems = { $message } (и ещё { $more ->
        [one] { $more } проблема
        [few] { $more } проблемы
        [many] { $more } проблем
       *[other] { $more } проблемы
    }, см. details)
error-more-problems-listed = { $message } (и ещё { $more ->
        [one] { $more } проблема
        [few] { $more } проблемы
        [many] { $more } проблем
       *[other] { $more } проблемы
    }; в details только первые { $listed })
error-not-found = по адресу `{ $path }` ничего нет; API находится по адресу { $api }
error-method-not-allowed = метод `{ $method }` не разрешён; используйте { $allow }
error-rate-limited = слишком много запросов; повторите через { $seconds } с
error-internal = внутренняя ошибка сервера
error-bad-request = неверный запрос: { $why }
error-uri-too-long = цель запроса слишком длинная
error-headers-too-large = заголовки запроса слишком велики
error-request-timeout = заголовок запроса не получен целиком за отведённое время
problem-encoding = процентная кодировка не декодируется в текст UTF-8
problem-unknown-events = неизвестный параметр; параметры: { $events }, а для /api/v1/events.ics также { $feed }
problem-unknown-on = неизвестный параметр; параметры { $path }: { $parameters }
problem-duplicate = указан более одного раза
problem-empty = нет значения; чтобы не фильтровать, уберите параметр
problem-empty-range = `from` должен быть раньше `to`: интервал [from, to) оказался бы пустым
problem-version = ожидается `all`, ключ версии вроде `version-5` или число вроде `5`
problem-unknown-version = такой версии нет; версии: { $versions }
problem-too-many-durations = не более { $max } длительностей через запятую
problem-duration = ожидается длительность ISO 8601 больше нуля и не больше P7D, например P1D, PT1H или P2DT12H
problem-too-many-names = не более { $max } имён
problem-empty-item = пустой элемент в списке через запятую
problem-name-too-long = имя не длиннее { $max } символов
problem-name-control = имя не содержит управляющих символов
problem-all-and-categories = `all` нельзя сочетать с категориями
problem-unknown-category = неизвестная категория; ожидается `all` или список через запятую из { $categories }
problem-server = ожидается одно из: cn, asia, americas-europe
problem-expected-one-of = ожидается одно из: { $values }
problem-datetime = ожидается метка времени RFC 3339 со смещением, например 2026-08-01T00:00:00+08:00 или 2026-07-31T16:00:00Z
problem-limit = должно быть целым числом от 1 до { $max }
problem-theme = должно быть light, dark или transparent
mcp-problem-argument = неизвестный аргумент; аргументы unit_history: { $arguments }
mcp-problem-name = unit_history нужно имя юнита (китайское или официальное английское)
bad-request-host = заголовок Host — не допустимый host[:port]
bad-request-hosts = больше одного заголовка Host
bad-request-alarm = такой `alarm` не предлагается
bad-request-ending = такой `ending` не предлагается
mcp-unit-unknown = в данных нет юнита с именем «{ $name }»: ни один найм оперативников и ни одна поставка арсенала его не выделяет (имя — точно китайское или официальное английское); list_units перечисляет все юниты

## Names

# A name shown untranslated (its title): never "not announced".
names-untranslated = Официальное русское название здесь не записано

## Subscriptions refused
subscription-invalid = недопустимая подписка: { $problems }
subscription-invalid-body = недопустимая подписка
subscription-problems = { $list }; { $next }
subscription-not-allowed = вебхук не разрешён: { $why }
subscription-not-confirmed = вебхук не принял подтверждающее сообщение; ничего не сохранено
subscription-too-large = тело запроса больше { $bytes } байт
subscription-not-json = отправьте подписку как Content-Type: application/json
subscription-method = метод не разрешён; используйте { $allow }
subscription-full = этот сервер больше не принимает подписки
subscription-cross-site = подписку можно создать только со страницы этого сайта или без браузера; ничего не сохранено
subscription-json-secret = подписка `json` не принимает `secret`: сервер создаёт его сам и сообщает один раз в ответе
subscription-not-object = тело запроса не является объектом подписки: строка { $line }, столбец { $column }: { $place }{ $kind }
subscription-url-not-url = `url` не является URL
subscription-url-discord = URL для `discord` имеет вид https://discord.com/api/webhooks/<id>/<token> (или discordapp.com, ptb., canary.)
subscription-url-not-public = `url` не является публичным адресом (loopback, частные, link-local и другие адреса специального назначения отклоняются)
subscription-url-http = `url` не является URL https (обычный http только к loopback-хосту, разрешённому сервером)
subscription-url-not-resolved = хост из `url` не разрешается
subscription-url-not-answered = хост из `url` сейчас не удаётся разрешить (сбой его DNS-сервера); попробуйте позже
subscription-disabled-unopened = не открывается этим ключом
subscription-disabled-gone = получатель { $why }: его вебхука больше нет
subscription-disabled-failures = доставок подряд не принято: { $failures } (последняя: { $why })
json-not-valid-because = недопустимый JSON ({ $why })
json-not-valid = недопустимый JSON
json-unreadable = не читается
json-wrong-type = { $expected ->
        [string] значение неверного типа, ожидается строка
        [number] значение неверного типа, ожидается целое число
        [array] значение неверного типа, ожидается массив
        [object] значение неверного типа, ожидается объект
       *[none] значение неверного типа
    }
json-out-of-range = { $expected ->
        [string] значение вне допустимого диапазона, ожидается строка
        [number] значение вне допустимого диапазона, ожидается целое число
        [array] значение вне допустимого диапазона, ожидается массив
        [object] значение вне допустимого диапазона, ожидается объект
       *[none] значение вне допустимого диапазона
    }
json-unknown-field = неизвестное поле (поля цели перечислены в docs/notify.md)
json-missing-field = нет `{ $field }`
json-field-twice = `{ $field }` указано дважды
json-wrong-length = список неверной длины
json-does-not-fit = неподходящее значение
target-url-too-long = `url` длиннее 2048 байт
target-url-space = `url` содержит пробел или управляющий символ
target-url-not-https = `url` не является URL https (обычный http только к loopback-адресу, для тестов)
target-url-user = `url` содержит имя пользователя или пароль (`user@`): не допускается
target-name = `name` состоит из ASCII-букв, цифр, `.`, `_` или `-`, длиной от 1 до { $max }
target-kind = `kind` — это `discord`, `json`, `telegram` или `onebot`
target-onebot-secret = `secret` — токен доступа OneBot: от 1 до 256 видимых ASCII-символов
target-no-secret = цель `{ $kind }` не принимает `secret`
target-chat-id = `chatId` — номер чата (`-1001234567890`) или `@username` канала
target-chat-id-needed = цели `telegram` нужен `chatId`
target-chat-id-only = `chatId` принимает только цель `telegram`
target-group-id-needed = цели `onebot` нужен `groupId`, номер группы QQ
target-group-id-only = `groupId` принимает только цель `onebot`
target-invalid-field = недопустимое поле `{ $field }`: { $message }
target-invalid-field-value = недопустимое поле `{ $field }`: { $message } (`{ $value }`)
target-env-name = `{ $field }Env` — имя переменной окружения (A-Z, 0-9, _)
target-both = укажите `{ $field }` или `{ $field }Env`, но не оба
target-required = требуется `{ $field }` или `{ $field }Env`
delivery-no-connection = нет соединения
delivery-timed-out = истекло время ожидания
delivery-failed = запрос не удался
delivery-lost = { $why } после отправки запроса
delivery-rate-limited-long = ограничение частоты на { $seconds } с, дольше, чем ждёт запуск
delivery-rate-limited = ограничение частоты (429)
delivery-answered = ответил { $status }
delivery-telegram-refused = Telegram ответил `ok: false`
delivery-onebot-refused = реализация OneBot ответила retcode { $retcode }
delivery-attempts = { $attempts ->
        [one] { $why } ({ $attempts } попытка)
        [few] { $why } ({ $attempts } попытки)
        [many] { $why } ({ $attempts } попыток)
       *[other] { $why } ({ $attempts } попытки)
    }
delivery-out-of-time = время запуска истекло до попытки
delivery-out-of-time-after = { $why }; время запуска истекло

## The page's script (src/service/page/page.js)

# Beside a time, the same moment on the viewer's clock ($time: its date and time in its zone).
page-local-time = {" "}(местное время { $time })
