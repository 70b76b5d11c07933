claims-need-client = Для заявок о потерянных заказах нужны <b>ID клиента</b> и <b>секрет клиента</b> (страница вебмастера → API → OAuth). Нажмите кнопку, чтобы добавить их: API-ключ останется прежним, я спрошу только эту пару.
command-claim = подать заявку о потерянном заказе
command-claims = ваши заявки о потерянных заказах
claims-add-client = 🔑 Добавить ID и секрет клиента
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
claims-ask-date = Когда был сделан заказ? Нажмите на день, откройте календарь или напишите дату: { $year }-{ $month }-{ $day } или { $day }.{ $month }.{ $year }, либо словом: вчера, в пятницу…
claims-day-today = Сегодня
claims-day-yesterday = Вчера
claims-day-before = Позавчера
claims-day-calendar = 📅 Календарь
claims-calendar = Выберите день заказа: <b>{ $month }</b>
claims-date-format = Не получилось прочитать дату. Напишите её как { $example }, либо словом: сегодня, вчера, день недели, — или нажмите кнопку.
claims-date-ambiguous = Эту дату можно прочитать двояко. Напишите её как { $example } или нажмите кнопку.
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
claims-summary-unsure = Возможно, заявка всё же подана. Нажмите «Отправить»: я сначала проверю и подам её, только если у сети её нет.
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
claims-new = 📝 Новая заявка
claims-delete-confirm = Удалить заявку #{ $id }? Это нельзя отменить.
claims-delete-yes = Да, удалить
claims-delete-no = Нет, оставить
claims-deleted = Заявка #{ $id } удалена.
claims-push = 🔔 Заявка #{ $id } по офферу { $offer }: { $from } → { $to }
claims-watch-auth = Сеть больше не принимает ваши ID клиента и секрет клиента, поэтому я не могу следить за заявками. Добавьте их снова, и я продолжу.
claims-date-too-old = Сеть принимает заявки только по заказам за последние { $days } дн. Проверьте дату; по более старому заказу напишите своему менеджеру.
claims-amount-not-positive = Сумма должна быть больше нуля. Напишите сумму заказа, например 1299.50.
claims-amount-ambiguous = «{ $typed }» можно прочитать двояко: точка (или запятая) отделяет тысячи или копейки? Напишите сумму ещё раз без разделителя тысяч, например 12345 или 12.35.
claims-amount-high = { $amount } — больше, чем обычно стоит заказ (свыше { $ceiling }). Всё верно? Нажмите кнопку или напишите сумму ещё раз.
claims-amount-sure = ✅ Да, всё верно
claims-number-no-digits = В номере заказа должна быть хотя бы одна буква или цифра. Напишите его так, как его дал магазин.
claims-status-new = новая
claims-status-processing = на рассмотрении
claims-status-accepted = принята
claims-status-rejected = отклонена

## Заявки десятками: файл или вставленные строки потерянных заказов
claims-batch-from-file = 📄 Заявки из файла
claims-batch-how = Пришлите список потерянных заказов как есть: файл <b>CSV</b> или <b>XLSX</b> (до 5 МБ и 2000 строк) или вставьте его строки сюда. Столбцы: номер заказа, дата, сумма (с валютой или в валюте аккаунта), оффер (название или id). Строка заголовков вроде <code>Номер заказа;Дата;Сумма;Оффер</code> поможет. Сначала я проверю каждую строку и ничего не подам, пока вы не нажмёте «Подать».
claims-batch-pasted-name = вставленный список
claims-batch-ask-offer = В файле нет оффера. По какому офферу все эти заказы?
claims-batch-counts = { $total ->
    [one] { $total } строка
    [few] { $total } строки
   *[many] { $total } строк
}: готовы { $ready }, уже в заявках { $claimed }, исправить { $fix }
claims-batch-more = ; и ещё { $more }
claims-batch-ready-hint = Нажмите «Подать», чтобы отправить готовые; до этого ничего не отправляется.{ $fix ->
    [0] {""}
   *[other] {" "}Строки, которые нужно исправить, — в файле ниже.
}
claims-batch-nothing = Подавать нечего.{ $fix ->
    [0] {""}
   *[other] {" "}Строки, которые нужно исправить, — в файле ниже.
}
claims-batch-file = 📨 Подать { $ready }
claims-batch-cancel = ✖ Отмена
claims-batch-resume = ▶ Продолжить
claims-batch-already = Этот список уже подаётся или уже закончен.
claims-batch-cancelled = Отменено: из этого списка ничего не подано.
claims-batch-progress = ⏳ Подано { $filed } из { $ready }{ $failed ->
    [0] {""}
   *[other] , не подано { $failed }
}
claims-batch-paused = ⏸ Пауза после 5 ошибок подряд: подано { $filed } из { $ready }, не подано { $failed }. Нажмите «Продолжить», когда сеть снова ответит.
claims-batch-done = ✅ Готово: подано { $filed } из { $ready }, не подано { $failed }. Файл с итогом ниже; заявки — в /claims, а когда их статус изменится, я сообщу.
claims-batch-result = Итог по { $name }: каждая строка, её заявка или почему она не подана.
claims-batch-col-row = Строка
claims-batch-col-number = Номер заказа
claims-batch-col-claim = Заявка
claims-batch-col-status = Статус
claims-batch-col-problem = Исправить
claims-batch-status-filed = подана
claims-batch-status-failed = не подана: { $reason }
claims-batch-status-claimed = уже в заявках
claims-batch-status-fix = не подана: { $reason }
claims-batch-problem-number = строка { $row }: нет номера заказа
claims-batch-problem-date = строка { $row }: дата { $value }
claims-batch-problem-date-future = строка { $row }: дата { $value } в будущем
claims-batch-problem-date-old = строка { $row }: дата { $value } старше { $days } дн.
claims-batch-problem-amount = строка { $row }: сумма «{ $value }»
claims-batch-problem-currency = строка { $row }: нет валюты в «{ $value }»
claims-batch-problem-offer = строка { $row }: оффер «{ $value }» не найден
claims-batch-problem-no-offer = строка { $row }: нет оффера
claims-batch-problem-repeated = строка { $row }: заказ { $value } повторяет строку { $first }
claims-batch-refused-too-big = Файл больше 5 МБ. Присылайте не больше 2000 строк в одном файле; ничего не подано.
claims-batch-refused-too-many-rows = В файле больше 2000 строк. Разделите его и пришлите части по очереди; ничего не подано.
claims-batch-refused-not-a-table = Это не таблица CSV или XLSX. Пришлите отчёт в .csv или .xlsx или вставьте его строки; ничего не подано.
claims-batch-refused-zip-bomb = Этот XLSX распаковывается больше чем в 60 МБ, гораздо больше таблицы заказов; я перестал его читать. Сохраните его заново как .xlsx или .csv и пришлите; ничего не подано.
claims-batch-refused-formulas = В этом XLSX есть формулы, значения которых не сохранены. Откройте его в Excel и сохраните снова или вставьте ячейки как значения (Специальная вставка → Значения); ничего не подано.
claims-batch-refused-empty = Файл пуст: в нём нет ни одной строки для заявки.
claims-batch-refused-download = Не удалось скачать этот файл из Telegram. Пришлите его снова; ничего не подано.
claims-batch-left-out-totals = { $count ->
    [one] строка { $rows } — итоговая, не учтена
   *[other] строки { $rows } — итоговые, не учтены
}
claims-batch-left-out-blank = { $count ->
    [one] пропущена { $count } пустая строка
    [few] пропущены { $count } пустые строки
   *[many] пропущено { $count } пустых строк
}
claims-batch-refused-too-heavy = Чтение этого файла заняло больше времени или памяти, чем нужно любой таблице заказов, и я его остановил. Сохраните файл заново как .csv или .xlsx и пришлите; ничего не подано.
claims-batch-line = 📄 { $name }: заказов из файла — { $ready }
claims-batch-page = <b>📄 { $name }</b>: заявок { $claims }: { $summary }
claims-batch-more-claims = …и ещё { $more } (все они — в /claims)
claims-batch-push = 🔔 📄 { $name }: { $summary } (из { $filed } заявок, поданных из него)
claims-batch-ask-column-number = Не получилось понять, какой столбец что значит. Первые строки:
    { $rows }
    В каком столбце <b>номер заказа</b>?
claims-batch-ask-column-date = В каком столбце <b>дата</b> заказа?
    { $rows }
claims-batch-ask-column-amount = В каком столбце <b>сумма</b> заказа?
    { $rows }
claims-batch-ask-column-offer = В каком столбце <b>оффер</b> (название или id)?
    { $rows }
claims-batch-no-offer-column = Столбца с оффером нет: один оффер для всех
claims-batch-stop = ⏹ Остановить подачу
claims-batch-stopping = Останавливаю: после заявки, которая отправляется сейчас, больше ничего не подаётся.
claims-batch-stopped-cancelled = ⏹ Остановлено перед строкой { $row }, как вы просили: подано { $filed } из { $ready }, не подано { $failed }. Остальные строки не поданы; заявки — в /claims.
claims-batch-stopped-disconnected = ⏹ Подача остановлена перед строкой { $row }: аккаунт отключён, и с ним больше ничего не подаётся. До этого подано { $filed } из { $ready }.
claims-batch-paused-unanswered = ⏸ Пауза: сеть какое-то время не принимает заявки (слишком много запросов или сбои). Подано { $filed } из { $ready }, не подано { $failed }. Нажмите «Продолжить», чтобы подать остальные.
