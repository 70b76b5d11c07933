command-cancel = leave the current wizard
cancel-done = Cancelled. Nothing was sent.
cancel-nothing = There is nothing to cancel.
