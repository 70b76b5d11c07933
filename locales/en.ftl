# --- core ---
start-intro =
    <b>Your affiliate account in your pocket.</b>
    Find offers, coupons and goods, make tracking links, share coupons in any chat, read your stats and a daily digest, file lost-order claims and hear when they are decided, check your balance and payouts, switch postbacks on and off.
start-connected = You are connected. Send /help to see everything I can do.
help-title = What I can do
button-connect = 🔌 Connect
button-skip = Skip
button-expired = This button has expired. Send the command again.
not-connected = First connect your publisher account: it takes one message with your API key.
unhandled-message = I did not understand that. Send /help to see the commands.
error-generic = Something went wrong on my side. Please try again in a minute.
wizard-send-text = Please answer with a text message, or send /cancel to stop.

command-start = what the bot does
command-help = every command, one line each
command-connect = connect your publisher account
command-offers = search offers: /offers [words]
command-coupons = search coupons: /coupons [words]
command-goods = search goods: /goods [words]
command-link = make a tracking link
command-stats = stats for a period: /stats [period]
command-digest = daily digest settings
command-claim = file a lost-order claim
command-claims = your lost-order claims
command-balance = balance and what is available
command-payouts = payouts, charges, exchange rates
command-postbacks = postbacks: list, switch on and off
command-language = change the language
command-disconnect = forget your credentials and data
command-cancel = leave the current wizard

# --- publisher API failures ---
api-auth-rejected = The network refused your credentials. If you changed your API key or password, /connect again.
api-bad-request = The network did not accept the request: { $reason }
api-not-found = The network does not know that item. It may have been removed.
api-wrong-state = That can no longer be changed: { $reason }
api-timed-out = The network is taking too long to answer. Please try again in a minute.
api-report-not-ready = The report is still being prepared by the network. Please try again in a few minutes.
api-unavailable = The network is not answering right now. Please try again in a few minutes.

# --- language ---
language-choose = Choose your language:
language-set = I will speak English from now on.
language-account-updated = Your account's language on the network was changed too.
language-account-not-updated = I could not change your account's language on the network; the bot's language is changed.
language-name-en = English
language-name-ru = Русский
language-name-pt = Português

# --- cancel ---
cancel-done = Cancelled. Nothing was sent.
cancel-nothing = There is nothing to cancel.

# --- connect ---
connect-ask-key =
    Send me your <b>API key</b> (your publisher page → API). I will delete your message as soon as I have read it and keep the key encrypted.
    Send /cancel to stop.
connect-key-rejected = The network refused this key. Check it and send it again, or /cancel.
connect-key-unchecked = I could not reach the network to check the key. Send it again in a minute, or /cancel.
connect-welcome = Welcome, { $name }! Your account is connected.
connect-ask-client-id =
    To file lost-order claims I also need your <b>client_id</b> and <b>client_secret</b> (publisher page → API → OAuth). Send the client_id now, or skip: you can add them later with /connect.
connect-ask-client-secret = Now send the <b>client_secret</b>. I will delete it right away.
connect-client-rejected = The network refused this client_id and client_secret. Send the client_id again, or press Skip.
connect-client-unchecked = I could not reach the network to check them. Send the client_id again in a minute, or press Skip.
connect-done = All set: claims are enabled too. Send /help to see what I can do.
connect-done-without-claims = All set. Lost-order claims need the client credentials: add them any time with /connect. Send /help to see what I can do.

# --- disconnect ---
disconnect-confirm = Forget your credentials and everything I keep for you (settings, digests, claim watch)? This cannot be undone.
disconnect-yes = Yes, forget me
disconnect-no = No, keep
disconnect-kept = Nothing was deleted.
disconnect-done = Done: your credentials and every record of yours are deleted. Send /connect to start again.

# --- catalog: offers, coupons, goods, links, inline ---
catalog-page = page { $page } of { $pages }
catalog-previous = ‹ Previous
catalog-next = Next ›
catalog-not-published = not published
catalog-none = none
catalog-too-long = That search is too long ({ $length } characters). Please keep it to { $max } characters or fewer and send it again.
catalog-search-expired = This list has expired. Send { $command } again.

offers-title = Offers: { $tab }
offers-title-search = Offers matching «{ $words }»: { $tab }
offers-found = { $count } found
offers-none = There are no offers in this list.
offers-none-words = No offers match these words and filters. Try others, another tab, or the whole list.
offers-broader = 🔎 Show all offers
offers-tab-web = Web
offers-tab-mobile = Mobile
offers-tab-all = All
offers-tab-fav = ⭐ Favourites
offers-per-sale = sale { $value }
offers-per-lead = lead { $value }
offers-joined = ✅ You have joined this offer.
offers-not-joined = ➕ You have not joined this offer yet.
offers-categories = 📂 Categories
offers-regions = 🌍 Regions
offers-pays = 💰 Pays
offers-epc = 📈 EPC 7 days · 90 days
offers-approval = ⏱ Approval
offers-cookie = 🍪 Cookie
offers-days = { $days } days
offers-traffic-allowed = ✅ Allowed traffic
offers-traffic-forbidden = ⛔ Forbidden traffic
offers-button-links = 🔗 Links
offers-button-goals = 🎯 Goals
offers-button-promo = 🖼 Promo
offers-button-coupons = 🏷 Coupons
offers-button-make-link = ✨ Make link
offers-back-to-list = « Back to the list
offers-back-to-offer = « Back to the offer
offers-unknown = The network no longer lists offer #{ $id }. Send /offers to search again.
offers-links-title = links
offers-links-none = No links yet: they appear once you join the offer on the network's site.
offers-link-default = ⭐ default
offers-goals-title = goals and payouts
offers-goals-none = The network lists no goals for this offer.
offers-goal-personal = 👤 personal rate
offers-up-to = up to { $value }
offers-promo-title = promo materials
offers-promo-none = This offer has no promo materials.
offers-promo-file = download
offers-promo-code = Promo code
offers-filter-category = 📂 { $value }
offers-filter-region = 🌍 { $value }
offers-filter-traffic = 🚦 { $value }
offers-any-category = all categories
offers-any-region = all regions
offers-any-traffic = any traffic
offers-choose-category = Choose the category:
offers-choose-region = Choose the region:
offers-choose-traffic = Show offers that allow this traffic:
offers-back = « Back

coupons-title = Coupons
coupons-title-search = Coupons matching «{ $words }»
coupons-found = { $count } found
coupons-none = There are no coupons right now.
coupons-none-narrowed = No coupons match these words and filters. Clear them for a broader search.
coupons-clear = ✖ Clear words and filters
coupons-filter-exclusive = Exclusive
coupons-filter-personal = Personal
coupons-filter-type = Type: { $value }
coupons-filter-category = Category: { $value }
coupons-filter-offer = Offer: { $value }
coupons-sort-new = Newest
coupons-sort-rating = Rating
coupons-sort-ending = Ending soon
coupons-any = any
coupons-back = « Back
coupons-choose-type = Choose the coupon type:
coupons-choose-category = Choose the coupon category:
coupons-choose-offer = Choose the offer:
coupons-offer-hint = Offers you open with /offers appear here.
coupons-mark-exclusive = {" "}⭐ exclusive
coupons-mark-personal = {" "}👤 personal
coupons-expired = ⌛ expired
coupons-not-started = ⏳ not started yet
coupons-code = Promo code
coupons-no-code = No code needed
coupons-open-ended = no end date
coupons-link = coupon link
coupons-valid-until = Valid until { $date }

goods-title = Goods
goods-title-search = Goods matching «{ $words }»
goods-found = { $count } found
goods-none = There are no goods right now.
goods-none-narrowed = No goods match these words, price and currency. Clear them for a broader search.
goods-clear = ✖ Clear words, price and currency
goods-any = any
goods-price-up-to = up to { $max }
goods-price-from = { $min } and more
goods-filter-price = 💰 Price: { $value }
goods-filter-currency = 💱 Currency: { $value }
goods-sort-default = Default
goods-sort-cheap = Cheapest first
goods-sort-dear = Dearest first
goods-choose-price = Choose the price range:
goods-choose-currency = Choose the currency:
goods-back = « Back
goods-was = (was { $price })
goods-link = shop link
goods-picture = picture
goods-open = 🛒 Open in the shop
goods-item-gone = This item is no longer on that page. Go back to the list.

link-pick = Which offer is the link for? Type words from its name, or its id.
link-pick-recent = Which offer is the link for? Pick a recent one, or type words from its name, or its id.
link-pick-found = Offers you have joined matching «{ $words }»:
link-pick-none = None of the offers you have joined match «{ $words }». Type other words, or the offer's id.
link-offer-unknown = The network does not know offer #{ $id }. Type words from its name instead.
link-not-joined = You have not joined «{ $name }», so it has no links yet. Join it on the network's site, or pick another offer.
link-ask-url = Send the page of «{ $name }» the click should land on (starting with https://).
link-bad-url-not-url = That is not a web address. Send a page address like https://shop.example/sale.
link-bad-url-scheme = The address must start with http:// or https://. Send it again with that.
link-bad-url-no-host = The address has no site name in it. Send a full address like https://shop.example/sale.
link-bad-url-too-long = That address is over 2000 characters. Send a shorter one.
link-no-deeplinks = «{ $name }» does not take landing pages: the link leads to its main page.
link-ask-subaccount = Add a subaccount to tell your traffic sources apart (letters, digits, _ . -), or skip.
link-no-subaccount = No subaccount
link-bad-subaccount-characters = A subaccount may hold only letters, digits and _ . - (no spaces). Send another, or skip.
link-bad-subaccount-too-long = A subaccount may be at most 50 characters. Send a shorter one, or skip.
link-done =
    Your tracking link for «{ $name }»:
    { $link }
    Tap it to copy.
link-another = ✨ Another link for this offer

inline-connect = Connect your account to share coupons
inline-too-long = Too long: { $max } characters at most
inline-none = Nothing found for «{ $words }»: try other words
inline-open = Open

# --- balance, payouts, account, postbacks ---
balance-title = 💰 Balance
balance-available = Available
balance-available-explained = Available is what you can withdraw now: approved commission past the hold, minus payouts already requested.
balance-main = Main balance (with commission on hold)
balance-hold-advertisers = On hold by advertisers
balance-hold-network = On hold by the network
balance-on-payment = Requested, not paid yet
balance-currency = Currency
balance-hold-days = Network hold: { $days ->
    [one] { $days } day
   *[other] { $days } days
}
balance-schedule = Payment schedule
balance-refresh = 🔄 Refresh
balance-up-to-date = Up to date: nothing has changed.
payouts-title-payouts = 💸 Payouts
payouts-title-charges = 🧾 Charge history
payouts-title-rates = 💱 Exchange rates
payouts-page = page { $page } of { $pages }
payouts-processed = processed
payouts-pending = waiting
payouts-processed-at = paid { $date }
payouts-not-processed = not paid yet
payouts-added-at = requested { $date }
payouts-none = No payouts yet.
payouts-no-charges = No charges yet.
payouts-no-rates = The network has no exchange rates to show.
payouts-unavailable = This part of the network's API is not available right now. Try again later.
payouts-previous = ‹ Newer
payouts-next = Older ›
payouts-open-charges = 🧾 Charges
payouts-open-rates = 💱 Exchange rates
payouts-back = « Back to payouts
payouts-retry = 🔄 Try again
payouts-unchanged = Still the same.
account-title = 👤 Account
account-name = Name
account-contact-phone = Contact phone
account-email = Email
account-language = Language
account-notifications = 🔔 Notifications from the network
account-no-notifications = The network offers no notification subscriptions.
account-notifications-hint = Press a subscription below to switch it on or off.
account-open = 👤 Account: profile and notifications
account-notification-on = ✅ { $name }
account-notification-off = 🔕 { $name }
account-refresh = 🔄 Refresh
account-up-to-date = Up to date: nothing has changed.
account-notification-gone = The network no longer offers this subscription.
account-notification-now-on = “{ $name }” is on.
account-notification-now-off = “{ $name }” is off.
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
postbacks-status = Status code
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

# --- claims ---
claims-need-client = Lost-order claims need your <b>client_id</b> and <b>client_secret</b> (publisher page → API → OAuth). Press the button to add them: I will ask for the API key again, then for the pair.
claims-add-client = 🔑 Add client id and secret
claims-no-channels = Your account has no traffic channel, and a claim needs one. Add a channel on your publisher page, then send /claim again.
claims-ask-offer = Which offer was the order for? Press one, or type a part of its name or its id.
claims-ask-offer-search = Which offer was the order for? Type a part of its name or its id.
claims-offer-found = Press the offer, or type other words.
claims-offer-none = No offer matches «{ $words }». Type other words or the offer id, or press one of these.
claims-ask-channel = Which traffic channel brought the customer?
claims-ask-currency = The currency of the order?
claims-press-button = Please press one of the buttons.
claims-ask-number = Type the <b>order number</b> as the shop gave it.
claims-number-bad = The order number should be one line, up to 200 characters. Type it again.
claims-ask-date = When was the order placed? Press a day, open the calendar, or type the date like 2024-05-31 or 31.05.2024.
claims-day-today = Today
claims-day-yesterday = Yesterday
claims-day-before = 2 days ago
claims-day-calendar = 📅 Calendar
claims-calendar = Pick the order day: <b>{ $month }</b>
claims-date-format = I could not read that date. Write it like { $today } or as DD.MM.YYYY, or press a button.
claims-date-impossible = There is no such day in the calendar. Check the day and month and type the date again.
claims-date-future = The order date cannot be in the future (today is { $today }). Type the date again or press a button.
claims-ask-amount = The <b>order amount</b>? For example 1299.50 or 1 299,50.
claims-amount-bad = I could not read that amount. Write just the number, for example 1299.50, 1 299,50 or 1299.
claims-ask-comment = A comment for the manager (how the customer paid, a promo code used…)? Type it, or press Skip.
claims-comment-long = The comment is too long: { $limit } characters at most. Shorten it, or press Skip.
claims-field-offer = Offer
claims-field-channel = Channel
claims-field-number = Order number
claims-field-date = Order date
claims-field-amount = Amount
claims-field-currency = Currency
claims-field-comment = Comment
claims-summary-title = Your claim
claims-summary-hint = Check it: press a field to change it, or Send.
claims-summary-fix = Change the field and press Send again: every other answer is kept.
claims-send = 📨 Send
claims-refused = The network did not accept the claim: { $reason }
claims-filed = ✅ Claim #{ $id } is filed. I will tell you when the network changes its status; /claims shows all of them.
claims-open = Open the claim
claims-edit-pick = Which field of claim #{ $id } do you want to change?
claims-edited = ✅ The claim is changed.
claims-not-new = Claim #{ $id } is { $status } now: only new claims can be changed or deleted.
claims-moved-on = The claim can no longer be changed: { $reason }
claims-list-title = Your claims
claims-list-empty = No claims here. File one with /claim.
claims-list-page = Page { $page } of { $pages } · { $total } in all
claims-filter-all = all
claims-card-title = Claim #{ $id }
claims-status = Status
claims-manager-comment = Manager's comment
claims-created = Filed
claims-updated = Last change
claims-edit = ✏️ Edit
claims-delete = 🗑 Delete
claims-back = ‹ Claims
claims-delete-confirm = Delete claim #{ $id }? This cannot be undone.
claims-delete-yes = Yes, delete
claims-delete-no = No, keep
claims-deleted = Claim #{ $id } is deleted.
claims-push = 🔔 Claim #{ $id } for { $offer }: { $from } → { $to }
claims-watch-auth = The network no longer accepts your client_id and client_secret, so I cannot follow your claims. Add them again and I will carry on.

# --- stats and digest ---
stats-choose = 📊 Stats for which period? Or type it: <code>/stats 2024-05-01 2024-05-31</code>
stats-preset-today = Today
stats-preset-yesterday = Yesterday
stats-preset-7d = 7 days
stats-preset-30d = 30 days
stats-preset-month = This month
stats-preset-last-month = Last month
stats-loading = Reading your stats…
stats-bad-period =
    That is not a period I can report: { $reason }
    Example: <code>{ $example }</code>, or pick a button.
stats-bad-format = write one day or two days as YYYY-MM-DD.
stats-bad-no-such-date = { $date } is not a date in the calendar.
stats-bad-reversed = the first day comes after the last one.
stats-bad-future = { $date } has not happened yet.
stats-bad-too-long = the network keeps { $days } days of stats at most; pick a shorter period.
stats-summary-title = 📊 <b>Stats for { $period }</b>
stats-summary-compared = <i>compared with { $period }</i>
stats-line-shows = 👁 Shows: { $shows }
stats-line-clicks = 🖱 Clicks: { $clicks } · unique { $unique }
stats-line-leads = 📝 Leads { $total }: open { $open } · approved { $approved } · cancelled { $cancelled }
stats-line-sales = 🛒 Sales { $total }: open { $open } · approved { $approved } · cancelled { $cancelled }
stats-line-commission = 💰 Commission: open { $open } · approved { $approved } · cancelled { $cancelled }
stats-line-rates = 📈 CR { $cr } · EPC { $epc } · approval { $ar }
stats-change-points = { $value } pp
stats-change-new = new
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
    clicks { $clicks } · conversions { $conversions } · commission { $commission }
stats-no-subaccount = (no subaccount)
stats-unknown = (unknown)
stats-chart-title = Clicks and commission per day
stats-chart-clicks = Clicks
stats-chart-commission = Commission
stats-deferred = ⏳ The network is preparing the report for { $period }: long periods take a while. I will update this message when it is ready.
stats-deferred-still = ⏳ Still preparing the report for { $period } (checked { $checks } times in { $seconds } s). I will update this message when it is ready.
stats-deferred-ready = ✅ The report for { $period } is ready: it is just below.
stats-deferred-gave-up = ⌛ The network did not finish the report for { $period } in time, so I stopped waiting. Try again in a few minutes, or pick a shorter period.
digest-title = ☀️ <b>Your day: { $day }</b>
digest-clicks = 🖱 Clicks: { $clicks } ({ $change } vs the day before)
digest-conversions = 📝 Conversions: { $conversions } ({ $change }) · approved { $approved }
digest-commission = 💰 Commission: { $commission } ({ $change })
digest-rates = 📈 CR { $cr } · EPC { $epc }
digest-top-title = 🏆 <b>Top offers</b>
digest-top-row = { $rank }. { $offer } — { $commission }
digest-balance = 💳 Available balance: <b>{ $amount } { $currency }</b>
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
digest-warning-stopped = • { $offer } stopped converting: { $before } conversions in the week before, none yesterday.
digest-warning-stopped-more = • …and { $count ->
        [one] one more offer
       *[other] { $count } more offers
    } that stopped converting.
digest-chart-title = The last 7 days
digest-button-stats = 📊 Yesterday in detail
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
digest-zone-ask = Which time zone are you in? Pick one, or type your city, a zone like <code>Europe/Lisbon</code> or an offset like <code>+3</code>.
digest-zone-none = Nothing matches “{ $text }”. Try a big city near you (in English), or an offset like <code>-5</code>.
digest-zone-pick = Time zones matching “{ $text }”: pick yours, or type again.
