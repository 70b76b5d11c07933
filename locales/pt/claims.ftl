command-claim = abrir uma solicitação de pedido perdido
command-claims = suas solicitações de pedidos perdidos
claims-need-client = As solicitações de pedidos perdidos precisam do seu <b>ID do cliente</b> e <b>segredo do cliente</b> (painel de afiliado → API → OAuth). Toque no botão para adicioná-los: sua chave de API continua a mesma, vou pedir só o par.
claims-add-client = 🔑 Adicionar ID e segredo do cliente
claims-no-channels = Sua conta não tem nenhum canal de tráfego, e a solicitação precisa de um. Adicione um canal no seu painel de afiliado e envie /claim de novo.
claims-ask-offer = De qual oferta era o pedido? Toque em uma, ou digite parte do nome ou o id dela.
claims-ask-offer-search = De qual oferta era o pedido? Digite parte do nome ou o id da oferta.
claims-offer-found = Toque na oferta, ou digite outras palavras.
claims-offer-none = Nenhuma oferta corresponde a «{ $words }». Digite outras palavras ou o id da oferta, ou toque em uma destas.
claims-ask-channel = Qual canal de tráfego trouxe o cliente?
claims-ask-currency = Qual a moeda do pedido?
claims-press-button = Por favor, toque em um dos botões.
claims-ask-number = Digite o <b>número do pedido</b> como a loja informou.
claims-number-bad = O número do pedido deve ter uma linha, com até 200 caracteres. Digite de novo.
claims-ask-date = Quando o pedido foi feito? Toque em um dia, abra o calendário ou digite a data como { $day }/{ $month }/{ $year } ou { $year }-{ $month }-{ $day }, ou uma palavra: ontem, sexta…
claims-day-today = Hoje
claims-day-yesterday = Ontem
claims-day-before = Anteontem
claims-day-calendar = 📅 Calendário
claims-calendar = Escolha o dia do pedido: <b>{ $month }</b>
claims-date-format = Não consegui ler essa data. Escreva como { $example }, ou uma palavra como hoje, ontem ou um dia da semana, ou toque em um botão.
claims-date-ambiguous = Essa data pode ser lida de dois jeitos. Escreva como { $example } ou toque em um botão.
claims-date-impossible = Esse dia não existe no calendário. Confira o dia e o mês e digite a data de novo.
claims-date-future = A data do pedido não pode estar no futuro (hoje é { $today }). Digite a data de novo ou toque em um botão.
claims-ask-amount = O <b>valor do pedido</b>? Por exemplo 1.299,50 ou 1299,50.
claims-amount-bad = Não consegui ler esse valor. Escreva só o número, por exemplo 1.299,50, 1299,50 ou 1299.
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
claims-summary-unsure = A solicitação pode ter sido enviada mesmo assim. Toque em Enviar: primeiro eu confiro e só envio se a rede não a tiver.
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
claims-new = 📝 Nova solicitação
claims-delete-confirm = Excluir a solicitação #{ $id }? Isso não pode ser desfeito.
claims-delete-yes = Sim, excluir
claims-delete-no = Não, manter
claims-deleted = A solicitação #{ $id } foi excluída.
claims-push = 🔔 Solicitação #{ $id } da oferta { $offer }: { $from } → { $to }
claims-watch-auth = A rede não aceita mais seu ID do cliente e segredo do cliente, então não consigo acompanhar suas solicitações. Adicione-os de novo e eu continuo.
claims-date-too-old = A rede só aceita solicitações de pedidos dos últimos { $days } dias. Confira a data; para um pedido mais antigo, escreva ao seu gerente.
claims-amount-not-positive = O valor precisa ser maior que zero. Digite o valor do pedido, por exemplo 1299,50.
claims-amount-ambiguous = «{ $typed }» pode ser lido de dois jeitos: o ponto (ou a vírgula) separa milhares ou centavos? Digite de novo sem separador de milhares, por exemplo 12345 ou 12,35.
claims-amount-high = { $amount } é mais do que um pedido costuma valer (acima de { $ceiling }). Está certo? Toque no botão ou digite o valor de novo.
claims-amount-sure = ✅ Sim, está certo
claims-number-no-digits = Um número de pedido tem pelo menos uma letra ou um dígito. Digite-o como a loja informou.
claims-status-new = nova
claims-status-processing = em análise
claims-status-accepted = aceita
claims-status-rejected = rejeitada

## Solicitações às dezenas: um arquivo ou linhas coladas de pedidos perdidos
claims-batch-from-file = 📄 Solicitações de um arquivo
claims-batch-how = Envie a lista de pedidos perdidos como ela está: um arquivo <b>CSV</b> ou <b>XLSX</b> (até 5 MB e 2.000 linhas), ou cole as linhas aqui. Colunas: número do pedido, data, valor (com a moeda, ou na moeda da conta), oferta (nome ou id). Uma linha de cabeçalho como <code>Pedido;Data;Valor;Oferta</code> ajuda. Confiro cada linha antes e não envio nada até você tocar em Enviar.
claims-batch-pasted-name = lista colada
claims-batch-ask-offer = O arquivo não diz a oferta. De qual oferta são todos esses pedidos?
claims-batch-counts = { $total ->
    [one] { $total } linha
   *[other] { $total } linhas
}: { $ready } prontas, { $claimed } já com solicitação, { $fix } a corrigir
claims-batch-more = ; e mais { $more }
claims-batch-ready-hint = Toque em Enviar para mandar as prontas; nada é enviado antes disso.{ $fix ->
    [0] {""}
   *[other] {" "}As linhas a corrigir estão no arquivo abaixo.
}
claims-batch-nothing = Nada a enviar.{ $fix ->
    [0] {""}
   *[other] {" "}As linhas a corrigir estão no arquivo abaixo.
}
claims-batch-file = 📨 Enviar { $ready }
claims-batch-cancel = ✖ Cancelar
claims-batch-resume = ▶ Continuar
claims-batch-already = Esta lista já está sendo enviada, ou já terminou.
claims-batch-cancelled = Cancelado: nada desta lista foi enviado.
claims-batch-progress = ⏳ Enviadas { $filed } de { $ready }{ $failed ->
    [0] {""}
   *[other] , { $failed } não enviadas
}
claims-batch-paused = ⏸ Pausado após 5 falhas seguidas: enviadas { $filed } de { $ready }, { $failed } não enviadas. Toque em Continuar quando a rede voltar a responder.
claims-batch-done = ✅ Pronto: enviadas { $filed } de { $ready }, { $failed } não enviadas. O arquivo com o resultado vem a seguir; /claims mostra as solicitações, e aviso quando o status delas mudar.
claims-batch-result = Resultado de { $name }: cada linha, sua solicitação ou por que não foi enviada.
claims-batch-col-row = Linha
claims-batch-col-number = Número do pedido
claims-batch-col-claim = Solicitação
claims-batch-col-status = Status
claims-batch-col-problem = A corrigir
claims-batch-status-filed = enviada
claims-batch-status-failed = não enviada: { $reason }
claims-batch-status-claimed = já com solicitação
claims-batch-status-fix = não enviada: { $reason }
claims-batch-problem-number = linha { $row }: sem número do pedido
claims-batch-problem-date = linha { $row }: data { $value }
claims-batch-problem-date-future = linha { $row }: a data { $value } está no futuro
claims-batch-problem-date-old = linha { $row }: a data { $value } tem mais de { $days } dias
claims-batch-problem-amount = linha { $row }: valor «{ $value }»
claims-batch-problem-currency = linha { $row }: sem moeda em «{ $value }»
claims-batch-problem-offer = linha { $row }: oferta «{ $value }» não encontrada
claims-batch-problem-no-offer = linha { $row }: sem oferta
claims-batch-problem-repeated = linha { $row }: o pedido { $value } repete a linha { $first }
claims-batch-refused-too-big = Este arquivo tem mais de 5 MB. Envie no máximo 2.000 linhas por arquivo; nada foi enviado.
claims-batch-refused-too-many-rows = Este arquivo tem mais de 2.000 linhas. Divida-o e envie as partes uma a uma; nada foi enviado.
claims-batch-refused-not-a-table = Isto não é uma tabela CSV ou XLSX. Envie o relatório em .csv ou .xlsx, ou cole as linhas; nada foi enviado.
claims-batch-refused-zip-bomb = Este XLSX se descompacta em mais de 60 MB, muito mais do que uma tabela de pedidos; parei de lê-lo. Salve-o de novo como .xlsx ou .csv e envie; nada foi enviado.
claims-batch-refused-formulas = Este XLSX tem fórmulas cujos valores nunca foram salvos. Abra-o no Excel e salve de novo, ou cole as células como valores (Colar especial → Valores); nada foi enviado.
claims-batch-refused-empty = O arquivo está vazio: não há nenhuma linha para solicitar.
claims-batch-refused-download = Não consegui baixar este arquivo do Telegram. Envie-o de novo; nada foi enviado.
claims-batch-left-out-totals = { $count ->
    [one] a linha { $rows } é de totais, ficou de fora
   *[other] as linhas { $rows } são de totais, ficaram de fora
}
claims-batch-left-out-blank = { $count ->
    [one] 1 linha vazia ignorada
   *[other] { $count } linhas vazias ignoradas
}
claims-batch-refused-too-heavy = Ler este arquivo levou mais tempo ou memória do que qualquer tabela de pedidos precisa, então parei. Salve-o de novo como .csv ou .xlsx e envie; nada foi enviado.
claims-batch-line = 📄 { $name }: { $ready } pedidos de um arquivo
claims-batch-page = <b>📄 { $name }</b>: { $claims } solicitações: { $summary }
claims-batch-more-claims = …e mais { $more } (todas estão em /claims)
claims-batch-push = 🔔 📄 { $name }: { $summary } (de { $filed } solicitações enviadas dele)
claims-batch-ask-column-number = Não consegui saber qual coluna é qual. As primeiras linhas:
    { $rows }
    Qual coluna tem o <b>número do pedido</b>?
claims-batch-ask-column-date = Qual coluna tem a <b>data</b> do pedido?
    { $rows }
claims-batch-ask-column-amount = Qual coluna tem o <b>valor</b> do pedido?
    { $rows }
claims-batch-ask-column-offer = Qual coluna tem a <b>oferta</b> (nome ou id)?
    { $rows }
claims-batch-no-offer-column = Sem coluna de oferta: uma oferta para todos
claims-batch-stop = ⏹ Parar o envio
claims-batch-stopping = Parando: nada mais é enviado depois da solicitação que está saindo agora.
claims-batch-stopped-cancelled = ⏹ Parado antes da linha { $row }, como você pediu: enviadas { $filed } de { $ready }, { $failed } não enviadas. As outras linhas não foram enviadas; /claims mostra as solicitações.
claims-batch-stopped-disconnected = ⏹ Envio parado antes da linha { $row }: a conta foi desconectada, então nada mais é enviado com ela. Antes disso, enviadas { $filed } de { $ready }.
claims-batch-paused-unanswered = ⏸ Pausado: a rede não aceita solicitações há algum tempo (excesso de requisições, ou falhas). Enviadas { $filed } de { $ready }, { $failed } não enviadas. Toque em Continuar para seguir.
