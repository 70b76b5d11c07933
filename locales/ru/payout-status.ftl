payout-status-paid = Выплачено
payout-status-processing = В обработке
