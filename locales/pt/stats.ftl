command-stats = estatísticas de um período: /stats [período]
stats-choose = 📊 Estatísticas de qual período? Ou digite: <code>{ $example }</code>
stats-preset-today = Hoje
stats-preset-yesterday = Ontem
stats-preset-7d = 7 dias
stats-preset-30d = 30 dias
stats-preset-month = Este mês
stats-preset-last-month = Mês passado
stats-preset-this-week = Esta semana
stats-preset-last-week = Semana passada
stats-loading = Lendo suas estatísticas…
stats-bad-period =
    Não consigo gerar relatório para esse período: { $reason }
    Exemplo: <code>{ $example }</code>, ou escolha um botão.
stats-bad-format = escreva um ou dois dias no formato DD/MM/AAAA.
stats-bad-ambiguous = { $date } pode ser lido de dois jeitos: escreva a data no formato DD/MM/AAAA.
stats-bad-no-such-date = { $date } não existe no calendário.
stats-bad-reversed = o primeiro dia vem depois do último.
stats-bad-future = { $date } ainda não chegou.
stats-bad-too-long = um período pode ter no máximo { $days } dias; escolha um menor.
stats-summary-title = 📊 <b>Estatísticas de { $period }</b>
stats-summary-compared = <i>comparado com { $period }</i>
stats-line-shows = 👁 Exibições: { $shows }
stats-line-clicks = 🖱 Cliques: { $clicks } · únicos { $unique }
stats-line-leads = 📝 Leads { $total }: pendentes { $open } · aprovados { $approved } · cancelados { $cancelled }
stats-line-sales = 🛒 Vendas { $total }: pendentes { $open } · aprovadas { $approved } · canceladas { $cancelled }
stats-line-commission = 💰 Comissão: pendente { $open } · aprovada { $approved } · cancelada { $cancelled }
stats-line-rates = 📈 CR { $cr } · EPC { $epc } · aprovação { $ar }
stats-change-points = { $value } p.p.
stats-by-offer = Por oferta
stats-by-day = Por dia
stats-by-channel = Por canal
stats-by-country = Por país
stats-by-subaccount = Por subconta
stats-other-period = 📅 Outro período
stats-page-previous = ‹ Anterior
stats-page-next = Próxima ›
stats-csv = ⬇️ CSV
stats-csv-preparing = Preparando o CSV…
stats-csv-caption = { $kind }, { $period }: { $rows ->
        [0] { $rows } linhas
        [one] { $rows } linha
       *[other] { $rows } linhas
    }.
stats-breakdown-title = <b>{ $kind }</b> · { $period }
stats-breakdown-page = Página { $page } de { $pages } · { $rows ->
        [0] { $rows } linhas
        [one] { $rows } linha
       *[other] { $rows } linhas
    }, as que mais rendem primeiro
stats-breakdown-empty = Nada neste período.
stats-breakdown-row =
    { $rank }. <b>{ $label }</b>
    cliques { $clicks } · conversões { $conversions } · comissão { $commission } · canceladas { $cancelled }
stats-no-subaccount = (sem subconta)
stats-no-channel = (sem canal)
stats-unknown = (desconhecido)
stats-deferred = ⏳ A rede está preparando o relatório de { $period }: períodos longos demoram um pouco. Vou atualizar esta mensagem quando ficar pronto.
stats-deferred-still = ⏳ O relatório de { $period } ainda está sendo preparado (verifiquei { $checks } vezes em { $seconds } s). Vou atualizar esta mensagem quando ficar pronto.
stats-deferred-ready = ✅ O relatório de { $period } está pronto: logo abaixo.
stats-deferred-gave-up = ⌛ A rede não terminou o relatório de { $period } a tempo, então parei de esperar. Tente de novo em alguns minutos ou escolha um período menor.
stats-preset-year = Este ano
stats-summary-title-so-far = 📊 <b>Estatísticas de { $period }, até agora</b>
stats-summary-so-far = <i>até agora, às { $time }: comparo quando a rede fechar o dia</i>
stats-summary-outside = <i>sem comparação: { $period } fica em parte fora do ano de estatísticas que a rede guarda</i>
stats-breakdown-page-days = Página { $page } de { $pages } · { $rows ->
        [0] { $rows } dias
        [one] { $rows } dia
       *[other] { $rows } dias
    }, em ordem de data
stats-breakdown-counted = conversões e comissão: aprovadas + pendentes; as canceladas ficam fora da conta
stats-csv-money-column = { $column } em { $currency }
stats-csv-key = Chave
stats-csv-label = Nome
stats-csv-shows = Exibições
stats-csv-clicks = Cliques
stats-csv-uniqueClicks = Cliques únicos
stats-csv-leadsOpen = Leads pendentes
stats-csv-leadsApproved = Leads aprovados
stats-csv-leadsCancelled = Leads cancelados
stats-csv-salesOpen = Vendas pendentes
stats-csv-salesApproved = Vendas aprovadas
stats-csv-salesCancelled = Vendas canceladas
stats-csv-commissionOpen = Comissão pendente
stats-csv-commissionApproved = Comissão aprovada
stats-csv-commissionCancelled = Comissão cancelada
stats-csv-conversions = Conversões (aprovadas + pendentes)
stats-csv-commission = Comissão (aprovada + pendente)
stats-bad-too-old = a rede guarda cerca de um ano de estatísticas, a partir de { $date }; não há dados tão antigos.
stats-summary-compared-closed = <i>variações: { $compared } contra { $previous }; { $day } fica de fora até a rede fechar o dia</i>
stats-network-day = 🕒 A rede conta os dias { $zone }: o dia { $day } dela fecha { $when } no seu horário.
stats-network-day-began = 🕒 A rede conta os dias { $zone }: o dia { $day } dela começou { $began } e fecha { $when } no seu horário.
stats-not-begun = 📊 Nada para { $period } ainda: a rede conta os dias { $zone }, e o dia { $day } dela começa { $when } no seu horário. Escolha outro período ou pergunte de novo então.
# When a moment comes on the publisher's clock: today, tomorrow, or another day.
stats-when-today = às { $time }
stats-when-tomorrow = amanhã às { $time }
stats-when-day = em { $day } às { $time }
stats-day-so-far = { $day } (até agora)
stats-breakdown-so-far = a rede ainda está contando o dia { $day }: os números dele são até agora
stats-channels-unlisted = Canais sem conversões (a rede lista só os que converteram)
stats-by-hour = Por hora
stats-drill-by-offer = por oferta
stats-drill-by-subaccount = por subconta
stats-drill-by-day = por dia
stats-drill-by-hour = por hora
stats-drill-title = <b>{ $path }</b> · { $kind } · { $period }
stats-drill-title-day = <b>{ $path }</b> · { $kind }
stats-drill-page-hours = Página { $page } de { $pages } · { $rows ->
        [0] { $rows } horas
        [one] { $rows } hora
       *[other] { $rows } horas
    }, em ordem
stats-drill-unlisted-offers = Ofertas sem conversões (a rede lista só as que converteram)
stats-drill-back = ⬅ Voltar
stats-drill-no-chart-days = Sem gráfico aqui: a rede dá estas linhas um dia por consulta, então elas são lidas por dia em períodos de até { $days } dias.
stats-drill-no-chart-hours = Sem gráfico aqui: a rede não dá as horas destas linhas.
stats-drill-no-further = A rede não consegue detalhar mais esta linha.
stats-drill-offer-quiet = Esta oferta não teve tráfego em { $period }.
stats-drill-hours-yours = horas no seu relógio: o dia { $day } da rede começou às { $began }
stats-drill-hours-utc = horas em UTC: o dia { $day } da rede começou às { $began }
