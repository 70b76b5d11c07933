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
