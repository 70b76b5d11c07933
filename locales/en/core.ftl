button-connect = 🔌 Connect
button-skip = Skip
button-expired = This button has expired. Send the command again.
not-connected = First connect your publisher account: it takes one message with your API key.
unhandled-message = I did not understand that. Send /help to see the commands.
error-generic = Something went wrong on my side. Please try again in a minute.
wizard-send-text = Please answer with a text message, or send /cancel to stop.
api-auth-rejected = The network refused your credentials. If you changed your API key or password, /connect again.
api-bad-request = The network did not accept the request: { $reason }
api-not-found = The network does not know that item. It may have been removed.
api-wrong-state = That can no longer be changed: { $reason }
api-timed-out = The network is taking too long to answer. Please try again in a minute.
api-report-not-ready = The report is still being prepared by the network. Please try again in a few minutes.
api-unavailable = The network is not answering right now. Please try again in a few minutes.
button-try-again = 🔄 Try again
api-unreadable = The network answered something I could not read, so I am not showing you numbers I cannot trust. Please try again in a minute.
wizard-paused = ⏸ The wizard you were in is paused: your answers are kept. Go back to it, or send /cancel to drop it.
wizard-back = ↩️ Back to the wizard
wizard-resumed = ↩️ Back to it: answer the question above.
private-only = /{ $command } works in our private chat only, so your account stays yours. Open it with the button below.
private-only-open = 🔒 Open the private chat
private-only-alert = This works in our private chat only. Open it and send the command there.
busy-try-again = Telegram is asking me to slow down right now. Please try again in { $seconds } s.
wizard-step-back = ‹ Back
wizard-cancel = ✖ Cancel

# "in <zone's> time" with its offset, for "The network counts days …". $key: the zone with _ for /
# (the zones networks count in have their own words); $name: the zone's name from Intl.
zone-in = { $key ->
        [Europe_Moscow] in Moscow time ({ $offset })
        [offset] in { $offset } time
       *[other] in { $name } ({ $offset })
    }
button-not-yours = This button belongs to another chat.
# Under a screen that shows the network's own words (in italics: a category, a charge's description).
network-words-legend = Italics: the network's own words, as it writes them.
