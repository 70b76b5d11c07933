command-alerts = alerts: a message for every conversion
alerts-open = 🔔 Conversion alerts
alerts-title = 🔔 Conversion alerts
alerts-state-on = 🟢 On: every conversion the network reports comes here.
alerts-state-off = ⏸ Off.
alerts-explain = Switched on, the bot creates a postback named “{ $name }” in your account (you will see it in /postbacks) and tells you about each conversion the moment the network reports it.
alerts-offers = Offers
alerts-offers-all = all offers
alerts-statuses = Statuses
alerts-statuses-none = none (nothing will be sent)
alerts-status-new = pending
alerts-status-approved = approved
alerts-status-rejected = cancelled
alerts-min = Minimum commission
alerts-min-none = none
alerts-quiet = Quiet hours
alerts-quiet-off = off
alerts-postback = The postback “{ $name }” delivers them; /postbacks lists it under that name.
alerts-switch-on-all = 🔔 On for all offers
alerts-switch-on-chosen = 🔔 On for the chosen offers
alerts-switch-off = 🔕 Switch off
alerts-choose-offers = 🎯 Choose offers…
alerts-all-offers = All offers
alerts-min-button = Minimum commission → { $value }
alerts-quiet-button = Quiet hours → { $value }
alerts-switched-on = ✅ Alerts are on.
alerts-switched-off = ⏸ Alerts are off: the postback is disconnected and its address no longer works.
alerts-off-api-failed = The network did not confirm that the postback was disconnected; its address no longer works anyway. You can check it in /postbacks.
alerts-offers-changed = ✅ Offers changed.
alerts-failed = ⚠️ The network did not accept the change.
alerts-no-public-url = Conversion alerts need the bot's public address, where the network sends conversions. The bot's operator has to set PUBLIC_URL (for example https://bot.example.com); in webhook mode it defaults to WEBHOOK_URL's address.
alerts-offers-ask = Which offers shall I tell you about? Type a name (or part of it) and pick the offer, or send ids separated by spaces or commas (for example: 1203 1410), or “all”.
alerts-offers-unknown = The network knows no offer { $ids }. Send the ids again.
alerts-sub = subaccount
alerts-offer-card = 📄 Offer card
alerts-count = { $count ->
    [one] { $count } conversion
   *[other] { $count } conversions
}
alerts-count-more = { $count ->
    [one] { $count } more conversion
   *[other] { $count } more conversions
}
alerts-count-changes = { $count ->
    [one] { $count } status change
   *[other] { $count } status changes
}
alerts-count-and = { $first } and { $second }
alerts-burst = ⚡ { $what } in the last minute, { $total }
alerts-burst-changes = ⚡ { $what } in the last minute
alerts-quiet-summary = 🌙 Quiet hours are over: { $what } while you were away, { $total }
alerts-quiet-summary-changes = 🌙 Quiet hours are over: { $what } while you were away
alerts-more = …and { $count } more
alerts-state-network-off = ⚠️ On here, but the network has the postback switched off (no offers connected, as /postbacks shows): no conversion comes. Switch on to connect it again.
alerts-state-network-paused = ⚠️ On here, but the network has the postback paused: no conversion comes until it is resumed in the network's interface.
alerts-state-network-gone = ⚠️ On here, but the network no longer has the postback: no conversion comes. Switch on to create it again.
alerts-goal-lead = lead
alerts-goal-sale = sale
