command-report = boletim de uma semana ou de um mês: /report [período]
report-choose = 🗓 Boletim de qual período? Ou digite-o: <code>{ $example }</code>
report-other = 📅 Outro período
report-type = 🗓 Digite o período depois de /report, como no /stats: <code>{ $example }</code>
report-loading = Preparando seu boletim…
report-title = 🗓 <b>Boletim · { $period }</b>
report-title-so-far = 🗓 <b>Boletim · { $period }, até agora</b>
report-top-title = 🏆 <b>Melhores ofertas</b> por comissão
report-top-row = { $rank }. { $offer } — { $commission }
report-movers = ↕ Maiores variações: { $moves }
report-mover-up = ▲ { $offer } { $delta }
report-mover-down = ▼ { $offer } { $delta }
report-claims = 📮 Solicitações: enviadas { $filed } · aceitas { $accepted } · rejeitadas { $rejected }
report-claims-sum = 📮 Solicitações: enviadas { $filed } · aceitas { $accepted } ({ $sum }) · rejeitadas { $rejected }
report-claims-not-set-up = 📮 Solicitações: adicione seu ID do cliente com /connect para vê-las aqui
report-claims-unavailable = 📮 Solicitações: a rede não as lista agora
report-payouts = 💸 Pagamentos: solicitados { $requested } ({ $requestedSum }) · pagos { $paid } ({ $paidSum })
report-payouts-unavailable = 💸 Pagamentos: a rede não os lista agora
report-quiet = Nenhum clique e nenhuma conversão em { $period }: nada para desenhar no boletim.
report-csv = ⬇️ CSV por dia
report-csv-caption = Boletim por dia, { $period }: { $rows ->
        [one] um dia
       *[other] { $rows } dias
    }.
report-open = 🗓 Boletim
