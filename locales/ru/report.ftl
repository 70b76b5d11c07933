command-report = отчёт за неделю или месяц: /report [период]
report-choose = 🗓 Отчёт за какой период? Или напишите его: <code>{ $example }</code>
report-other = 📅 Другой период
report-type = 🗓 Напишите период после /report, как для /stats: <code>{ $example }</code>
report-loading = Готовлю отчёт…
report-title = 🗓 <b>Отчёт · { $period }</b>
report-title-so-far = 🗓 <b>Отчёт · { $period }, пока что</b>
report-top-title = 🏆 <b>Лучшие офферы</b> по вознаграждению
report-top-row = { $rank }. { $offer } — { $commission }
report-movers = ↕ Сильнее всего изменились: { $moves }
report-mover-up = ▲ { $offer } { $delta }
report-mover-down = ▼ { $offer } { $delta }
report-claims = 📮 Заявки: подано { $filed } · принято { $accepted } · отклонено { $rejected }
report-claims-sum = 📮 Заявки: подано { $filed } · принято { $accepted } ({ $sum }) · отклонено { $rejected }
report-claims-not-set-up = 📮 Заявки: добавьте ID клиента через /connect, чтобы видеть их здесь
report-claims-unavailable = 📮 Заявки: сеть сейчас их не отдаёт
report-payouts = 💸 Выплаты: запрошено { $requested } ({ $requestedSum }) · выплачено { $paid } ({ $paidSum })
report-payouts-unavailable = 💸 Выплаты: сеть сейчас их не отдаёт
report-quiet = За { $period } нет ни кликов, ни конверсий: рисовать в отчёте нечего.
report-csv = ⬇️ CSV по дням
report-csv-caption = Отчёт по дням, { $period }: { $rows ->
        [one] { $rows } день
        [few] { $rows } дня
       *[other] { $rows } дней
    }.
report-open = 🗓 Отчёт
