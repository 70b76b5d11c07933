command-claim = file a lost-order claim
command-claims = your lost-order claims
claims-need-client = Lost-order claims need your <b>client ID</b> and <b>client secret</b> (publisher page → API → OAuth). Press the button to add them: your API key stays as it is, I will ask only for the pair.
claims-add-client = 🔑 Add client ID and client secret
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
claims-ask-date = When was the order placed? Press a day, open the calendar, or type the date like { $year }-{ $month }-{ $day } or { $day }.{ $month }.{ $year }, or a word: yesterday, friday…
claims-day-today = Today
claims-day-yesterday = Yesterday
claims-day-before = 2 days ago
claims-day-calendar = 📅 Calendar
claims-calendar = Pick the order day: <b>{ $month }</b>
claims-date-format = I could not read that date. Write it like { $example } or as DD.MM.YYYY, or a word such as today, yesterday or a weekday, or press a button.
claims-date-ambiguous = That date can be read two ways (day or month first). Write it like { $example }, or press a button.
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
claims-summary-unsure = The claim may have been filed all the same. Press Send: I will check first and file it only if the network does not have it.
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
claims-new = 📝 New claim
claims-delete-confirm = Delete claim #{ $id }? This cannot be undone.
claims-delete-yes = Yes, delete
claims-delete-no = No, keep
claims-deleted = Claim #{ $id } is deleted.
claims-push = 🔔 Claim #{ $id } for { $offer }: { $from } → { $to }
claims-watch-auth = The network no longer accepts your client ID and client secret, so I cannot follow your claims. Add them again and I will carry on.
claims-date-too-old = The network takes claims only for orders of the last { $days } days. Check the date; for an older order, write to your manager.
claims-amount-not-positive = The amount must be above zero. Type the order amount, for example 1299.50.
claims-amount-ambiguous = «{ $typed }» can be read two ways: is the dot (or comma) a thousands separator or the decimal mark? Type it again without thousands separators, for example 12345 or 12.35.
claims-amount-high = { $amount } is more than an order usually comes to (over { $ceiling }). Is that right? Press the button, or type the amount again.
claims-amount-sure = ✅ Yes, it is right
claims-number-no-digits = An order number has at least one letter or digit in it. Type it as the shop gave it.
claims-status-new = new
claims-status-processing = processing
claims-status-accepted = accepted
claims-status-rejected = rejected

## Claims by the dozen: a file or pasted lines of lost orders
claims-batch-from-file = 📄 Claims from a file
claims-batch-how = Send me the list of lost orders as it is: a <b>CSV</b> or <b>XLSX</b> file (up to 5 MB and 2,000 rows), or paste its lines here. Columns: order number, date, sum (with its currency, or your account's), offer (name or id). A header row such as <code>Order;Date;Sum;Offer</code> helps. I check every row first and file nothing until you press File.
claims-batch-pasted-name = pasted list
claims-batch-ask-offer = The file names no offer. Which offer are all these orders for?
claims-batch-counts = { $total ->
    [one] { $total } row
   *[other] { $total } rows
}: { $ready } ready, { $claimed } already claimed, { $fix } to fix
claims-batch-more = ; and { $more } more
claims-batch-ready-hint = Press File to send the ready ones; nothing is sent before that.{ $fix ->
    [0] {""}
   *[other] {" "}The rows to fix are in the file below.
}
claims-batch-nothing = Nothing to file.{ $fix ->
    [0] {""}
   *[other] {" "}The rows to fix are in the file below.
}
claims-batch-file = 📨 File { $ready }
claims-batch-cancel = ✖ Cancel
claims-batch-resume = ▶ Resume
claims-batch-already = This list is already being filed, or is over.
claims-batch-cancelled = Cancelled: nothing from this list was filed.
claims-batch-progress = ⏳ Filed { $filed } of { $ready }{ $failed ->
    [0] {""}
   *[other] , { $failed } not filed
}
claims-batch-paused = ⏸ Paused after 5 failures in a row: filed { $filed } of { $ready }, { $failed } not filed. Press Resume when the network answers again.
claims-batch-done = ✅ Done: filed { $filed } of { $ready }, { $failed } not filed. The result file follows; /claims shows the claims, and I will tell you when their status changes.
claims-batch-result = Result of { $name }: every row, its claim or why it was not filed.
claims-batch-col-row = Row
claims-batch-col-number = Order number
claims-batch-col-claim = Claim
claims-batch-col-status = Status
claims-batch-col-problem = To fix
claims-batch-status-filed = filed
claims-batch-status-failed = not filed: { $reason }
claims-batch-status-claimed = already claimed
claims-batch-status-fix = not filed: { $reason }
claims-batch-problem-number = row { $row }: no order number
claims-batch-problem-date = row { $row }: date { $value }
claims-batch-problem-date-future = row { $row }: date { $value } is in the future
claims-batch-problem-date-old = row { $row }: date { $value } is more than { $days } days ago
claims-batch-problem-amount = row { $row }: sum «{ $value }»
claims-batch-problem-currency = row { $row }: no currency in «{ $value }»
claims-batch-problem-offer = row { $row }: offer «{ $value }» not found
claims-batch-problem-no-offer = row { $row }: no offer
claims-batch-problem-repeated = row { $row }: order { $value } repeats row { $first }
claims-batch-refused-too-big = This file is larger than 5 MB. Send at most 2,000 rows in one file; nothing was filed.
claims-batch-refused-too-many-rows = This file has more than 2,000 rows. Split it and send the parts one by one; nothing was filed.
claims-batch-refused-not-a-table = This is not a CSV or XLSX table. Send the report as .csv or .xlsx, or paste its lines; nothing was filed.
claims-batch-refused-zip-bomb = This XLSX unpacks to more than 60 MB, far more than a table of orders; I stopped reading it. Save it again as .xlsx or .csv and send it; nothing was filed.
claims-batch-refused-formulas = This XLSX has formulas whose values were never saved. Open it in Excel and save it again, or paste its cells as values (Paste special → Values); nothing was filed.
claims-batch-refused-empty = The file is empty: there is no row in it to file.
claims-batch-refused-download = I could not download this file from Telegram. Send it again; nothing was filed.
claims-batch-left-out-totals = { $count ->
    [one] row { $rows } is a totals row, left out
   *[other] rows { $rows } are totals rows, left out
}
claims-batch-left-out-blank = { $count ->
    [one] 1 empty line skipped
   *[other] { $count } empty lines skipped
}
claims-batch-refused-too-heavy = Reading this file took more time or memory than any table of orders needs, so I stopped. Save it again as .csv or .xlsx and send it; nothing was filed.
claims-batch-line = 📄 { $name }: { $ready } orders from a file
claims-batch-page = <b>📄 { $name }</b>: { $claims } claims: { $summary }
claims-batch-more-claims = …and { $more } more (all of them are in /claims)
claims-batch-push = 🔔 📄 { $name }: { $summary } (of { $filed } claims filed from it)
claims-batch-ask-column-number = I could not tell which column is which. The first rows:
    { $rows }
    Which column holds the <b>order number</b>?
claims-batch-ask-column-date = Which column holds the order's <b>date</b>?
    { $rows }
claims-batch-ask-column-amount = Which column holds the order's <b>sum</b>?
    { $rows }
claims-batch-ask-column-offer = Which column holds the <b>offer</b> (name or id)?
    { $rows }
claims-batch-no-offer-column = No offer column: one offer for all
claims-batch-stop = ⏹ Stop filing
claims-batch-stopping = Stopping: nothing more is filed after the claim being sent now.
claims-batch-stopped-cancelled = ⏹ Stopped before row { $row }, as you asked: filed { $filed } of { $ready }, { $failed } not filed. The other rows were not filed; /claims shows the claims.
claims-batch-stopped-disconnected = ⏹ Filing stopped before row { $row }: the account was disconnected, so nothing more is filed with it. Filed { $filed } of { $ready } before that.
claims-batch-paused-unanswered = ⏸ Paused: the network has not taken claims for a while (too many requests, or failures). Filed { $filed } of { $ready }, { $failed } not filed. Press Resume to go on.
