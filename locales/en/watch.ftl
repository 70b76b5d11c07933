command-watch = the bot watches your offers, payouts and balance
watch-title = { $count ->
        [one] 👁 One change in your account
       *[other] 👁 { $count } changes in your account
    }
watch-more = …and { $count } more: /watch
watch-offer-stopped = ⛔ { $offer } stopped: it is no longer among your offers (paused, or your access ended). Its links no longer earn.
watch-offer-no-links = ⛔ { $offer } stopped: not one of your tracking links for it is left. Its traffic no longer earns.
watch-pay-cut = 📉 { $offer }: { $what } { $from } → { $to }
watch-pay-raised = 📈 { $offer }: { $what } { $from } → { $to }
watch-pay-sale = sale
watch-pay-lead = lead
watch-goal-added = ➕ { $offer }: new goal “{ $goal }”
watch-goal-removed = ➖ { $offer }: goal “{ $goal }” removed
watch-goal-regions = 🌍 { $offer } · { $goal }: closed to { $regions }
watch-payout-new = 💸 A payout was made: { $amount } ({ $status })
watch-payout-status = 💸 Payout of { $amount }: { $from } → { $to }
watch-balance-rose = 💰 Your available balance reached { $mark }: it is { $balance } now.
watch-balance-fell = 💰 Your available balance fell below { $mark }: it is { $balance } now.
watch-card-title = 👁 Watch
watch-on = 🟢 On: I check your account every hour and tell you what changed.
watch-off = ⏸ Off.
watch-rule-offer-stopped = An offer I run stops
watch-rule-offer-pay = What an offer pays changes
watch-rule-offer-goals = Goals added, removed or closed to regions
watch-rule-payouts = New payouts and status changes
watch-rule-balance = Balance crosses my mark
watch-balance-unset = Balance mark: none (💰 sets one).
watch-balance-mark = Balance mark: { $mark }
watch-checked = Last check: { $at }
watch-last-told = Last told: { $count ->
        [one] one change
       *[other] { $count } changes
    } on { $day }
watch-explain = Switch on and I check every hour. The first check only notes how things are; after that you hear of each change once.
watch-start = 👁 Start watching
watch-stop = ⏸ Stop watching
watch-balance-button = 💰 Balance mark
watch-refresh = 🔄 Refresh
watch-balance-ask = Which available balance should I tell you about, in { $currency }? Send an amount such as 500, or 0 for none. /cancel stops.
watch-balance-bad-format = “{ $text }” is not an amount. Send digits such as 500 or 1 250,50.
watch-balance-bad-not-positive = The mark must be more than zero; send 0 to have none.
watch-balance-bad-ambiguous = “{ $text }” could be read two ways. Write it without a thousands separator, such as 12345 or 12,34.
watch-clicks-stopped = 🚦 No clicks since { $since } ({ $hours } hours); these hours usually bring { $usual }. A link or an ad may be broken.
watch-conversions-stopped = 🚦 { $clicks } clicks since { $since } and not one conversion; these hours usually convert { $usual } times. A landing page or a tracking link may be broken.
watch-rule-traffic = My traffic dies (clicks or conversions stop)
watch-stats-today = 📊 Today's stats
watch-first-conversion = 🎉 { $offer } converted for the first time.
watch-rule-first-conversion = An offer converts for the first time
watch-coupon-ending = ⌛ { $offer }: the code { $code } ends tomorrow at { $time }. Posts that carry it stop working then.
watch-rule-coupons = A promo code of my offers ends tomorrow
watch-quiet = Quiet hours: { $from }–{ $to }, messages held till then (set in /alerts)
watch-quiet-none = Quiet hours: none (set in /alerts)
watch-approval-drop = 📉 { $offer }: { $to } of the conversions decided on { $day } were approved, against { $from } over the 30 days before.
watch-rule-approval = An offer's approval rate falls
# Each campaign watched (issue 41, item 1)
watch-campaign-clicks-stopped = 🚦 Campaign { $campaign }: no clicks since { $since } ({ $hours } hours); these hours usually bring { $usual }. Its link or ad may be broken.
watch-campaign-conversions-stopped = 🚦 Campaign { $campaign }: { $clicks } clicks since { $since } and not one conversion; these hours usually convert { $usual } times. Its landing page or tracking link may be broken.
watch-campaign-level = Campaigns: each value of subaccount { $level } (pick the level below)
watch-campaign-level-button = sub{ $level }
