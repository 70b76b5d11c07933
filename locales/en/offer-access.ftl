# Whether an offer is the publisher's: one line, the same on its card, its links and /link.
offer-access-joined = ✅ You have joined this offer.
offer-access-no-links = ⚠️ You have joined this offer, but not one of your tracking links for it is left: its traffic no longer earns. Ask your manager at the network to give them back.
offer-access-not-joined = ➕ You have not joined this offer yet.
offer-access-paused = ⏸ Paused by the network for you: not among your offers since { $day }, so its links earn nothing now.
