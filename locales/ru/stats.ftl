command-stats = статистика за период: /stats [период]
stats-choose = 📊 Статистика за какой период? Или напишите его: <code>{ $example }</code>
stats-preset-today = Сегодня
stats-preset-yesterday = Вчера
stats-preset-7d = 7 дней
stats-preset-30d = 30 дней
stats-preset-month = Этот месяц
stats-preset-last-month = Прошлый месяц
stats-preset-this-week = Эта неделя
stats-preset-last-week = Прошлая неделя
stats-loading = Читаю вашу статистику…
stats-bad-period =
    По такому периоду отчёт не построить: { $reason }
    Пример: <code>{ $example }</code>, или выберите кнопку.
stats-bad-format = напишите один или два дня в виде ДД.ММ.ГГГГ.
stats-bad-ambiguous = { $date } можно прочитать двояко: напишите дату в виде ДД.ММ.ГГГГ.
stats-bad-no-such-date = даты { $date } нет в календаре.
stats-bad-reversed = первый день позже последнего.
stats-bad-future = { $date } ещё не наступило.
stats-bad-too-long = период может быть не длиннее { $days } дней; выберите покороче.
stats-summary-title = 📊 <b>Статистика за { $period }</b>
stats-summary-compared = <i>в сравнении с { $period }</i>
stats-line-shows = 👁 Показы: { $shows }
stats-line-clicks = 🖱 Клики: { $clicks } · уникальные { $unique }
stats-line-leads = 📝 Лиды { $total }: в ожидании { $open } · подтверждены { $approved } · отклонены { $cancelled }
stats-line-sales = 🛒 Продажи { $total }: в ожидании { $open } · подтверждены { $approved } · отклонены { $cancelled }
stats-line-commission = 💰 Вознаграждение: в ожидании { $open } · подтверждено { $approved } · отклонено { $cancelled }
stats-line-rates = 📈 CR { $cr } · EPC { $epc } · апрув { $ar }
stats-change-points = { $value } п. п.
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
    клики { $clicks } · конверсии { $conversions } · вознаграждение { $commission } · отклонены { $cancelled }
stats-no-subaccount = (без субаккаунта)
stats-no-channel = (без канала)
stats-unknown = (неизвестно)
stats-deferred = ⏳ Сеть готовит отчёт за { $period }: длинные периоды считаются не сразу. Я обновлю это сообщение, когда отчёт будет готов.
stats-deferred-still = ⏳ Отчёт за { $period } всё ещё готовится (проверок: { $checks }, прошло { $seconds } с). Я обновлю это сообщение, когда он будет готов.
stats-deferred-ready = ✅ Отчёт за { $period } готов: он чуть ниже.
stats-deferred-gave-up = ⌛ Сеть не успела подготовить отчёт за { $period }, и я перестал ждать. Попробуйте через несколько минут или выберите период покороче.
stats-preset-year = Этот год
stats-summary-title-so-far = 📊 <b>Статистика за { $period }, пока что</b>
stats-summary-so-far = <i>пока что, на { $time }: сравню, когда сеть закроет день</i>
stats-summary-outside = <i>без сравнения: период { $period } частично старше года статистики, который хранит сеть</i>
stats-breakdown-page-days = Страница { $page } из { $pages } · { $rows ->
        [one] { $rows } день
        [few] { $rows } дня
       *[other] { $rows } дней
    }, по порядку дат
stats-breakdown-counted = конверсии и вознаграждение: подтверждённые + в ожидании; отклонённые не в счёт
stats-csv-money-column = { $column }, { $currency }
stats-csv-key = Ключ
stats-csv-label = Название
stats-csv-shows = Показы
stats-csv-clicks = Клики
stats-csv-uniqueClicks = Уникальные клики
stats-csv-leadsOpen = Лиды в ожидании
stats-csv-leadsApproved = Лиды подтверждены
stats-csv-leadsCancelled = Лиды отклонены
stats-csv-salesOpen = Продажи в ожидании
stats-csv-salesApproved = Продажи подтверждены
stats-csv-salesCancelled = Продажи отклонены
stats-csv-commissionOpen = Вознаграждение в ожидании
stats-csv-commissionApproved = Вознаграждение подтверждено
stats-csv-commissionCancelled = Вознаграждение отклонено
stats-csv-conversions = Конверсии (подтверждённые + в ожидании)
stats-csv-commission = Вознаграждение (подтверждённое + в ожидании)
stats-bad-too-old = сеть хранит статистику примерно за год, начиная с { $date }; так далеко данных нет.
stats-summary-compared-closed = <i>изменения: { $compared } в сравнении с { $previous }; { $day } не учтён, пока сеть не закроет день</i>
stats-network-day = 🕒 Сеть считает дни { $zone }: её { $day } закончится { $when } по вашему времени.
stats-network-day-began = 🕒 Сеть считает дни { $zone }: её день { $day } начался { $began } и закончится { $when } по вашему времени.
stats-not-begun = 📊 За { $period } пока ничего: сеть считает дни { $zone }, и её { $day } начнётся { $when } по вашему времени. Выберите другой период или спросите тогда.
# When a moment comes on the publisher's clock: today, tomorrow, or another day.
stats-when-today = в { $time }
stats-when-tomorrow = завтра в { $time }
stats-when-day = { $day } в { $time }
stats-day-so-far = { $day } (пока что)
stats-breakdown-so-far = { $day } сеть ещё считает: его цифры — пока что
stats-channels-unlisted = Каналы без конверсий (сеть перечисляет только каналы с конверсиями)
stats-by-hour = По часам
stats-drill-by-offer = по офферам
stats-drill-by-subaccount = по субаккаунтам
stats-drill-by-day = по дням
stats-drill-by-hour = по часам
stats-drill-title = <b>{ $path }</b> · { $kind } · { $period }
stats-drill-title-day = <b>{ $path }</b> · { $kind }
stats-drill-page-hours = Страница { $page } из { $pages } · { $rows ->
        [one] { $rows } час
        [few] { $rows } часа
       *[other] { $rows } часов
    }, по порядку
stats-drill-unlisted-offers = Офферы без конверсий (сеть перечисляет только офферы с конверсиями)
stats-drill-back = ⬅ На уровень выше
stats-drill-no-chart-days = Графика здесь нет: сеть даёт эти строки по одному дню за запрос, поэтому по дням они читаются за периоды до { $days ->
        [one] { $days } дня
       *[other] { $days } дней
    }.
stats-drill-no-chart-hours = Графика здесь нет: сеть не даёт этих строк по часам.
stats-drill-no-further = Сеть не может разбить эту строку дальше.
stats-drill-offer-quiet = У этого оффера не было трафика за { $period }.
stats-drill-hours-yours = часы по вашему времени: день сети { $day } начался в { $began }
stats-drill-hours-utc = часы по UTC: день сети { $day } начался в { $began }
