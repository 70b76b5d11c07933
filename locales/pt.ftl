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
