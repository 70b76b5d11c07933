command-disconnect = esquecer suas credenciais e dados
disconnect-confirm = Esquecer suas credenciais e tudo o que guardo para você (configurações, resumos, acompanhamento das solicitações)? Não dá para desfazer.
disconnect-yes = Sim, esquecer
disconnect-no = Não, manter
disconnect-kept = Nada foi apagado.
disconnect-done = Pronto: suas credenciais e todos os seus registros foram apagados. Envie /connect para começar de novo.
