offer-pay-sale = sale { $value }
offer-pay-lead = lead { $value }
# What the goals pay together, on the card of an offer that states no pay of its own.
offer-pay-by-goal-figure = by goal — { $pay }
offer-pay-by-goal = by goal
offer-pay-goals = 🎯 Goals
offer-pay-personal = 👤 Your personal rate
