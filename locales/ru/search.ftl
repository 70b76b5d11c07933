search-title = 🔎 «{ $words }»
search-counts = Офферы: { $offers } · купоны: { $coupons } · товары: { $goods }
search-unknown-count = ?
search-nothing = Ничего не нашлось. Попробуйте другое слово или откройте меню: /start.
search-all-offers = 🔎 Все офферы ({ $count })
search-all-coupons = 🎟 Купоны ({ $count })
search-all-goods = 🛍 Товары ({ $count })
