# The stats pictures: /stats and the digest.
chart-what = Cliques e comissão por { $bucket ->
        [hour] hora
        [week] semana
        [month] mês
       *[day] dia
    }
chart-title = { $what }, { $period }
chart-clicks = Cliques
chart-commission = Comissão
chart-so-far = até agora
chart-days = { $days ->
        [one] 1 dia
       *[other] { $days } dias
    }
chart-nothing = 📉 Nenhum clique e nenhuma comissão em { $period }: não há o que mostrar no gráfico.
