offer-picker-found = Offers matching «{ $words }»: pick one, or type other words.
offer-picker-none = No offer matches «{ $words }». Type other words from its name, or its id.
