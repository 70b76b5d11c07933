command-connect = connect your publisher account
connect-ask-key =
    Send me your <b>API key</b> (your publisher page → API). I will delete your message as soon as I have read it and keep the key encrypted.
    Send /cancel to stop.
connect-key-rejected = The network refused this key. Check it and send it again, or /cancel.
connect-key-unchecked = I could not reach the network to check the key. Send it again in a minute, or /cancel.
connect-welcome = Welcome, { $name }! Your account is connected.
connect-ask-client-id = 
    To file lost-order claims I also need your <b>client ID</b> and <b>client secret</b> (publisher page → API → OAuth). Send the client ID now, or skip: you can add them later with /connect.
connect-ask-client-secret = Now send the <b>client secret</b>. I will delete it right away.
connect-client-rejected = The network refused this client ID and client secret. Send the client ID again, or press Skip.
connect-client-unchecked = I could not reach the network to check them. Send the client ID again in a minute, or press Skip.
connect-done = All set: claims are enabled too. What shall I open? Or type a name or a number to search; /help lists every command.
connect-done-without-claims = All set. Lost-order claims need the client ID and client secret: add them any time with /connect. What shall I open? Or type a name or a number to search; /help lists every command.
connect-twin = This account is connected already, as <b>{ $name }</b>: see /accounts.
connect-already = ✅ Your account is already connected. To connect another key, send it below; /cancel keeps the current one.
