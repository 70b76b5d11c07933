search-title = 🔎 “{ $words }”
search-counts = Ofertas: { $offers } · cupons: { $coupons } · produtos: { $goods }
search-unknown-count = ?
search-nothing = Nada encontrado. Tente outra palavra ou abra o menu com /start.
search-all-offers = 🔎 Todas as ofertas ({ $count })
search-all-coupons = 🎟 Cupons ({ $count })
search-all-goods = 🛍 Produtos ({ $count })
