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
watch-rule-offer-pay = An offer's rate changes
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
watch-conversions-stopped = 🚦 { $clicks } { $n ->
        [one] click
       *[other] clicks
    } since { $since } and not one conversion; these hours usually convert { $usual } times. A landing page or a tracking link may be broken.
watch-rule-traffic = My traffic dies (clicks or conversions stop)
watch-first-conversion = 🎉 { $offer } converted for the first time.
watch-rule-first-conversion = An offer converts for the first time
watch-coupon-ending = ⌛ { $offer }: the code { $code } ends tomorrow at { $time }. Posts that carry it stop working then.
watch-rule-coupons = A promo code of my offers ends tomorrow
watch-quiet = Quiet hours: { $from }–{ $to }, messages held till then (set in /alerts)
watch-quiet-none = Quiet hours: none (set in /alerts)
watch-approval-drop = 📉 { $offer }: { $to } of the conversions decided on { $day } were approved, against { $from } over the 30 days before.
watch-rule-approval = An offer's approval rate falls
# Own limits
watch-rule-limits = My own limits are crossed
watch-limits-unset = Limits: none (📏 sets one).
watch-limits-count = Limits: { $count } (📏 lists them)
watch-limits-button = 📏 Limits
watch-limits-title = 📏 Your limits: { $count } of { $most }
watch-limits-none = None yet. ➕ sets one: EPC, CR, approval rate or commission of your account, an offer or a campaign, over the last days.
watch-limits-explain = Checked with the watch every hour. Each limit is told once when crossed, and again only after it was back on the right side.
watch-limit-unseen = not checked yet
watch-limit-no-clicks = no clicks in these days: not judged
watch-limit-last = last: { $value }
watch-limit-add = ➕ Add a limit
watch-limits-back = ⬅️ Back to /watch
watch-limit-removed = Limit removed
watch-limit-too-many = You have { $most } limits, the most I keep. Remove one (❌ in 📏 Limits) to add another.
watch-limit-figure-epc = EPC
watch-limit-figure-cr = CR
watch-limit-figure-ar = Approval rate
watch-limit-figure-commission = Commission
watch-limit-of-account = your account
watch-limit-of-campaign = campaign “{ $name }”
watch-limit-line = { $figure } of { $what }, { $days ->
        [1] today so far
       *[other] last { $days } days
    }: { $side ->
        [below] below
       *[above] above
    } { $mark }
watch-limit-crossed-below = 📏 { $figure } of { $what } fell below your limit of { $mark } ({ $days ->
        [1] today so far
       *[other] last { $days } days
    }): { $value } now.
watch-limit-crossed-above = 📏 { $figure } of { $what } rose above your limit of { $mark } ({ $days ->
        [1] today so far
       *[other] last { $days } days
    }): { $value } now.
watch-limit-ask-figure = Which figure should the limit watch?
watch-limit-ask-scope = { $figure } of what?
watch-limit-scope-account = 💼 My whole account
watch-limit-scope-offer = 📦 One offer
watch-limit-scope-campaign = 🏷 One campaign (subaccount)
watch-limit-ask-offer = Which offer? Pick one of those that brought you clicks lately, or send its id.
watch-limit-ask-campaign = Which campaign? Pick one, or send its subaccount as your links carry it.
watch-limit-ask-days = Over how many last days (1–30)? Today so far counts as one.
watch-limit-ask-side = Tell you when it…
watch-limit-side-below = 📉 falls below
watch-limit-side-above = 📈 rises above
watch-limit-ask-money = Which { $figure }, in { $currency }? Send an amount such as 1.50.
watch-limit-ask-percent = Which { $figure }, in percent? Send a number such as 2.5.
watch-limit-bad-press = Pick one of the buttons above, or Back.
watch-limit-bad-campaign = Send the campaign's subaccount as your links carry it (up to 100 characters).
watch-limit-bad-offer = I find no offer with the id “{ $text }”. Send an offer's id (digits), or pick one above.
watch-limit-bad-days = Send a whole number of days from 1 to 30.
watch-limit-bad-format = “{ $text }” is not a number. Send digits such as 1.50 or 2,5.
watch-limit-bad-not-positive = The limit must be more than zero.
watch-limit-bad-ambiguous = “{ $text }” could be read two ways. Write it without a thousands separator, such as 1234 or 1,5.
watch-limit-bad-percent = A percentage is at most 100.
watch-limit-saved = ✅ Limit set: { $limit }
# New offers that fit
watch-rule-new-offers = A new offer like mine appears
watch-new-offer = 🆕 New offer { $offer } ({ $where }), like yours: { $pay }; network EPC { $epc }
watch-new-offer-by-goal = rates by goal, see its card
watch-new-offer-no-epc = not known yet
# Each campaign watched
watch-campaign-clicks-stopped = 🚦 Campaign { $campaign }: no clicks since { $since } ({ $hours } hours); these hours usually bring { $usual }. Its link or ad may be broken.
watch-campaign-conversions-stopped = 🚦 Campaign { $campaign }: { $clicks } { $n ->
        [one] click
       *[other] clicks
    } since { $since } and not one conversion; these hours usually convert { $usual } times. Its landing page or tracking link may be broken.
watch-campaign-level = Campaigns by subaccount { $level } (change it below)
watch-campaign-level-button = subaccount { $level }
# A limit's figure when it is set
watch-limit-now-crossed = ⚠️ { $figure } is { $value } now: already { $side ->
        [below] below
       *[above] above
    }. I tell you when it crosses again, after it has been back on the right side.
watch-limit-now-fine = { $figure } is { $value } now. I tell you when it crosses the limit.
watch-limit-now-no-figure = { $figure } has no value for these days now (no clicks): the first check that finds one judges it, and tells you if it is past the limit.
watch-limit-now-failed = I could not read { $figure } now: the next check reads it, and tells you if it is past the limit.
# Under a stop: the network's day it began, by hour
watch-stats-stop-day = 📊 { $day }, hour by hour
