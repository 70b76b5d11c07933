command-language = mudar o idioma
language-choose = Escolha seu idioma:
language-set = A partir de agora falo português.
language-account-updated = O idioma da sua conta na rede também foi alterado.
language-account-not-updated = Não consegui alterar o idioma da sua conta na rede; o idioma do bot foi alterado.
language-name-en = English
language-name-ru = Русский
language-name-pt = Português
