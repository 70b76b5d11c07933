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
