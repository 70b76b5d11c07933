offer-pay-sale = sale { $value }
offer-pay-lead = lead { $value }
offer-pay-by-goal = by goal
offer-pay-goals = 🎯 Goals
offer-pay-personal = 👤 Your personal rate
