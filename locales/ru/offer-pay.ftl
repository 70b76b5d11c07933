offer-pay-sale = продажа { $value }
offer-pay-lead = лид { $value }
# What the goals pay together, on the card of an offer that states no pay of its own.
offer-pay-by-goal-figure = по целям — { $pay }
offer-pay-by-goal = по целям
offer-pay-goals = 🎯 Цели
offer-pay-personal = 👤 Ваша персональная ставка
