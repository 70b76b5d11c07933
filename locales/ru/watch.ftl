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
watch-rule-offer-pay = Изменилась ставка оффера
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
watch-clicks-stopped = 🚦 Нет кликов с { $since } ({ $hours } ч), хотя обычно в эти часы кликов { $usual }. Возможно, сломалась ссылка или объявление.
watch-conversions-stopped = 🚦 { $clicks } { $n ->
        [one] клик
        [few] клика
       *[many] кликов
    } с { $since } и ни одной конверсии, хотя обычно в эти часы конверсий { $usual }. Возможно, сломался лендинг или трекинговая ссылка.
watch-rule-traffic = Мой трафик умер (клики или конверсии остановились)
watch-first-conversion = 🎉 { $offer }: первая конверсия.
watch-rule-first-conversion = Первая конверсия по офферу
watch-coupon-ending = ⌛ { $offer }: промокод { $code } закончится завтра в { $time }. Посты с ним перестанут работать.
watch-rule-coupons = Промокод моих офферов закончится завтра
watch-quiet = Тихие часы: { $from }–{ $to }, сообщения ждут до конца (задаются в /alerts)
watch-quiet-none = Тихие часы: нет (задаются в /alerts)
watch-approval-drop = 📉 { $offer }: из конверсий, решённых { $day }, подтверждено { $to } против { $from } за 30 дней до этого.
watch-rule-approval = Падает апрув оффера
# Own limits
watch-rule-limits = Мои лимиты пересечены
watch-limits-unset = Лимиты: нет (📏 — задать).
watch-limits-count = Лимиты: { $count } (📏 — список)
watch-limits-button = 📏 Лимиты
watch-limits-title = 📏 Ваши лимиты: { $count } из { $most }
watch-limits-none = Пока нет. ➕ — задать: EPC, CR, апрув или вознаграждение всего аккаунта, оффера или кампании за последние дни.
watch-limits-explain = Проверяются вместе с наблюдением каждый час. О каждом лимите скажу один раз, когда он пересечён, и снова — только после того, как значение вернулось в норму.
watch-limit-unseen = ещё не проверен
watch-limit-no-clicks = в эти дни нет кликов: не оцениваю
watch-limit-last = последнее значение: { $value }
watch-limit-add = ➕ Добавить лимит
watch-limits-back = ⬅️ Назад в /watch
watch-limit-removed = Лимит удалён
watch-limit-too-many = У вас { $most } лимитов — это максимум. Удалите один (❌ в 📏 Лимиты), чтобы добавить другой.
watch-limit-figure-epc = EPC
watch-limit-figure-cr = CR
watch-limit-figure-ar = Апрув
watch-limit-figure-commission = Вознаграждение
watch-limit-of-account = весь аккаунт
watch-limit-of-campaign = кампания «{ $name }»
watch-limit-line = { $figure } — { $what }, { $days ->
        [1] сегодня
       *[other] за последние { $days } дн.
    }: { $side ->
        [below] ниже
       *[above] выше
    } { $mark }
watch-limit-crossed-below = 📏 { $figure } — { $what } ({ $days ->
        [1] сегодня
       *[other] за последние { $days } дн.
    }): { $value }, ниже вашего лимита { $mark }.
watch-limit-crossed-above = 📏 { $figure } — { $what } ({ $days ->
        [1] сегодня
       *[other] за последние { $days } дн.
    }): { $value }, выше вашего лимита { $mark }.
watch-limit-ask-figure = За каким показателем следить?
watch-limit-ask-scope = { $figure } — чего?
watch-limit-scope-account = 💼 Всего аккаунта
watch-limit-scope-offer = 📦 Одного оффера
watch-limit-scope-campaign = 🏷 Одной кампании (субаккаунт)
watch-limit-ask-offer = Какой оффер? Выберите из тех, что недавно приносили клики, или пришлите его id.
watch-limit-ask-campaign = Какая кампания? Выберите или пришлите её субаккаунт так, как он стоит в ваших ссылках.
watch-limit-ask-days = За сколько последних дней (1–30)? Сегодняшний день считается за один.
watch-limit-ask-side = Сообщить, когда значение…
watch-limit-side-below = 📉 опустится ниже
watch-limit-side-above = 📈 поднимется выше
watch-limit-ask-money = Какой лимит для показателя «{ $figure }», в { $currency }? Пришлите сумму, например 1,50.
watch-limit-ask-percent = Какой лимит для показателя «{ $figure }», в процентах? Пришлите число, например 2,5.
watch-limit-bad-press = Выберите одну из кнопок выше или «Назад».
watch-limit-bad-campaign = Пришлите субаккаунт кампании так, как он стоит в ваших ссылках (до 100 символов).
watch-limit-bad-offer = Не нахожу оффер с id «{ $text }». Пришлите id оффера (цифрами) или выберите выше.
watch-limit-bad-days = Пришлите целое число дней от 1 до 30.
watch-limit-bad-format = «{ $text }» — это не число. Пришлите цифры, например 1,50 или 2,5.
watch-limit-bad-not-positive = Лимит должен быть больше нуля.
watch-limit-bad-ambiguous = «{ $text }» можно прочитать двумя способами. Напишите без разделителя тысяч, например 1234 или 1,5.
watch-limit-bad-percent = Процент — не больше 100.
watch-limit-saved = ✅ Лимит задан: { $limit }
# Новые подходящие офферы
watch-rule-new-offers = Появился новый оффер, похожий на мои
watch-new-offer = 🆕 Новый оффер { $offer } ({ $where }), как ваши: { $pay }; EPC по сети { $epc }
watch-new-offer-by-goal = ставки по целям, см. карточку
watch-new-offer-no-epc = пока неизвестен
# Each campaign watched
watch-campaign-clicks-stopped = 🚦 Кампания { $campaign }: нет кликов с { $since } ({ $hours } ч), хотя обычно в эти часы кликов { $usual }. Возможно, сломалась её ссылка или объявление.
watch-campaign-conversions-stopped = 🚦 Кампания { $campaign }: { $clicks } { $n ->
        [one] клик
        [few] клика
       *[many] кликов
    } с { $since } и ни одной конверсии, хотя обычно в эти часы конверсий { $usual }. Возможно, сломался её лендинг или трекинговая ссылка.
watch-campaign-level = Кампании по субаккаунту { $level } (сменить — кнопками ниже)
watch-campaign-level-button = субаккаунт { $level }
# Значение лимита в момент, когда он задан
watch-limit-now-crossed = ⚠️ { $figure } сейчас { $value }: уже { $side ->
        [below] ниже
       *[above] выше
    } лимита. Сообщу, когда он будет пересечён снова, после возврата в норму.
watch-limit-now-fine = { $figure } сейчас { $value }. Сообщу, когда лимит будет пересечён.
watch-limit-now-no-figure = { $figure } — за эти дни значения пока нет (нет кликов); первая проверка, которая его найдёт, сравнит его с лимитом и сообщит, если лимит уже пересечён.
watch-limit-now-failed = Не удалось сейчас прочитать { $figure }: следующая проверка прочитает его и сообщит, если лимит уже пересечён.
# Под остановкой трафика: день сети, когда она началась, по часам
watch-stats-stop-day = 📊 { $day } по часам
