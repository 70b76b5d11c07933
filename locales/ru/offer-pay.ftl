offer-pay-sale = продажа { $value }
offer-pay-lead = лид { $value }
offer-pay-by-goal = по целям
offer-pay-goals = 🎯 Цели
offer-pay-personal = 👤 Ваша персональная ставка
