site-open = 📈 Site
site-title = 📈 <b>{ $site }</b> · { $months ->
    [one] last month
   *[other] last { $months } months
}
    { $offer }
site-audience = Audience
site-visits = Visits a day
site-time = Time on site
site-pages = Pages per visit
site-bounce = Bounce rate
site-global-rank = Global rank
site-country-rank = Rank in { $country }: { $rank }
site-category-rank = Rank in { $category }: { $rank }
site-countries = Top countries
site-sources = Traffic comes from
site-destinations = Traffic goes to
site-similar = Similar sites
site-competitors = Competitors
site-duration = { $minutes } min { $seconds } s
site-months = { $months } mo
site-nothing = The network has no analytics for this site yet.
site-none = The network gives no site for { $offer }, so there is nothing to analyse.
site-back = « Offer
site-compare = ⚖️ Compare
site-compare-ask = Compare with which offer? Send words from its name.
site-compare-none = No other offer has these words. Try other words.
site-compare-pick = Press the offer to compare with:
site-compare-title = ⚖️ { $left } | { $right } · { $months ->
    [one] last month
   *[other] last { $months } months
}
site-top-country = Top country
site-main-source = Main traffic source
site-back-to-site = « Site
