command-connect = conectar sua conta de afiliado
connect-ask-key =
    Envie sua <b>chave de API</b> (painel de afiliado → API). Vou apagar sua mensagem assim que ler e guardar a chave criptografada.
    Envie /cancel para sair.
connect-key-rejected = A rede recusou esta chave. Confira e envie de novo, ou /cancel.
connect-key-unchecked = Não consegui falar com a rede para conferir a chave. Envie de novo em um minuto, ou /cancel.
connect-welcome = Bem-vindo(a), { $name }! Sua conta está conectada.
connect-ask-client-id = 
    Para abrir solicitações de pedidos perdidos preciso também do <b>ID do cliente</b> e do <b>segredo do cliente</b> (painel de afiliado → API → OAuth). Envie o ID do cliente agora, ou pule: você pode adicioná-los depois com /connect.
connect-ask-client-secret = Agora envie o <b>segredo do cliente</b>. Vou apagá-lo na hora.
connect-client-rejected = A rede recusou este ID do cliente e segredo do cliente. Envie o ID do cliente de novo ou toque em Pular.
connect-client-unchecked = Não consegui falar com a rede para conferir. Envie o ID do cliente de novo em um minuto ou toque em Pular.
connect-done = Tudo pronto: as solicitações de pedidos perdidos também estão liberadas. O que abro? Ou digite um nome ou um número para buscar; /help lista todos os comandos.
connect-done-without-claims = Tudo pronto. As solicitações de pedidos perdidos precisam do ID e do segredo do cliente: adicione quando quiser com /connect. O que abro? Ou digite um nome ou um número para buscar; /help lista todos os comandos.
connect-twin = Esta conta já está conectada, como <b>{ $name }</b>: veja /accounts.
connect-already = ✅ Sua conta já está conectada. Para conectar outra chave, envie-a abaixo; /cancel mantém a atual.
