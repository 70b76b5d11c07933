command-textshift = подмена текста: режим ссылок, текста, кликандер
textshift-title = 🔀 <b>Подмена текста</b>
textshift-kept = Сеть не умеет показывать эти настройки обратно, поэтому здесь то, что я записал для вас последним, { $when } (подмена текста №{ $id }).
textshift-nothing-yet = Пока ничего не записано. Каждое изменение здесь сразу отправляется в сеть, а я храню копию: сеть не умеет показывать настройки обратно.
textshift-on = вкл.
textshift-off = выкл.
textshift-none = нет
textshift-unset = не задано
textshift-seconds = { $value } с
textshift-links = 🔗 Режим ссылок
textshift-text = 📝 Режим текста
textshift-clickunder = 🖱 Кликандер
textshift-timeout = таймаут
textshift-excluded = исключённые сайты
textshift-target = открывать
textshift-target-current = в той же вкладке
textshift-target-blank = в новой вкладке
textshift-target-unset = не задано
textshift-schemes = схемы 1 / 2 / 3
textshift-cu-target = окно
# The network's two click-under windows have numbers, no names: "type 2", "type 3".
textshift-cu-target-value = { $value ->
        [2] тип 2
        [3] тип 3
       *[other] —
    }
textshift-name = Название
textshift-subaccounts = Субаккаунты
textshift-switch-links = 🔗 Ссылки: { $state }
textshift-switch-text = 📝 Текст: { $state }
textshift-switch-clickunder = 🖱 Кликандер: { $state }
textshift-ask-links-timeout = 🔗 Таймаут
textshift-ask-links-sites = 🔗 Исключённые сайты
textshift-set-target-current = 📝 Открывать в той же вкладке
textshift-set-target-blank = 📝 Открывать в новой вкладке
textshift-ask-text-sites = 📝 Исключённые сайты
textshift-ask-cu-timeout = 🖱 Таймаут
textshift-ask-cu-sites = 🖱 Исключённые сайты
textshift-ask-scheme = 🖱 Схема { $n }
textshift-set-cu-target = 🖱 Окно → { $value }
textshift-ask-name = Название
textshift-ask-subaccounts = Субаккаунты
textshift-q-links_timeout = Таймаут режима ссылок: пришлите целое число секунд (от 0 до 86400).
textshift-q-clickunder_timeout = Таймаут кликандера: пришлите целое число секунд (от 0 до 86400).
textshift-q-links_excluded_sites = Сайты, где режим ссылок выключен: домены через запятую (example.com, shop.net) или - если таких нет.
textshift-q-text_excluded_sites = Сайты, где режим текста выключен: домены через запятую или - если таких нет.
textshift-q-clickunder_excluded_sites = Сайты, где кликандер выключен: домены через запятую или - если таких нет.
textshift-q-scheme = Выберите схему или введите её ({ $allowed }).
textshift-q-name = Пришлите название или - без названия.
textshift-q-subaccounts = Пришлите до 6 субаккаунтов, по одному в строке (первый — основной), или - без них.
textshift-bad-timeout = ❌ Таймаут — целое число секунд от 0 до { $max }. Ничего не отправлено; пришлите ещё раз.
textshift-bad-scheme = ❌ Сеть принимает здесь только { $allowed }. Ничего не отправлено; выберите или введите ещё раз.
textshift-bad-site = ❌ «{ $site }» — не домен вида example.com. Ничего не отправлено; пришлите список ещё раз.
textshift-too-long = ❌ Не больше { $max } символов. Ничего не отправлено; пришлите ещё раз.
textshift-too-many-subaccounts = ❌ Не больше { $max } субаккаунтов. Ничего не отправлено; пришлите ещё раз.
textshift-saved = ✅ Отправлено в сеть.
textshift-already = Уже так; ничего не отправлено.
