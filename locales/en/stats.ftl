command-stats = stats for a period: /stats [period]
stats-choose = 📊 Stats for which period? Or type it: <code>{ $example }</code>
stats-preset-today = Today
stats-preset-yesterday = Yesterday
stats-preset-7d = 7 days
stats-preset-30d = 30 days
stats-preset-month = This month
stats-preset-last-month = Last month
stats-preset-this-week = This week
stats-preset-last-week = Last week
stats-loading = Reading your stats…
stats-bad-period =
    That is not a period I can report: { $reason }
    Example: <code>{ $example }</code>, or pick a button.
stats-bad-format = write one day or two days as YYYY-MM-DD (or DD.MM.YYYY, or like Oct 1, 2026).
stats-bad-ambiguous = { $date } can be read two ways (day or month first): write it as YYYY-MM-DD.
stats-bad-no-such-date = { $date } is not a date in the calendar.
stats-bad-reversed = the first day comes after the last one.
stats-bad-future = { $date } has not happened yet.
stats-bad-too-long = a period can be { $days } days long at most; pick a shorter one.
stats-summary-title = 📊 <b>Stats for { $period }</b>
stats-summary-compared = <i>compared with { $period }</i>
stats-line-shows = 👁 Shows: { $shows }
stats-line-clicks = 🖱 Clicks: { $clicks } · unique { $unique }
stats-line-leads = 📝 Leads { $total }: pending { $open } · approved { $approved } · cancelled { $cancelled }
stats-line-sales = 🛒 Sales { $total }: pending { $open } · approved { $approved } · cancelled { $cancelled }
stats-line-commission = 💰 Commission: pending { $open } · approved { $approved } · cancelled { $cancelled }
stats-line-rates = 📈 CR { $cr } · EPC { $epc } · approval rate { $ar }
stats-change-points = { $value } pp
stats-by-offer = By offer
stats-by-day = By day
stats-by-channel = By channel
stats-by-country = By country
stats-by-subaccount = By subaccount
stats-other-period = 📅 Other period
stats-page-previous = ‹ Previous
stats-page-next = Next ›
stats-csv = ⬇️ CSV
stats-csv-preparing = Preparing the CSV…
stats-csv-caption = { $kind }, { $period }: { $rows ->
        [one] one row
       *[other] { $rows } rows
    }.
stats-breakdown-title = <b>{ $kind }</b> · { $period }
stats-breakdown-page = Page { $page } of { $pages } · { $rows ->
        [one] one row
       *[other] { $rows } rows
    }, top earners first
stats-breakdown-empty = Nothing in this period.
stats-breakdown-row =
    { $rank }. <b>{ $label }</b>
    clicks { $clicks } · conversions { $conversions } · commission { $commission } · cancelled { $cancelled }
stats-no-subaccount = (no subaccount)
stats-no-channel = (no channel)
stats-unknown = (unknown)
stats-deferred = ⏳ The network is preparing the report for { $period }: long periods take a while. I will update this message when it is ready.
stats-deferred-still = ⏳ Still preparing the report for { $period } (checked { $checks } times in { $seconds } s). I will update this message when it is ready.
stats-deferred-ready = ✅ The report for { $period } is ready: it is just below.
stats-deferred-gave-up = ⌛ The network did not finish the report for { $period } in time, so I stopped asking for it. Try again in a few minutes, or pick a shorter period.
stats-preset-year = This year
stats-summary-title-so-far = 📊 <b>Stats for { $period }, so far</b>
stats-summary-so-far = <i>so far, at { $time }: compared once the network closes the day</i>
stats-summary-outside = <i>no comparison: { $period } is partly outside the year of stats the network keeps</i>
stats-breakdown-page-days = Page { $page } of { $pages } · { $rows ->
        [one] one day
       *[other] { $rows } days
    }, in date order
stats-breakdown-counted = conversions and commission: approved + pending; cancelled ones are not counted
stats-csv-money-column = { $column } in { $currency }
stats-csv-key = Key
stats-csv-label = Name
stats-csv-shows = Shows
stats-csv-clicks = Clicks
stats-csv-uniqueClicks = Unique clicks
stats-csv-leadsOpen = Leads pending
stats-csv-leadsApproved = Leads approved
stats-csv-leadsCancelled = Leads cancelled
stats-csv-salesOpen = Sales pending
stats-csv-salesApproved = Sales approved
stats-csv-salesCancelled = Sales cancelled
stats-csv-commissionOpen = Commission pending
stats-csv-commissionApproved = Commission approved
stats-csv-commissionCancelled = Commission cancelled
stats-csv-conversions = Conversions (approved + pending)
stats-csv-commission = Commission (approved + pending)
stats-bad-too-old = the network keeps about a year of stats, from { $date } on; there is no data that far back.
stats-summary-compared-closed = <i>changes: { $compared } against { $previous }; { $day } is left out until the network closes it</i>
stats-network-day = 🕒 The network counts days { $zone }: its { $day } closes { $when } your time.
stats-network-day-began = 🕒 The network counts days { $zone }: its { $day } began { $began } and closes { $when } your time.
stats-not-begun = 📊 Nothing for { $period } yet: the network counts days { $zone }, and its { $day } begins { $when } your time. Pick another period, or ask again then.
# When a moment comes on the publisher's clock: today, tomorrow, or another day.
stats-when-today = at { $time }
stats-when-tomorrow = tomorrow at { $time }
stats-when-day = on { $day } at { $time }
stats-day-so-far = { $day } (so far)
stats-breakdown-so-far = { $day } is still counted by the network: its figures are so far
stats-channels-unlisted = Channels without conversions (the network lists only converting ones)
stats-by-hour = By hour
stats-drill-by-offer = by offer
stats-drill-by-subaccount = by subaccount
stats-drill-by-day = by day
stats-drill-by-hour = by hour
stats-drill-title = <b>{ $path }</b> · { $kind } · { $period }
stats-drill-title-day = <b>{ $path }</b> · { $kind }
stats-drill-page-hours = Page { $page } of { $pages } · { $rows ->
        [one] one hour
       *[other] { $rows } hours
    }, in order
stats-drill-unlisted-offers = Offers without conversions (the network lists only converting ones)
stats-drill-back = ⬅ Back
stats-drill-no-chart-days = No chart here: the network gives these rows one day per call, so they are read by day for periods of up to { $days } days.
stats-drill-no-chart-hours = No chart here: the network gives no hours of these rows.
stats-drill-no-further = The network cannot break this row down further.
stats-drill-offer-quiet = This offer had no traffic in { $period }.
stats-drill-hours-yours = hours on your clock: the network's { $day } began at { $began }
stats-drill-hours-utc = hours in UTC: the network's { $day } began at { $began }
