# The stats pictures: /stats and the digest.
chart-what = Clicks and commission by { $bucket ->
        [hour] hour
        [week] week
        [month] month
       *[day] day
    }
# An hour chart is drawn on the publisher's clock: theirs, or UTC while they have chosen no zone.
chart-what-hours-yours = Clicks and commission by hour, your time
chart-what-hours-utc = Clicks and commission by hour, UTC
chart-title = { $what }, { $period }
chart-clicks = Clicks
chart-commission = Commission
chart-so-far = so far
chart-days = { $days ->
        [one] 1 day
       *[other] { $days } days
    }
chart-nothing = 📉 No clicks and no commission in { $period }: nothing to chart.
