# The stats pictures: /stats and the digest.
chart-what = Clicks and commission by { $bucket ->
        [hour] hour
        [week] week
        [month] month
       *[day] day
    }
chart-title = { $what }, { $period }
chart-clicks = Clicks
chart-commission = Commission
chart-so-far = so far
chart-days = { $days ->
        [one] 1 day
       *[other] { $days } days
    }
chart-nothing = 📉 No clicks and no commission in { $period }: nothing to chart.
