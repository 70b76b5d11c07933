inline-connect = Connect your account to share coupons
inline-too-long = Too long: { $max } characters at most
inline-none = Nothing found for «{ $words }»: try other words
inline-open = Open
