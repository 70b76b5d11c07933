# --- core ---
start-intro =
    <b>Ваш партнёрский кабинет в кармане.</b>
    Ищите офферы, купоны и товары, создавайте трекинговые ссылки, делитесь купонами в любом чате, смотрите статистику и ежедневную сводку, подавайте заявки на потерянные заказы и узнавайте о решении, проверяйте баланс и выплаты, включайте и выключайте постбэки.
start-connected = Аккаунт подключён. Отправьте /help, чтобы увидеть все команды.
help-title = Что я умею
button-connect = 🔌 Подключить
button-skip = Пропустить
button-expired = Эта кнопка устарела. Отправьте команду ещё раз.
not-connected = Сначала подключите аккаунт партнёра: нужно одно сообщение с API-ключом.
unhandled-message = Я не понял. Отправьте /help, чтобы увидеть команды.
error-generic = У меня что-то пошло не так. Попробуйте ещё раз через минуту.
wizard-send-text = Ответьте текстовым сообщением или отправьте /cancel, чтобы выйти.

command-start = что умеет бот
command-help = все команды, по строке на каждую
command-connect = подключить аккаунт партнёра
command-offers = поиск офферов: /offers [слова]
command-coupons = поиск купонов: /coupons [слова]
command-goods = поиск товаров: /goods [слова]
command-link = создать трекинговую ссылку
command-stats = статистика за период: /stats [период]
command-digest = настройки ежедневной сводки
command-claim = подать заявку на потерянный заказ
command-claims = ваши заявки на потерянные заказы
command-balance = баланс и доступная сумма
command-payouts = выплаты, списания, курсы валют
command-postbacks = постбэки: список, включить и выключить
command-language = сменить язык
command-disconnect = забыть ключи и данные
command-cancel = выйти из текущего мастера

# --- publisher API failures ---
api-auth-rejected = Сеть отклонила ваши ключи. Если вы меняли API-ключ или пароль, выполните /connect снова.
api-bad-request = Сеть не приняла запрос: { $reason }
api-not-found = Сеть не знает такого объекта. Возможно, он удалён.
api-wrong-state = Это уже нельзя изменить: { $reason }
api-timed-out = Сеть слишком долго не отвечает. Попробуйте ещё раз через минуту.
api-report-not-ready = Сеть ещё готовит отчёт. Попробуйте через несколько минут.
api-unavailable = Сеть сейчас не отвечает. Попробуйте через несколько минут.

# --- language ---
language-choose = Выберите язык:
language-set = Теперь я говорю по-русски.
language-account-updated = Язык вашего аккаунта в сети тоже изменён.
language-account-not-updated = Не удалось изменить язык аккаунта в сети; язык бота изменён.
language-name-en = English
language-name-ru = Русский
language-name-pt = Português

# --- cancel ---
cancel-done = Отменено. Ничего не отправлено.
cancel-nothing = Отменять нечего.

# --- connect ---
connect-ask-key =
    Отправьте мне ваш <b>API-ключ</b> (страница партнёра → API). Я удалю сообщение сразу после прочтения и сохраню ключ в зашифрованном виде.
    Отправьте /cancel, чтобы выйти.
connect-key-rejected = Сеть отклонила этот ключ. Проверьте его и отправьте снова или /cancel.
connect-key-unchecked = Не удалось связаться с сетью для проверки ключа. Отправьте его снова через минуту или /cancel.
connect-welcome = Добро пожаловать, { $name }! Аккаунт подключён.
connect-ask-client-id =
    Для заявок на потерянные заказы нужны ещё <b>client_id</b> и <b>client_secret</b> (страница партнёра → API → OAuth). Отправьте client_id или пропустите: их можно добавить позже через /connect.
connect-ask-client-secret = Теперь отправьте <b>client_secret</b>. Я сразу удалю сообщение.
connect-client-rejected = Сеть отклонила эти client_id и client_secret. Отправьте client_id снова или нажмите «Пропустить».
connect-client-unchecked = Не удалось связаться с сетью для проверки. Отправьте client_id снова через минуту или нажмите «Пропустить».
connect-done = Готово: заявки тоже доступны. Отправьте /help, чтобы увидеть, что я умею.
connect-done-without-claims = Готово. Для заявок на потерянные заказы нужны client-ключи: добавьте их в любой момент через /connect. Отправьте /help, чтобы увидеть, что я умею.

# --- disconnect ---
disconnect-confirm = Забыть ваши ключи и всё, что я храню для вас (настройки, сводки, отслеживание заявок)? Это нельзя отменить.
disconnect-yes = Да, забыть
disconnect-no = Нет, оставить
disconnect-kept = Ничего не удалено.
disconnect-done = Готово: ваши ключи и все ваши записи удалены. Отправьте /connect, чтобы начать заново.

# --- catalog: offers, coupons, goods, links, inline ---
catalog-page = страница { $page } из { $pages }
catalog-previous = ‹ Назад
catalog-next = Дальше ›
catalog-not-published = не опубликовано
catalog-none = нет
catalog-too-long = Слишком длинный запрос ({ $length } символов). Сократите его до { $max } символов и отправьте снова.
catalog-search-expired = Этот список устарел. Отправьте { $command } ещё раз.

offers-title = Офферы: { $tab }
offers-title-search = Офферы по запросу «{ $words }»: { $tab }
offers-found = найдено: { $count }
offers-none = В этом списке нет офферов.
offers-none-words = По этим словам и фильтрам офферов нет. Попробуйте другие, другую вкладку или весь список.
offers-broader = 🔎 Показать все офферы
offers-tab-web = Веб
offers-tab-mobile = Мобайл
offers-tab-all = Все
offers-tab-fav = ⭐ Избранное
offers-per-sale = продажа { $value }
offers-per-lead = лид { $value }
offers-joined = ✅ Вы подключены к этому офферу.
offers-not-joined = ➕ Вы ещё не подключены к этому офферу.
offers-categories = 📂 Категории
offers-regions = 🌍 Регионы
offers-pays = 💰 Выплаты
offers-epc = 📈 EPC 7 дней · 90 дней
offers-approval = ⏱ Холд
offers-cookie = 🍪 Cookie
offers-days = { $days } дн.
offers-traffic-allowed = ✅ Разрешённый трафик
offers-traffic-forbidden = ⛔ Запрещённый трафик
offers-button-links = 🔗 Ссылки
offers-button-goals = 🎯 Цели
offers-button-promo = 🖼 Промо
offers-button-coupons = 🏷 Купоны
offers-button-make-link = ✨ Создать ссылку
offers-back-to-list = « К списку
offers-back-to-offer = « К офферу
offers-unknown = Сеть больше не показывает оффер #{ $id }. Отправьте /offers, чтобы поискать снова.
offers-links-title = ссылки
offers-links-none = Ссылок пока нет: они появятся, когда вы подключитесь к офферу на сайте сети.
offers-link-default = ⭐ основная
offers-goals-title = цели и выплаты
offers-goals-none = Сеть не указывает целей для этого оффера.
offers-goal-personal = 👤 персональная ставка
offers-up-to = до { $value }
offers-promo-title = промоматериалы
offers-promo-none = У этого оффера нет промоматериалов.
offers-promo-file = скачать
offers-promo-code = Промокод
offers-filter-category = 📂 { $value }
offers-filter-region = 🌍 { $value }
offers-filter-traffic = 🚦 { $value }
offers-any-category = все категории
offers-any-region = все регионы
offers-any-traffic = любой трафик
offers-choose-category = Выберите категорию:
offers-choose-region = Выберите регион:
offers-choose-traffic = Показать офферы, где разрешён этот трафик:
offers-back = « Назад

coupons-title = Купоны
coupons-title-search = Купоны по запросу «{ $words }»
coupons-found = найдено: { $count }
coupons-none = Сейчас купонов нет.
coupons-none-narrowed = Нет купонов по этим словам и фильтрам. Сбросьте их, чтобы искать шире.
coupons-clear = ✖ Сбросить слова и фильтры
coupons-filter-exclusive = Эксклюзивные
coupons-filter-personal = Персональные
coupons-filter-type = Тип: { $value }
coupons-filter-category = Категория: { $value }
coupons-filter-offer = Оффер: { $value }
coupons-sort-new = Новые
coupons-sort-rating = Рейтинг
coupons-sort-ending = Скоро закончатся
coupons-any = любой
coupons-back = « Назад
coupons-choose-type = Выберите тип купона:
coupons-choose-category = Выберите категорию купона:
coupons-choose-offer = Выберите оффер:
coupons-offer-hint = Здесь появятся офферы, которые вы открываете через /offers.
coupons-mark-exclusive = {" "}⭐ эксклюзив
coupons-mark-personal = {" "}👤 персональный
coupons-expired = ⌛ истёк
coupons-not-started = ⏳ ещё не начался
coupons-code = Промокод
coupons-no-code = Код не нужен
coupons-open-ended = без даты окончания
coupons-link = ссылка на купон
coupons-valid-until = Действует до { $date }

goods-title = Товары
goods-title-search = Товары по запросу «{ $words }»
goods-found = найдено: { $count }
goods-none = Сейчас товаров нет.
goods-none-narrowed = Нет товаров по этим словам, цене и валюте. Сбросьте их, чтобы искать шире.
goods-clear = ✖ Сбросить слова, цену и валюту
goods-any = любая
goods-price-up-to = до { $max }
goods-price-from = от { $min }
goods-filter-price = 💰 Цена: { $value }
goods-filter-currency = 💱 Валюта: { $value }
goods-sort-default = По умолчанию
goods-sort-cheap = Сначала дешёвые
goods-sort-dear = Сначала дорогие
goods-choose-price = Выберите диапазон цен:
goods-choose-currency = Выберите валюту:
goods-back = « Назад
goods-was = (было { $price })
goods-link = ссылка на магазин
goods-picture = фото
goods-open = 🛒 Открыть в магазине
goods-item-gone = Этого товара больше нет на той странице. Вернитесь к списку.

link-pick = Для какого оффера ссылка? Напишите слова из названия или его номер.
link-pick-recent = Для какого оффера ссылка? Выберите недавний, напишите слова из названия или его номер.
link-pick-found = Ваши подключённые офферы по запросу «{ $words }»:
link-pick-none = Среди ваших подключённых офферов нет подходящих под «{ $words }». Напишите другие слова или номер оффера.
link-offer-unknown = Сеть не знает оффер #{ $id }. Напишите лучше слова из его названия.
link-not-joined = Вы не подключены к «{ $name }», поэтому ссылок пока нет. Подключитесь на сайте сети или выберите другой оффер.
link-ask-url = Пришлите страницу «{ $name }», на которую должен вести переход (начиная с https://).
link-bad-url-not-url = Это не веб-адрес. Пришлите адрес страницы, например https://shop.example/sale.
link-bad-url-scheme = Адрес должен начинаться с http:// или https://. Пришлите его ещё раз.
link-bad-url-no-host = В адресе нет имени сайта. Пришлите полный адрес, например https://shop.example/sale.
link-bad-url-too-long = Адрес длиннее 2000 символов. Пришлите покороче.
link-no-deeplinks = «{ $name }» не принимает целевые страницы: ссылка ведёт на главную.
link-ask-subaccount = Добавьте субаккаунт, чтобы различать источники трафика (буквы, цифры, _ . -), или пропустите.
link-no-subaccount = Без субаккаунта
link-bad-subaccount-characters = В субаккаунте могут быть только буквы, цифры и _ . - (без пробелов). Пришлите другой или пропустите.
link-bad-subaccount-too-long = Субаккаунт — не длиннее 50 символов. Пришлите покороче или пропустите.
link-done =
    Ваша трекинговая ссылка для «{ $name }»:
    { $link }
    Нажмите на неё, чтобы скопировать.
link-another = ✨ Ещё ссылка для этого оффера

inline-connect = Подключите аккаунт, чтобы делиться купонами
inline-too-long = Слишком длинно: не больше { $max } символов
inline-none = По запросу «{ $words }» ничего нет: попробуйте другие слова
inline-open = Открыть

# --- balance, payouts, account, postbacks ---
balance-title = 💰 Баланс
balance-available = Доступно
balance-available-explained = Доступно — то, что можно вывести сейчас: подтверждённое вознаграждение после холда за вычетом уже запрошенных выплат.
balance-main = Основной баланс (с вознаграждением в холде)
balance-hold-advertisers = В холде у рекламодателей
balance-hold-network = В холде у сети
balance-on-payment = Запрошено, ещё не выплачено
balance-currency = Валюта
balance-hold-days = Холд сети: { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
}
balance-schedule = График выплат
balance-refresh = 🔄 Обновить
balance-up-to-date = Всё актуально: ничего не изменилось.
payouts-title-payouts = 💸 Выплаты
payouts-title-charges = 🧾 История начислений
payouts-title-rates = 💱 Курсы валют
payouts-page = страница { $page } из { $pages }
payouts-processed = обработана
payouts-pending = ожидает
payouts-processed-at = выплачено { $date }
payouts-not-processed = ещё не выплачено
payouts-added-at = запрошено { $date }
payouts-none = Выплат пока нет.
payouts-no-charges = Начислений пока нет.
payouts-no-rates = У сети нет курсов валют для показа.
payouts-unavailable = Эта часть API сети сейчас недоступна. Попробуйте позже.
payouts-previous = ‹ Новее
payouts-next = Старше ›
payouts-open-charges = 🧾 Начисления
payouts-open-rates = 💱 Курсы валют
payouts-back = « К выплатам
payouts-retry = 🔄 Попробовать снова
payouts-unchanged = Без изменений.
account-title = 👤 Аккаунт
account-name = Имя
account-contact-phone = Контактный телефон
account-email = Эл. почта
account-language = Язык
account-notifications = 🔔 Уведомления от сети
account-no-notifications = Сеть не предлагает подписок на уведомления.
account-notifications-hint = Нажмите на подписку ниже, чтобы включить или выключить её.
account-open = 👤 Аккаунт: профиль и уведомления
account-notification-on = ✅ { $name }
account-notification-off = 🔕 { $name }
account-refresh = 🔄 Обновить
account-up-to-date = Всё актуально: ничего не изменилось.
account-notification-gone = Сеть больше не предлагает эту подписку.
account-notification-now-on = «{ $name }»: включено.
account-notification-now-off = «{ $name }»: выключено.
postbacks-title = 📮 Постбэки
postbacks-search-for = поиск «{ $term }»
postbacks-page = страница { $page }
postbacks-none = У вас пока нет постбэков. Они создаются в личном кабинете.
postbacks-no-match = Нет постбэков с этими словами в названии или адресе.
postbacks-no-more = Больше постбэков нет.
postbacks-list-hint = Нажмите на постбэк, чтобы открыть его и включить или выключить.
postbacks-offers-all = все офферы
postbacks-offers-none = нет
postbacks-offers-count = { $count ->
    [one] { $count } оффер
    [few] { $count } оффера
    [many] { $count } офферов
   *[other] { $count } оффера
}
postbacks-action-all = все действия
postbacks-action-cpl = лиды (CPL)
postbacks-action-cpa = продажи (CPA)
postbacks-state-on = 🟢 Включён: сообщает о конверсиях своих офферов.
postbacks-state-off = ⏸ Выключен: офферы не подключены.
postbacks-url = Адрес
postbacks-action-type = Тип действия
postbacks-method = HTTP-метод
postbacks-status = Код статуса
postbacks-comment = Комментарий
postbacks-params = Параметры
postbacks-params-none = нет
postbacks-offers = Подключённые офферы
postbacks-on-will-restore = При включении снова подключатся офферы, которые у него были: { $offers }.
postbacks-on-will-connect-all = Прежнего списка офферов у меня нет: при включении подключатся все офферы.
postbacks-confirm-off =
    Выключить <b>{ $name }</b>?
    Он будет отключён от своих офферов ({ $offers }) и перестанет сообщать о конверсиях. Я запомню офферы и подключу их снова, когда вы его включите.
postbacks-confirm-off-yes = ⏸ Да, выключить
postbacks-confirm-off-no = Нет, оставить
postbacks-kept-on = Оставлен включённым: ничего не изменено.
postbacks-switched-off = ⏸ <b>Выключен.</b> Офферы, которые у него были: { $offers }. Я запомнил их, чтобы подключить при включении.
postbacks-switched-on-restored = ▶️ <b>Включён</b> с прежними офферами: { $offers }.
postbacks-switched-on-all = ▶️ <b>Включён для всех офферов</b>: прежнего списка офферов для этого постбэка у меня не было.
postbacks-already-on = Он уже включён: ничего не изменено.
postbacks-already-off = Он уже выключен: ничего не изменено.
postbacks-still-on = ⚠️ Сеть приняла изменение, но по-прежнему показывает этот постбэк включённым.
postbacks-still-off = ⚠️ Сеть приняла изменение, но по-прежнему показывает этот постбэк выключенным.
postbacks-unsupported = ⚠️ Не могу переключить этот постбэк: сеть сообщает тип действия или HTTP-метод, который я не могу отправить обратно ({ $action }, { $method }). Ничего не изменено.
postbacks-failed = ⚠️ <b>Постбэк не переключён.</b>
postbacks-failed-kept = Запомненный список офферов сохранён: { $offers }.
postbacks-failed-nothing-kept = Запомненного списка офферов для него у меня не было.
postbacks-previous = ‹ Назад
postbacks-next = Ещё ›
postbacks-search = 🔍 Поиск
postbacks-show-all = Показать все
postbacks-switch-off = ⏸ Выключить
postbacks-switch-on = ▶️ Включить
postbacks-refresh = 🔄 Обновить
postbacks-back = « Постбэки
postbacks-search-ask = Отправьте слова из названия или адреса постбэка. Чтобы отменить, отправьте /cancel.
postbacks-search-expired = Этот поиск устарел. Отправьте /postbacks ещё раз.
postbacks-up-to-date = Всё актуально: ничего не изменилось.

# --- claims ---
claims-need-client = Для заявок о потерянных заказах нужны <b>client_id</b> и <b>client_secret</b> (страница вебмастера → API → OAuth). Нажмите кнопку, чтобы добавить их: я снова спрошу API-ключ, а затем эту пару.
claims-add-client = 🔑 Добавить client id и secret
claims-no-channels = В вашем аккаунте нет ни одного канала трафика, а заявке он нужен. Добавьте канал на странице вебмастера и отправьте /claim снова.
claims-ask-offer = По какому офферу был заказ? Нажмите на оффер или напишите часть названия либо его id.
claims-ask-offer-search = По какому офферу был заказ? Напишите часть названия или id оффера.
claims-offer-found = Нажмите на оффер или напишите другие слова.
claims-offer-none = Ни один оффер не подходит под «{ $words }». Напишите другие слова или id оффера либо выберите из этих.
claims-ask-channel = Какой канал трафика привёл покупателя?
claims-ask-currency = В какой валюте заказ?
claims-press-button = Пожалуйста, нажмите одну из кнопок.
claims-ask-number = Напишите <b>номер заказа</b> так, как его дал магазин.
claims-number-bad = Номер заказа — одна строка, не длиннее 200 символов. Напишите его ещё раз.
claims-ask-date = Когда был сделан заказ? Нажмите на день, откройте календарь или напишите дату: 2024-05-31 или 31.05.2024.
claims-day-today = Сегодня
claims-day-yesterday = Вчера
claims-day-before = Позавчера
claims-day-calendar = 📅 Календарь
claims-calendar = Выберите день заказа: <b>{ $month }</b>
claims-date-format = Не получилось прочитать дату. Напишите её как { $today } или ДД.ММ.ГГГГ либо нажмите кнопку.
claims-date-impossible = Такого дня нет в календаре. Проверьте день и месяц и напишите дату ещё раз.
claims-date-future = Дата заказа не может быть в будущем (сегодня { $today }). Напишите дату ещё раз или нажмите кнопку.
claims-ask-amount = <b>Сумма заказа</b>? Например, 1299.50 или 1 299,50.
claims-amount-bad = Не получилось прочитать сумму. Напишите только число, например 1299.50, 1 299,50 или 1299.
claims-ask-comment = Комментарий для менеджера (как покупатель платил, какой промокод использовал…)? Напишите его или нажмите «Пропустить».
claims-comment-long = Комментарий слишком длинный: не больше { $limit } символов. Сократите его или нажмите «Пропустить».
claims-field-offer = Оффер
claims-field-channel = Канал
claims-field-number = Номер заказа
claims-field-date = Дата заказа
claims-field-amount = Сумма
claims-field-currency = Валюта
claims-field-comment = Комментарий
claims-summary-title = Ваша заявка
claims-summary-hint = Проверьте: нажмите на поле, чтобы изменить его, или «Отправить».
claims-summary-fix = Исправьте поле и снова нажмите «Отправить»: остальные ответы сохранены.
claims-send = 📨 Отправить
claims-refused = Сеть не приняла заявку: { $reason }
claims-filed = ✅ Заявка #{ $id } подана. Я сообщу, когда сеть изменит её статус; все заявки — в /claims.
claims-open = Открыть заявку
claims-edit-pick = Какое поле заявки #{ $id } изменить?
claims-edited = ✅ Заявка изменена.
claims-not-new = Заявка #{ $id } теперь в статусе { $status }: изменить или удалить можно только новую заявку.
claims-moved-on = Заявку больше нельзя изменить: { $reason }
claims-list-title = Ваши заявки
claims-list-empty = Здесь заявок нет. Подать заявку — /claim.
claims-list-page = Страница { $page } из { $pages } · всего { $total }
claims-filter-all = все
claims-card-title = Заявка #{ $id }
claims-status = Статус
claims-manager-comment = Комментарий менеджера
claims-created = Подана
claims-updated = Последнее изменение
claims-edit = ✏️ Изменить
claims-delete = 🗑 Удалить
claims-back = ‹ Заявки
claims-delete-confirm = Удалить заявку #{ $id }? Это нельзя отменить.
claims-delete-yes = Да, удалить
claims-delete-no = Нет, оставить
claims-deleted = Заявка #{ $id } удалена.
claims-push = 🔔 Заявка #{ $id } по офферу { $offer }: { $from } → { $to }
claims-watch-auth = Сеть больше не принимает ваши client_id и client_secret, поэтому я не могу следить за заявками. Добавьте их снова, и я продолжу.

# --- stats and digest ---
stats-choose = 📊 Статистика за какой период? Или напишите его: <code>/stats 2024-05-01 2024-05-31</code>
stats-preset-today = Сегодня
stats-preset-yesterday = Вчера
stats-preset-7d = 7 дней
stats-preset-30d = 30 дней
stats-preset-month = Этот месяц
stats-preset-last-month = Прошлый месяц
stats-loading = Читаю вашу статистику…
stats-bad-period =
    По такому периоду отчёт не построить: { $reason }
    Пример: <code>{ $example }</code>, или выберите кнопку.
stats-bad-format = напишите один или два дня в виде ГГГГ-ММ-ДД.
stats-bad-no-such-date = даты { $date } нет в календаре.
stats-bad-reversed = первый день позже последнего.
stats-bad-future = { $date } ещё не наступило.
stats-bad-too-long = сеть хранит статистику не больше чем за { $days } дней; выберите период покороче.
stats-summary-title = 📊 <b>Статистика за { $period }</b>
stats-summary-compared = <i>в сравнении с { $period }</i>
stats-line-shows = 👁 Показы: { $shows }
stats-line-clicks = 🖱 Клики: { $clicks } · уникальные { $unique }
stats-line-leads = 📝 Лиды { $total }: в ожидании { $open } · подтверждены { $approved } · отклонены { $cancelled }
stats-line-sales = 🛒 Продажи { $total }: в ожидании { $open } · подтверждены { $approved } · отклонены { $cancelled }
stats-line-commission = 💰 Вознаграждение: в ожидании { $open } · подтверждено { $approved } · отклонено { $cancelled }
stats-line-rates = 📈 CR { $cr } · EPC { $epc } · апрув { $ar }
stats-change-points = { $value } п. п.
stats-change-new = впервые
stats-by-offer = По офферам
stats-by-day = По дням
stats-by-channel = По каналам
stats-by-country = По странам
stats-by-subaccount = По субаккаунтам
stats-other-period = 📅 Другой период
stats-page-previous = ‹ Назад
stats-page-next = Дальше ›
stats-csv = ⬇️ CSV
stats-csv-preparing = Готовлю CSV…
stats-csv-caption = { $kind }, { $period }: { $rows ->
        [one] { $rows } строка
        [few] { $rows } строки
       *[other] { $rows } строк
    }.
stats-breakdown-title = <b>{ $kind }</b> · { $period }
stats-breakdown-page = Страница { $page } из { $pages } · { $rows ->
        [one] { $rows } строка
        [few] { $rows } строки
       *[other] { $rows } строк
    }, сначала самые доходные
stats-breakdown-empty = За этот период ничего нет.
stats-breakdown-row =
    { $rank }. <b>{ $label }</b>
    клики { $clicks } · конверсии { $conversions } · вознаграждение { $commission }
stats-no-subaccount = (без субаккаунта)
stats-unknown = (неизвестно)
stats-chart-title = Клики и вознаграждение по дням
stats-chart-clicks = Клики
stats-chart-commission = Вознаграждение
stats-deferred = ⏳ Сеть готовит отчёт за { $period }: длинные периоды считаются не сразу. Я обновлю это сообщение, когда отчёт будет готов.
stats-deferred-still = ⏳ Отчёт за { $period } всё ещё готовится (проверок: { $checks }, прошло { $seconds } с). Я обновлю это сообщение, когда он будет готов.
stats-deferred-ready = ✅ Отчёт за { $period } готов: он чуть ниже.
stats-deferred-gave-up = ⌛ Сеть не успела подготовить отчёт за { $period }, и я перестал ждать. Попробуйте через несколько минут или выберите период покороче.
digest-title = ☀️ <b>Ваш день: { $day }</b>
digest-clicks = 🖱 Клики: { $clicks } ({ $change } к позавчера)
digest-conversions = 📝 Конверсии: { $conversions } ({ $change }) · подтверждено { $approved }
digest-commission = 💰 Вознаграждение: { $commission } ({ $change })
digest-rates = 📈 CR { $cr } · EPC { $epc }
digest-top-title = 🏆 <b>Лучшие офферы</b>
digest-top-row = { $rank }. { $offer } — { $commission }
digest-balance = 💳 Доступно к выплате: <b>{ $amount } { $currency }</b>
digest-claims-title = 📮 <b>Новости по заявкам</b>
digest-claim-row = • №{ $id } (заказ { $order }): { $status }
digest-claims-more = …и ещё { $count }: /claims
digest-claim-processing = на рассмотрении
digest-claim-accepted = принята
digest-claim-rejected = отклонена
digest-warnings-title = ⚠️ <b>Стоит проверить</b>
digest-warning-clicks = • Клики упали до { $clicks }: меньше половины среднего за 7 дней ({ $average }).
digest-warning-approvals = • { $leads ->
        [one] { $leads } лид за 7 дней, и он ещё не подтверждён.
        [few] { $leads } лида за 7 дней, и ни один ещё не подтверждён.
       *[other] { $leads } лидов за 7 дней, и ни один ещё не подтверждён.
    }
digest-warning-stopped = • { $offer } перестал конвертировать: за неделю до этого { $before ->
        [one] { $before } конверсия
        [few] { $before } конверсии
       *[other] { $before } конверсий
    }, вчера ни одной.
digest-warning-stopped-more = • …и ещё { $count ->
        [one] { $count } оффер перестал
        [few] { $count } оффера перестали
       *[other] { $count } офферов перестали
    } конвертировать.
digest-chart-title = Последние 7 дней
digest-button-stats = 📊 Вчера подробно
digest-button-settings = ⚙️ Настройки сводки
digest-settings-on = ☀️ <b>Ежедневная сводка: включена</b>
digest-settings-off = ☀️ <b>Ежедневная сводка: выключена</b>
digest-settings-time = Приходит в <b>{ $time }</b>, часовой пояс <b>{ $zone }</b>
digest-settings-clock = Сейчас там { $time }.
digest-settings-next = Следующая сводка: { $day } в { $time }.
digest-button-on = ✅ Включить
digest-button-off = ⏸ Выключить
digest-button-time = 🕘 Время
digest-button-zone = 🌍 Часовой пояс
digest-button-now = 📨 Прислать сейчас
digest-button-back = ‹ Назад
digest-now-preparing = Готовлю сводку…
digest-time-ask = Когда присылать сводку? Выберите час или напишите время, например <code>08:30</code>.
digest-time-bad = «{ $text }» — это не время. Напишите, например, <code>08:30</code> или выберите кнопку.
digest-zone-ask = В каком вы часовом поясе? Выберите или напишите свой город, пояс вроде <code>Europe/Moscow</code> или смещение вроде <code>+3</code>.
digest-zone-none = По запросу «{ $text }» ничего не нашлось. Напишите крупный город рядом с вами (латиницей или по-русски) или смещение, например <code>+5</code>.
digest-zone-pick = Часовые пояса по запросу «{ $text }»: выберите свой или напишите ещё раз.
