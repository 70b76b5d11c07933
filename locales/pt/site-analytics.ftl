site-open = 📈 Site
site-title = 📈 <b>{ $site }</b> · { $months ->
    [one] último mês
   *[other] últimos { $months } meses
}
    { $offer }
site-audience = Audiência
site-visits = Visitas por dia
site-time = Tempo no site
site-pages = Páginas por visita
site-bounce = Rejeição
site-global-rank = Ranking global
site-country-rank = Ranking em { $country }: { $rank }
site-category-rank = Ranking em { $category }: { $rank }
site-countries = Principais países
site-sources = O tráfego vem de
site-destinations = O tráfego vai para
site-similar = Sites semelhantes
site-competitors = Concorrentes
site-duration = { $minutes } min { $seconds } s
site-months = { $months } m
site-nothing = A rede ainda não tem análises deste site.
site-none = A rede não informa um site para { $offer }, então não há o que analisar.
site-back = « Oferta
site-compare = ⚖️ Comparar
site-compare-ask = Comparar com qual oferta? Envie palavras do nome dela.
site-compare-none = Nenhuma outra oferta tem essas palavras. Tente outras.
site-compare-pick = Toque na oferta para comparar:
site-compare-title = ⚖️ { $left } | { $right } · { $months ->
    [one] último mês
   *[other] últimos { $months } meses
}
site-top-country = País principal
site-main-source = Principal fonte de tráfego
site-back-to-site = « Site
