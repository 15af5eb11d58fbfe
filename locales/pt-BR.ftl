# Português do Brasil (pt-BR). O arquivo em português do catálogo, na sintaxe do Project Fluent
# (o subconjunto que src/catalog/syntax.rs lê); en.ftl explica como os arquivos funcionam. Todos
# os ids e variáveis de en.ftl são mantidos.

## Times told (src/certainty)

# A time whose hour no source gives: its date and "time TBC".
told-when-tbc = { $date }, horário a confirmar
# Its date unknown on this clock: both dates it may fall on.
told-when-dates-tbc = { $first } ou { $last }, data e horário a confirmar
told-estimated = { $when } (estimado)
told-at-latest = { $when } (no mais tardar)
# The two dates a time may fall on, in a time told with its notes (told-marked).
told-either-date = { $first } ou { $last }
told-zoned = { $when } ({ $zone })
# A time with what is uncertain about it: $tbc is none, time or date; $mark none, estimated or
# latest.
told-marked = { $when }{ $tbc ->
        [time] , horário a confirmar
        [date] , data e horário a confirmar
       *[none] {""}
    }{ told-mark-alone }
told-mark-alone = { $mark ->
        [estimated] {" "}(estimado)
        [latest] {" "}(no mais tardar)
       *[none] {""}
    }
# The Chinese file joins a mark to a TBC note in one pair of brackets; English tells each apart.
told-mark-joined = { told-mark-alone }

standing-may-have-ended = pode ter terminado
standing-start-not-announced = início não anunciado
end-not-announced = término não anunciado

# What is uncertain about a time, beside a phrase.
note-time-tbc = horário a confirmar
note-date-tbc = data e horário a confirmar
note-estimated = estimado
notes-beside = { $text } ({ $notes })
notes-join = {", "}

## Counts

unit-days = { $n ->
        [one] { $n } dia
        [many] { $n } de dias
       *[other] { $n } dias
    }
unit-hours = { $n ->
        [one] { $n } hora
        [many] { $n } de horas
       *[other] { $n } horas
    }
unit-minutes = { $n ->
        [one] { $n } minuto
        [many] { $n } de minutos
       *[other] { $n } minutos
    }
unit-seconds = { $n ->
        [one] { $n } segundo
        [many] { $n } de segundos
       *[other] { $n } segundos
    }
units-join = {" "}

## Where an edge stands from now: $edge is start or end, $latest yes or no (an upper bound).

verb = { $edge ->
        [start] começa
       *[end] termina
    }
rel-latest = { $latest ->
        [yes] {" "}no mais tardar
       *[no] {""}
    }
rel-verb = { verb }{ rel-latest }
rel-tomorrow = { rel-verb } amanhã
rel-in = { rel-verb } em { $span }
rel-in-about = { rel-verb } em cerca de { $span }

## Countdowns (the page, the card, the badge)

countdown-days = { $days } d { $hours } h
countdown-hours = { $hours } h { $minutes } min
countdown-minutes = { $minutes } min
countdown-left = faltam { $span }
countdown-starts-in = começa em { $span }
# The words around a live countdown's number, and an upcoming one's.
countdown-left-before = faltam{" "}
countdown-left-after = {""}
countdown-starts-before = começa em{" "}
countdown-starts-after = {""}
# An edge told by its date: $edge start or end; $mark none, estimated or latest; $tbc none,
# time or date.
countdown-dated = { $mark ->
        [estimated] { verb } ~{ $date } (estimado)
        [latest] { verb } até { $date }{ countdown-tbc }
       *[none] { verb } em { $date }{ countdown-tbc }
    }
countdown-tbc = { $tbc ->
        [time] , horário a confirmar
        [date] , data e horário a confirmar
       *[none] {""}
    }

## Dates

# Two dates a time may fall on, where its date is not known on this clock.
dates-either = { $first } ou { $last }
month-short = { $month ->
        [1] jan.
        [2] fev.
        [3] mar.
        [4] abr.
        [5] mai.
        [6] jun.
        [7] jul.
        [8] ago.
        [9] set.
        [10] out.
        [11] nov.
       *[12] dez.
    }
date-month-day = { $day } de { month-short }

## The dataset behind the calendar

behind-headline = A versão { $number } terminou em { $on }; a próxima versão ainda não está registrada aqui
behind-sentence = { $headline } — { $asof }; confira os anúncios oficiais
behind-said = { $sentence }.
behind-short = próxima versão ainda não registrada
data-as-of = dados de { $at } ({ $zone })
nothing-upcoming = Nada futuro registrado aqui ainda.
nothing-upcoming-behind = A próxima versão ainda não está registrada aqui; confira os anúncios oficiais para saber o que vem a seguir.

## Names (servers, categories, versions)

server-cn = CN (UTC+8)
server-asia = Global Ásia (UTC+8)
server-americas-europe = Global Américas / Europa (UTC−5)
category-operator-plural = caças de talentos de operadores
category-arsenal-plural = distribuições de arsenal
category-permanent-plural = conteúdo permanente
category-limited-plural = eventos por tempo limitado
category-update-plural = atualizações
version-named-official = versão { $number } “{ $title }”
version-named = versão { $number } { $quoted }
# A name in 「」, unless it brings its own.
quoted = 「{ $name }」
list-join = {", "}

## End notes

end-official = oficial: 「{ $label }」
end-inferred = inferido: { $label }
end-official-before = oficial: 「
end-official-after = 」
end-inferred-before = inferido:{" "}
end-inferred-after = {""}
rule-after-headhuntings = termina após { $count ->
        [one] { $count } estandarte de Caça de Talentos Privilegiada
        [many] { $count } de estandartes de Caça de Talentos Privilegiada
       *[other] { $count } estandartes de Caça de Talentos Privilegiada
    }, contando a partir de { $from }
rule-version-end = termina antes da atualização e manutenção da versão
rule-with-event = termina com { $event }
# The generator's Chinese end wording, told in this language, phrase by phrase.
label-end-not-announced = término não anunciado
label-before-maintenance = antes da atualização e manutenção da versão
label-estimated = estimado: { $time }
label-at-latest = no mais tardar { $time }
label-after-headhuntings = termina após { $count ->
        [one] { $count } estandarte de Caça de Talentos Privilegiada
        [many] { $count } de estandartes de Caça de Talentos Privilegiada
       *[other] { $count } estandartes de Caça de Talentos Privilegiada
    }
label-counted-from = contando a partir de 「{ $title }」
label-join = {"; "}
# An end label in the Chinese feeds, quoted or inferred.
label-official-feed = 「{ $label }」 (oficial)
label-inferred-feed = { $label } (inferido)

## Change records (the JSON's words, the Atom feed)

field-start = Início
field-end = Término
field-title = Título
field-pool = Estandarte
field-end-label = Texto do término
changed-start = início alterado
changed-end-announced = término anunciado
changed-end = término alterado
changed-title = renomeado
changed-pool = estandarte substituído
changed-end-label = texto do término alterado
change-new-version = Nova versão:{" "}
change-new = Novo:{" "}
change-changed = Alterado:{" "}
change-removed = Removido:{" "}
atom-title = Calendário de Arknights: Endfield — mudanças na programação
atom-subtitle = Estandartes, atividades e versões adicionados, removidos ou remarcados. Horários em { $zone }. { -notice }
atom-author = endfield-calendar (não oficial, mantido pela comunidade)
atom-entry-changed = { $title } ({ $words })
# What a record did: $kind is added, removed or changed.
atom-verb = { $kind ->
        [added] entrou no calendário
        [removed] saiu do calendário
       *[changed] mudou
    }
atom-about-event-in-version = { $title } ({ $version }) { atom-verb }.
atom-about-event = { $title } { atom-verb }.
atom-about-version-named = { $version } { atom-verb }.
atom-about-version = A versão 「{ $title }」 { atom-verb }.
atom-nothing = —
atom-none = nenhum
atom-line = { $name }: { $value }
atom-line-moved = { $name }: { $before } → { $after }
atom-line-hour-hidden = { $name }: { $after } (antes, indicava um horário que nenhuma fonte confirma)
atom-notices = Anúncio oficial: { $notices }.
atom-times-in = Horários em { $zone }. { -notice }
-notice = Dados não oficiais da comunidade, sem vínculo com os detentores dos direitos do jogo; prevalecem os anúncios oficiais e o que o jogo exibe.

## Notifications

reminder-heading = { $words }:{" "}
leads-before-start = { $leads } antes de cada início
leads-before-end = { $leads } antes de cada término

## The badge and the card

badge-nothing = Endfield · nada ativo ou futuro registrado
badge-title = Calendário de Arknights: Endfield (não oficial): { $text }
card-kind-operator = estandarte de operador
card-kind-arsenal = estandarte de arsenal
card-kind-permanent = permanente
card-kind-limited = limitado
card-kind-update = atualização

## The page

page-no-limited-incomplete = Nenhuma atividade limitada ativa coletada (a lista de atividades desta versão está incompleta).
page-no-limited = Nenhuma atividade limitada ativa.

## The generator's notes and start labels, in this language

note-end-capped-by-version = Término não anunciado: limitado ao fim da sua versão.
note-end-latest-allowed = Término não anunciado: o término mais tardio que as fontes permitem (um limite superior).
note-start-hour-unconfirmed = O horário de início não está confirmado.
note-end-hour-unconfirmed = O horário de término não está confirmado.
note-hours-unconfirmed = Os horários de início e de término não estão confirmados.
note-end-by-version-rule = Término deduzido por regra oficial: o fim da versão 「{ $version }」 (a manutenção de atualização da versão seguinte).
note-end-by-headhunting-rule = Término deduzido por regra oficial: a { $count ->
        [1] 1ª
        [2] 2ª
        [3] 3ª
       *[other] { $count }ª
    } Caça de Talentos Privilegiada a partir de 「{ $from }」 é 「{ $with }」; termina junto com ela.
start-after-version = após o início da versão
start-after-version-named = após o início da versão 「{ $version }」
start-after-update = após a atualização da versão 「{ $version }」
start-permanent-from = permanente desde o início da versão 「{ $version }」

## The iCalendar feed

ics-name = Calendário de Arknights: Endfield
ics-name-filtered = Calendário de Arknights: Endfield — { $filters }
ics-name-from = a partir de { $from }
ics-name-until = até { $to }
# $sources: origin, partial or fallback (source.mode).
ics-description = Versões, estandartes e atividades de Arknights: Endfield, horários em { $zone }. Dados atualizados em { $updated } ({ $zone }); { $sources ->
        [partial] só parte das fontes respondeu (as fontes guardadas completam o resto)
        [fallback] gerado offline a partir das fontes guardadas (a interface de estatísticas de origem não foi lida)
       *[origin] a interface de estatísticas de origem respondeu
    }; { $notices } anúncio(s) oficial(is) citado(s) (lidos pelo gerador ou citados de um arquivo da lista de anúncios). { -notice }
ics-summary-start-unknown = {" "}(data de início desconhecida)
ics-summary-open-ended = {" "}(sem término)
ics-summary-end-estimated = {" "}(término estimado)
ics-summary-time-tbc = {" "}(horário a confirmar)
ics-related = Relacionado: { $related }
ics-span = { $start } – { $end } ({ $zone })
ics-at = Às { $start } ({ $zone })
ics-open-ended = Começa { $start } ({ $zone }). Nenhuma data de término foi anunciada: fica em aberto, então o calendário o mostra como marcador de dia inteiro no dia de início.
ics-through-estimated-end = Começa { $start } ({ $zone }). Nenhum término oficial foi anunciado: o calendário o mostra como dia inteiro até o término estimado, { $end }.
ics-through-version-end = Começa { $start } ({ $zone }). Nenhum término foi anunciado, nem provisório: o calendário o mostra como dia inteiro até o fim da sua versão, { $end }, uma estimativa.
ics-estimated-end = Término estimado: { $end }
ics-start-unknown = A data de início ainda não foi anunciada; a data mostrada é só provisória.
ics-start-label = Início: { $label }
ics-end-label = Término: { $label }
ics-featured = Em destaque: { $names }
ics-names-join = {", "}
ics-source = Fonte: { $note }
ics-notice = { -notice }
ics-alarm = { $title } { $words }
ics-marker = { $title } termina { $end } ({ $zone }). Um marcador de lembrete: o feed foi pedido com ending={ $lead }.
    { -notice }

page-description = Calendário não oficial de Arknights: Endfield · { $server }: estandartes e eventos ativos, o que vem a seguir, uma linha do tempo e assinaturas de calendário.

## The feed builder's and the "Get notified" form's choices

feed-alarm-pt1h = 1 hora antes do início e do término
feed-alarm-p1d = 1 dia antes do início e do término
feed-alarm-p1d-pt1h = 1 dia e 1 hora antes
feed-ending-p1d = “termina em breve” 1 dia antes
feed-ending-pt3h = “termina em breve” 3 horas antes
notify-ending-p1d = 1 dia antes do término
notify-ending-pt3h = 3 horas antes do término

## The page (src/service/page/view/)

page-server = Servidor
page-server-2 = Servidor:{" "}
page-a-community-calendar-of-the = : um calendário da comunidade do servidor CN, sem vínculo com os detentores dos direitos do jogo.{" "}
page-all-times-are-beijing-time = Todos os horários são de Pequim (Asia/Shanghai, UTC+8).
page-a-community-calendar-of-the-2 = : um calendário da comunidade do servidor global Ásia (compilado dos anúncios do servidor CN: os servidores compartilham a mesma programação), sem vínculo com os detentores dos direitos do jogo.{" "}
page-all-times-are-the-global = Todos os horários são do servidor global Ásia (UTC+8).
page-a-community-calendar-of-the-3 = : um calendário da comunidade do servidor global Américas/Europa (compilado dos anúncios do servidor CN: os servidores compartilham a mesma programação), sem vínculo com os detentores dos direitos do jogo.{" "}
page-all-times-are-the-global-2 = Todos os horários são do servidor global Américas/Europa (UTC−5).
page-unofficial = Não oficial
page-where-it-differs-from-the = Onde divergir dos anúncios oficiais ou do jogo, vale o oficial.{" "}
page-arknights-endfield-calendar = Calendário de Arknights: Endfield
page-page-navigation = Navegação da página
page-live = Ativos
page-upcoming = Em breve
page-timeline = Linha do tempo
page-banner-history = Histórico de estandartes
page-subscribe = Assinar
page-language = Idioma
page-version = Versão{" "}
page-end-not-announced = término não anunciado
page-starts-in = Começa em{" "}
page-start-date-and-time-tbc = Data e horário de início a confirmar
page-start-date-known-time-tbc = Data de início conhecida, horário a confirmar
page-ended = Encerrado
page-ends-in = Termina em{" "}
page-end-date-and-time-tbc = Data e horário de término a confirmar
page-end-date-known-time-tbc = Data de término conhecida, horário a confirmar
page-this-version-s-activity-list = A lista de atividades desta versão está incompleta: atividades ainda não coletadas não aparecem.
page-the-data-holds-no-version = Os dados não contêm nenhuma versão.
page-no-pool-is-live = Nenhum estandarte ativo.
page-their-estimated-end-has-passed = O término estimado já passou; nenhum término oficial foi anunciado.
page-none = Nenhum.
page-text-2 = {" "}
page-text-3 = (
page-text-4 = )
page-their-estimated-start-has-passed = O início estimado já passou; nenhum início oficial foi anunciado ainda.
page-rate-up = Em destaque:{" "}
page-operator-pool = Estandarte de operador
page-arsenal-pool = Estandarte de arsenal
page-permanent = Permanente
page-limited = Limitado
page-update = Atualização
page-text-5 = ;{" "}
page-text-6 = faltam{" "}
page-left-until = , até{" "}
page-ends = Termina:{" "}
page-permanent-no-end = Permanente, sem término
page-end-not-announced-2 = Término não anunciado
page-start-not-announced = Início não anunciado
page-was-estimated-for = {" "}(estimado para{" "}
page-text-7 = )
page-text-8 = {" "}(
page-to-go = {" "}para começar,{" "}
page-the-upstream-answered-origin = a fonte de origem respondeu (origin)
page-only-part-of-the-sources = só parte das fontes respondeu; as fontes guardadas completam o resto (partial)
page-built-offline-from-the-kept = gerado offline a partir das fontes guardadas, sem a fonte de origem (fallback)
page-sources-the-game-s-official = Fontes: os anúncios oficiais do jogo (
page-text-9 = {""}
page-cited-read-by-the-generator = {" "}citados, lidos pelo gerador ou citados de um arquivo da lista de anúncios), a interface pública da fonte de origem (
page-and-community-records-every-fact = ) e registros da comunidade (cada dado indica sua fonte). Este é um projeto não oficial da comunidade; valem os anúncios oficiais e o jogo.
page-data-last-updated = Dados atualizados em{" "}
page-upstream-data-of = , dados de origem de{" "}
page-page-generated = ; página gerada em{" "}
page-text-10 = .
page-last-recorded-version = Última versão registrada
page-current-version = Versão atual
page-live-now = Ativos agora
page-pools = Estandartes
page-updates = Atualizações
page-may-have-ended = Pode ter terminado
page-permanent-2 = Permanente
page-add-pools-and-events-to = Adicione estandartes e eventos ao seu app de calendário; ele acompanha cada atualização dos dados. Use uma predefinição ou escolha:
page-presets = Predefinições
page-none-checked-every-category = Nada marcado = todas as categorias.
page-all-versions = Todas as versões
page-all = Tudo
page-live-2 = Ativos
page-no-alarm = Sem alarme
page-none-2 = Nenhum
page-some-calendar-apps-google-calendar = Alguns apps de calendário (Google Agenda) ignoram os alarmes de calendários assinados; escolha neles um evento “termina em breve”.
page-copy = Copiar
page-webcal-link-apple-calendar-and = link webcal (Calendário da Apple e Outlook abrem direto)
page-google-calendar = Google Agenda
page-on-the-web-settings-add = Na web: Configurações → Adicionar agenda → Do URL, e cole o link https acima. Os celulares seguem a conta.
page-apple-calendar = Calendário da Apple
page-iphone-ipad-tap-open-in = iPhone / iPad: toque em “Abrir no app de calendário”. Mac: Arquivo → Nova Assinatura de Calendário, e cole o link.
page-outlook-on-the-web-add = Outlook na web: Adicionar calendário → Assinar da web, e cole o link https.
page-new-calendar-on-the-network = Novo calendário → Na rede, cole o link https, formato iCalendar (ICS).
page-calendar-apps-refresh-a-subscription = Apps de calendário atualizam uma assinatura a cada poucas horas; os horários são gravados em UTC e exibidos no seu fuso horário.
page-icalendar-feed-ics = Feed iCalendar (ICS)
page-schedule-changes-atom-feed = Mudanças na programação (feed Atom)
page-what-was-added-or-moved = : o que foi adicionado ou remarcado, para um leitor de feeds —{" "}
page-openapi-document = Documento OpenAPI
page-download-the-whole-dataset-events = Baixar todos os dados (events.json)
page-the-latest-rolling-release = , a versão contínua mais recente
page-source-code = Código-fonte
page-subscribe-2 = Assinar
page-categories = Categorias
page-version-2 = Versão
page-status = Status
page-server-3 = Servidor
page-alarm = Alarme
page-ending = Termina em breve
page-get-links = Gerar links
page-feed-url = URL do feed
page-open-in-calendar-app = Abrir no app de calendário
page-how-to-subscribe = Como assinar
page-data-api = Dados e API
page-what-is-stored-the-webhook = O que é guardado: a URL do webhook (criptografada, nunca exibida nem registrada em log), as categorias, o servidor, os lembretes e o idioma escolhidos, e um hash do token de gerenciamento.
page-to-unsubscribe-delete-the-webhook = Para cancelar: exclua o webhook no Discord (a assinatura para no próximo envio) ou envie um DELETE com o token de gerenciamento (a página após assinar mostra o comando).
page-get-new-versions-schedule-changes = Receba novas versões, mudanças na programação e lembretes de início/término no seu canal do Discord: crie um webhook (configurações do canal → Integrações → Webhooks), copie a URL e cole aqui. O calendário envia primeiro uma confirmação.
page-no-reminder = Sem lembrete
page-none-3 = Nenhum
page-get-notified-arknights-endfield-calendar = Receber notificações · Calendário de Arknights: Endfield
page-the-confirmation-is-in-your = A confirmação está no seu canal.
page-the-management-token-is-shown = O token de gerenciamento só aparece esta vez: guarde-o agora.
page-subscription-id = ID da assinatura:{" "}
page-management-token = Token de gerenciamento:{" "}
page-to-see-it = Para consultar:{" "}
page-to-unsubscribe = Para cancelar:{" "}
page-put-this-site-s-address = (Coloque o endereço deste site antes do caminho.)
page-nothing-was-stored-why = Nada foi guardado. Motivo:{" "}
page-back-to-the-calendar = Voltar ao calendário
page-get-notified = Receber notificações
page-discord-webhook-url = URL do webhook do Discord
page-reminder = Lembrete
page-subscribe-3 = Assinar
page-subscribed = Assinado
page-not-subscribed = Não assinado
page-everything-of-the-current-version = Tudo da versão atual e das vizinhas; linhas verticais separam as versões, a linha vermelha é agora. O gráfico rola para os lados.
page-jump-to-now = Ir para agora
page-timeline-scrolls-sideways = Linha do tempo (rola para os lados)
page-now = agora
page-text-11 = :{" "}
page-permanent-3 = permanente
page-not-announced = não anunciado
page-versions-on-the-timeline = Versões na linha do tempo
page-every-rate-up-6-operator = Cada operador e arma 6★ em destaque com seus estandartes (reprises incluídas) num só eixo; primeiro os há mais tempo sem aparecer, a linha vermelha é agora, uma barra clara ainda não começou ou não tem término anunciado. Siga um nome para assinar os estandartes dele.
page-the-data-names-no-rate = Os dados não citam nenhuma unidade em destaque.
page-operator = Operador
page-weapon = Arma
page-its-pools = : seus estandartes
page-live-now-2 = ativo agora
page-not-run-yet = ainda não apareceu
page-next = próximo:{" "}
page-h1 = Calendário de Arknights: Endfield
page-trademark = Arknights: Endfield é uma marca dos detentores dos seus direitos; este site não tem vínculo com eles.
page-runs = { $count ->
        [one] { $count } edição
        [many] { $count } de edições
       *[other] { $count } edições
    }
# $count is where the number stands (set in bold); $days chooses the plural.
page-days-since-last = { $days ->
        [one] { $count } dia desde a última
        [many] { $count } de dias desde a última
       *[other] { $count } dias desde a última
    }

## Why the "Get notified" form's subscription was refused

refused-rate-limited = Solicitações demais: tente de novo em { $seconds ->
        [one] { $seconds } segundo
        [many] { $seconds } de segundos
       *[other] { $seconds } segundos
    }.
refused-invalid = A URL do webhook ou uma opção não foi aceita: cole uma URL de webhook do Discord (https://discord.com/api/webhooks/…) e escolha entre as opções oferecidas.
refused-webhook-not-allowed = Esta URL de webhook não é permitida: só a URL de um webhook do Discord é aceita.
refused-webhook-not-confirmed = Não foi possível enviar a confirmação: verifique se a URL do webhook está certa e se o webhook ainda existe.
refused-full = No momento não aceitamos mais assinaturas; tente mais tarde.
refused-other = Não foi possível criar a assinatura; tente mais tarde.

## Notifications (src/notify/)

notify-start = Início
notify-end = Término
notify-featured = Em destaque
notify-sep = ,{" "}
notify-unofficial-arknights-endfield-calendar = Calendário não oficial de Arknights: Endfield
notify-official-notice = {" "}· anúncio oficial{" "}
notify-sep-2 = :{" "}
notify-test-message-from-the-calendar = Mensagem de teste do calendário — nenhuma mudança na programação
notify-target = O destino “
notify-works-the-schedule-changes-and = ” funciona: as mudanças na programação e os lembretes do calendário não oficial de Arknights: Endfield serão enviados aqui.
notify-subscribed-the-unofficial-arknights-endfield = Assinado: o calendário não oficial de Arknights: Endfield vai postar aqui.
notify-schedule-changes = Mudanças na programação
notify-reminders = Lembretes
notify-server = Servidor
notify-language = Idioma
notify-english = Português (Brasil)
notify-to-stop = Para parar
notify-every-category-and-new-versions = todas as categorias e novas versões
notify-every-category = todas as categorias
notify-only-pools-featuring = , só estandartes com{" "}
notify-sep-3 = {""}
notify-none = nenhum
notify-sep-4 = ;{" "}
notify-remove-the-target-from-the = remover o destino do arquivo de destinos
notify-send-delete = enviar DELETE{" "}
notify-with-the-management-token-the = {" "}com o token de gerenciamento dado na resposta da assinatura (Authorization: Bearer …)
notify-or-delete-this-webhook-in = , ou excluir este webhook no Discord

## The page's presets, the rate-limited page, the countdown card

page-preset-all-pools = Todos os estandartes
page-preset-operator-pools = Estandartes de operador
page-preset-limited = Atividades limitadas
page-preset-everything = Tudo
limited-title = Solicitações demais · Calendário de Arknights: Endfield
limited-heading = Solicitações demais
# $wait is where the wait stands (set in bold, as limited-wait tells it); $seconds chooses the plural.
limited-try-again = Você (ou alguém que compartilha seu endereço de rede) enviou solicitações demais em pouco tempo. Tente de novo em { $wait }{ $seconds ->
        [one] {""}
        [many] {""}
       *[other] {""}
    }; esta página vai recarregar sozinha.
limited-wait = { $seconds } s
card-title = Calendário de Arknights: Endfield · contagem regressiva
card-nothing = Nada ativo ou futuro registrado aqui.
card-link = Calendário de Endfield (não oficial)
page-json-api = API JSON

## MCP's tools' texts (for language models; the Chinese file keeps them in English, as they were)

mcp-not-announced = não anunciado
mcp-span = { $start } → { $end }
mcp-summary-events = { $total ->
        [one] { $total } evento
        [many] { $total } de eventos
       *[other] { $total } eventos
    }, horários em { $zone }:
mcp-summary-changes = { $total ->
        [one] { $total } mudança
        [many] { $total } de mudanças
       *[other] { $total } mudanças
    }, horários em { $zone }:
mcp-summary-units = { $total ->
        [one] { $total } unidade
        [many] { $total } de unidades
       *[other] { $total } unidades
    }, horários em { $zone }:
mcp-and-more = … e mais { $more } (structuredContent lista todos)
mcp-end = {"; "}término: { $note }
mcp-featured = {"; "}em destaque: { $names }
mcp-event-line = - { $title } [{ $category }, { $status }] { $span }{ $more } ({ $id })
mcp-change-line = - { $at } { $kind } { $subject } { $title } ({ $key }; { $words })
mcp-join = {", "}
mcp-record-stops = O registro para na mudança mais recente, { $newest }; os dados foram gerados em { $generated }: mudanças posteriores ainda não estão registradas.
mcp-record-empty = O registro não contém nenhuma mudança; os dados foram gerados em { $generated }: mudanças posteriores ainda não estão registradas.
mcp-times-in = Horários em { $zone }.
mcp-unit-names = { $name } ({ $en })
mcp-unit-runs = { $names }, { $kind }: { $n ->
        [one] { $n } edição iniciada
        [many] { $n } de edições iniciadas
       *[other] { $n } edições iniciadas
    }
mcp-unit-live = , uma ativa agora
mcp-unit-days-since = , { $n ->
        [one] { $n } dia
        [many] { $n } de dias
       *[other] { $n } dias
    } desde o fim da última
mcp-unit-next = ; a próxima edição começa { $start }
mcp-unit-no-next = ; nenhuma próxima edição registrada aqui ainda
mcp-run-line = { $title } [{ $status }] { $span } ({ $id })

## Chat (src/chat/): the commands' answers in Discord, Telegram and QQ, and their descriptions

chat-notice = Calendário comunitário não oficial: os avisos oficiais e o jogo prevalecem.
chat-more = … e mais { $n }
chat-now-title = Agora · { $server }
chat-next-title = Em breve · { $server }
chat-version-ends = termina { $when }
chat-version-starts = começa { $when }
chat-live = Ativo agora:
chat-nothing-live = Nada está ativo agora.
chat-next-not-recorded = A próxima versão ainda não está registrada aqui.
chat-upcoming = Em breve:
chat-unit-ask = Informe uma unidade, por exemplo seu nome em inglês ou chinês.
chat-unit-unknown = Nenhuma unidade em destaque com esse nome está registrada aqui.
chat-unit-runs = { $n ->
        [one] { $n } banner até agora
       *[other] { $n } banners até agora
    }
chat-unit-last = Último banner:
chat-unit-live = ativo agora
chat-unit-days-since = { $n ->
        [one] terminou há { $n } dia
       *[other] terminou há { $n } dias
    }
chat-unit-next = Próximo banner:
chat-unit-no-next = O próximo banner ainda não está registrado aqui.
chat-help = Comandos
chat-no-reminders = sem lembretes
chat-status-on = Este chat está inscrito: { $server }, { $lang }, lembrete { $lead } antes de cada início.
chat-status-off = Este chat não está inscrito.
chat-subscribed = Inscrito: anúncios e um lembrete { $lead } antes de cada início serão publicados aqui.
chat-already-subscribed = Este chat já está inscrito.
chat-unsubscribed = Inscrição cancelada: nada mais será publicado aqui.
chat-not-subscribed = Este chat não está inscrito.
chat-not-allowed = Só um administrador deste chat pode mudar a inscrição.
chat-group-only = Inscrições são feitas em um grupo ou canal de servidor, não em chat privado.
chat-failed = Não foi possível mudar a inscrição agora; nada mudou. Tente mais tarde.
chat-option-invalid = Não foi possível ler esta opção:
chat-option-accepted = Opções possíveis: { $options }
chat-slow-down = Comandos demais: este chat não terá respostas por um minuto.
chat-unknown = Comando desconhecido. Envie { $help } para ver a lista.
chat-webhook-name = Calendário de Endfield
# A chat endpoint's refusals (read by the platform's servers and their operators).
chat-refused-unauthorized = a assinatura ou o segredo da atualização está ausente, é falso ou expirou
chat-refused-unreadable = o corpo não é uma atualização desta plataforma
chat-cmd-endfield = O calendário não oficial de Arknights: Endfield
chat-cmd-now = A versão atual e o que está ativo
chat-cmd-next = O que vem por aí
chat-cmd-unit = Os banners de uma unidade: último, próximo, dias desde então
chat-cmd-unit-name = O nome da unidade
chat-cmd-unit-placeholder = NOME
chat-cmd-subscribe = Publicar aqui anúncios e lembretes (admins)
chat-cmd-unsubscribe = Parar de publicar aqui (admins)
chat-cmd-status = Se este chat está inscrito
chat-cmd-help = Os comandos
chat-cmd-server = O relógio de qual servidor
chat-cmd-lang = O idioma das publicações
chat-cmd-category = Só estas categorias (operator, arsenal, limited, permanent, update)

## Dates: CLDR patterns

date-year-month-day = { $day } de { month-short } de { $year }
time-pattern = HH:mm
date-time = { $date } { $time }

## Errors

error-invalid-query = consulta inválida
error-invalid-parameter = parâmetro de consulta `{ $parameter }` inválido: { $message }
error-more-problems = { $message } (e mais { $more ->
        [one] 1 problema
       *[other] { $more } problemas
    }, veja details)
error-more-problems-listed = { $message } (e mais { $more ->
        [one] 1 problema
       *[other] { $more } problemas
    }; details lista só os primeiros { $listed })
error-not-found = nenhum recurso em `{ $path }`; a API fica em { $api }
error-method-not-allowed = o método `{ $method }` não é permitido; use { $allow }
error-rate-limited = solicitações demais; tente de novo em { $seconds } s
error-internal = erro interno do servidor
error-bad-request = solicitação inválida: { $why }
error-uri-too-long = o alvo da solicitação é longo demais
error-headers-too-large = os cabeçalhos da solicitação são grandes demais
error-request-timeout = nenhum cabeçalho de solicitação completo dentro do tempo limite
problem-encoding = a codificação por porcentagem não decodifica para texto UTF-8
problem-unknown-events = parâmetro desconhecido; os parâmetros são { $events }, e em /api/v1/events.ics também { $feed }
problem-unknown-on = parâmetro desconhecido; os parâmetros de { $path } são { $parameters }
problem-duplicate = informado mais de uma vez
problem-empty = não tem valor; omita o parâmetro para não aplicar filtro
problem-empty-range = `from` deve ser anterior a `to`: o intervalo [from, to) ficaria vazio
problem-version = esperado `all`, uma chave de versão como `version-5` ou um número como `5`
problem-unknown-version = essa versão não existe; as versões são { $versions }
problem-too-many-durations = no máximo { $max } durações, separadas por vírgulas
problem-duration = esperada uma duração ISO 8601 maior que zero e de no máximo P7D, como P1D, PT1H ou P2DT12H
problem-too-many-names = no máximo { $max } nomes
problem-empty-item = item vazio na lista separada por vírgulas
problem-name-too-long = um nome tem no máximo { $max } caracteres
problem-name-control = um nome não tem caracteres de controle
problem-all-and-categories = `all` não pode ser combinado com categorias
problem-unknown-category = categoria desconhecida; esperado `all` ou uma lista separada por vírgulas de { $categories }
problem-server = esperado cn, asia ou americas-europe
problem-expected-one-of = esperado um de { $values }
problem-datetime = esperado um carimbo de data/hora RFC 3339 com deslocamento, como 2026-08-01T00:00:00+08:00 ou 2026-07-31T16:00:00Z
problem-limit = deve ser um número inteiro de 1 a { $max }
problem-theme = deve ser light, dark ou transparent
mcp-problem-argument = argumento desconhecido; os argumentos de unit_history são { $arguments }
mcp-problem-name = unit_history precisa do nome da unidade (em chinês ou no inglês oficial)
bad-request-host = o cabeçalho Host não é um host[:port] válido
bad-request-hosts = mais de um cabeçalho Host
bad-request-alarm = esse `alarm` não é oferecido
bad-request-ending = esse `ending` não é oferecido
mcp-unit-unknown = nenhuma unidade chamada “{ $name }” nos dados: nenhuma caça de talentos nem distribuição de arsenal a destaca (um nome é exatamente o chinês, ou o inglês oficial); list_units lista todas as unidades

## Names

# A name shown untranslated (its title): never "not announced".
names-untranslated = Nenhum nome oficial em português registrado aqui

## Subscriptions refused
subscription-invalid = inscrição inválida: { $problems }
subscription-invalid-body = inscrição inválida
subscription-problems = { $list }; { $next }
subscription-not-allowed = webhook não permitido: { $why }
subscription-not-confirmed = o webhook não aceitou a mensagem de confirmação; nada foi salvo
subscription-too-large = o corpo passa de { $bytes } bytes
subscription-not-json = envie a inscrição como Content-Type: application/json
subscription-method = método não permitido; use { $allow }
subscription-full = este servidor não aceita mais inscrições
subscription-cross-site = uma inscrição só é feita pela própria página deste site ou sem navegador; nada foi salvo
subscription-json-secret = uma inscrição `json` não leva `secret`: o servidor gera um e o informa uma única vez na resposta
subscription-not-object = o corpo não é um objeto de inscrição: linha { $line }, coluna { $column }: { $place }{ $kind }
subscription-url-not-url = `url` não é uma URL
subscription-url-discord = uma URL de `discord` é https://discord.com/api/webhooks/<id>/<token> (ou discordapp.com, ptb., canary.)
subscription-url-not-public = `url` não é um endereço público (endereços de loopback, privados, link-local e outros de uso especial são recusados)
subscription-url-http = `url` não é uma URL https (http simples só para um host de loopback que o servidor permite)
subscription-url-not-resolved = o host de `url` não resolve
subscription-url-not-answered = o host de `url` não pode ser resolvido agora (o servidor de nomes falhou); tente de novo mais tarde
subscription-disabled-unopened = não abre com esta chave
subscription-disabled-gone = o destinatário { $why }: o webhook dele não existe mais
subscription-disabled-failures = { $failures } entregas seguidas não aceitas (última: { $why })
json-not-valid-because = não é JSON válido ({ $why })
json-not-valid = não é JSON válido
json-unreadable = ilegível
json-wrong-type = { $expected ->
        [string] um valor do tipo errado, esperado uma string
        [number] um valor do tipo errado, esperado um número inteiro
        [array] um valor do tipo errado, esperado um array
        [object] um valor do tipo errado, esperado um objeto
       *[none] um valor do tipo errado
    }
json-out-of-range = { $expected ->
        [string] um valor fora do intervalo, esperado uma string
        [number] um valor fora do intervalo, esperado um número inteiro
        [array] um valor fora do intervalo, esperado um array
        [object] um valor fora do intervalo, esperado um objeto
       *[none] um valor fora do intervalo
    }
json-unknown-field = um campo desconhecido (docs/notify.md lista os campos de um destino)
json-missing-field = falta `{ $field }`
json-field-twice = `{ $field }` aparece duas vezes
json-wrong-length = uma lista de tamanho errado
json-does-not-fit = um valor que não cabe
target-url-too-long = `url` passa de 2048 bytes
target-url-space = `url` contém um espaço ou um caractere de controle
target-url-not-https = `url` não é uma URL https (http simples só para um endereço de loopback, para testes)
target-url-user = `url` contém um nome de usuário ou uma senha (`user@`): não permitido
target-name = `name` tem de 1 a { $max } letras ASCII, dígitos, `.`, `_` ou `-`
target-kind = `kind` é `discord`, `json`, `telegram` ou `onebot`
target-onebot-secret = `secret` é o token de acesso do OneBot: de 1 a 256 caracteres ASCII visíveis
target-no-secret = um destino `{ $kind }` não leva `secret`
target-chat-id = `chatId` é o número de um chat (`-1001234567890`) ou o `@username` de um canal
target-chat-id-needed = um destino `telegram` precisa de `chatId`
target-chat-id-only = só um destino `telegram` leva `chatId`
target-group-id-needed = um destino `onebot` precisa de `groupId`, o número de um grupo do QQ
target-group-id-only = só um destino `onebot` leva `groupId`
target-invalid-field = campo `{ $field }` inválido: { $message }
target-invalid-field-value = campo `{ $field }` inválido: { $message } (`{ $value }`)
target-env-name = `{ $field }Env` é o nome de uma variável de ambiente (A-Z, 0-9, _)
target-both = informe `{ $field }` ou `{ $field }Env`, não os dois
target-required = `{ $field }` ou `{ $field }Env` é obrigatório
delivery-no-connection = sem conexão
delivery-timed-out = tempo esgotado
delivery-failed = a requisição falhou
delivery-lost = { $why } depois que a requisição saiu
delivery-rate-limited-long = limitado por { $seconds } s, mais do que uma execução espera
delivery-rate-limited = limitado (429)
delivery-answered = respondeu { $status }
delivery-telegram-refused = o Telegram respondeu `ok: false`
delivery-onebot-refused = a implementação do OneBot respondeu retcode { $retcode }
delivery-attempts = { $attempts ->
        [one] { $why } ({ $attempts } tentativa)
       *[other] { $why } ({ $attempts } tentativas)
    }
delivery-out-of-time = o tempo da execução acabou antes de uma tentativa
delivery-out-of-time-after = { $why }; o tempo da execução acabou

## The page's script (src/service/page/page.js)

# Beside a time, the same moment on the viewer's clock ($time: its date and time in its zone).
page-local-time = {" "}(hora local { $time })
