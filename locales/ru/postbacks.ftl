command-postbacks = постбэки: список, включить и выключить
postbacks-title = 📮 Постбэки
postbacks-search-for = поиск «{ $term }»
postbacks-page = страница { $page }
postbacks-none = У вас пока нет постбэков. Они создаются на странице вебмастера.
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
postbacks-status = Статус
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
postbacks-confirm-on =
    Включить <b>{ $name }</b> для <b>всех офферов</b>?
    Прежнего списка офферов для него у меня нет, поэтому он будет подключён ко всем офферам, к которым вы подключены ({ $count }), и будет сообщать о конверсиях каждого из них.
postbacks-confirm-on-unknown =
    Включить <b>{ $name }</b> для <b>всех офферов</b>?
    Прежнего списка офферов для него у меня нет, поэтому он будет подключён ко всем вашим офферам (сколько их, сеть не сообщила).
postbacks-confirm-on-failing = ⚠️ В его комментарии есть сообщения о сбоях: «{ $comment }». Сначала проверьте его адрес, иначе сбои пойдут по всем офферам.
postbacks-confirm-on-yes = ▶️ Да, подключить все офферы ({ $count })
postbacks-confirm-on-yes-all = ▶️ Да, подключить все офферы
postbacks-confirm-on-no = Нет, оставить выключенным
postbacks-kept-off = Оставлен выключенным: ничего не изменено.
postbacks-status-1 = активен
postbacks-status-2 = приостановлен
postbacks-status-3 = с ошибками
postbacks-failing-warning = ⚠️ Сеть сообщает, что отправки на этот адрес не доходят: проверьте адрес, прежде чем на него полагаться.
postbacks-state-paused = 🟡 На паузе в сети: ничего не доставляет, пока его не возобновят в интерфейсе сети.
postbacks-alerts-own = Это постбэк уведомлений самого бота: включайте и выключайте его в /alerts, там же обновляется его адрес.
postbacks-open-alerts = 🔔 Уведомления о конверсиях
