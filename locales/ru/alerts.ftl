command-alerts = уведомления о каждой конверсии
alerts-open = 🔔 Уведомления о конверсиях
alerts-title = 🔔 Уведомления о конверсиях
alerts-state-on = 🟢 Включены: каждая конверсия, о которой сообщит сеть, придёт сюда.
alerts-state-off = ⏸ Выключены.
alerts-explain = При включении бот создаст в вашем аккаунте постбэк «{ $name }» (он будет виден в /postbacks) и будет сообщать о каждой конверсии, как только сеть о ней сообщит.
alerts-offers = Офферы
alerts-offers-all = все офферы
alerts-statuses = Статусы
alerts-statuses-none = никакие (ничего не придёт)
alerts-status-new = в ожидании
alerts-status-approved = подтверждена
alerts-status-rejected = отклонена
alerts-min = Минимальное вознаграждение
alerts-min-none = нет
alerts-quiet = Тихие часы
alerts-quiet-off = выключены
alerts-postback = Их доставляет постбэк «{ $name }»; в /postbacks он под этим же именем.
alerts-switch-on-all = 🔔 Включить для всех офферов
alerts-switch-on-chosen = 🔔 Включить для выбранных
alerts-switch-off = 🔕 Выключить
alerts-choose-offers = 🎯 Выбрать офферы…
alerts-all-offers = Все офферы
alerts-min-button = Мин. вознаграждение → { $value }
alerts-quiet-button = Тихие часы → { $value }
alerts-switched-on = ✅ Уведомления включены.
alerts-switched-off = ⏸ Уведомления выключены: постбэк отключён, его адрес больше не работает.
alerts-off-api-failed = Сеть не подтвердила отключение постбэка; его адрес всё равно больше не работает. Проверить можно в /postbacks.
alerts-offers-changed = ✅ Офферы изменены.
alerts-failed = ⚠️ Сеть не приняла изменение.
alerts-no-public-url = Для уведомлений о конверсиях нужен публичный адрес бота, куда сеть будет их присылать. Оператор бота должен задать PUBLIC_URL (например, https://bot.example.com); в режиме webhook по умолчанию берётся адрес из WEBHOOK_URL.
alerts-offers-ask = О каких офферах сообщать? Напишите название (или его часть) и выберите оффер, или пришлите id через пробел или запятую (например: 1203 1410), или «все».
alerts-offers-unknown = Сеть не знает оффер { $ids }. Пришлите id ещё раз.
alerts-sub = субаккаунт
alerts-offer-card = 📄 Карточка оффера
alerts-count = { $count ->
    [one] { $count } конверсия
    [few] { $count } конверсии
   *[other] { $count } конверсий
}
alerts-count-more = { $count ->
    [one] ещё { $count } конверсия
    [few] ещё { $count } конверсии
   *[other] ещё { $count } конверсий
}
alerts-count-changes = { $count ->
    [one] { $count } смена статуса
    [few] { $count } смены статуса
   *[other] { $count } смен статуса
}
alerts-count-and = { $first } и { $second }
alerts-burst = ⚡ { $what } за последнюю минуту, { $total }
alerts-burst-changes = ⚡ { $what } за последнюю минуту
alerts-quiet-summary = 🌙 Тихие часы закончились: { $what } за это время, { $total }
alerts-quiet-summary-changes = 🌙 Тихие часы закончились: { $what } за это время
alerts-more = …и ещё { $count }
alerts-state-network-off = ⚠️ Здесь включены, но в сети постбэк выключен (офферы не подключены, как видно в /postbacks): конверсии не приходят. Включите, чтобы подключить его снова.
alerts-state-network-paused = ⚠️ Здесь включены, но в сети постбэк на паузе: конверсии не придут, пока его не возобновят в интерфейсе сети.
alerts-state-network-gone = ⚠️ Здесь включены, но в сети постбэка больше нет: конверсии не приходят. Включите, чтобы создать его снова.
alerts-goal-lead = лид
alerts-goal-sale = продажа
