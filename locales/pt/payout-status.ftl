payout-status-paid = Pago
payout-status-processing = Em processamento
