command-coupons = поиск купонов: /coupons [слова]
coupons-title = Купоны
coupons-title-search = Купоны по запросу «{ $words }»
coupons-found = найдено: { $count }
coupons-none = Сейчас купонов нет.
coupons-none-narrowed = Нет купонов по этим словам и фильтрам. Сбросьте их, чтобы искать шире.
coupons-clear = ✖ Сбросить слова и фильтры
coupons-filter-exclusive = Эксклюзивные
coupons-filter-personal = Персональные
coupons-filter-type = Тип: { $value }
coupons-filter-category = Категория: { $value }
coupons-filter-offer = Оффер: { $value }
coupons-sort-new = Новые
coupons-sort-rating = Рейтинг
coupons-sort-ending = Скоро закончатся
coupons-any-type = любой
coupons-any-category = любая
coupons-any-offer = любой
coupons-back = « Назад
coupons-choose-type = Выберите тип купона:
coupons-choose-category = Выберите категорию купона:
coupons-choose-offer = Выберите оффер:
coupons-offer-hint = Здесь недавние офферы; любой другой найдётся по названию.
coupons-mark-exclusive = {" "}⭐ эксклюзив
coupons-mark-personal = {" "}👤 персональный
coupons-expired = ⌛ истёк
coupons-not-started = ⏳ ещё не начался
coupons-code = Промокод
coupons-no-code = Код не нужен
coupons-open-ended = без даты окончания
coupons-link = ссылка на купон
coupons-valid-until = Действует до { $date }
coupons-back-to-offer = « К офферу
coupons-code-missing = ⚠️ Это купон с промокодом, но сеть не прислала сам код: откройте ссылку купона, чтобы его получить.
coupons-code-missing-short = промокод не указан
coupons-ended-left-out = { $count ->
        [one] { $count } купон этой страницы уже закончился (сеть ещё не отметила): не показан.
        [few] { $count } купона этой страницы уже закончились (сеть ещё не отметила): не показаны.
       *[other] { $count } купонов этой страницы уже закончились (сеть ещё не отметила): не показаны.
    }
coupons-offer-find = 🔎 Найти оффер по названию
coupons-offer-ask = Какой оффер? Напишите слова из названия или его id.
