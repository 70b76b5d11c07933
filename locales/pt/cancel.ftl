command-cancel = sair do assistente atual
cancel-done = Cancelado. Nada foi enviado.
cancel-nothing = Não há nada para cancelar.
