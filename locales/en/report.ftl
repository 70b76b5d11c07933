command-report = report card for a week or a month: /report [period]
report-choose = 🗓 Report card for which period? Or type it: <code>{ $example }</code>
report-other = 📅 Other period
report-type = 🗓 Type the period after /report, as for /stats: <code>{ $example }</code>
report-loading = Making your report card…
report-title = 🗓 <b>Report card · { $period }</b>
report-title-so-far = 🗓 <b>Report card · { $period }, so far</b>
report-top-title = 🏆 <b>Top offers</b> by commission
report-top-row = { $rank }. { $offer } — { $commission }
report-movers = ↕ Moved most: { $moves }
report-mover-up = ▲ { $offer } { $delta }
report-mover-down = ▼ { $offer } { $delta }
report-claims = 📮 Claims: filed { $filed } · accepted { $accepted } · rejected { $rejected }
report-claims-sum = 📮 Claims: filed { $filed } · accepted { $accepted } ({ $sum }) · rejected { $rejected }
report-claims-not-set-up = 📮 Claims: add your client ID with /connect to see them here
report-claims-unavailable = 📮 Claims: the network does not list them right now
report-payouts = 💸 Payouts: requested { $requested } ({ $requestedSum }) · paid { $paid } ({ $paidSum })
report-payouts-unavailable = 💸 Payouts: the network does not list them right now
report-quiet = No clicks and no conversions in { $period }: nothing to draw on a card.
report-csv = ⬇️ CSV by day
report-csv-caption = Report card by day, { $period }: { $rows ->
        [one] one day
       *[other] { $rows } days
    }.
report-open = 🗓 Report card
