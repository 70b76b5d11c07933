command-disconnect = forget your credentials and data
disconnect-confirm = Forget your credentials and everything I keep for you (settings, digests, claim watch)? This cannot be undone.
disconnect-yes = Yes, forget me
disconnect-no = No, keep
disconnect-kept = Nothing was deleted.
disconnect-done = Done: your credentials and every record of yours are deleted. Send /connect to start again.
