command-postbacks = postbacks: list, switch on and off
postbacks-title = 📮 Postbacks
postbacks-search-for = search “{ $term }”
postbacks-page = page { $page }
postbacks-none = You have no postbacks yet. They are created in your publisher account.
postbacks-no-match = No postback has these words in its name or address.
postbacks-no-more = There are no more postbacks.
postbacks-list-hint = Press a postback to see it and switch it on or off.
postbacks-offers-all = all offers
postbacks-offers-none = none
postbacks-offers-count = { $count ->
    [one] { $count } offer
   *[other] { $count } offers
}
postbacks-action-all = all actions
postbacks-action-cpl = leads (CPL)
postbacks-action-cpa = sales (CPA)
postbacks-state-on = 🟢 On: it reports conversions of its offers.
postbacks-state-off = ⏸ Off: no offers are connected.
postbacks-url = Address
postbacks-action-type = Action type
postbacks-method = HTTP method
postbacks-status = Status
postbacks-comment = Comment
postbacks-params = Parameters
postbacks-params-none = none
postbacks-offers = Connected offers
postbacks-on-will-restore = Switching it on connects again the offers it had: { $offers }.
postbacks-on-will-connect-all = I have no earlier list of offers for it: switching it on connects all offers.
postbacks-confirm-off =
    Switch off <b>{ $name }</b>?
    It will be disconnected from its offers ({ $offers }) and stop reporting conversions. I will remember the offers and connect them again when you switch it on.
postbacks-confirm-off-yes = ⏸ Yes, switch off
postbacks-confirm-off-no = No, keep it on
postbacks-kept-on = Kept on: nothing was changed.
postbacks-switched-off = ⏸ <b>Switched off.</b> Offers it had: { $offers }. I remember them for switching it on again.
postbacks-switched-on-restored = ▶️ <b>Switched on</b> with the offers it had: { $offers }.
postbacks-switched-on-all = ▶️ <b>Switched on for all offers</b>: I had no earlier list of offers for this postback.
postbacks-already-on = It is already on: nothing was changed.
postbacks-already-off = It is already off: nothing was changed.
postbacks-still-on = ⚠️ The network accepted the change but still reports this postback as on.
postbacks-still-off = ⚠️ The network accepted the change but still reports this postback as off.
postbacks-unsupported = ⚠️ I cannot switch this postback: the network reports an action type or HTTP method I cannot send back ({ $action }, { $method }). Nothing was changed.
postbacks-failed = ⚠️ <b>The postback was not switched.</b>
postbacks-failed-kept = The list of offers I remember for it is kept: { $offers }.
postbacks-failed-nothing-kept = I had no list of offers to keep for it.
postbacks-previous = ‹ Back
postbacks-next = More ›
postbacks-search = 🔍 Search
postbacks-show-all = Show all
postbacks-switch-off = ⏸ Switch off
postbacks-switch-on = ▶️ Switch on
postbacks-refresh = 🔄 Refresh
postbacks-back = « Postbacks
postbacks-search-ask = Send words from the postback's name or address. Send /cancel to stop.
postbacks-search-expired = This search is too old. Send /postbacks again.
postbacks-up-to-date = Up to date: nothing has changed.
postbacks-confirm-on =
    Switch on <b>{ $name }</b> for <b>all offers</b>?
    I have no earlier list of offers for it, so it would be connected to all { $count } offers you have joined and report conversions of every one of them.
postbacks-confirm-on-unknown =
    Switch on <b>{ $name }</b> for <b>all offers</b>?
    I have no earlier list of offers for it, so it would be connected to every offer you have joined (the network did not say how many).
postbacks-confirm-on-failing = ⚠️ Its comment reports failures: «{ $comment }». Check its address first, or the failures will go on for every offer.
postbacks-confirm-on-yes = ▶️ Yes, connect all { $count } offers
postbacks-confirm-on-yes-all = ▶️ Yes, connect all offers
postbacks-confirm-on-no = No, keep it off
postbacks-kept-off = Kept off: nothing was changed.
postbacks-status-1 = active
postbacks-status-2 = paused
postbacks-status-3 = failing
postbacks-failing-warning = ⚠️ The network reports that deliveries to this address fail: check the address before relying on it.
postbacks-state-paused = 🟡 Paused at the network: it delivers nothing until resumed in the network's interface.
postbacks-alerts-own = This is the bot's own alerts postback: switch it in /alerts, which also renews its address.
postbacks-open-alerts = 🔔 Conversion alerts
