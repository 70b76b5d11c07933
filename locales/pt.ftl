# --- core ---
start-intro =
    <b>Sua conta de afiliado no bolso.</b>
    Encontre ofertas, cupons e produtos, crie links de rastreamento, compartilhe cupons em qualquer chat, veja suas estatísticas e um resumo diário, registre pedidos perdidos e saiba quando forem decididos, confira saldo e pagamentos, ligue e desligue postbacks.
start-connected = Você está conectado. Envie /help para ver tudo o que eu faço.
help-title = O que eu faço
button-connect = 🔌 Conectar
button-skip = Pular
button-expired = Este botão expirou. Envie o comando novamente.
not-connected = Primeiro conecte sua conta de publisher: basta uma mensagem com sua chave de API.
unhandled-message = Não entendi. Envie /help para ver os comandos.
error-generic = Algo deu errado do meu lado. Tente novamente em um minuto.
wizard-send-text = Responda com uma mensagem de texto ou envie /cancel para sair.

command-start = o que o bot faz
command-help = todos os comandos, uma linha cada
command-connect = conectar sua conta de publisher
command-offers = buscar ofertas: /offers [palavras]
command-coupons = buscar cupons: /coupons [palavras]
command-goods = buscar produtos: /goods [palavras]
command-link = criar um link de rastreamento
command-stats = estatísticas de um período: /stats [período]
command-digest = configurar o resumo diário
command-claim = registrar um pedido perdido
command-claims = seus pedidos perdidos
command-balance = saldo e quanto está disponível
command-payouts = pagamentos, cobranças, câmbio
command-postbacks = postbacks: listar, ligar e desligar
command-language = mudar o idioma
command-disconnect = esquecer suas credenciais e dados
command-cancel = sair do assistente atual

# --- publisher API failures ---
api-auth-rejected = A rede recusou suas credenciais. Se você trocou a chave de API ou a senha, use /connect de novo.
api-bad-request = A rede não aceitou o pedido: { $reason }
api-not-found = A rede não conhece esse item. Ele pode ter sido removido.
api-wrong-state = Isso não pode mais ser alterado: { $reason }
api-timed-out = A rede está demorando demais para responder. Tente novamente em um minuto.
api-report-not-ready = A rede ainda está preparando o relatório. Tente novamente em alguns minutos.
api-unavailable = A rede não está respondendo agora. Tente novamente em alguns minutos.

# --- language ---
language-choose = Escolha seu idioma:
language-set = A partir de agora falo português.
language-account-updated = O idioma da sua conta na rede também foi alterado.
language-account-not-updated = Não consegui alterar o idioma da sua conta na rede; o idioma do bot foi alterado.
language-name-en = English
language-name-ru = Русский
language-name-pt = Português

# --- cancel ---
cancel-done = Cancelado. Nada foi enviado.
cancel-nothing = Não há nada para cancelar.

# --- connect ---
connect-ask-key =
    Envie sua <b>chave de API</b> (página do publisher → API). Vou apagar sua mensagem assim que ler e guardar a chave criptografada.
    Envie /cancel para sair.
connect-key-rejected = A rede recusou esta chave. Confira e envie de novo, ou /cancel.
connect-key-unchecked = Não consegui falar com a rede para conferir a chave. Envie de novo em um minuto, ou /cancel.
connect-welcome = Bem-vindo(a), { $name }! Sua conta está conectada.
connect-ask-client-id =
    Para registrar pedidos perdidos preciso também do <b>client_id</b> e do <b>client_secret</b> (página do publisher → API → OAuth). Envie o client_id agora, ou pule: você pode adicioná-los depois com /connect.
connect-ask-client-secret = Agora envie o <b>client_secret</b>. Vou apagá-lo na hora.
connect-client-rejected = A rede recusou este client_id e client_secret. Envie o client_id de novo ou toque em Pular.
connect-client-unchecked = Não consegui falar com a rede para conferir. Envie o client_id de novo em um minuto ou toque em Pular.
connect-done = Tudo pronto: os pedidos perdidos também estão liberados. Envie /help para ver o que eu faço.
connect-done-without-claims = Tudo pronto. Pedidos perdidos precisam das credenciais de cliente: adicione quando quiser com /connect. Envie /help para ver o que eu faço.

# --- disconnect ---
disconnect-confirm = Esquecer suas credenciais e tudo o que guardo para você (configurações, resumos, acompanhamento de pedidos)? Não dá para desfazer.
disconnect-yes = Sim, esquecer
disconnect-no = Não, manter
disconnect-kept = Nada foi apagado.
disconnect-done = Pronto: suas credenciais e todos os seus registros foram apagados. Envie /connect para começar de novo.

# --- catalog: offers, coupons, goods, links, inline ---
catalog-page = página { $page } de { $pages }
catalog-previous = ‹ Anterior
catalog-next = Próxima ›
catalog-not-published = não publicado
catalog-none = nenhum
catalog-too-long = Essa busca é longa demais ({ $length } caracteres). Use no máximo { $max } caracteres e envie de novo.
catalog-search-expired = Esta lista expirou. Envie { $command } de novo.

offers-title = Ofertas: { $tab }
offers-title-search = Ofertas com «{ $words }»: { $tab }
offers-found = encontradas: { $count }
offers-none = Não há ofertas nesta lista.
offers-none-words = Nenhuma oferta corresponde a essas palavras e filtros. Tente outros, outra aba ou a lista inteira.
offers-broader = 🔎 Mostrar todas as ofertas
offers-tab-web = Web
offers-tab-mobile = Mobile
offers-tab-all = Todas
offers-tab-fav = ⭐ Favoritas
offers-per-sale = venda { $value }
offers-per-lead = lead { $value }
offers-joined = ✅ Você participa desta oferta.
offers-not-joined = ➕ Você ainda não participa desta oferta.
offers-categories = 📂 Categorias
offers-regions = 🌍 Regiões
offers-pays = 💰 Paga
offers-epc = 📈 EPC 7 dias · 90 dias
offers-approval = ⏱ Aprovação
offers-cookie = 🍪 Cookie
offers-days = { $days } dias
offers-traffic-allowed = ✅ Tráfego permitido
offers-traffic-forbidden = ⛔ Tráfego proibido
offers-button-links = 🔗 Links
offers-button-goals = 🎯 Metas
offers-button-promo = 🖼 Promo
offers-button-coupons = 🏷 Cupons
offers-button-make-link = ✨ Criar link
offers-back-to-list = « Voltar à lista
offers-back-to-offer = « Voltar à oferta
offers-unknown = A rede não lista mais a oferta #{ $id }. Envie /offers para buscar de novo.
offers-links-title = links
offers-links-none = Ainda não há links: eles aparecem quando você entra na oferta no site da rede.
offers-link-default = ⭐ padrão
offers-goals-title = metas e pagamentos
offers-goals-none = A rede não lista metas para esta oferta.
offers-goal-personal = 👤 taxa pessoal
offers-up-to = até { $value }
offers-promo-title = materiais promocionais
offers-promo-none = Esta oferta não tem materiais promocionais.
offers-promo-file = baixar
offers-promo-code = Código promocional
offers-filter-category = 📂 { $value }
offers-filter-region = 🌍 { $value }
offers-filter-traffic = 🚦 { $value }
offers-any-category = todas as categorias
offers-any-region = todas as regiões
offers-any-traffic = qualquer tráfego
offers-choose-category = Escolha a categoria:
offers-choose-region = Escolha a região:
offers-choose-traffic = Mostrar ofertas que permitem este tráfego:
offers-back = « Voltar

coupons-title = Cupons
coupons-title-search = Cupons com «{ $words }»
coupons-found = encontrados: { $count }
coupons-none = Não há cupons no momento.
coupons-none-narrowed = Nenhum cupom corresponde a essas palavras e filtros. Limpe-os para uma busca mais ampla.
coupons-clear = ✖ Limpar palavras e filtros
coupons-filter-exclusive = Exclusivos
coupons-filter-personal = Pessoais
coupons-filter-type = Tipo: { $value }
coupons-filter-category = Categoria: { $value }
coupons-filter-offer = Oferta: { $value }
coupons-sort-new = Mais novos
coupons-sort-rating = Avaliação
coupons-sort-ending = Terminam logo
coupons-any = qualquer
coupons-back = « Voltar
coupons-choose-type = Escolha o tipo de cupom:
coupons-choose-category = Escolha a categoria do cupom:
coupons-choose-offer = Escolha a oferta:
coupons-offer-hint = As ofertas que você abrir com /offers aparecem aqui.
coupons-mark-exclusive = {" "}⭐ exclusivo
coupons-mark-personal = {" "}👤 pessoal
coupons-expired = ⌛ expirado
coupons-not-started = ⏳ ainda não começou
coupons-code = Código promocional
coupons-no-code = Não precisa de código
coupons-open-ended = sem data de término
coupons-link = link do cupom
coupons-valid-until = Válido até { $date }

goods-title = Produtos
goods-title-search = Produtos com «{ $words }»
goods-found = encontrados: { $count }
goods-none = Não há produtos no momento.
goods-none-narrowed = Nenhum produto corresponde a essas palavras, preço e moeda. Limpe-os para uma busca mais ampla.
goods-clear = ✖ Limpar palavras, preço e moeda
goods-any = qualquer
goods-price-up-to = até { $max }
goods-price-from = a partir de { $min }
goods-filter-price = 💰 Preço: { $value }
goods-filter-currency = 💱 Moeda: { $value }
goods-sort-default = Padrão
goods-sort-cheap = Mais baratos primeiro
goods-sort-dear = Mais caros primeiro
goods-choose-price = Escolha a faixa de preço:
goods-choose-currency = Escolha a moeda:
goods-back = « Voltar
goods-was = (era { $price })
goods-link = link da loja
goods-picture = foto
goods-open = 🛒 Abrir na loja
goods-item-gone = Este produto não está mais nessa página. Volte à lista.

link-pick = Para qual oferta é o link? Digite palavras do nome dela ou o número.
link-pick-recent = Para qual oferta é o link? Escolha uma recente, ou digite palavras do nome ou o número.
link-pick-found = Ofertas em que você participa com «{ $words }»:
link-pick-none = Nenhuma oferta em que você participa corresponde a «{ $words }». Digite outras palavras ou o número da oferta.
link-offer-unknown = A rede não conhece a oferta #{ $id }. Digite palavras do nome dela.
link-not-joined = Você não participa de «{ $name }», então ela ainda não tem links. Entre nela no site da rede ou escolha outra oferta.
link-ask-url = Envie a página de «{ $name }» onde o clique deve chegar (começando com https://).
link-bad-url-not-url = Isso não é um endereço web. Envie o endereço de uma página, como https://shop.example/sale.
link-bad-url-scheme = O endereço precisa começar com http:// ou https://. Envie de novo assim.
link-bad-url-no-host = O endereço não tem o nome do site. Envie o endereço completo, como https://shop.example/sale.
link-bad-url-too-long = Esse endereço passa de 2000 caracteres. Envie um mais curto.
link-no-deeplinks = «{ $name }» não aceita páginas de destino: o link leva à página principal.
link-ask-subaccount = Adicione uma subconta para distinguir suas fontes de tráfego (letras, números, _ . -), ou pule.
link-no-subaccount = Sem subconta
link-bad-subaccount-characters = Uma subconta só pode ter letras, números e _ . - (sem espaços). Envie outra ou pule.
link-bad-subaccount-too-long = Uma subconta pode ter no máximo 50 caracteres. Envie uma mais curta ou pule.
link-done =
    Seu link de rastreamento para «{ $name }»:
    { $link }
    Toque nele para copiar.
link-another = ✨ Outro link para esta oferta

inline-connect = Conecte sua conta para compartilhar cupons
inline-too-long = Longo demais: no máximo { $max } caracteres
inline-none = Nada encontrado para «{ $words }»: tente outras palavras
inline-open = Abrir

# --- balance, payouts, account, postbacks ---
balance-title = 💰 Saldo
balance-available = Disponível
balance-available-explained = Disponível é o que você pode sacar agora: comissão aprovada que já passou da retenção, menos os pagamentos já solicitados.
balance-main = Saldo principal (com comissão retida)
balance-hold-advertisers = Retido pelos anunciantes
balance-hold-network = Retido pela rede
balance-on-payment = Solicitado, ainda não pago
balance-currency = Moeda
balance-hold-days = Retenção da rede: { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}
balance-schedule = Calendário de pagamentos
balance-refresh = 🔄 Atualizar
balance-up-to-date = Tudo em dia: nada mudou.
payouts-title-payouts = 💸 Pagamentos
payouts-title-charges = 🧾 Histórico de lançamentos
payouts-title-rates = 💱 Taxas de câmbio
payouts-page = página { $page } de { $pages }
payouts-processed = processado
payouts-pending = aguardando
payouts-processed-at = pago em { $date }
payouts-not-processed = ainda não pago
payouts-added-at = solicitado em { $date }
payouts-none = Nenhum pagamento ainda.
payouts-no-charges = Nenhum lançamento ainda.
payouts-no-rates = A rede não tem taxas de câmbio para mostrar.
payouts-unavailable = Esta parte da API da rede não está disponível agora. Tente mais tarde.
payouts-previous = ‹ Mais recentes
payouts-next = Mais antigos ›
payouts-open-charges = 🧾 Lançamentos
payouts-open-rates = 💱 Taxas de câmbio
payouts-back = « Voltar aos pagamentos
payouts-retry = 🔄 Tentar de novo
payouts-unchanged = Nada mudou.
account-title = 👤 Conta
account-name = Nome
account-contact-phone = Telefone de contato
account-email = E-mail
account-language = Idioma
account-notifications = 🔔 Notificações da rede
account-no-notifications = A rede não oferece assinaturas de notificações.
account-notifications-hint = Toque numa assinatura abaixo para ativá-la ou desativá-la.
account-open = 👤 Conta: perfil e notificações
account-notification-on = ✅ { $name }
account-notification-off = 🔕 { $name }
account-refresh = 🔄 Atualizar
account-up-to-date = Tudo em dia: nada mudou.
account-notification-gone = A rede não oferece mais esta assinatura.
account-notification-now-on = “{ $name }” está ativada.
account-notification-now-off = “{ $name }” está desativada.
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
postbacks-status = Código de status
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

# --- claims ---
claims-need-client = As solicitações de pedidos perdidos precisam do seu <b>client_id</b> e <b>client_secret</b> (página do publisher → API → OAuth). Toque no botão para adicioná-los: vou pedir a chave de API de novo e depois o par.
claims-add-client = 🔑 Adicionar client id e secret
claims-no-channels = Sua conta não tem nenhum canal de tráfego, e a solicitação precisa de um. Adicione um canal na sua página de publisher e envie /claim de novo.
claims-ask-offer = De qual oferta era o pedido? Toque em uma, ou digite parte do nome ou o id dela.
claims-ask-offer-search = De qual oferta era o pedido? Digite parte do nome ou o id da oferta.
claims-offer-found = Toque na oferta, ou digite outras palavras.
claims-offer-none = Nenhuma oferta corresponde a «{ $words }». Digite outras palavras ou o id da oferta, ou toque em uma destas.
claims-ask-channel = Qual canal de tráfego trouxe o cliente?
claims-ask-currency = Qual a moeda do pedido?
claims-press-button = Por favor, toque em um dos botões.
claims-ask-number = Digite o <b>número do pedido</b> como a loja informou.
claims-number-bad = O número do pedido deve ter uma linha, com até 200 caracteres. Digite de novo.
claims-ask-date = Quando o pedido foi feito? Toque em um dia, abra o calendário ou digite a data como 2024-05-31 ou 31.05.2024.
claims-day-today = Hoje
claims-day-yesterday = Ontem
claims-day-before = Anteontem
claims-day-calendar = 📅 Calendário
claims-calendar = Escolha o dia do pedido: <b>{ $month }</b>
claims-date-format = Não consegui ler essa data. Escreva como { $today } ou DD.MM.AAAA, ou toque em um botão.
claims-date-impossible = Esse dia não existe no calendário. Confira o dia e o mês e digite a data de novo.
claims-date-future = A data do pedido não pode estar no futuro (hoje é { $today }). Digite a data de novo ou toque em um botão.
claims-ask-amount = O <b>valor do pedido</b>? Por exemplo 1299.50 ou 1 299,50.
claims-amount-bad = Não consegui ler esse valor. Escreva só o número, por exemplo 1299.50, 1 299,50 ou 1299.
claims-ask-comment = Um comentário para o gerente (como o cliente pagou, um cupom usado…)? Digite, ou toque em Pular.
claims-comment-long = O comentário é longo demais: no máximo { $limit } caracteres. Encurte, ou toque em Pular.
claims-field-offer = Oferta
claims-field-channel = Canal
claims-field-number = Número do pedido
claims-field-date = Data do pedido
claims-field-amount = Valor
claims-field-currency = Moeda
claims-field-comment = Comentário
claims-summary-title = Sua solicitação
claims-summary-hint = Confira: toque em um campo para alterá-lo, ou em Enviar.
claims-summary-fix = Corrija o campo e toque em Enviar de novo: as outras respostas foram mantidas.
claims-send = 📨 Enviar
claims-refused = A rede não aceitou a solicitação: { $reason }
claims-filed = ✅ A solicitação #{ $id } foi enviada. Aviso quando a rede mudar o status; /claims mostra todas.
claims-open = Abrir a solicitação
claims-edit-pick = Qual campo da solicitação #{ $id } você quer alterar?
claims-edited = ✅ A solicitação foi alterada.
claims-not-new = A solicitação #{ $id } agora está { $status }: só solicitações novas podem ser alteradas ou excluídas.
claims-moved-on = A solicitação não pode mais ser alterada: { $reason }
claims-list-title = Suas solicitações
claims-list-empty = Nenhuma solicitação aqui. Envie uma com /claim.
claims-list-page = Página { $page } de { $pages } · { $total } no total
claims-filter-all = todas
claims-card-title = Solicitação #{ $id }
claims-status = Status
claims-manager-comment = Comentário do gerente
claims-created = Enviada
claims-updated = Última alteração
claims-edit = ✏️ Alterar
claims-delete = 🗑 Excluir
claims-back = ‹ Solicitações
claims-delete-confirm = Excluir a solicitação #{ $id }? Isso não pode ser desfeito.
claims-delete-yes = Sim, excluir
claims-delete-no = Não, manter
claims-deleted = A solicitação #{ $id } foi excluída.
claims-push = 🔔 Solicitação #{ $id } da oferta { $offer }: { $from } → { $to }
claims-watch-auth = A rede não aceita mais seu client_id e client_secret, então não consigo acompanhar suas solicitações. Adicione-os de novo e eu continuo.

# --- stats and digest ---
stats-choose = 📊 Estatísticas de qual período? Ou digite: <code>/stats 2024-05-01 2024-05-31</code>
stats-preset-today = Hoje
stats-preset-yesterday = Ontem
stats-preset-7d = 7 dias
stats-preset-30d = 30 dias
stats-preset-month = Este mês
stats-preset-last-month = Mês passado
stats-loading = Lendo suas estatísticas…
stats-bad-period =
    Não consigo gerar relatório para esse período: { $reason }
    Exemplo: <code>{ $example }</code>, ou escolha um botão.
stats-bad-format = escreva um ou dois dias no formato AAAA-MM-DD.
stats-bad-no-such-date = { $date } não existe no calendário.
stats-bad-reversed = o primeiro dia vem depois do último.
stats-bad-future = { $date } ainda não chegou.
stats-bad-too-long = a rede guarda no máximo { $days } dias de estatísticas; escolha um período menor.
stats-summary-title = 📊 <b>Estatísticas de { $period }</b>
stats-summary-compared = <i>comparado com { $period }</i>
stats-line-shows = 👁 Exibições: { $shows }
stats-line-clicks = 🖱 Cliques: { $clicks } · únicos { $unique }
stats-line-leads = 📝 Leads { $total }: em aberto { $open } · aprovados { $approved } · cancelados { $cancelled }
stats-line-sales = 🛒 Vendas { $total }: em aberto { $open } · aprovadas { $approved } · canceladas { $cancelled }
stats-line-commission = 💰 Comissão: em aberto { $open } · aprovada { $approved } · cancelada { $cancelled }
stats-line-rates = 📈 CR { $cr } · EPC { $epc } · aprovação { $ar }
stats-change-points = { $value } p.p.
stats-change-new = novo
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
        [one] { $rows } linha
       *[other] { $rows } linhas
    }.
stats-breakdown-title = <b>{ $kind }</b> · { $period }
stats-breakdown-page = Página { $page } de { $pages } · { $rows ->
        [one] { $rows } linha
       *[other] { $rows } linhas
    }, as que mais rendem primeiro
stats-breakdown-empty = Nada neste período.
stats-breakdown-row =
    { $rank }. <b>{ $label }</b>
    cliques { $clicks } · conversões { $conversions } · comissão { $commission }
stats-no-subaccount = (sem subconta)
stats-unknown = (desconhecido)
stats-chart-title = Cliques e comissão por dia
stats-chart-clicks = Cliques
stats-chart-commission = Comissão
stats-deferred = ⏳ A rede está preparando o relatório de { $period }: períodos longos demoram um pouco. Vou atualizar esta mensagem quando ficar pronto.
stats-deferred-still = ⏳ O relatório de { $period } ainda está sendo preparado (verifiquei { $checks } vezes em { $seconds } s). Vou atualizar esta mensagem quando ficar pronto.
stats-deferred-ready = ✅ O relatório de { $period } está pronto: logo abaixo.
stats-deferred-gave-up = ⌛ A rede não terminou o relatório de { $period } a tempo, então parei de esperar. Tente de novo em alguns minutos ou escolha um período menor.
digest-title = ☀️ <b>Seu dia: { $day }</b>
digest-clicks = 🖱 Cliques: { $clicks } ({ $change } em relação ao dia anterior)
digest-conversions = 📝 Conversões: { $conversions } ({ $change }) · aprovadas { $approved }
digest-commission = 💰 Comissão: { $commission } ({ $change })
digest-rates = 📈 CR { $cr } · EPC { $epc }
digest-top-title = 🏆 <b>Melhores ofertas</b>
digest-top-row = { $rank }. { $offer } — { $commission }
digest-balance = 💳 Saldo disponível: <b>{ $amount } { $currency }</b>
digest-claims-title = 📮 <b>Novidades nas solicitações</b>
digest-claim-row = • #{ $id } (pedido { $order }): { $status }
digest-claims-more = …e mais { $count }: /claims
digest-claim-processing = em análise
digest-claim-accepted = aceita
digest-claim-rejected = rejeitada
digest-warnings-title = ⚠️ <b>Vale a pena conferir</b>
digest-warning-clicks = • Os cliques caíram para { $clicks }, menos da metade da média de 7 dias ({ $average }).
digest-warning-approvals = • { $leads ->
        [one] Um lead em 7 dias, ainda não aprovado.
       *[other] { $leads } leads em 7 dias e nenhum aprovado ainda.
    }
digest-warning-stopped = • { $offer } parou de converter: { $before } conversões na semana anterior, nenhuma ontem.
digest-warning-stopped-more = • …e mais { $count ->
        [one] uma oferta parou
       *[other] { $count } ofertas pararam
    } de converter.
digest-chart-title = Os últimos 7 dias
digest-button-stats = 📊 Ontem em detalhes
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
digest-zone-ask = Em qual fuso horário você está? Escolha um, ou digite sua cidade, um fuso como <code>America/Sao_Paulo</code> ou uma diferença como <code>-3</code>.
digest-zone-none = Nada corresponde a “{ $text }”. Tente uma cidade grande perto de você ou uma diferença como <code>-3</code>.
digest-zone-pick = Fusos horários para “{ $text }”: escolha o seu ou digite de novo.
