command-offers = search offers: /offers [words]
offers-title = Offers: { $tab }
offers-title-search = Offers matching «{ $words }»: { $tab }
offers-found = { $count } found
offers-none = There are no offers in this list.
offers-none-words = No offers match these words and filters. Try others, another tab, or the whole list.
offers-broader = 🔎 Show all offers
offers-tab-web = Web
offers-tab-mobile = Mobile
offers-tab-all = All
offers-tab-fav = ⭐ Favourites
offers-categories = 📂 Categories
offers-regions = 🌍 Regions
offers-pays = 💰 Rates
offers-epc = 📈 Network EPC (all publishers), 7 days · 90 days
offers-approval = ⏱ Hold
offers-cookie = 🍪 Cookie
offers-days = { $days } days
offers-traffic-allowed = ✅ Allowed traffic
offers-traffic-forbidden = ⛔ Forbidden traffic
offers-button-links = 🔗 Links
offers-button-goals = 🎯 Goals
offers-button-promo = 🖼 Promo
offers-button-coupons = 🏷 Coupons
offers-button-make-link = ✨ Make link
offers-back-to-list = « Back to the list
offers-back-to-offer = « Back to the offer
offers-unknown = The network no longer lists offer #{ $id }. Send /offers to search again.
offers-links-title = links
offers-links-none = No links yet: they appear once you join the offer on the network's site.
offers-link-default = ⭐ default
offers-goals-title = goals and rates
offers-goals-none = The network lists no goals for this offer.
offers-goal-personal = 👤 personal rate
offers-up-to = up to { $value }
offers-promo-title = promo materials
offers-promo-none = This offer has no promo materials.
offers-promo-file = download
offers-promo-code = Promo code
# A promo material's kind by the network's word for it; "" for a kind we have no word for.
offers-promo-kind = { $kind ->
        [banner] banner
        [text_link] text link
        [landing] landing page
        [video] video
        [html5] HTML5 banner
       *[other] {""}
    }
offers-filter-category = 📂 { $value }
offers-filter-region = 🌍 { $value }
offers-filter-traffic = 🚦 { $value }
offers-any-category = all categories
offers-any-region = all regions
offers-any-traffic = any traffic
offers-choose-category = Choose the category:
offers-choose-region = Choose the region:
offers-choose-traffic = Show offers that allow this traffic:
offers-back = « Back
offers-joined-mark = ✅ — you have joined this offer
offers-button-favourite = ☆ Add to favourites
offers-button-unfavourite = ★ In favourites: remove
offers-favourite-added = Added to ⭐ Favourites
offers-favourite-removed = Removed from ⭐ Favourites
offers-button-join = 🤝 Join on the network's site
offers-link-copy = Copy the link
# An offer the network took from the publisher
offers-paused-what = What you can do: send its traffic to another offer of yours, and ask your manager at the network why and whether it comes back. Once it does, it is among your offers again and its links earn again.
offers-button-network-page = 🌐 Its page on the network's site
