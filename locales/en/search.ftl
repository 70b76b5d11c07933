search-title = 🔎 “{ $words }”
search-counts = Offers: { $offers } · coupons: { $coupons } · goods: { $goods }
search-unknown-count = ?
search-nothing = Nothing found. Try another word, or open the menu with /start.
search-all-offers = 🔎 All offers ({ $count })
search-all-coupons = 🎟 Coupons ({ $count })
search-all-goods = 🛍 Goods ({ $count })
