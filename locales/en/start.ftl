start-intro =
    <b>Your affiliate account in your pocket.</b>
    Find offers, coupons and goods, make tracking links, share coupons in any chat, read your stats and a daily digest, file lost-order claims and hear when they are decided, check your balance and payouts, switch postbacks on and off.
start-connected = You are connected. Send /help to see everything I can do.
help-title = What I can do
command-start = what the bot does
command-help = every command, one line each
