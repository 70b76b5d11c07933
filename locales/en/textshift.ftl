command-textshift = text shift: link mode, text mode, click-under
textshift-title = 🔀 <b>Text shift</b>
textshift-kept = The network cannot show these settings back, so this is what I last wrote for you, { $when } (text shift #{ $id }).
textshift-nothing-yet = Nothing written yet. Each change you make here is sent to the network at once, and I keep a copy: the network cannot show the settings back.
textshift-on = on
textshift-off = off
textshift-none = none
textshift-unset = not set
textshift-seconds = { $value } s
textshift-links = 🔗 Link mode
textshift-text = 📝 Text mode
textshift-clickunder = 🖱 Click-under
textshift-timeout = timeout
textshift-excluded = excluded sites
textshift-target = opens in
textshift-target-current = the same tab
textshift-target-blank = a new tab
textshift-target-unset = not set
textshift-schemes = schemes 1 / 2 / 3
textshift-cu-target = window
# The network's two click-under windows have numbers, no names: "type 2", "type 3".
textshift-cu-target-value = { $value ->
        [2] type 2
        [3] type 3
       *[other] —
    }
textshift-name = Name
textshift-subaccounts = Subaccounts
textshift-switch-links = 🔗 Links: { $state }
textshift-switch-text = 📝 Text: { $state }
textshift-switch-clickunder = 🖱 Click-under: { $state }
textshift-ask-links-timeout = 🔗 Timeout
textshift-ask-links-sites = 🔗 Excluded sites
textshift-set-target-current = 📝 Open in the same tab
textshift-set-target-blank = 📝 Open in a new tab
textshift-ask-text-sites = 📝 Excluded sites
textshift-ask-cu-timeout = 🖱 Timeout
textshift-ask-cu-sites = 🖱 Excluded sites
textshift-ask-scheme = 🖱 Scheme { $n }
textshift-set-cu-target = 🖱 Window → { $value }
textshift-ask-name = Name
textshift-ask-subaccounts = Subaccounts
textshift-q-links_timeout = Link mode timeout: send whole seconds (0 to 86400).
textshift-q-clickunder_timeout = Click-under timeout: send whole seconds (0 to 86400).
textshift-q-links_excluded_sites = Sites where link mode stays off: send domains separated by commas (example.com, shop.net), or - for none.
textshift-q-text_excluded_sites = Sites where text mode stays off: send domains separated by commas, or - for none.
textshift-q-clickunder_excluded_sites = Sites where click-under stays off: send domains separated by commas, or - for none.
textshift-q-scheme = Choose the scheme, or type it ({ $allowed }).
textshift-q-name = Send the name, or - for none.
textshift-q-subaccounts = Send up to 6 subaccounts, one a line (the first is the main one), or - for none.
textshift-bad-timeout = ❌ A timeout is a whole number of seconds from 0 to { $max }. Nothing was sent; send it again.
textshift-bad-scheme = ❌ The network allows only { $allowed } here. Nothing was sent; choose or type again.
textshift-bad-site = ❌ “{ $site }” is not a domain like example.com. Nothing was sent; send the list again.
textshift-too-long = ❌ At most { $max } characters. Nothing was sent; send it again.
textshift-too-many-subaccounts = ❌ At most { $max } subaccounts. Nothing was sent; send them again.
textshift-saved = ✅ Sent to the network.
textshift-already = It is already so; nothing was sent.
