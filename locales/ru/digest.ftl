command-digest = настройки ежедневной сводки
digest-title = ☀️ <b>Ваш день: { $day }</b>
digest-clicks = 🖱 Клики: { $clicks } ({ $change } к предыдущему дню)
digest-conversions = 📝 Конверсии (подтверждённые + в ожидании): { $conversions } ({ $change }) · подтверждено { $approved } · отклонено (не в счёт) { $cancelled }
digest-commission = 💰 Вознаграждение (подтверждённое + в ожидании): { $commission } ({ $change })
digest-rates = 📈 CR { $cr } · EPC { $epc }
digest-top-title = 🏆 <b>Лучшие офферы</b>
digest-top-row = { $rank }. { $offer } — { $commission }
digest-balance = 💳 Доступно к выплате: <b>{ $amount }</b>
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
    }, а { $day } ни одной.
digest-warning-stopped-more = • …и ещё { $count ->
        [one] { $count } оффер перестал
        [few] { $count } оффера перестали
       *[other] { $count } офферов перестали
    } конвертировать.
digest-button-stats = 📊 { $day } подробно
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
digest-zone-ask = В каком вы часовом поясе? Выберите свой город или напишите город, смещение вроде <code>+3</code> или пояс вроде <code>Europe/Moscow</code>, или отправьте геопозицию (📎 → Геопозиция): я предложу ближайшие города.
digest-zone-none = По запросу «{ $text }» ничего не нашлось. Напишите крупный город рядом с вами, смещение вроде <code>+5</code> или отправьте геопозицию.
digest-zone-pick = Часовые пояса по запросу «{ $text }»: выберите свой или напишите ещё раз.
digest-day-running = <i>Сеть считает дни { $zone } и закроет { $day } в { $time } по вашему времени, поэтому здесь последний закрытый день.</i>
digest-all-title = ☀️ <b>Ваши аккаунты: { $day }</b>
digest-all-row = 💰 { $commission } ({ $change }) · 🖱 кликов: { $clicks } · 📝 конверсий: { $conversions }
digest-all-total = 💰 <b>Вознаграждение, все аккаунты:</b> { $amounts }
digest-all-balance = 💳 <b>Доступно, все аккаунты:</b> { $amounts }
digest-settings-each = Отдельная сводка по каждому аккаунту.
digest-settings-all = Одна сводка по всем аккаунтам.
digest-button-all = 📚 Одна сводка на все аккаунты
digest-button-each = 📄 Сводка по каждому аккаунту
digest-zone-nearest = Ближайшие к вам города: выберите тот, по чьему времени вы живёте.
digest-settings-weekly-on = 🗓 <b>Недельный отчёт по понедельникам: включён</b>
digest-settings-weekly-off = 🗓 Недельный отчёт по понедельникам: выключен
digest-settings-weekly-next = Следующий недельный отчёт: { $day } в { $time }, о прошлой неделе.
digest-button-weekly-on = 🗓 Недельный отчёт: включить
digest-button-weekly-off = 🗓 Недельный отчёт: выключить
