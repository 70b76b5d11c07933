command-postbacks = postbacks: listar, ligar e desligar
postbacks-title = 📮 Postbacks
postbacks-search-for = busca “{ $term }”
postbacks-page = página { $page }
postbacks-none = Você ainda não tem postbacks. Eles são criados na sua conta de afiliado.
postbacks-no-match = Nenhum postback tem essas palavras no nome ou no endereço.
postbacks-no-more = Não há mais postbacks.
postbacks-list-hint = Toque num postback para vê-lo e ativá-lo ou desativá-lo.
postbacks-offers-all = todas as ofertas
postbacks-offers-none = nenhuma
postbacks-offers-count = { $count ->
    [0] { $count } ofertas
    [one] { $count } oferta
   *[other] { $count } ofertas
}
postbacks-action-all = todas as ações
postbacks-action-cpl = leads (CPL)
postbacks-action-cpa = vendas (CPA)
postbacks-state-on = 🟢 Ativado: informa as conversões das suas ofertas.
postbacks-state-off = ⏸ Desativado: nenhuma oferta conectada.
postbacks-url = Endereço
postbacks-action-type = Tipo de ação
postbacks-method = Método HTTP
postbacks-status = Status
postbacks-comment = Comentário
postbacks-params = Parâmetros
postbacks-params-none = nenhum
postbacks-offers = Ofertas conectadas
postbacks-on-will-restore = Ao ativá-lo, as ofertas que ele tinha serão conectadas de novo: { $offers }.
postbacks-on-will-connect-all = Não tenho uma lista anterior de ofertas para ele: ao ativá-lo, todas as ofertas serão conectadas.
postbacks-confirm-off =
    Desativar <b>{ $name }</b>?
    Ele será desconectado das suas ofertas ({ $offers }) e deixará de informar conversões. Vou guardar as ofertas e conectá-las de novo quando você o ativar.
postbacks-confirm-off-yes = ⏸ Sim, desativar
postbacks-confirm-off-no = Não, manter ativado
postbacks-kept-on = Mantido ativado: nada foi alterado.
postbacks-switched-off = ⏸ <b>Desativado.</b> Ofertas que ele tinha: { $offers }. Guardei-as para quando você o ativar de novo.
postbacks-switched-on-restored = ▶️ <b>Ativado</b> com as ofertas que tinha: { $offers }.
postbacks-switched-on-all = ▶️ <b>Ativado para todas as ofertas</b>: eu não tinha uma lista anterior de ofertas para este postback.
postbacks-already-on = Ele já está ativado: nada foi alterado.
postbacks-already-off = Ele já está desativado: nada foi alterado.
postbacks-still-on = ⚠️ A rede aceitou a alteração, mas ainda mostra este postback como ativado.
postbacks-still-off = ⚠️ A rede aceitou a alteração, mas ainda mostra este postback como desativado.
postbacks-unsupported = ⚠️ Não consigo alternar este postback: a rede informa um tipo de ação ou método HTTP que não consigo enviar de volta ({ $action }, { $method }). Nada foi alterado.
postbacks-failed = ⚠️ <b>O postback não foi alternado.</b>
postbacks-failed-kept = A lista de ofertas que guardei para ele foi mantida: { $offers }.
postbacks-failed-nothing-kept = Eu não tinha uma lista de ofertas guardada para ele.
postbacks-previous = ‹ Voltar
postbacks-next = Mais ›
postbacks-search = 🔍 Buscar
postbacks-show-all = Mostrar todos
postbacks-switch-off = ⏸ Desativar
postbacks-switch-on = ▶️ Ativar
postbacks-refresh = 🔄 Atualizar
postbacks-back = « Postbacks
postbacks-search-ask = Envie palavras do nome ou do endereço do postback. Envie /cancel para parar.
postbacks-search-expired = Esta busca é antiga demais. Envie /postbacks de novo.
postbacks-up-to-date = Tudo em dia: nada mudou.
postbacks-confirm-on =
    Ligar <b>{ $name }</b> para <b>todas as ofertas</b>?
    Não tenho uma lista anterior de ofertas dele, então ele seria conectado a todas as { $count } ofertas em que você entrou e informaria as conversões de cada uma.
postbacks-confirm-on-unknown =
    Ligar <b>{ $name }</b> para <b>todas as ofertas</b>?
    Não tenho uma lista anterior de ofertas dele, então ele seria conectado a todas as ofertas em que você entrou (a rede não disse quantas são).
postbacks-confirm-on-failing = ⚠️ O comentário dele relata falhas: «{ $comment }». Verifique o endereço primeiro, ou as falhas continuarão em todas as ofertas.
postbacks-confirm-on-yes = ▶️ Sim, conectar todas as { $count } ofertas
postbacks-confirm-on-yes-all = ▶️ Sim, conectar todas as ofertas
postbacks-confirm-on-no = Não, manter desligado
postbacks-kept-off = Mantido desligado: nada foi alterado.
postbacks-status-1 = ativo
postbacks-status-2 = pausado
postbacks-status-3 = com falhas
postbacks-failing-warning = ⚠️ A rede informa que os envios para este endereço falham: confira o endereço antes de contar com ele.
postbacks-state-paused = 🟡 Pausado na rede: não entrega nada até ser retomado na interface da rede.
postbacks-alerts-own = Este é o postback de alertas do próprio bot: ligue e desligue em /alerts, que também renova o endereço dele.
postbacks-open-alerts = 🔔 Alertas de conversão
