command-watch = o bot vigia suas ofertas, pagamentos e saldo
watch-title = { $count ->
        [one] 👁 Uma mudança na sua conta
       *[other] 👁 { $count } mudanças na sua conta
    }
watch-more = …e mais { $count }: /watch
watch-offer-stopped = ⛔ { $offer } parou: não está mais entre as suas ofertas (pausada, ou seu acesso terminou). Os links dela não rendem mais.
watch-offer-no-links = ⛔ { $offer } parou: não sobrou nenhum link de rastreamento seu para ela. O tráfego dela não rende mais.
watch-pay-cut = 📉 { $offer }: { $what } { $from } → { $to }
watch-pay-raised = 📈 { $offer }: { $what } { $from } → { $to }
watch-pay-sale = venda
watch-pay-lead = lead
watch-goal-added = ➕ { $offer }: nova meta “{ $goal }”
watch-goal-removed = ➖ { $offer }: meta “{ $goal }” removida
watch-goal-regions = 🌍 { $offer } · { $goal }: fechada para { $regions }
watch-payout-new = 💸 Um pagamento foi feito: { $amount } ({ $status })
watch-payout-status = 💸 Pagamento de { $amount }: { $from } → { $to }
watch-balance-rose = 💰 Seu saldo disponível chegou a { $mark }: agora é { $balance }.
watch-balance-fell = 💰 Seu saldo disponível ficou abaixo de { $mark }: agora é { $balance }.
watch-card-title = 👁 Vigia
watch-on = 🟢 Ligada: verifico sua conta a cada hora e conto o que mudou.
watch-off = ⏸ Desligada.
watch-rule-offer-stopped = Uma oferta minha para
watch-rule-offer-pay = O que uma oferta paga muda
watch-rule-offer-goals = Metas adicionadas, removidas ou fechadas para regiões
watch-rule-payouts = Novos pagamentos e mudanças de status
watch-rule-balance = O saldo cruza a minha marca
watch-balance-unset = Marca de saldo: nenhuma (💰 define uma).
watch-balance-mark = Marca de saldo: { $mark }
watch-checked = Última verificação: { $at }
watch-last-told = Último aviso: { $count ->
        [one] uma mudança
       *[other] { $count } mudanças
    } em { $day }
watch-explain = Ligue e eu verifico a cada hora. A primeira verificação só anota como as coisas estão; depois, você fica sabendo de cada mudança uma vez.
watch-start = 👁 Começar a vigiar
watch-stop = ⏸ Parar de vigiar
watch-balance-button = 💰 Marca de saldo
watch-refresh = 🔄 Atualizar
watch-balance-ask = Sobre qual saldo disponível devo avisar, em { $currency }? Envie um valor como 500, ou 0 para nenhum. /cancel cancela.
watch-balance-bad-format = “{ $text }” não é um valor. Envie dígitos como 500 ou 1 250,50.
watch-balance-bad-not-positive = A marca precisa ser maior que zero; envie 0 para não ter nenhuma.
watch-balance-bad-ambiguous = “{ $text }” pode ser lido de duas formas. Escreva sem separador de milhar, como 12345 ou 12,34.
watch-clicks-stopped = 🚦 Nenhum clique desde { $since } ({ $hours } horas); essas horas costumam trazer { $usual }. Um link ou um anúncio pode estar quebrado.
watch-conversions-stopped = 🚦 { $clicks } cliques desde { $since } e nenhuma conversão; essas horas costumam converter { $usual } vezes. Uma página ou um link de rastreamento pode estar quebrado.
watch-rule-traffic = Meu tráfego morre (cliques ou conversões param)
watch-stats-today = 📊 Estatísticas de hoje
watch-first-conversion = 🎉 { $offer } converteu pela primeira vez.
watch-rule-first-conversion = Uma oferta converte pela primeira vez
watch-coupon-ending = ⌛ { $offer }: o código { $code } termina amanhã às { $time }. Os posts com ele param de funcionar.
watch-rule-coupons = Um código das minhas ofertas termina amanhã
watch-quiet = Horas de silêncio: { $from }–{ $to }, mensagens guardadas até lá (definidas em /alerts)
watch-quiet-none = Horas de silêncio: nenhuma (definidas em /alerts)
watch-approval-drop = 📉 { $offer }: { $to } das conversões decididas em { $day } foram aprovadas, contra { $from } nos 30 dias anteriores.
watch-rule-approval = A taxa de aprovação de uma oferta cai
# Each campaign watched (issue 41, item 1)
watch-campaign-clicks-stopped = 🚦 Campanha { $campaign }: nenhum clique desde { $since } ({ $hours } horas); essas horas costumam trazer { $usual }. O link ou o anúncio dela pode estar quebrado.
watch-campaign-conversions-stopped = 🚦 Campanha { $campaign }: { $clicks } cliques desde { $since } e nenhuma conversão; essas horas costumam converter { $usual } vezes. A página ou o link de rastreamento dela pode estar quebrado.
watch-campaign-level = Campanhas: cada valor da subconta { $level } (escolha o nível abaixo)
watch-campaign-level-button = sub{ $level }
