command-digest = configurar o resumo diário
digest-title = ☀️ <b>Seu dia: { $day }</b>
digest-clicks = 🖱 Cliques: { $clicks } ({ $change } em relação ao dia anterior)
digest-conversions = 📝 Conversões (aprovadas + pendentes): { $conversions } ({ $change }) · aprovadas { $approved } · canceladas (fora da conta) { $cancelled }
digest-commission = 💰 Comissão (aprovada + pendente): { $commission } ({ $change })
digest-rates = 📈 CR { $cr } · EPC { $epc }
digest-top-title = 🏆 <b>Melhores ofertas</b>
digest-top-row = { $rank }. { $offer } — { $commission }
digest-balance = 💳 Saldo disponível: <b>{ $amount }</b>
digest-claims-title = 📮 <b>Novidades nas solicitações</b>
digest-claim-row = • #{ $id } (pedido { $order }): { $status }
digest-claims-more = …e mais { $count }: /claims
digest-claim-processing = em análise
digest-claim-accepted = aceita
digest-claim-rejected = rejeitada
digest-warnings-title = ⚠️ <b>Vale a pena conferir</b>
digest-warning-clicks = • Os cliques caíram para { $clicks }, menos da metade da média de 7 dias ({ $average }).
digest-warning-approvals = • { $leads ->
        [0] { $leads } leads em 7 dias e nenhum aprovado ainda.
        [one] Um lead em 7 dias, ainda não aprovado.
       *[other] { $leads } leads em 7 dias e nenhum aprovado ainda.
    }
digest-warning-stopped = • { $offer } parou de converter: { $before } conversões na semana anterior, nenhuma em { $day }.
digest-warning-stopped-more = • …e mais { $count ->
        [0] { $count } ofertas pararam
        [one] uma oferta parou
       *[other] { $count } ofertas pararam
    } de converter.
digest-button-stats = 📊 { $day } em detalhes
digest-button-settings = ⚙️ Ajustes do resumo
digest-settings-on = ☀️ <b>Resumo diário: ligado</b>
digest-settings-off = ☀️ <b>Resumo diário: desligado</b>
digest-settings-time = Entrega às <b>{ $time }</b>, fuso horário <b>{ $zone }</b>
digest-settings-clock = Agora são { $time } lá.
digest-settings-next = Próximo resumo: { $day } às { $time }.
digest-button-on = ✅ Ligar
digest-button-off = ⏸ Desligar
digest-button-time = 🕘 Horário
digest-button-zone = 🌍 Fuso horário
digest-button-now = 📨 Enviar um agora
digest-button-back = ‹ Voltar
digest-now-preparing = Preparando seu resumo…
digest-time-ask = Quando o resumo deve chegar? Escolha uma hora ou digite um horário como <code>08:30</code>.
digest-time-bad = “{ $text }” não é um horário. Digite algo como <code>08:30</code> ou escolha um botão.
digest-zone-ask = Em qual fuso horário você está? Escolha sua cidade, ou digite uma cidade, uma diferença como <code>-3</code> ou um fuso como <code>America/Sao_Paulo</code>, ou envie sua localização (📎 → Localização): eu ofereço as cidades mais próximas.
digest-zone-none = Nada corresponde a “{ $text }”. Tente uma cidade grande perto de você, uma diferença como <code>-3</code>, ou envie sua localização.
digest-zone-pick = Fusos horários para “{ $text }”: escolha o seu ou digite de novo.
digest-day-running = <i>A rede conta os dias { $zone } e fecha o dia { $day } às { $time } no seu horário; por isso este é o último dia que ela fechou.</i>
digest-all-title = ☀️ <b>Suas contas: { $day }</b>
digest-all-row = 💰 { $commission } ({ $change }) · 🖱 { $clicks } cliques · 📝 { $conversions } conversões
digest-all-total = 💰 <b>Comissão, todas as contas:</b> { $amounts }
digest-all-balance = 💳 <b>Disponível, todas as contas:</b> { $amounts }
digest-settings-each = Um resumo por conta.
digest-settings-all = Um resumo para todas as suas contas.
digest-button-all = 📚 Um resumo para todas as contas
digest-button-each = 📄 Um resumo por conta
digest-zone-nearest = As cidades mais próximas de você: escolha aquela cujo horário você segue.
digest-settings-weekly-on = 🗓 <b>Boletim semanal às segundas: ligado</b>
digest-settings-weekly-off = 🗓 Boletim semanal às segundas: desligado
digest-settings-weekly-next = Próximo boletim semanal: { $day } às { $time }, sobre a semana passada.
digest-button-weekly-on = 🗓 Boletim semanal: ligar
digest-button-weekly-off = 🗓 Boletim semanal: desligar
