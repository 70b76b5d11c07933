payment-schedule-monthly = Mensalmente
payment-schedule-monthly-on = Mensalmente, no dia { $day }
payment-schedule-weekly = Semanalmente
payment-schedule-twice-monthly = Duas vezes por mês
payment-schedule-daily = Diariamente
payment-schedule-on-request = Sob solicitação
