# The stats pictures: /stats and the digest.
chart-what = Cliques e comissão por { $bucket ->
        [hour] hora
        [week] semana
        [month] mês
       *[day] dia
    }
# An hour chart is drawn on the publisher's clock: theirs, or UTC while they have chosen no zone.
chart-what-hours-yours = Cliques e comissão por hora, no seu horário
chart-what-hours-utc = Cliques e comissão por hora, UTC
chart-title = { $what }, { $period }
chart-clicks = Cliques
chart-commission = Comissão
chart-so-far = até agora
chart-days = { $days ->
        [one] 1 dia
       *[other] { $days } dias
    }
chart-nothing = 📉 Nenhum clique e nenhuma comissão em { $period }: não há o que mostrar no gráfico.
