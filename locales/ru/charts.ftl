# The stats pictures: /stats and the digest.
chart-what = Клики и вознаграждение по { $bucket ->
        [hour] часам
        [week] неделям
        [month] месяцам
       *[day] дням
    }
# An hour chart is drawn on the publisher's clock: theirs, or UTC while they have chosen no zone.
chart-what-hours-yours = Клики и вознаграждение по часам, по вашему времени
chart-what-hours-utc = Клики и вознаграждение по часам, UTC
chart-title = { $what }, { $period }
chart-clicks = Клики
chart-commission = Вознаграждение
chart-so-far = ещё идёт
chart-days = { $days ->
        [one] { $days } день
        [few] { $days } дня
       *[other] { $days } дней
    }
chart-nothing = 📉 За { $period } ни кликов, ни вознаграждения: графику нечего показать.
