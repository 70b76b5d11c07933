payment-schedule-monthly = Monthly
payment-schedule-monthly-on = Monthly, on the { $ordinal ->
        [one] { $day }st
        [two] { $day }nd
        [few] { $day }rd
       *[other] { $day }th
    }
payment-schedule-weekly = Weekly
payment-schedule-twice-monthly = Twice a month
payment-schedule-daily = Daily
payment-schedule-on-request = On request
