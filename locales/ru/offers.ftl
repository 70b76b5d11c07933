command-offers = поиск офферов: /offers [слова]
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
offers-categories = 📂 Категории
offers-regions = 🌍 Регионы
offers-pays = 💰 Ставки
offers-epc = 📈 EPC по сети (у всех), 7 дней · 90 дней
offers-approval = ⏱ Холд
offers-cookie = 🍪 Куки
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
offers-goals-title = цели и ставки
offers-goals-none = Сеть не указывает целей для этого оффера.
offers-goal-personal = 👤 персональная ставка
offers-up-to = до { $value }
offers-promo-title = промоматериалы
offers-promo-none = У этого оффера нет промоматериалов.
offers-promo-file = скачать
offers-promo-code = Промокод
offers-promo-kind = { $kind ->
        [banner] баннер
        [text_link] текстовая ссылка
        [landing] лендинг
        [video] видео
        [html5] HTML5-баннер
       *[other] {""}
    }
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
offers-joined-mark = ✅ — вы подключены к этому офферу
offers-button-favourite = ☆ В избранное
offers-button-unfavourite = ★ В избранном: убрать
offers-favourite-added = Добавлено в ⭐ Избранное
offers-favourite-removed = Убрано из ⭐ Избранного
offers-button-join = 🤝 Подключиться на сайте сети
offers-link-copy = Скопировать ссылку
# Оффер, который сеть забрала у вебмастера
offers-paused-what = Что можно сделать: направьте его трафик на другой ваш оффер и спросите менеджера сети, почему его остановили и вернётся ли он. Когда вернётся, он снова будет среди ваших офферов, и ссылки снова начнут приносить доход.
offers-button-network-page = 🌐 Страница оффера на сайте сети
