button-connect = 🔌 Conectar
button-skip = Pular
button-expired = Este botão expirou. Envie o comando novamente.
not-connected = Primeiro conecte sua conta de afiliado: basta uma mensagem com sua chave de API.
unhandled-message = Não entendi. Envie /help para ver os comandos.
error-generic = Algo deu errado do meu lado. Tente novamente em um minuto.
wizard-send-text = Responda com uma mensagem de texto ou envie /cancel para sair.
api-auth-rejected = A rede recusou suas credenciais. Se você trocou a chave de API ou a senha, use /connect de novo.
api-bad-request = A rede não aceitou o pedido: { $reason }
api-not-found = A rede não conhece esse item. Ele pode ter sido removido.
api-wrong-state = Isso não pode mais ser alterado: { $reason }
api-timed-out = A rede está demorando demais para responder. Tente novamente em um minuto.
api-report-not-ready = A rede ainda está preparando o relatório. Tente novamente em alguns minutos.
api-unavailable = A rede não está respondendo agora. Tente novamente em alguns minutos.
button-try-again = 🔄 Tentar de novo
api-unreadable = A rede respondeu algo que não consegui ler, por isso não mostro números em que não se pode confiar. Tente de novo em um minuto.
wizard-paused = ⏸ O assistente em que você estava está pausado: suas respostas foram guardadas. Volte a ele ou envie /cancel para descartá-lo.
wizard-back = ↩️ Voltar ao assistente
wizard-resumed = ↩️ Vamos continuar: responda à pergunta acima.
private-only = /{ $command } funciona só no nosso chat privado, para que sua conta continue só sua. Abra-o pelo botão abaixo.
private-only-open = 🔒 Abrir o chat privado
private-only-alert = Isto funciona só no nosso chat privado. Abra-o e envie o comando lá.
busy-try-again = O Telegram está pedindo que eu vá mais devagar. Tente novamente em { $seconds } s.
wizard-step-back = ‹ Voltar
wizard-cancel = ✖ Cancelar

# "no horário de …" com a diferença de UTC, para "A rede conta os dias …". $key: o fuso com _ no
# lugar de / (os fusos em que as redes contam têm palavras próprias); $name: o nome do fuso pelo Intl.
zone-in = { $key ->
        [Europe_Moscow] no horário de Moscou ({ $offset })
        [offset] no horário { $offset }
       *[other] no fuso “{ $name }” ({ $offset })
    }
button-not-yours = Este botão é de outro chat.
# Under a screen that shows the network's own words (in italics: a category, a charge's description).
network-words-legend = Em itálico: as palavras da própria rede, como ela as escreve.
