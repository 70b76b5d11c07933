command-alerts = alertas: uma mensagem a cada conversão
alerts-open = 🔔 Alertas de conversões
alerts-title = 🔔 Alertas de conversões
alerts-state-on = 🟢 Ligados: cada conversão que a rede informar chega aqui.
alerts-state-off = ⏸ Desligados.
alerts-explain = Ao ligar, o bot cria na sua conta um postback chamado “{ $name }” (ele aparece em /postbacks) e avisa de cada conversão assim que a rede a informar.
alerts-offers = Ofertas
alerts-offers-all = todas as ofertas
alerts-statuses = Status
alerts-statuses-none = nenhum (nada será enviado)
alerts-status-new = pendente
alerts-status-approved = aprovada
alerts-status-rejected = cancelada
alerts-min = Comissão mínima
alerts-min-none = nenhuma
alerts-quiet = Horas de silêncio
alerts-quiet-off = desligadas
alerts-postback = Quem os entrega é o postback “{ $name }”; o /postbacks o mostra com esse mesmo nome.
alerts-switch-on-all = 🔔 Ligar para todas as ofertas
alerts-switch-on-chosen = 🔔 Ligar para as escolhidas
alerts-switch-off = 🔕 Desligar
alerts-choose-offers = 🎯 Escolher ofertas…
alerts-all-offers = Todas as ofertas
alerts-min-button = Comissão mínima → { $value }
alerts-quiet-button = Horas de silêncio → { $value }
alerts-switched-on = ✅ Alertas ligados.
alerts-switched-off = ⏸ Alertas desligados: o postback foi desconectado e o endereço dele não funciona mais.
alerts-off-api-failed = A rede não confirmou que o postback foi desconectado; o endereço dele não funciona mais de qualquer forma. Você pode conferir em /postbacks.
alerts-offers-changed = ✅ Ofertas alteradas.
alerts-failed = ⚠️ A rede não aceitou a alteração.
alerts-no-public-url = Os alertas de conversões precisam do endereço público do bot, para onde a rede envia as conversões. O operador do bot precisa definir PUBLIC_URL (por exemplo https://bot.example.com); no modo webhook o padrão é o endereço de WEBHOOK_URL.
alerts-offers-ask = Sobre quais ofertas devo avisar? Digite um nome (ou parte dele) e escolha a oferta, ou envie ids separados por espaços ou vírgulas (por exemplo: 1203 1410), ou “todas”.
alerts-offers-unknown = A rede não conhece a oferta { $ids }. Envie os ids de novo.
alerts-sub = subconta
alerts-offer-card = 📄 Cartão da oferta
alerts-count = { $count ->
    [one] { $count } conversão
   *[other] { $count } conversões
}
alerts-count-more = { $count ->
    [one] mais { $count } conversão
   *[other] mais { $count } conversões
}
alerts-count-changes = { $count ->
    [one] { $count } mudança de status
   *[other] { $count } mudanças de status
}
alerts-count-and = { $first } e { $second }
alerts-burst = ⚡ { $what } no último minuto, { $total }
alerts-burst-changes = ⚡ { $what } no último minuto
alerts-quiet-summary = 🌙 As horas de silêncio acabaram: { $what } enquanto você estava fora, { $total }
alerts-quiet-summary-changes = 🌙 As horas de silêncio acabaram: { $what } enquanto você estava fora
alerts-more = …e mais { $count }
alerts-state-network-off = ⚠️ Ligados aqui, mas a rede tem o postback desativado (nenhuma oferta conectada, como mostra /postbacks): nenhuma conversão chega. Ligue para conectá-lo de novo.
alerts-state-network-paused = ⚠️ Ligados aqui, mas a rede tem o postback pausado: nenhuma conversão chega até ele ser retomado na interface da rede.
alerts-state-network-gone = ⚠️ Ligados aqui, mas a rede não tem mais o postback: nenhuma conversão chega. Ligue para criá-lo de novo.
alerts-goal-lead = lead
alerts-goal-sale = venda
