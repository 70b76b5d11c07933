offer-pay-sale = venda { $value }
offer-pay-lead = lead { $value }
offer-pay-by-goal = por meta
offer-pay-goals = 🎯 Metas
offer-pay-personal = 👤 Sua taxa pessoal
