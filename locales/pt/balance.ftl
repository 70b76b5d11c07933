command-balance = saldo e quanto está disponível
balance-title = 💰 Saldo
balance-available = Disponível
balance-available-explained = Disponível é o que você pode sacar agora: comissão aprovada que já passou da retenção, menos os pagamentos já solicitados.
balance-main = Saldo principal (com comissão retida)
balance-hold-advertisers = Retido pelos anunciantes
balance-hold-network = Retido pela rede
balance-on-payment = Solicitado, ainda não pago
balance-currency = Moeda
balance-hold-days = Retenção da rede: { $days ->
    [0] { $days } dias
    [one] { $days } dia
   *[other] { $days } dias
}
balance-schedule = Calendário de pagamentos
balance-refresh = 🔄 Atualizar
balance-up-to-date = Tudo em dia: nada mudou.
