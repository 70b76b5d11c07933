command-language = сменить язык
language-choose = Выберите язык:
language-set = Теперь я говорю по-русски.
language-account-updated = Язык вашего аккаунта в сети тоже изменён.
language-account-not-updated = Не удалось изменить язык аккаунта в сети; язык бота изменён.
language-name-en = English
language-name-ru = Русский
language-name-pt = Português
