payout-status-paid = Paid
payout-status-processing = Processing
