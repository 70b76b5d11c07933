command-link = make a tracking link
link-pick = Which offer is the link for? Type words from its name, or its id.
link-pick-recent = Which offer is the link for? Pick a recent one, or type words from its name, or its id.
link-pick-found = Offers you have joined matching «{ $words }»:
link-pick-none = None of the offers you have joined match «{ $words }». Type other words, or the offer's id.
link-offer-unknown = The network does not know offer #{ $id }. Type words from its name instead.
link-not-joined = You have not joined «{ $name }», so it has no links yet. Join it on the network's site, or pick another offer.
link-ask-url = Send the page of «{ $name }» the click should land on (starting with https://), or press the button to lead to its main page.
link-bad-url-not-url = That is not a web address. Send a page address like https://shop.example/sale.
link-bad-url-scheme = The address must start with http:// or https://. Send it again with that.
link-bad-url-no-host = The address has no site name in it. Send a full address like https://shop.example/sale.
link-bad-url-too-long = That address is over 2000 characters. Send a shorter one.
link-no-deeplinks = «{ $name }» does not take landing pages: the link leads to its main page.
link-ask-subaccount = Add a subaccount to tell your traffic sources apart (letters, digits, _ . -), or skip.
link-no-subaccount = No subaccount
link-bad-subaccount-characters = A subaccount may hold only letters, digits and _ . - (no spaces). Send another, or skip.
link-bad-subaccount-too-long = A subaccount may be at most 50 characters. Send a shorter one, or skip.
link-done =
    Your tracking link for «{ $name }»:
    { $link }
    Tap it to copy.
link-another = ✨ Another link for this offer
link-main-page = 🏠 Its main page, no landing page
link-copy = 📋 Copy the link
