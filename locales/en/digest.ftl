command-digest = daily digest settings
digest-title = ☀️ <b>Your day: { $day }</b>
digest-clicks = 🖱 Clicks: { $clicks } ({ $change } vs the day before)
digest-conversions = 📝 Conversions (approved + pending): { $conversions } ({ $change }) · approved { $approved } · cancelled (not counted) { $cancelled }
digest-commission = 💰 Commission (approved + pending): { $commission } ({ $change })
digest-rates = 📈 CR { $cr } · EPC { $epc }
digest-top-title = 🏆 <b>Top offers</b>
digest-top-row = { $rank }. { $offer } — { $commission }
digest-balance = 💳 Available balance: <b>{ $amount }</b>
digest-claims-title = 📮 <b>Claims with news</b>
digest-claim-row = • #{ $id } (order { $order }): { $status }
digest-claims-more = …and { $count } more: /claims
digest-claim-processing = in review
digest-claim-accepted = accepted
digest-claim-rejected = rejected
digest-warnings-title = ⚠️ <b>Worth a look</b>
digest-warning-clicks = • Clicks fell to { $clicks }, under half the 7-day average of { $average }.
digest-warning-approvals = • { $leads ->
        [one] One lead in 7 days and it is not approved yet.
       *[other] { $leads } leads in 7 days and none approved yet.
    }
digest-warning-stopped = • { $offer } stopped converting: { $before } conversions in the week before, none on { $day }.
digest-warning-stopped-more = • …and { $count ->
        [one] one more offer
       *[other] { $count } more offers
    } that stopped converting.
digest-button-stats = 📊 { $day } in detail
digest-button-settings = ⚙️ Digest settings
digest-settings-on = ☀️ <b>Daily digest: on</b>
digest-settings-off = ☀️ <b>Daily digest: off</b>
digest-settings-time = Delivery at <b>{ $time }</b>, time zone <b>{ $zone }</b>
digest-settings-clock = It is { $time } there now.
digest-settings-next = Next digest: { $day } at { $time }.
digest-button-on = ✅ Turn on
digest-button-off = ⏸ Turn off
digest-button-time = 🕘 Time
digest-button-zone = 🌍 Time zone
digest-button-now = 📨 Send me one now
digest-button-back = ‹ Back
digest-now-preparing = Preparing your digest…
digest-time-ask = When should the digest come? Pick an hour, or type a time like <code>08:30</code>.
digest-time-bad = “{ $text }” is not a time. Type it like <code>08:30</code>, or pick a button.
digest-zone-ask = Which time zone are you in? Pick your city, or type a city, an offset like <code>+3</code> or a zone like <code>Europe/Lisbon</code>, or send your location (📎 → Location): I will offer the cities nearest you.
digest-zone-none = Nothing matches “{ $text }”. Try a big city near you, an offset like <code>-5</code>, or share your location.
digest-zone-pick = Time zones for “{ $text }”: pick yours, or type again.
digest-day-running = <i>The network counts days { $zone } and closes { $day } at { $time } your time, so this is the last day it has closed.</i>
digest-all-title = ☀️ <b>Your accounts: { $day }</b>
digest-all-row = 💰 { $commission } ({ $change }) · 🖱 { $clicks } clicks · 📝 { $conversions } conversions
digest-all-total = 💰 <b>Commission, all accounts:</b> { $amounts }
digest-all-balance = 💳 <b>Available, all accounts:</b> { $amounts }
digest-settings-each = One digest per account.
digest-settings-all = One digest for all your accounts.
digest-button-all = 📚 One digest for all accounts
digest-button-each = 📄 One digest per account
digest-zone-nearest = The cities nearest you: pick the one whose time you live by.
digest-settings-weekly-on = 🗓 <b>Weekly report card on Mondays: on</b>
digest-settings-weekly-off = 🗓 Weekly report card on Mondays: off
digest-settings-weekly-next = Next weekly report card: { $day } at { $time }, about last week.
digest-button-weekly-on = 🗓 Weekly report card: turn on
digest-button-weekly-off = 🗓 Weekly report card: turn off
