site-open = 📈 Сайт
site-title = 📈 <b>{ $site }</b> · { $months ->
    [one] последний месяц
    [few] последние { $months } месяца
   *[other] последние { $months } месяцев
}
    { $offer }
site-audience = Аудитория
site-visits = Визитов в день
site-time = Время на сайте
site-pages = Страниц за визит
site-bounce = Показатель отказов
site-global-rank = Место в мире
site-country-rank = Место в стране { $country }: { $rank }
site-category-rank = Место в категории { $category }: { $rank }
site-countries = Главные страны
site-sources = Откуда приходит трафик
site-destinations = Куда уходит трафик
site-similar = Похожие сайты
site-competitors = Конкуренты
site-duration = { $minutes } мин { $seconds } с
site-months = { $months } мес.
site-nothing = У сети пока нет аналитики по этому сайту.
site-none = Сеть не указывает сайт для { $offer }, анализировать нечего.
site-back = « Оффер
site-compare = ⚖️ Сравнить
site-compare-ask = С каким оффером сравнить? Пришлите слова из его названия.
site-compare-none = Другого оффера с такими словами нет. Попробуйте другие.
site-compare-pick = Нажмите оффер для сравнения:
site-compare-title = ⚖️ { $left } | { $right } · { $months ->
    [one] последний месяц
    [few] последние { $months } месяца
   *[other] последние { $months } месяцев
}
site-top-country = Главная страна
site-main-source = Главный источник трафика
site-back-to-site = « Сайт
