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
watch-rule-offer-stopped = Uma das minhas ofertas é pausada
watch-rule-offer-pay = A taxa de uma oferta muda
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
watch-conversions-stopped = 🚦 { $clicks } { $n ->
        [one] clique
       *[other] cliques
    } desde { $since } e nenhuma conversão; essas horas costumam converter { $usual } vezes. Uma página ou um link de rastreamento pode estar quebrado.
watch-rule-traffic = Meu tráfego morre (cliques ou conversões param)
watch-first-conversion = 🎉 { $offer } converteu pela primeira vez.
watch-rule-first-conversion = Uma oferta converte pela primeira vez
watch-coupon-ending = ⌛ { $offer }: o código { $code } termina amanhã às { $time }. Os posts com ele param de funcionar.
watch-rule-coupons = Um código das minhas ofertas termina amanhã
watch-quiet = Horas de silêncio: { $from }–{ $to }, mensagens guardadas até lá (definidas em /alerts)
watch-quiet-none = Horas de silêncio: nenhuma (definidas em /alerts)
watch-approval-drop = 📉 { $offer }: { $to } das conversões decididas em { $day } foram aprovadas, contra { $from } nos 30 dias anteriores.
watch-rule-approval = A aprovação de uma oferta cai
# Own limits
watch-rule-limits = Meus próprios limites são cruzados
watch-limits-unset = Limites: nenhum (📏 define um).
watch-limits-count = Limites: { $count } (📏 lista)
watch-limits-button = 📏 Limites
watch-limits-title = 📏 Seus limites: { $count } de { $most }
watch-limits-none = Nenhum ainda. ➕ define um: EPC, CR, aprovação ou comissão da sua conta, de uma oferta ou de uma campanha, nos últimos dias.
watch-limits-explain = Verificados com o monitoramento a cada hora. Cada limite é avisado uma vez quando cruzado, e de novo só depois de voltar ao lado certo.
watch-limit-unseen = ainda não verificado
watch-limit-no-clicks = sem cliques nesses dias: não avaliado
watch-limit-last = último: { $value }
watch-limit-add = ➕ Adicionar limite
watch-limits-back = ⬅️ Voltar ao /watch
watch-limit-removed = Limite removido
watch-limit-too-many = Você tem { $most } limites, o máximo que guardo. Remova um (❌ em 📏 Limites) para adicionar outro.
watch-limit-figure-epc = EPC
watch-limit-figure-cr = CR
watch-limit-figure-ar = Aprovação
watch-limit-figure-commission = Comissão
watch-limit-of-account = toda a conta
watch-limit-of-campaign = campanha “{ $name }”
watch-limit-line = { $figure } — { $what }, { $days ->
        [1] hoje até agora
       *[other] últimos { $days } dias
    }: { $side ->
        [below] abaixo de
       *[above] acima de
    } { $mark }
watch-limit-crossed-below = 📏 { $figure } — { $what } ({ $days ->
        [1] hoje até agora
       *[other] últimos { $days } dias
    }): { $value }, abaixo do seu limite de { $mark }.
watch-limit-crossed-above = 📏 { $figure } — { $what } ({ $days ->
        [1] hoje até agora
       *[other] últimos { $days } dias
    }): { $value }, acima do seu limite de { $mark }.
watch-limit-ask-figure = Qual número o limite deve vigiar?
watch-limit-ask-scope = { $figure } de quê?
watch-limit-scope-account = 💼 Toda a minha conta
watch-limit-scope-offer = 📦 Uma oferta
watch-limit-scope-campaign = 🏷 Uma campanha (subconta)
watch-limit-ask-offer = Qual oferta? Escolha uma das que trouxeram cliques há pouco, ou envie o id dela.
watch-limit-ask-campaign = Qual campanha? Escolha uma, ou envie a subconta como seus links a levam.
watch-limit-ask-days = Em quantos últimos dias (1–30)? Hoje até agora conta como um.
watch-limit-ask-side = Avisar quando…
watch-limit-side-below = 📉 cair abaixo
watch-limit-side-above = 📈 subir acima
watch-limit-ask-money = Qual o limite de “{ $figure }”, em { $currency }? Envie um valor como 1,50.
watch-limit-ask-percent = Qual o limite de “{ $figure }”, em porcentagem? Envie um número como 2,5.
watch-limit-bad-press = Escolha um dos botões acima, ou Voltar.
watch-limit-bad-campaign = Envie a subconta da campanha como seus links a levam (até 100 caracteres).
watch-limit-bad-offer = Não encontro oferta com o id “{ $text }”. Envie o id de uma oferta (dígitos), ou escolha uma acima.
watch-limit-bad-days = Envie um número inteiro de dias de 1 a 30.
watch-limit-bad-format = “{ $text }” não é um número. Envie dígitos como 1,50 ou 2,5.
watch-limit-bad-not-positive = O limite precisa ser maior que zero.
watch-limit-bad-ambiguous = “{ $text }” pode ser lido de duas formas. Escreva sem separador de milhar, como 1234 ou 1,5.
watch-limit-bad-percent = Uma porcentagem é no máximo 100.
watch-limit-saved = ✅ Limite definido: { $limit }
# Novas ofertas que combinam
watch-rule-new-offers = Aparece uma oferta nova parecida com as minhas
watch-new-offer = 🆕 Nova oferta { $offer } ({ $where }), como as suas: { $pay }; EPC da rede { $epc }
watch-new-offer-by-goal = taxas por meta, veja o cartão
watch-new-offer-no-epc = ainda desconhecido
# Each campaign watched
watch-campaign-clicks-stopped = 🚦 Campanha { $campaign }: nenhum clique desde { $since } ({ $hours } horas); essas horas costumam trazer { $usual }. O link ou o anúncio dela pode estar quebrado.
watch-campaign-conversions-stopped = 🚦 Campanha { $campaign }: { $clicks } { $n ->
        [one] clique
       *[other] cliques
    } desde { $since } e nenhuma conversão; essas horas costumam converter { $usual } vezes. A página ou o link de rastreamento dela pode estar quebrado.
watch-campaign-level = Campanhas por subconta { $level } (troque abaixo)
watch-campaign-level-button = subconta { $level }
# O valor de um limite quando é definido
watch-limit-now-crossed = ⚠️ { $figure } está em { $value } agora: já { $side ->
        [below] abaixo
       *[above] acima
    } do limite. Aviso quando cruzar de novo, depois de voltar ao lado certo.
watch-limit-now-fine = { $figure } está em { $value } agora. Aviso quando cruzar o limite.
watch-limit-now-no-figure = { $figure } ainda não tem valor nestes dias (sem cliques): a primeira verificação que encontrar um o compara com o limite e avisa se já passou dele.
watch-limit-now-failed = Não consegui ler { $figure } agora: a próxima verificação lê e avisa se já passou do limite.
# Sob uma parada: o dia da rede em que ela começou, hora a hora
watch-stats-stop-day = 📊 { $day }, hora a hora
