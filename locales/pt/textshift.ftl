command-textshift = troca de texto: modo link, modo texto, aba oculta
textshift-title = 🔀 <b>Troca de texto</b>
textshift-kept = A rede não consegue mostrar estas configurações de volta, então isto é o que enviei por último para você, { $when } (troca de texto nº { $id }).
textshift-nothing-yet = Nada enviado ainda. Cada alteração feita aqui é enviada à rede na hora, e eu guardo uma cópia: a rede não consegue mostrar as configurações de volta.
textshift-on = ligado
textshift-off = desligado
textshift-none = nenhum
textshift-unset = não definido
textshift-seconds = { $value } s
textshift-links = 🔗 Modo link
textshift-text = 📝 Modo texto
textshift-clickunder = 🖱 Aba oculta
textshift-timeout = tempo limite
textshift-excluded = sites excluídos
textshift-target = abre em
textshift-target-current = a mesma aba
textshift-target-blank = uma nova aba
textshift-target-unset = não definido
textshift-schemes = esquemas 1 / 2 / 3
textshift-cu-target = janela
# The network's two click-under windows have numbers, no names: "type 2", "type 3".
textshift-cu-target-value = { $value ->
        [2] tipo 2
        [3] tipo 3
       *[other] —
    }
textshift-name = Nome
textshift-subaccounts = Subcontas
textshift-switch-links = 🔗 Links: { $state }
textshift-switch-text = 📝 Texto: { $state }
textshift-switch-clickunder = 🖱 Aba oculta: { $state }
textshift-ask-links-timeout = 🔗 Tempo limite
textshift-ask-links-sites = 🔗 Sites excluídos
textshift-set-target-current = 📝 Abrir na mesma aba
textshift-set-target-blank = 📝 Abrir em nova aba
textshift-ask-text-sites = 📝 Sites excluídos
textshift-ask-cu-timeout = 🖱 Tempo limite
textshift-ask-cu-sites = 🖱 Sites excluídos
textshift-ask-scheme = 🖱 Esquema { $n }
textshift-set-cu-target = 🖱 Janela → { $value }
textshift-ask-name = Nome
textshift-ask-subaccounts = Subcontas
textshift-q-links_timeout = Tempo limite do modo link: envie segundos inteiros (de 0 a 86400).
textshift-q-clickunder_timeout = Tempo limite da aba oculta: envie segundos inteiros (de 0 a 86400).
textshift-q-links_excluded_sites = Sites onde o modo link fica desligado: envie domínios separados por vírgulas (exemplo.com, loja.net), ou - para nenhum.
textshift-q-text_excluded_sites = Sites onde o modo texto fica desligado: envie domínios separados por vírgulas, ou - para nenhum.
textshift-q-clickunder_excluded_sites = Sites onde a aba oculta fica desligada: envie domínios separados por vírgulas, ou - para nenhum.
textshift-q-scheme = Escolha o esquema, ou digite-o ({ $allowed }).
textshift-q-name = Envie o nome, ou - para nenhum.
textshift-q-subaccounts = Envie até 6 subcontas, uma por linha (a primeira é a principal), ou - para nenhuma.
textshift-bad-timeout = ❌ O tempo limite é um número inteiro de segundos de 0 a { $max }. Nada foi enviado; envie de novo.
textshift-bad-scheme = ❌ A rede só aceita { $allowed } aqui. Nada foi enviado; escolha ou digite de novo.
textshift-bad-site = ❌ “{ $site }” não é um domínio como exemplo.com. Nada foi enviado; envie a lista de novo.
textshift-too-long = ❌ No máximo { $max } caracteres. Nada foi enviado; envie de novo.
textshift-too-many-subaccounts = ❌ No máximo { $max } subcontas. Nada foi enviado; envie de novo.
textshift-saved = ✅ Enviado à rede.
textshift-already = Já está assim; nada foi enviado.
