offer-pay-sale = venda { $value }
offer-pay-lead = lead { $value }
# What the goals pay together, on the card of an offer that states no pay of its own.
offer-pay-by-goal-figure = por meta — { $pay }
offer-pay-by-goal = por meta
offer-pay-goals = 🎯 Metas
offer-pay-personal = 👤 Sua taxa pessoal
