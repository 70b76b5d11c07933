command-balance = balance and what is available
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
