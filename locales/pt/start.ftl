start-intro =
    <b>Sua conta de afiliado no bolso.</b>
    Encontre ofertas, cupons e produtos, crie links de rastreamento, compartilhe cupons em qualquer chat, veja suas estatísticas e um resumo diário, registre pedidos perdidos e saiba quando forem decididos, confira saldo e pagamentos, ligue e desligue postbacks.
start-connected = Você está conectado. Envie /help para ver tudo o que eu faço.
help-title = O que eu faço
command-start = o que o bot faz
command-help = todos os comandos, uma linha cada
