command-watch = бот следит за офферами, выплатами и балансом
watch-title = { $count ->
        [one] 👁 { $count } изменение в аккаунте
        [few] 👁 { $count } изменения в аккаунте
       *[other] 👁 { $count } изменений в аккаунте
    }
watch-more = …и ещё { $count }: /watch
watch-offer-stopped = ⛔ { $offer } остановлен: его больше нет среди ваших офферов (пауза или доступ закрыт). Ссылки на него больше не приносят денег.
watch-offer-no-links = ⛔ { $offer } остановлен: у вас не осталось ни одной ссылки на него. Трафик на него больше не приносит денег.
watch-pay-cut = 📉 { $offer }: { $what } { $from } → { $to }
watch-pay-raised = 📈 { $offer }: { $what } { $from } → { $to }
watch-pay-sale = продажа
watch-pay-lead = лид
watch-goal-added = ➕ { $offer }: новая цель «{ $goal }»
watch-goal-removed = ➖ { $offer }: цель «{ $goal }» убрана
watch-goal-regions = 🌍 { $offer } · { $goal }: закрыта для { $regions }
watch-payout-new = 💸 Сделана выплата: { $amount } ({ $status })
watch-payout-status = 💸 Выплата { $amount }: { $from } → { $to }
watch-balance-rose = 💰 Доступный баланс достиг { $mark }: сейчас { $balance }.
watch-balance-fell = 💰 Доступный баланс опустился ниже { $mark }: сейчас { $balance }.
watch-card-title = 👁 Наблюдение
watch-on = 🟢 Включено: каждый час проверяю аккаунт и сообщаю, что изменилось.
watch-off = ⏸ Выключено.
watch-rule-offer-stopped = Мой оффер остановлен
watch-rule-offer-pay = Изменились выплаты оффера
watch-rule-offer-goals = Цели добавлены, убраны или закрыты для регионов
watch-rule-payouts = Новые выплаты и смена их статуса
watch-rule-balance = Баланс пересёк мою отметку
watch-balance-unset = Отметка баланса: нет (💰 — задать).
watch-balance-mark = Отметка баланса: { $mark }
watch-checked = Последняя проверка: { $at }
watch-last-told = Последнее сообщение: { $count ->
        [one] { $count } изменение
        [few] { $count } изменения
       *[other] { $count } изменений
    }, { $day }
watch-explain = Включите, и я буду проверять каждый час. Первая проверка только запоминает, как всё есть; дальше о каждом изменении вы узнаете один раз.
watch-start = 👁 Начать наблюдение
watch-stop = ⏸ Остановить наблюдение
watch-balance-button = 💰 Отметка баланса
watch-refresh = 🔄 Обновить
watch-balance-ask = О каком доступном балансе сообщить, в { $currency }? Пришлите сумму, например 500, или 0 — без отметки. /cancel — отмена.
watch-balance-bad-format = «{ $text }» — это не сумма. Пришлите цифры, например 500 или 1 250,50.
watch-balance-bad-not-positive = Отметка должна быть больше нуля; пришлите 0, чтобы убрать её.
watch-balance-bad-ambiguous = «{ $text }» можно прочитать двумя способами. Напишите без разделителя тысяч, например 12345 или 12,34.
watch-clicks-stopped = 🚦 Нет кликов с { $since } ({ $hours } ч); обычно в эти часы их { $usual }. Возможно, сломалась ссылка или объявление.
watch-conversions-stopped = 🚦 С { $since } { $clicks } кликов и ни одной конверсии; обычно в эти часы их { $usual }. Возможно, сломался лендинг или трекинговая ссылка.
watch-rule-traffic = Мой трафик умер (клики или конверсии остановились)
watch-stats-today = 📊 Статистика за сегодня
watch-first-conversion = 🎉 { $offer }: первая конверсия.
watch-rule-first-conversion = Первая конверсия по офферу
watch-coupon-ending = ⌛ { $offer }: промокод { $code } закончится завтра в { $time }. Посты с ним перестанут работать.
watch-rule-coupons = Промокод моих офферов закончится завтра
watch-quiet = Тихие часы: { $from }–{ $to }, сообщения ждут до конца (задаются в /alerts)
watch-quiet-none = Тихие часы: нет (задаются в /alerts)
watch-approval-drop = 📉 { $offer }: из конверсий, решённых { $day }, подтверждено { $to } против { $from } за 30 дней до этого.
watch-rule-approval = Падает апрув оффера
# Each campaign watched (issue 41, item 1)
watch-campaign-clicks-stopped = 🚦 Кампания { $campaign }: нет кликов с { $since } ({ $hours } ч); обычно в эти часы их { $usual }. Возможно, сломалась её ссылка или объявление.
watch-campaign-conversions-stopped = 🚦 Кампания { $campaign }: с { $since } { $clicks } кликов и ни одной конверсии; обычно в эти часы их { $usual }. Возможно, сломался её лендинг или трекинговая ссылка.
watch-campaign-level = Кампании: каждое значение субаккаунта { $level } (уровень — кнопками ниже)
watch-campaign-level-button = суб{ $level }
