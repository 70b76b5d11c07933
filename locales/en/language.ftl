command-language = change the language
language-choose = Choose your language:
language-set = I will speak English from now on.
language-account-updated = Your account's language on the network was changed too.
language-account-not-updated = I could not change your account's language on the network; the bot's language is changed.
language-name-en = English
language-name-ru = Русский
language-name-pt = Português
