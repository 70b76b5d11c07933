payment-schedule-monthly = Ежемесячно
payment-schedule-monthly-on = Ежемесячно, { $day }-го числа
payment-schedule-weekly = Еженедельно
payment-schedule-twice-monthly = Дважды в месяц
payment-schedule-daily = Ежедневно
payment-schedule-on-request = По запросу
